// Monthly giving through the providers' own subscription APIs (issue 18): a MercadoPago preapproval
// (pesos) or a PayPal subscription to a monthly plan (dollars; one catalog product, one plan per amount,
// created once and kept in paypal_plans). A subscription row is stored before the donor leaves for the
// provider; the provider's verified notifications then say when it is active, paused or cancelled, and
// each charged month is recorded once through the ledger as a paid contribution with its subscription_id.
// The donor can cancel from their profile (cancelByDonor) or at the provider.
import {
  AppError,
  formatAmount,
  isRowId,
  MONTHLY_CANCEL_WHERE,
  MONTHLY_MSG,
  mercadoPagoMonthlySchema,
  PAYMENT_MSG,
  PROVIDER_NAMES,
  payPalMonthlySchema,
  SITE_NAME,
  type SubscriptionProvider,
  type SubscriptionStatus,
} from '@campito/core';
import { paypalPlans, subscriptions, users } from '@campito/db';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import type { DogRow } from '../dogs/dogs.sql';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/templates';
import {
  atProvider,
  type CheckoutParts,
  LOOKUP_LIMIT,
  providerFailure,
  RETURN_LOOKUP_TIMEOUT_MS,
  toDate,
} from './checkout-parts';
import { approveLink, type PayPalClient } from './paypal';
import { ProviderError } from './provider-http';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A preapproval id (32 hex characters today); anything else in a query string is not looked up. */
const MP_PREAPPROVAL_ID = /^[A-Za-z0-9_-]{1,64}$/;
const MP_AUTHORIZED_PAYMENT_ID = /^\d{1,20}$/;
/** A PayPal subscription id: "I-" and 12 characters today. */
const PAYPAL_SUBSCRIPTION_ID = /^I-[A-Z0-9]{1,40}$/;

/** The provider's words for a plan's state, in ours; others (e.g. "APPROVED" before activation) stay pending. */
const MP_STATUS: Record<string, SubscriptionStatus> = {
  pending: 'pending',
  authorized: 'active',
  paused: 'paused',
  cancelled: 'cancelled',
};
const PAYPAL_STATUS: Record<string, SubscriptionStatus> = {
  APPROVAL_PENDING: 'pending',
  APPROVED: 'pending',
  ACTIVE: 'active',
  SUSPENDED: 'paused',
  CANCELLED: 'cancelled',
  EXPIRED: 'cancelled',
};
const statusOf = (table: Record<string, SubscriptionStatus>, value: string | null | undefined) =>
  value && Object.hasOwn(table, value) ? table[value] : undefined;

/** The one PayPal catalog product every monthly plan belongs to. */
const PAYPAL_PRODUCT = {
  name: 'Aporte mensual a El Campito',
  description: 'Aporte mensual para los perros del refugio El Campito',
  type: 'SERVICE' as const,
};

/** What the thank-you page may show about a plan: nothing that names the donor. */
export interface MonthlySummary {
  provider: SubscriptionProvider;
  amount: number;
  currency: 'ARS' | 'USD';
  dogName: string | null;
  status: SubscriptionStatus;
}

/** A donor's own plan, for "Mis aportes". */
export interface OwnSubscription extends MonthlySummary {
  id: string;
  startedAt: Date | null;
  lastChargeAt: Date | null;
  createdAt: Date;
}

export type NotificationOutcome =
  | 'recorded'
  | 'already-recorded'
  | 'unknown-reference'
  | 'updated'
  | 'unchanged'
  | 'not-approved'
  | 'unknown-subscription'
  | 'ignored';

