import { NEED_PLEDGE_STATUSES, NEED_URGENCIES } from '@campito/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './common';

/** «Necesitamos» (issue 36): one thing the shelter needs in kind, how many a month and how urgently. */
export const needs = pgTable('needs', {
  id: id(),
  /** As people read it: «Alimento balanceado adulto, bolsas de 15 kg». */
  name: text('name').notNull(),
  detail: text('detail'),
  /** How many the shelter needs a month. */
  wanted: integer('wanted').notNull(),
  urgency: text('urgency', { enum: NEED_URGENCIES }).notNull().default('siempre'),
  /** Shown on /necesitamos; an item no longer needed is turned off, its pledges kept. */
  active: boolean('active').notNull().default(true),
  /** The page's order within an urgency (lower first). */
  position: integer('position').notNull().default(0),
  ...timestamps,
});

/** Where people leave what they bring: the shelter itself, a vet, a shop that collects. */
export const dropPoints = pgTable('drop_points', {
  id: id(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  /** Days and hours as people read them: «Lunes a viernes de 9 a 18». */
  hours: text('hours').notNull(),
  mapUrl: text('map_url').notNull().default(''),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
  ...timestamps,
});

/**
 * «Llevo 2»: a person's promise to bring some of an item to a drop-off point on a day, with a reminder
 * the day before; staff mark it arrived (with how many came) and the page's counts follow. Name, email and
 * phone are blanked by housekeeping VISITS_KEEP_DAYS after the day.
 */
export const needPledges = pgTable(
  'need_pledges',
  {
    id: id(),
    needId: uuid('need_id')
      .notNull()
      .references(() => needs.id, { onDelete: 'cascade' }),
    dropPointId: uuid('drop_point_id').references(() => dropPoints.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    bringOn: date('bring_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: NEED_PLEDGE_STATUSES }).notNull().default('prometido'),
    /** How many staff saw arrive (the promise's quantity unless they say otherwise). */
    arrivedQuantity: integer('arrived_quantity'),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** When housekeeping blanked the person's data. */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('need_pledges_idempotency_key').on(t.idempotencyKey),
    index('need_pledges_need_idx').on(t.needId, t.status),
    /** The reminders' round: promises not yet reminded, by day. */
    index('need_pledges_reminder_idx').on(t.bringOn).where(sql`${t.remindedAt} is null`),
  ],
);
