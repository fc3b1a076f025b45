import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './common';
import { volunteerModality } from './enums';
import { users } from './users';

export const volunteers = pgTable(
  'volunteers',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    area: text('area').notNull(),
    profession: text('profession').notNull(),
    interest: text('interest').notNull(),
    modality: volunteerModality('modality').notNull(),
    availability: integer('availability').notNull(),
    days: text('days').array().notNull(),
    clarification: text('clarification').notNull(),
    description: text('description').notNull(),
    purpose: text('purpose').notNull(),
    vehicle: text('vehicle').notNull(),
    carpooling: text('carpooling').notNull(),
    question: text('question'),
    isPending: boolean('is_pending').notNull().default(true),
    /** Where the review stands (core's VOLUNTEER_STAGES); `isPending` is true exactly in the open stages. */
    stage: text('stage').notNull().default('nueva'),
    /** When the stage last changed. */
    stageAt: timestamp('stage_at', { withTimezone: true }).notNull().defaultNow(),
    isDelete: boolean('is_delete').notNull().default(false),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Per-render key: a double submit stores one record. */
    idempotencyKey: text('idempotency_key').unique(),
    ...timestamps,
  },
  (t) => [
    index('volunteers_pending_idx').on(t.isPending, t.date),
    index('volunteers_stage_idx').on(t.stage, t.date),
    /** The admin list's default order. */
    index('volunteers_date_idx').on(t.date),
  ],
);
