import type { FollowupAnswer, ImageRef } from '@campito/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { adoptionRequests } from './adoption-requests';
import { id, timestamps } from './common';
import { dogs } from './dogs';
import { users } from './users';

/**
 * After the delivery (issue 37): one row per follow-up of an adoption, made when staff mark the delivery
 * («Sitio»'s days after it). The rounds mail it on its day and once more after FOLLOWUP_REMIND_AFTER_DAYS;
 * the adopter answers at /seguimiento/{id}. `attention` is why it waits for staff (the dashboard's card):
 * a problem, a request for help, or no answer. A story is the answer staff published, edited, with the
 * adopter's consent (`may_publish`), which the adopter can withdraw from the same link.
 */
export const adoptionFollowups = pgTable(
  'adoption_followups',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => adoptionRequests.id, { onDelete: 'cascade' }),
    dogId: uuid('dog_id').references(() => dogs.id, { onDelete: 'set null' }),
    /** Copied from the request when scheduled: the lists and the dashboard read them without a join. */
    adopterName: text('adopter_name').notNull(),
    dogName: text('dog_name').notNull(),
    afterDays: integer('after_days').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The adoption ended (a return) or staff stopped it: no more mails. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    answers: jsonb('answers').$type<Omit<FollowupAnswer, 'wantsHelp' | 'mayPublish'>>(),
    photos: jsonb('photos').$type<ImageRef[]>().notNull().default(sql`'[]'::jsonb`),
    wantsHelp: boolean('wants_help').notNull().default(false),
    mayPublish: boolean('may_publish').notNull().default(false),
    attention: text('attention'),
    /** When staff marked its problem, request for help or silence attended: the rounds leave it alone then. */
    attendedAt: timestamp('attended_at', { withTimezone: true }),
    storyText: text('story_text'),
    storyPublishedAt: timestamp('story_published_at', { withTimezone: true }),
    storyPublishedBy: uuid('story_published_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('adoption_followups_request_days_key').on(t.requestId, t.afterDays),
    index('adoption_followups_due_idx')
      .on(t.dueOn)
      .where(sql`${t.sentAt} is null and ${t.cancelledAt} is null`),
    index('adoption_followups_waiting_idx')
      .on(t.sentAt)
      .where(sql`${t.answeredAt} is null and ${t.cancelledAt} is null and ${t.sentAt} is not null`),
    index('adoption_followups_attention_idx').on(t.updatedAt).where(sql`${t.attention} is not null`),
    index('adoption_followups_stories_idx')
      .on(t.storyPublishedAt)
      .where(sql`${t.storyPublishedAt} is not null`),
    index('adoption_followups_dog_idx').on(t.dogId),
  ],
);
