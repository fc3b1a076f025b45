import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns';
import { id, timestamps } from './common';
import { dogs } from './dogs';
import { contributionMethod, contributionStatus, contributionType, currency } from './enums';

export const contributions = pgTable(
  'contributions',
  {
    id: id(),
    name: text('name'),
    email: text('email'),
    type: contributionType('type').notNull(),
    /** The old site spelled it dogName and nameDog (docs/product.md §3); we keep the name as given with the payment. */
    dogName: text('dog_name'),
    dogId: uuid('dog_id').references(() => dogs.id, { onDelete: 'set null' }),
    detail: text('detail'),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    total: numeric('total', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: currency('currency').notNull().default('ARS'),
    method: contributionMethod('method').notNull(),
    status: contributionStatus('status').notNull().default('paid'),
    /** The provider's payment / capture id; a payment is recorded once. */
    providerPaymentId: text('provider_payment_id'),
    /** The checkout the payer was sent to: PayPal order id / MercadoPago preference id. */
    providerOrderId: text('provider_order_id'),
    /** The monthly plan this charge belongs to (issue 18); null for a one-off gift. */
    subscriptionId: uuid('subscription_id'),
    /** A sponsor who wants the dog's news ("Novedades") by mail. */
    wantsUpdates: boolean('wants_updates').notNull().default(false),
    /** The campaign this gift was given to (issue 36); its page adds it up once paid. */
    campaignId: uuid('campaign_id').references((): AnyPgColumn => campaigns.id, { onDelete: 'set null' }),
    /** The donor agreed to be named on the campaign's page («María G.»). */
    thankPublicly: boolean('thank_publicly').notNull().default(false),
    /** When the donor's receipt was queued (sent once, when the payment is verified or confirmed). */
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('contributions_date_idx').on(t.date),
    /** Paid contributions by date with what the statistics add up: a year's months are an index-only scan. */
    index('contributions_paid_date_idx').on(t.date, t.currency, t.total).where(sql`${t.status} = 'paid'`),
    /**
     * A dog's contributions, newest first (admin filter), and the foreign key when a dog goes. Most
     * contributions are donations without a dog: they are left out.
     */
    index('contributions_dog_idx').on(t.dogId, t.date).where(sql`${t.dogId} is not null`),
    uniqueIndex('contributions_provider_payment_key').on(t.method, t.providerPaymentId),
    index('contributions_provider_order_idx').on(t.providerOrderId),
    /** A campaign's gifts: its progress and its donors. */
    index('contributions_campaign_idx').on(t.campaignId, t.status).where(sql`${t.campaignId} is not null`),
    index('contributions_subscription_idx').on(t.subscriptionId).where(sql`${t.subscriptionId} is not null`),
    /** "Mis aportes": a donor's contributions by email. */
    index('contributions_email_idx').on(sql`lower(${t.email})`).where(sql`${t.email} is not null`),
  ],
);