/** Monthly plans use the provider clients, the ledger and the limits of the one-off gifts (checkout-parts.ts). */
export function createSubscriptionsService(deps: ServiceDeps, parts: CheckoutParts) {
  const { db, config, log } = deps;
  const { mp, pp, ledger, rateLimit } = parts;
  const publicUrl = config.publicUrl;

  const describe = (dogName: string | null | undefined) =>
    dogName ? `Padrinazgo mensual de ${dogName} en El Campito` : PAYPAL_PRODUCT.name;

  /** After a write to subscriptions committed: this instance's caches hear it now (the others by NOTIFY). */
  function written() {
    deps.changes.announce('subscriptions');
  }

  async function insertPending(
    provider: SubscriptionProvider,
    data: { monto: number; email: string; novedades: boolean },
    dog: DogRow | undefined,
    userId: string | undefined,
  ): Promise<SubscriptionRow> {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(subscriptions)
        .values({
          provider,
          type: dog ? 'padrinazgo' : 'donación',
          dogId: dog?.id ?? null,
          dogName: dog?.name ?? null,
          amount: data.monto,
          currency: provider === 'mercadopago' ? 'ARS' : 'USD',
          email: data.email,
          userId: userId ?? null,
          // Only a sponsor of a dog can ask for its news.
          wantsUpdates: dog ? data.novedades : false,
          status: 'pending',
        })
        .returning();
      return inserted!;
    });
    written();
    return row;
  }

  async function setProviderId(id: string, providerSubscriptionId: string) {
    await db.transaction(async (tx) => {
      await tx.update(subscriptions).set({ providerSubscriptionId }).where(eq(subscriptions.id, id));
    });
    written();
  }

  /** The confirmation mail of a plan that just became active: what it gives and exactly how to end it. */
  function confirmationMail(plan: SubscriptionRow) {
    const provider = plan.provider as SubscriptionProvider;
    const amount = formatAmount(plan.amount, plan.currency);
    const title = plan.dogName
      ? `Tu padrinazgo mensual de ${plan.dogName} está activo`
      : 'Tu aporte mensual a El Campito está activo';
    const { text, html } = renderMail({
      title,
      paragraphs: [
        plan.dogName
          ? `¡Gracias! Desde ahora aportás ${amount} por mes para los cuidados de ${plan.dogName}, con ${PROVIDER_NAMES[provider]}.`
          : `¡Gracias! Desde ahora aportás ${amount} por mes a El Campito, con ${PROVIDER_NAMES[provider]}.`,
        'Cada mes que se cobre te vamos a mandar el comprobante.',
        'Podés cancelarlo cuando quieras desde "Mis aportes" en tu perfil del sitio, ingresando con este mismo email (confirmado).',
        MONTHLY_CANCEL_WHERE[provider],
      ],
      link: { href: `${publicUrl}/profile`, label: 'Ir a Mis aportes' },
    });
    return { to: plan.email!, subject: title, text, html };
  }

  /**
   * Moves a plan to the provider's state, once: nothing happens when it is already there. The first time
   * it becomes active its start is stamped and its confirmation mail queued, in the same transaction.
   */
  async function applyStatus(
    planId: string,
    next: SubscriptionStatus,
    details: { email?: string | null; name?: string | null } = {},
  ): Promise<'updated' | 'unchanged'> {
    let mailed = false;
    const outcome = await db.transaction(async (tx) => {
      const [plan] = await tx.select().from(subscriptions).where(eq(subscriptions.id, planId)).for('update');
      if (!plan || plan.status === next) return 'unchanged' as const;
      const firstActivation = next === 'active' && !plan.startedAt;
      const now = new Date();
      const [updated] = await tx
        .update(subscriptions)
        .set({
          status: next,
          ...(firstActivation && { startedAt: now }),
          ...(next === 'cancelled' && { cancelledAt: now }),
          ...(!plan.email && details.email && { email: details.email.toLowerCase() }),
          ...(!plan.name && details.name && { name: details.name }),
          updatedAt: now,
        })
        .where(eq(subscriptions.id, planId))
        .returning();
      if (firstActivation && updated?.email) {
        await enqueueMail(tx, [confirmationMail(updated)]);
        mailed = true;
      }
      return 'updated' as const;
    });
    if (outcome === 'updated') written();
    if (mailed) deps.mail.wake();
    return outcome;
  }

  async function findByProviderId(provider: SubscriptionProvider, providerId: string) {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, providerId)))
      .limit(1);
    return row;
  }

  /**
   * Our plan for a provider's subscription: by its id, or — when the notification came before we stored
   * that id — by our own id, which travels as external_reference / custom_id.
   */
  async function findPlan(provider: SubscriptionProvider, providerId: string, ourId?: string | null) {
    const byProvider = await findByProviderId(provider, providerId);
    if (byProvider || !ourId || !isRowId(ourId)) return byProvider;
    const [byOurs] = await db
      .update(subscriptions)
      .set({ providerSubscriptionId: providerId })
      .where(
        and(
          eq(subscriptions.id, ourId),
          eq(subscriptions.provider, provider),
          isNull(subscriptions.providerSubscriptionId),
        ),
      )
      .returning();
    if (byOurs) written();
    return byOurs;
  }

  /** A charge proves the plan runs: a plan still pending (its activation notice not here yet) becomes active. */
  async function chargedOn(plan: SubscriptionRow) {
    if (plan.status === 'pending') await applyStatus(plan.id, 'active');
  }

  // ---------- PayPal plans: one product, one plan per amount, created once ----------

  async function payPalPlanFor(client: PayPalClient, amount: number): Promise<string> {
    const [stored] = await db
      .select()
      .from(paypalPlans)
      .where(and(eq(paypalPlans.amount, amount), eq(paypalPlans.currency, 'USD')))
      .limit(1);
    if (stored) return stored.planId;
    // A product made for an earlier plan is reused; the request id makes two first plans share one too.
    const [any] = await db.select({ productId: paypalPlans.productId }).from(paypalPlans).limit(1);
    const productId =
      any?.productId ?? (await client.createProduct(PAYPAL_PRODUCT, 'campito-monthly-product')).id;
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
    if (kept) return kept.planId;
    // Another request stored this amount's plan first: use that one.
    const [first] = await db
      .select()
      .from(paypalPlans)
      .where(and(eq(paypalPlans.amount, amount), eq(paypalPlans.currency, 'USD')));
    return first?.planId ?? plan.id;
  }

  // ---------- notifications ----------

  async function syncMercadoPago(preapprovalId: string, timeoutMs?: number) {
    const preapproval = await mp!.getPreapproval(preapprovalId, timeoutMs);
    const plan = await findPlan('mercadopago', preapproval.id, preapproval.external_reference);
    if (!plan) return { plan: undefined, outcome: 'unknown-subscription' as const };
    const next = statusOf(MP_STATUS, preapproval.status);
    if (!next) return { plan, outcome: 'unchanged' as const };
    const outcome = await applyStatus(plan.id, next, { email: preapproval.payer_email });
    return { plan: { ...plan, status: next }, outcome };
  }

  async function syncPayPal(subscriptionId: string) {
    const subscription = await pp!.getSubscription(subscriptionId);
    const plan = await findPlan('paypal', subscription.id, subscription.custom_id);
    if (!plan) return { plan: undefined, outcome: 'unknown-subscription' as const };
    const next = statusOf(PAYPAL_STATUS, subscription.status);
    if (!next) return { plan, outcome: 'unchanged' as const };
    const name = [subscription.subscriber?.name?.given_name, subscription.subscriber?.name?.surname]
      .filter(Boolean)
      .join(' ');
    const outcome = await applyStatus(plan.id, next, {
      email: subscription.subscriber?.email_address,
      name: name || null,
    });
    return { plan: { ...plan, status: next }, outcome };
  }

  /** A provider lookup failed while handling a notification: 404 is not ours; anything else retries. */
  function notificationFailure(err: unknown, what: string): 'unknown-subscription' {
    if (!(err instanceof ProviderError)) throw err;
    if (err.status === 404) return 'unknown-subscription';
    log.warn({ err, kind: err.kind, status: err.status }, `subscription notification: ${what} failed`);
    // 503 makes the provider deliver the notification again later.
    throw new AppError(503, PAYMENT_MSG.providerError);
  }

  /** The plan's state as the provider has it now (undefined for a state we do not map). */
  async function providerStatus(provider: SubscriptionProvider, providerId: string) {
    if (provider === 'mercadopago') return statusOf(MP_STATUS, (await mp!.getPreapproval(providerId)).status);
    return statusOf(PAYPAL_STATUS, (await pp!.getSubscription(providerId)).status);
  }

  async function ownerEmail(userId: string) {
    const [owner] = await db
      .select({ email: users.email, verifiedAt: users.emailVerifiedAt, isDelete: users.isDelete })
      .from(users)
      .where(eq(users.id, userId));
    return owner && !owner.isDelete ? owner : undefined;
  }

  const summary = (plan: SubscriptionRow): MonthlySummary => ({
    provider: plan.provider as SubscriptionProvider,
    amount: plan.amount,
    currency: plan.currency,
    dogName: plan.dogName,
    status: plan.status as SubscriptionStatus,
  });

  return {
    /** {monto | otroMonto, email, novedades?, nombreDePerro?} → a pending plan and MercadoPago's authorization page. */
    async startMercadoPago(input: unknown, context: { ip: string; userId?: string }) {
      const { client, data, dog } = await parts.readGift(mp, mercadoPagoMonthlySchema, input, context.ip);
      const plan = await insertPending('mercadopago', data, dog, context.userId);
      const preapproval = await atProvider(log, 'mercadopago create preapproval', () =>
        client.createPreapproval(
          {
            reason: describe(dog?.name),
            external_reference: plan.id,
            payer_email: data.email,
            auto_recurring: {
              frequency: 1,
              frequency_type: 'months',
              transaction_amount: data.monto,
              currency_id: 'ARS',
            },
            back_url: `${publicUrl}/aporte-mensual?proveedor=mercadopago`,
            status: 'pending',
          },
          plan.id,
        ),
      );
      if (!preapproval.init_point)
        providerFailure(log, new ProviderError('invalid', 'preapproval without init_point'), 'mercadopago');
      await setProviderId(plan.id, preapproval.id);
      return { subscriptionId: plan.id, initPoint: preapproval.init_point };
    },

    /** The same in dollars: the amount's plan (created once), then a subscription the payer approves at PayPal. */
    async startPayPal(input: unknown, context: { ip: string; userId?: string }) {
      const { client, data, dog } = await parts.readGift(pp, payPalMonthlySchema, input, context.ip);
      const planId = await atProvider(log, 'paypal monthly plan', () => payPalPlanFor(client, data.monto));
      const plan = await insertPending('paypal', data, dog, context.userId);
      const subscription = await atProvider(log, 'paypal create subscription', () =>
        client.createSubscription(
          {
            plan_id: planId,
            custom_id: plan.id,
            subscriber: { email_address: data.email },
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
      await setProviderId(plan.id, subscription.id);
      return { subscriptionId: plan.id, approveUrl };
    },

    /**
     * Back from the provider (/aporte-mensual?preapproval_id=… or ?subscription_id=…): read the plan's state
     * from the provider in case its notification is late, and say what the page may show. Never throws.
     */
    async confirmReturn(
      query: { provider: string | null; preapprovalId: string | null; subscriptionId: string | null },
      context: { ip: string },
    ): Promise<MonthlySummary | null> {
      const provider =
        query.provider === 'paypal' || query.subscriptionId
          ? ('paypal' as const)
          : query.provider === 'mercadopago' || query.preapprovalId
            ? ('mercadopago' as const)
            : undefined;
      const providerId = provider === 'paypal' ? query.subscriptionId : query.preapprovalId;
      const pattern = provider === 'paypal' ? PAYPAL_SUBSCRIPTION_ID : MP_PREAPPROVAL_ID;
      if (!provider || !providerId || !pattern.test(providerId)) return null;
      try {
        const plan = await findByProviderId(provider, providerId);
        if (!plan) return null;
        try {
          await rateLimit.consume(LOOKUP_LIMIT, context.ip);
          if (provider === 'mercadopago' && mp) await syncMercadoPago(providerId, RETURN_LOOKUP_TIMEOUT_MS);
          if (provider === 'paypal' && pp) await syncPayPal(providerId);
        } catch (err) {
          log.warn({ err, provider }, 'monthly return not confirmed');
        }
        const [now] = await db.select().from(subscriptions).where(eq(subscriptions.id, plan.id));
        return now ? summary(now) : null;
      } catch (err) {
        log.warn({ err, provider }, 'monthly return failed');
        return null;
      }
    },

    /**
     * A verified MercadoPago notification about subscriptions: "subscription_preapproval" (the plan's state,
     * read back with GET /preapproval/{id}) or "subscription_authorized_payment" (a month's charge, read back
     * with GET /authorized_payments/{id} and recorded once when its payment is approved).
     */
    async mercadoPagoNotification(type: string, dataId: string): Promise<NotificationOutcome> {
      if (type === 'subscription_preapproval') {
        if (!MP_PREAPPROVAL_ID.test(dataId)) return 'ignored';
        try {
          return (await syncMercadoPago(dataId)).outcome;
        } catch (err) {
          return notificationFailure(err, 'mercadopago preapproval lookup');
        }
      }
      if (type !== 'subscription_authorized_payment' || !MP_AUTHORIZED_PAYMENT_ID.test(dataId))
        return 'ignored';
      let charge: Awaited<ReturnType<NonNullable<typeof mp>['getAuthorizedPayment']>>;
      try {
        charge = await mp!.getAuthorizedPayment(dataId);
      } catch (err) {
        return notificationFailure(err, 'mercadopago authorized payment lookup');
      }
      if (charge.payment?.status !== 'approved' || charge.currency_id !== 'ARS') return 'not-approved';
      if (!charge.preapproval_id || typeof charge.transaction_amount !== 'number') return 'ignored';
      const plan = await findPlan('mercadopago', charge.preapproval_id, charge.external_reference);
      if (!plan) return 'unknown-reference';
      const result = await ledger.recordPaid({
        method: 'mercadopago',
        // The payment's own id: the same payment's "payment" notification finds it already recorded.
        providerPaymentId: charge.payment.id,
        reference: undefined,
        subscriptionId: plan.id,
        total: charge.transaction_amount,
        currency: 'ARS',
        date: toDate(charge.debit_date) ?? toDate(charge.date_created),
      });
      if (result.recorded) {
        log.info({ plan: plan.id, contribution: result.contribution.id }, 'monthly charge recorded');
        await chargedOn(plan);
        return 'recorded';
      }
      return result.reason;
    },

    /**
     * A verified PayPal event about subscriptions: BILLING.SUBSCRIPTION.* (the state, read back with GET
     * /v1/billing/subscriptions/{id}) or PAYMENT.SALE.COMPLETED of a subscription (billing_agreement_id),
     * recorded once by the sale's id.
     */
    async payPalEvent(event: { event_type?: unknown; resource?: Record<string, unknown> }) {
      const type = typeof event.event_type === 'string' ? event.event_type : '';
      const resource = event.resource ?? {};
      const id = typeof resource.id === 'string' ? resource.id : undefined;
      if (type.startsWith('BILLING.SUBSCRIPTION.')) {
        if (!id || !PAYPAL_SUBSCRIPTION_ID.test(id)) return 'ignored' as const;
        try {
          return (await syncPayPal(id)).outcome;
        } catch (err) {
          return notificationFailure(err, 'paypal subscription lookup');
        }
      }
      if (type !== 'PAYMENT.SALE.COMPLETED') return 'ignored' as const;
      const agreement = resource.billing_agreement_id;
      const amount = resource.amount as { total?: unknown; currency?: unknown } | undefined;
      if (!id || typeof agreement !== 'string' || !PAYPAL_SUBSCRIPTION_ID.test(agreement))
        return 'ignored' as const;
      const plan = await findByProviderId('paypal', agreement);
      if (!plan) return 'unknown-reference' as const;
      const total = Number(amount?.total);
      if (amount?.currency !== plan.currency || !Number.isFinite(total) || total <= 0)
        return 'ignored' as const;
      const result = await ledger.recordPaid({
        method: 'paypal',
        providerPaymentId: id,
        reference: undefined,
        subscriptionId: plan.id,
        total,
        currency: plan.currency,
        date: toDate(resource.create_time),
      });
      if (!result.recorded) return result.reason;
      log.info({ plan: plan.id, contribution: result.contribution.id }, 'monthly charge recorded');
      await chargedOn(plan);
      return 'recorded' as const;
    },

    /**
     * The signed-in donor ends their plan: only their own (the plan's email is their verified email; any
     * other id is "not found", whoever asks). The provider is told first; if it cannot be reached the plan
     * stays as it was and the donor is told where else to cancel it.
     */
    async cancelByDonor(id: string, userId: string): Promise<{ status: 'cancelled'; already: boolean }> {
      const notFound = () => new AppError(404, MONTHLY_MSG.notFound);
      if (!isRowId(id)) throw notFound();
      const [owner, [plan]] = await Promise.all([
        ownerEmail(userId),
        db.select().from(subscriptions).where(eq(subscriptions.id, id)),
      ]);
      if (!owner || !plan?.email || plan.email.toLowerCase() !== owner.email.toLowerCase()) throw notFound();
      if (!owner.verifiedAt) throw new AppError(403, MONTHLY_MSG.verifyEmail);
      if (plan.status === 'cancelled') return { status: 'cancelled', already: true };
      const providerId = plan.providerSubscriptionId;
      if (providerId) {
        const provider = plan.provider as SubscriptionProvider;
        if (provider === 'mercadopago' ? !mp : !pp) throw new AppError(503, PAYMENT_MSG.unavailable);
        try {
          if (provider === 'mercadopago') await mp!.cancelPreapproval(providerId);
          else await pp!.cancelSubscription(providerId, 'El donante canceló su aporte desde el sitio');
        } catch (err) {
          if (!(err instanceof ProviderError)) throw err;
          // Refused: maybe it already ended, or was never authorized (nothing can be charged). Ask.
          const there = await providerStatus(provider, providerId).catch(() => undefined);
          if (there !== 'cancelled' && there !== 'pending') {
            log.warn({ err, kind: err.kind, status: err.status }, 'monthly cancellation failed at provider');
            throw new AppError(502, `${MONTHLY_MSG.cancelFailed} ${MONTHLY_CANCEL_WHERE[provider]}`);
          }
        }
      }
      await applyStatus(plan.id, 'cancelled');
      return { status: 'cancelled', already: false };
    },

    /** A donor's plans, newest first ("Mis aportes"): only for a verified email, like their applications. */
    async ofUser(userId: string): Promise<{ emailVerified: boolean; items: OwnSubscription[] }> {
      const owner = await ownerEmail(userId);
      if (!owner?.verifiedAt) return { emailVerified: false, items: [] };
      const rows = await db
        .select()
        .from(subscriptions)
        .where(eq(sql`lower(${subscriptions.email})`, owner.email.toLowerCase()))
        .orderBy(desc(subscriptions.createdAt))
        .limit(50);
      return {
        emailVerified: true,
        items: rows.map((row) => ({
          ...summary(row),
          id: row.id,
          startedAt: row.startedAt,
          lastChargeAt: row.lastChargeAt,
          createdAt: row.createdAt,
        })),
      };
    },
  };
}
