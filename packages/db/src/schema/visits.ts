// Visits, events and school talks (issue 35; ADR 015). Every date people can come is a row of `events`:
// regular visit days (kind 'visita', made from SPEC's rule and then edited like any other) and staff's
// events. Bookings hold places against the event's capacity and combi seats; the event row is locked while
// they are counted, so two instances on one PostgreSQL never oversell the last place.
import {
  BOOKING_STATUSES,
  EVENT_KINDS,
  EVENT_STATUSES,
  type ImageRef,
  SCHOOL_LEVELS,
  SCHOOL_MODALITIES,
  SHIFT_TASKS,
} from '@campito/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './common';
import { users } from './users';

export const events = pgTable(
  'events',
  {
    id: id(),
    kind: text('kind', { enum: EVENT_KINDS }).notNull(),
    /** Its address, /visitas/{slug}: the date (YYYY-MM-DD) of a visit day, a dated name for an event. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    place: text('place').notNull().default(''),
    description: text('description').notNull().default(''),
    image: jsonb('image').$type<ImageRef | null>(),
    /** People it can take; null: no limit. */
    capacity: integer('capacity'),
    bookingRequired: boolean('booking_required').notNull().default(false),
    /** Seats in the combi; 0: no combi. */
    combiSeats: integer('combi_seats').notNull().default(0),
    combiMeetingPoint: text('combi_meeting_point').notNull().default(''),
    combiMeetingAt: timestamp('combi_meeting_at', { withTimezone: true }),
    /** False for a school's own talk: on staff's calendar, never on the public one. */
    isPublic: boolean('is_public').notNull().default(true),
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('programado'),
    /** The notice shown while suspended or cancelled, and mailed once to everyone who had the date. */
    notice: text('notice'),
    noticeMailedAt: timestamp('notice_mailed_at', { withTimezone: true }),
    /** A volunteer shift's task (core's SHIFT_TASKS; issue 38), and what it asks of volunteers. */
    task: text('task', { enum: SHIFT_TASKS }),
    requirements: text('requirements').notNull().default(''),
    /** Kept after housekeeping deletes the bookings: statistics still count them. */
    bookedPeople: integer('booked_people').notNull().default(0),
    attendedPeople: integer('attended_people').notNull().default(0),
    /** When housekeeping deleted its bookings and subscriptions (their counts stay above). */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('events_slug_key').on(t.slug),
    index('events_starts_idx').on(t.startsAt),
    /** One visit day per date, whatever its slug became. */
    uniqueIndex('events_visit_day_key')
      .on(sql`((${t.startsAt} AT TIME ZONE 'America/Argentina/Buenos_Aires')::date)`)
      .where(sql`${t.kind} = 'visita'`),
  ],
);

export const eventBookings = pgTable(
  'event_bookings',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** In lower case. */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    people: integer('people').notNull(),
    combiSeats: integer('combi_seats').notNull().default(0),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    /** A freed place offered to this booking is its until then. */
    offeredUntil: timestamp('offered_until', { withTimezone: true }),
    /** Staff's mark on the day: null until they take attendance. */
    attended: boolean('attended'),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The signed link to change or cancel it is checked against this hash (sha-256 of the token). */
    tokenHash: text('token_hash').notNull(),
    idempotencyKey: text('idempotency_key').unique(),
    ...timestamps,
  },
  (t) => [
    index('event_bookings_event_idx').on(t.eventId, t.status, t.createdAt),
    /** One live booking per email and event (emails are stored in lower case). */
    uniqueIndex('event_bookings_email_key')
      .on(t.eventId, t.email)
      .where(sql`${t.status} in ('confirmada', 'espera', 'ofrecida')`),
    uniqueIndex('event_bookings_token_key').on(t.tokenHash),
  ],
);

/** «Avisame si se suspende»: an email that wants to hear if a visit day is suspended (double opt-in). */
export const eventAlerts = pgTable(
  'event_alerts',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    confirmTokenHash: text('confirm_token_hash').notNull(),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Emails are stored in lower case: one subscription per address and date.
  (t) => [uniqueIndex('event_alerts_email_key').on(t.eventId, t.email)],
);

/**
 * A school's request for a talk, reviewed like the other applications (kind 'school', core's
 * SCHOOL_STAGES); a talk «agendada» gets a private event (`eventId`).
 */
export const schoolRequests = pgTable(
  'school_requests',
  {
    id: id(),
    school: text('school').notNull(),
    level: text('level', { enum: SCHOOL_LEVELS }).notNull(),
    students: integer('students').notNull(),
    /** The teacher in charge: who staff talk to. */
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    modality: text('modality', { enum: SCHOOL_MODALITIES }).notNull(),
    preferredDates: text('preferred_dates').notNull(),
    topics: text('topics'),
    isPending: boolean('is_pending').notNull().default(true),
    stage: text('stage').notNull().default('nueva'),
    stageAt: timestamp('stage_at', { withTimezone: true }).notNull().defaultNow(),
    isDelete: boolean('is_delete').notNull().default(false),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').unique(),
    /** Set by housekeeping when the teacher's data was removed (level and students stay for statistics). */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('school_requests_stage_idx').on(t.stage, t.date)],
);
