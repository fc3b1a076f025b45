// Monthly plans through PayPal (dollars): a subscription to a monthly billing plan, approved by the payer
// at its `approve` link. PayPal plans have a fixed price, so there is one per amount under one catalog
// product, created once and kept in paypal_plans. Events arrive at the one PayPal webhook:
// BILLING.SUBSCRIPTION.* (the state) and PAYMENT.SALE.COMPLETED of a subscription (a month's charge).
import { payPalMonthlySchema, SITE_NAME, type SubscriptionStatus } from '@campito/core';
import { type Db, paypalPlans } from '@campito/db';
import { and, eq } from 'drizzle-orm';
import type { ServiceDeps } from '../../../context';
import { atProvider, providerFailure, toDate } from '../checkout-parts';
import { approveLink, type PayPalClient } from '../paypal';
import { ProviderError } from '../provider-http';
import { describePlan, type MonthlyEvent, type MonthlyProvider, statusOf } from './provider';

/** A PayPal subscription id: "I-" and 12 characters today. */
const SUBSCRIPTION_ID = /^I-[A-Z0-9]{1,40}$/;

/** Others (e.g. "APPROVED" before activation) stay pending. */
const STATUS: Record<string, SubscriptionStatus> = {
  APPROVAL_PENDING: 'pending',
  APPROVED: 'pending',
  ACTIVE: 'active',
  SUSPENDED: 'paused',
  CANCELLED: 'cancelled',
  EXPIRED: 'cancelled',
};

/** The one PayPal catalog product every monthly plan belongs to. */
const PRODUCT = {
  name: describePlan(null),
  description: 'Aporte mensual para los perros del refugio El Campito',
  type: 'SERVICE' as const,
};

/** The billing plan of one monthly amount in dollars: the stored one, or a new one stored now. */
async function planFor(db: Db, client: PayPalClient, amount: number): Promise<string> {
  const stored = async () => {
    const [row] = await db
      .select()
      .from(paypalPlans)
      .where(and(eq(paypalPlans.amount, amount), eq(paypalPlans.currency, 'USD')))
      .limit(1);
    return row?.planId;
  };
  const existing = await stored();
  if (existing) return existing;
  // A product made for an earlier plan is reused; the request id makes two first plans share one too.
  const [any] = await db.select({ productId: paypalPlans.productId }).from(paypalPlans).limit(1);
  const productId = any?.productId ?? (await client.createProduct(PRODUCT, 'campito-monthly-product')).id;
  const value = amount.toFixed(2);
  // The same amount asked twice at once gets the same plan back (PayPal-Request-Id).
  const plan = await client.createPlan(
    {
      product_id: productId,
      name: `Aporte mensual de US$ ${value}`,
      description: `US$ ${value} por mes para los perros de El Campito`,
      status: 'ACTIVE',
      billing_cycles: [
        {
          frequency: { interval_unit: 'MONTH', interval_count: 1 },
          tenure_type: 'REGULAR',
          sequence: 1,
          total_cycles: 0,
          pricing_scheme: { fixed_price: { value, currency_code: 'USD' } },
        },
      ],
      payment_preferences: {
        auto_bill_outstanding: true,
        setup_fee_failure_action: 'CONTINUE',
        payment_failure_threshold: 3,
      },
    },
    `campito-plan-USD-${value}`,
  );
  const [kept] = await db
    .insert(paypalPlans)
    .values({ amount, currency: 'USD', productId, planId: plan.id })
    .onConflictDoNothing({ target: [paypalPlans.amount, paypalPlans.currency] })
    .returning();
  // Another request stored this amount's plan first: use that one.
  return kept?.planId ?? (await stored()) ?? plan.id;
}

