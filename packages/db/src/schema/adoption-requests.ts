import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './common';
import { dogs } from './dogs';
import { users } from './users';

export const adoptionRequests = pgTable(
  'adoption_requests',
  {
    id: id(),
    nameDog: text('name_dog').notNull(),
    dogId: uuid('dog_id').references(() => dogs.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    area: text('area').notNull(),
    location: text('location').notNull(),
    people: integer('people').notNull(),
    accordance: text('accordance').notNull(),
    vaccinated: text('vaccinated').notNull(),
    description: text('description').notNull(),
    otherAnimals: text('other_animals').notNull(),
    expatiate: text('expatiate').notNull(),
    castrated: text('castrated').notNull(),
    reason: text('reason').notNull(),
    events: text('events').notNull(),
    holidays: text('holidays').notNull(),
    babies: text('babies').notNull(),
    allergies: text('allergies').notNull(),
    items: text('items').array().notNull(),
    home: text('home').array().notNull(),
    freshAir: text('fresh_air').array().notNull(),
    status: text('status').notNull(),
    authorization: text('authorization').notNull(),
    sleep: text('sleep').notNull(),
    loneliness: text('loneliness').notNull(),
    walk: text('walk').notNull(),
    moving: text('moving').notNull(),
    adaptation: text('adaptation').notNull(),
    sterilization: text('sterilization').notNull(),
    isPending: boolean('is_pending').notNull().default(true),
    /** Where the review stands (core's ADOPTION_STAGES); `isPending` is true exactly in the open stages. */
    stage: text('stage').notNull().default('nueva'),
    /** When the stage last changed. */
    stageAt: timestamp('stage_at', { withTimezone: true }).notNull().defaultNow(),
    isDelete: boolean('is_delete').notNull().default(false),
    /** When staff approved it (statistics: adoptions per month). */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** The day the dog went home (issue 37): staff mark it once the contract was accepted. */
    deliveredOn: date('delivered_on', { mode: 'string' }),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').unique(),
    ...timestamps,
  },
  (t) => [
    index('adoption_requests_pending_idx').on(t.isPending, t.date),
    /** The admin list by stage, oldest first (the dashboard's "what needs me today"). */
    index('adoption_requests_stage_idx').on(t.stage, t.date),
    index('adoption_requests_dog_idx').on(t.dogId),
    /** The admin list's default order. */
    index('adoption_requests_date_idx').on(t.date),
    /** Statistics: approved adoptions per month and year. */
    index('adoption_requests_approved_idx')
      .on(t.approvedAt)
      .where(sql`${t.isPending} = false and ${t.isDelete} = false`),
  ],
);
