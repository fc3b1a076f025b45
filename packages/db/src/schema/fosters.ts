import type { ImageRef } from '@campito/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './common';
import { dogs } from './dogs';
import { dogUpdates } from './giving';
import { users } from './users';

// The foster programme (issue 38, items 1–3; ADR 017): applications to be a foster home, placements of dogs
// with approved fosters, the fosters' updates about their dogs and their supply requests.

/** «Ser hogar de tránsito»: reviewed in stages like a volunteer application (core's FOSTER_STAGES). */
export const fosterApplications = pgTable(
  'foster_applications',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    area: text('area').notNull(),
    /** Staff-only; each read in the panel is audited (issue 38, item 7). */
    address: text('address').notNull(),
    home: text('home').notNull(),
    household: text('household').notNull(),
    otherAnimals: text('other_animals').notNull(),
    timeAtHome: text('time_at_home').notNull(),
    sizes: text('sizes').array().notNull(),
    canTake: text('can_take').array().notNull(),
    duration: text('duration').notNull(),
    unavailable: text('unavailable'),
    question: text('question'),
    isPending: boolean('is_pending').notNull().default(true),
    stage: text('stage').notNull().default('nueva'),
    stageAt: timestamp('stage_at', { withTimezone: true }).notNull().defaultNow(),
    isDelete: boolean('is_delete').notNull().default(false),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').unique(),
    ...timestamps,
  },
  (t) => [
    index('foster_applications_pending_idx').on(t.isPending, t.date),
    index('foster_applications_stage_idx').on(t.stage, t.date),
    index('foster_applications_date_idx').on(t.date),
    index('foster_applications_email_idx').on(t.email),
  ],
);

/**
 * A dog living in a foster home: from, expected until, what staff share with the foster (care, medication,
 * the next vet visit) and their private notes; ending it records where the dog went. At most one open
 * placement per dog; `dogs.in_foster` mirrors "has an open placement" for the catalog.
 */
export const fosterPlacements = pgTable(
  'foster_placements',
  {
    id: id(),
    dogId: uuid('dog_id')
      .notNull()
      .references(() => dogs.id, { onDelete: 'cascade' }),
    /** The foster's account (role «transito»); null once the account is deleted, the name stays. */
    fosterId: uuid('foster_id').references(() => users.id, { onDelete: 'set null' }),
    fosterName: text('foster_name').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    expectedUntil: date('expected_until', { mode: 'string' }),
    /** Shared with the foster at /mi-transito. */
    care: text('care').notNull().default(''),
    nextVetOn: date('next_vet_on', { mode: 'string' }),
    /** Staff's private notes. */
    notes: text('notes').notNull().default(''),
    endedOn: date('ended_on', { mode: 'string' }),
    /** Where the dog went (core's FOSTER_DESTINATIONS). */
    destination: text('destination'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('foster_placements_open_dog_key').on(t.dogId).where(sql`${t.endedOn} is null`),
    index('foster_placements_foster_idx').on(t.fosterId, t.startsOn),
    index('foster_placements_dog_idx').on(t.dogId, t.startsOn),
  ],
);

/** A foster's news about their dog, with up to 4 photos; staff may publish it as the dog's «Novedad». */
export const fosterUpdates = pgTable(
  'foster_updates',
  {
    id: id(),
    placementId: uuid('placement_id')
      .notNull()
      .references(() => fosterPlacements.id, { onDelete: 'cascade' }),
    dogId: uuid('dog_id')
      .notNull()
      .references(() => dogs.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    photos: jsonb('photos').$type<ImageRef[]>().notNull(),
    /** The dog's news it became, once staff published it. */
    dogUpdateId: uuid('dog_update_id').references(() => dogUpdates.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('foster_updates_dog_idx').on(t.dogId, t.createdAt),
    index('foster_updates_placement_idx').on(t.placementId, t.createdAt),
  ],
);

/** What a foster asks for (food, medicine, a vet visit, a crate…): pedido → preparado → entregado. */
export const supplyRequests = pgTable(
  'supply_requests',
  {
    id: id(),
    fosterId: uuid('foster_id').references(() => users.id, { onDelete: 'set null' }),
    fosterName: text('foster_name').notNull(),
    dogId: uuid('dog_id').references(() => dogs.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    detail: text('detail').notNull(),
    quantity: text('quantity').notNull(),
    urgency: text('urgency').notNull(),
    state: text('state').notNull().default('pedido'),
    stateAt: timestamp('state_at', { withTimezone: true }).notNull().defaultNow(),
    /** What staff told the foster with the last change. */
    staffNote: text('staff_note').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('supply_requests_state_idx').on(t.state, t.createdAt),
    index('supply_requests_foster_idx').on(t.fosterId, t.createdAt),
  ],
);

/** The weekly reminder to each foster: one row per foster and week, so a week is mailed once. */
export const fosterReminders = pgTable(
  'foster_reminders',
  {
    id: id(),
    fosterId: uuid('foster_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Monday of the week, Buenos Aires' day. */
    week: date('week', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('foster_reminders_week_key').on(t.fosterId, t.week)],
);
