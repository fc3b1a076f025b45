import type { ImageRef } from '@campito/core';
import {
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
import { id, timestamps } from './common';
import { dogs } from './dogs';
import { users } from './users';

/**
 * A campaign (issue 36, item 2): an urgent cost with a goal in pesos at /campanas/{slug}. Gifts tagged to it
 * (contributions.campaign_id) add up its progress; dollars count at the rate staff set and the page shows.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    /** The page's address: /campanas/{slug}. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** One sentence for the cards and the shared link. */
    summary: text('summary').notNull(),
    story: text('story').notNull(),
    image: jsonb('image').$type<ImageRef | null>(),
    /** The goal, whole pesos. */
    goal: integer('goal').notNull(),
    /** An optional goal in dollars, shown to those who give from abroad. */
    goalUsd: integer('goal_usd'),
    /** Pesos per dollar: how PayPal gifts count toward the goal. */
    usdRate: integer('usd_rate').notNull(),
    /** The last day gifts are taken (Buenos Aires' day). */
    endsOn: date('ends_on').notNull(),
    /** The dog it is for, if it is for one. */
    dogId: uuid('dog_id').references(() => dogs.id, { onDelete: 'set null' }),
    /** Staff closed it before its date. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** What the page says once it ended. */
    outcome: text('outcome'),
    ...timestamps,
  },
  (t) => [uniqueIndex('campaigns_slug_key').on(t.slug), index('campaigns_ends_on_idx').on(t.endsOn)],
);

/** A campaign's news: on its page, and mailed once to its donors who asked for it. */
export const campaignUpdates = pgTable(
  'campaign_updates',
  {
    id: id(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    image: jsonb('image').$type<ImageRef | null>(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** When its mails were queued (null: not yet). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('campaign_updates_campaign_idx').on(t.campaignId, t.createdAt)],
);
