import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from './common';
import { dogs } from './dogs';
import { users } from './users';

/**
 * A signed-in person's favourite dogs (issue 17). Visitors without an account keep theirs in the browser;
 * on sign-in those are merged here.
 */
export const favorites = pgTable(
  'favorites',
  {
    // A plain id, with the pair unique below: drizzle-kit's schema check cannot read composite keys on PGlite.
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dogId: uuid('dog_id')
      .notNull()
      .references(() => dogs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favorites_user_dog_idx').on(t.userId, t.dogId),
    index('favorites_dog_idx').on(t.dogId),
  ],
);

/**
 * A signed-in person's unsent application, saved as they type so it follows them across devices (issue 17).
 * One per person and form ('adoption' | 'volunteer'); deleted when the form is sent or the person clears it.
 */
export const formDrafts = pgTable(
  'form_drafts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    form: text('form').notNull(),
    /** The form's fields as typed (bounded by the service), never files or the honeypot. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('form_drafts_user_form_idx').on(t.userId, t.form),
    index('form_drafts_updated_at_idx').on(t.updatedAt),
  ],
);

/**
 * "Avisame cuando llegue un perro así" (issue 17): an email subscription to a catalog filter, confirmed by
 * a mailed link (double opt-in). Tokens are stored as SHA-256 hashes; the mails carry the token itself.
 */
export const dogAlerts = pgTable(
  'dog_alerts',
  {
    id: id(),
    email: text('email').notNull(),
    /** The catalog filter (core's dog-alert filter schema), as the list's query string reads it. */
    filter: jsonb('filter').$type<Record<string, string>>().notNull(),
    confirmTokenHash: text('confirm_token_hash').notNull(),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Dogs published after this moment are news for this alert (set on confirmation, then per digest). */
    notifiedUpTo: timestamp('notified_up_to', { withTimezone: true }),
    lastMailAt: timestamp('last_mail_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dog_alerts_email_idx').on(t.email), index('dog_alerts_confirmed_idx').on(t.confirmedAt)],
);
