import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './common';
import { users } from './users';

/**
 * The timeline of an adoption request or a volunteer application: each stage change and each private note,
 * dated and signed by the staff member. The applicant sees the stage changes of their own requests
 * ("Mis solicitudes"), never the notes.
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: id(),
    /** 'adoption' or 'volunteer' (core's APPLICATION_KINDS). */
    kind: text('kind').notNull(),
    applicationId: uuid('application_id').notNull(),
    /** The stage it moved to; null for a note alone. */
    stage: text('stage'),
    /** Why, when it was not a decision on the request itself (core's DOG_ADOPTED_REASON). */
    reason: text('reason'),
    /** Private: staff only. */
    note: text('note'),
    /** The mail queued for the applicant with this change, if any. */
    mailId: uuid('mail_id'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who it was, kept if the account goes. */
    actorName: text('actor_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_events_of_idx').on(t.kind, t.applicationId, t.createdAt)],
);

/** The mails staff can edit (core's MAIL_TEMPLATE_KEYS); a missing row means the default text. */
export const mailTemplates = pgTable('mail_templates', {
  id: id(),
  key: text('key').notNull().unique(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  ...timestamps,
});
