import type { ImageRef } from '@campito/core';
import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { adoptionRequests } from './adoption-requests';
import { id, timestamps } from './common';
import { dogs } from './dogs';
import { users } from './users';

/**
 * After the adoption (issue 37, item 3): what the adopter commits to (castration at an age, vaccines, a
 * microchip…) with its due date. The rounds mail a reminder COMMITMENT_REMIND_DAYS before it with a signed
 * link where the adopter marks it done with the certificate's photo; past its date and not done, it waits
 * on the dashboard until staff mark it done or escalate it. A return cancels what is left.
 */
export const adoptionCommitments = pgTable(
  'adoption_commitments',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => adoptionRequests.id, { onDelete: 'cascade' }),
    /** Copied from the request: the lists and the dashboard read them without a join. */
    adopterName: text('adopter_name').notNull(),
    dogName: text('dog_name').notNull(),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** The certificate's photo the adopter sent, and their note. */
    donePhoto: jsonb('done_photo').$type<ImageRef>(),
    doneNote: text('done_note'),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('adoption_commitments_request_idx').on(t.requestId),
    index('adoption_commitments_open_idx')
      .on(t.dueOn)
      .where(sql`${t.doneAt} is null and ${t.cancelledAt} is null`),
  ],
);

/**
 * A dog that came back (issue 37, item 5): when, why, who brought it and how it arrived. Recording it
 * cancels the adoption's follow-ups and commitments; the dog keeps its history and goes back to the catalog
 * when staff say so. One per adoption.
 */
export const adoptionReturns = pgTable(
  'adoption_returns',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => adoptionRequests.id, { onDelete: 'cascade' }),
    dogId: uuid('dog_id').references(() => dogs.id, { onDelete: 'set null' }),
    dogName: text('dog_name').notNull(),
    returnedOn: date('returned_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    broughtBy: text('brought_by').notNull(),
    dogState: text('dog_state').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('adoption_returns_request_key').on(t.requestId),
    index('adoption_returns_returned_idx').on(t.returnedOn),
  ],
);
