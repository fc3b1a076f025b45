import { type ImageRef, SUBSCRIPTION_PROVIDERS, SUBSCRIPTION_STATUSES } from '@campito/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './common';
import { dogs } from './dogs';
import { contributionType, currency } from './enums';
import { users } from './users';

/**
 * Monthly giving through a provider's own subscription API (issue 18): a MercadoPago preapproval or a
 * PayPal subscription. Each charged month becomes a paid contribution (contributions.subscription_id),
 * recorded once like any payment; cancellations come from the provider's notifications or the donor.
 * Or a pledge by bank transfer (provider 'transferencia', issue 36): a monthly reminder, and each transfer
 * the donor tells us about and staff confirm is a paid contribution of the plan.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    provider: text('provider', { enum: SUBSCRIPTION_PROVIDERS }).notNull(),
    /** The preapproval id / PayPal subscription id, once the provider created it. */
    providerSubscriptionId: text('provider_subscription_id'),
    type: contributionType('type').notNull(),
    dogId: uuid('dog_id').references(() => dogs.id, { onDelete: 'set null' }),
    dogName: text('dog_name'),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: currency('currency').notNull().default('ARS'),
    email: text('email'),
    name: text('name'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'pending' (sent to the provider) | 'active' | 'paused' | 'cancelled'. */
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('pending'),
    /** The sponsor wants the dog's news ("Novedades") by mail. */
    wantsUpdates: boolean('wants_updates').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    lastChargeAt: timestamp('last_charge_at', { withTimezone: true }),
    /** A pledge by transfer (issue 36): when its next monthly reminder is due; null while paused or ended. */
    nextReminderAt: timestamp('next_reminder_at', { withTimezone: true }),
    /**
     * Keeping up with inflation (issue 36): the amount last suggested to the donor and when; the donor's
     * page offers it until they accept it or the amount changes (then it is null again).
     */
    suggestedAmount: numeric('suggested_amount', { precision: 14, scale: 2, mode: 'number' }),
    suggestedAt: timestamp('suggested_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('subscriptions_provider_key').on(t.provider, t.providerSubscriptionId),
    index('subscriptions_dog_active_idx').on(t.dogId).where(sql`${t.status} = 'active'`),
    /** "Mis aportes": a donor's plans by email, whatever its case. */
    index('subscriptions_email_idx').on(sql`lower(${t.email})`),
    /** The reminders' round: pledges whose reminder is due. */
    index('subscriptions_reminder_idx').on(t.nextReminderAt).where(sql`${t.nextReminderAt} is not null`),
  ],
);

/** PayPal Subscriptions needs a product and a plan per amount: created once, then reused. */
export const paypalPlans = pgTable(
  'paypal_plans',
  {
    id: id(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: currency('currency').notNull(),
    productId: text('product_id').notNull(),
    planId: text('plan_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('paypal_plans_amount_key').on(t.amount, t.currency)],
);

/**
 * A dog's news ("Novedades", issue 18): a short text with an optional photo, posted by staff, shown on the
 * dog's page and mailed once through the outbox to its sponsors who asked for it.
 */
export const dogUpdates = pgTable(
  'dog_updates',
  {
    id: id(),
    dogId: uuid('dog_id')
      .notNull()
      .references(() => dogs.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    image: jsonb('image').$type<ImageRef | null>(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** When its mails to the sponsors were queued (null: not yet). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('dog_updates_dog_idx').on(t.dogId, t.createdAt)],
);