export function createPayPalMonthly(
  client: PayPalClient | undefined,
  { db, log, publicUrl }: { db: Db; log: ServiceDeps['log']; publicUrl: string },
) {
  const provider: MonthlyProvider = {
    name: 'paypal',
    currency: 'USD',
    idPattern: SUBSCRIPTION_ID,
    schema: payPalMonthlySchema,
    client,

    async open(form, _dog, insert) {
      // The plan first: a PayPal that cannot make one leaves no pending row behind.
      const planId = await atProvider(log, 'paypal monthly plan', () => planFor(db, client!, form.monto));
      const plan = await insert();
      const subscription = await atProvider(log, 'paypal create subscription', () =>
        client!.createSubscription(
          {
            plan_id: planId,
            custom_id: plan.id,
            subscriber: { email_address: form.email },
            application_context: {
              brand_name: SITE_NAME,
              locale: 'es-AR',
              shipping_preference: 'NO_SHIPPING',
              user_action: 'SUBSCRIBE_NOW',
              return_url: `${publicUrl}/aporte-mensual?proveedor=paypal`,
              cancel_url: `${publicUrl}/colaborar?pago=cancelado`,
            },
          },
          plan.id,
        ),
      );
      const approveUrl = approveLink(subscription);
      if (!approveUrl)
        providerFailure(log, new ProviderError('invalid', 'subscription without approve link'), 'paypal');
      return { plan, providerId: subscription.id, redirectUrl: approveUrl };
    },

    async lookup(id) {
      const subscription = await client!.getSubscription(id);
      const person = subscription.subscriber;
      const name = [person?.name?.given_name, person?.name?.surname].filter(Boolean).join(' ');
      // Its plan's price, when it is one of ours (a revised subscription has the new plan).
      const [price] = subscription.plan_id
        ? await db
            .select({ amount: paypalPlans.amount })
            .from(paypalPlans)
            .where(eq(paypalPlans.planId, subscription.plan_id))
            .limit(1)
        : [];
      return {
        id: subscription.id,
        status: statusOf(STATUS, subscription.status),
        ourId: subscription.custom_id,
        email: person?.email_address,
        name: name || null,
        ...(price && { amount: price.amount }),
      };
    },

    async reviseAmount(id, amount, back) {
      const planId = await planFor(db, client!, amount);
      const revision = await client!.reviseSubscription(id, {
        plan_id: planId,
        application_context: { return_url: back.returnUrl, cancel_url: back.cancelUrl, locale: 'es-AR' },
      });
      const approveUrl = approveLink(revision);
      if (!approveUrl) throw new ProviderError('invalid', 'revision without approve link');
      return { approveUrl };
    },

    async cancel(id) {
      await client!.changeSubscription(id, 'cancel', 'El donante canceló su aporte desde el sitio');
    },

    async setPaused(id, paused) {
      await client!.changeSubscription(
        id,
        paused ? 'suspend' : 'activate',
        paused ? 'El donante pausó su aporte desde el sitio' : 'El donante retomó su aporte desde el sitio',
      );
    },
  };

  /** A verified event: a subscription to read back, a completed sale of one in dollars, or not ours. */
  function readEvent(event: { event_type?: unknown; resource?: Record<string, unknown> }): MonthlyEvent {
    const type = typeof event.event_type === 'string' ? event.event_type : '';
    const resource = event.resource ?? {};
    const id = typeof resource.id === 'string' ? resource.id : undefined;
    if (type.startsWith('BILLING.SUBSCRIPTION.'))
      return id && SUBSCRIPTION_ID.test(id) ? { kind: 'plan', id } : { kind: 'skip', outcome: 'ignored' };
    if (type !== 'PAYMENT.SALE.COMPLETED') return { kind: 'skip', outcome: 'ignored' };
    const agreement = resource.billing_agreement_id;
    const amount = resource.amount as { total?: unknown; currency?: unknown } | undefined;
    const total = Number(amount?.total);
    if (!id || typeof agreement !== 'string' || !SUBSCRIPTION_ID.test(agreement))
      return { kind: 'skip', outcome: 'ignored' };
    if (amount?.currency !== 'USD' || !Number.isFinite(total) || total <= 0)
      return { kind: 'skip', outcome: 'ignored' };
    return {
      kind: 'charge',
      charge: { planId: agreement, paymentId: id, total, date: toDate(resource.create_time) },
    };
  }

  return { provider, readEvent };
}
