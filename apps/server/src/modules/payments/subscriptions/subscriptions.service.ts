// Monthly giving through the providers' own subscription APIs (issue 18; ADR 012): a MercadoPago
// preapproval in pesos or a PayPal subscription in dollars. A plan is stored before the donor leaves for
// the provider (store.ts); the provider's verified notifications then say when it is active, paused or
// cancelled, and each charged month is recorded once through the ledger as a paid contribution with its
// subscription_id. The donor can cancel from their profile (donor.ts) or at the provider. What differs per
// provider is behind MonthlyProvider (provider.ts; mercadopago.ts, paypal.ts).
import { AppError, type CardProvider, PAYMENT_MSG } from '@campito/core';
import type { ServiceDeps } from '../../../context';
import { type CheckoutParts, LOOKUP_LIMIT, RETURN_LOOKUP_TIMEOUT_MS } from '../checkout-parts';
import { ProviderError } from '../provider-http';
import { createDonorActions } from './donor';
import { createPlanLinks } from './links';
import { createMercadoPagoMonthly } from './mercadopago';
import { createPayPalMonthly } from './paypal';
import type { MonthlyEvent, MonthlyProvider } from './provider';
import { createSelfService } from './self-service';
import { createPlanStore, type MonthlySummary, summary } from './store';

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
  const { ledger, rateLimit } = parts;
  const publicUrl = config.publicUrl;
  const store = createPlanStore(deps);
  const mercadopago = createMercadoPagoMonthly(parts.mp, { log, publicUrl });
  const paypal = createPayPalMonthly(parts.pp, { db, log, publicUrl });
  const providers: Record<CardProvider, MonthlyProvider> = {
    mercadopago: mercadopago.provider,
    paypal: paypal.provider,
  };
  const donor = createDonorActions(deps, store, providers);
  const selfService = createSelfService(deps, { store, providers, links: createPlanLinks(config) });

  /** The form, then our pending plan, then the provider's: where the donor goes to authorize it. */
  async function start(provider: MonthlyProvider, input: unknown, context: { ip: string; userId?: string }) {
    const { data, dog } = await parts.readGift(provider.client, provider.schema, input, context.ip);
    const opened = await provider.open(data, dog, () =>
      store.insertPending(provider, data, dog, context.userId),
    );
    await store.setProviderId(opened.plan.id, opened.providerId);
    return { subscriptionId: opened.plan.id, redirectUrl: opened.redirectUrl };
  }

  /** Our plan brought to the provider's state. */
  async function sync(provider: MonthlyProvider, providerId: string, timeoutMs?: number) {
    const there = await provider.lookup(providerId, timeoutMs);
    const plan = await store.find(provider.name, there.id, there.ourId);
    if (!plan) return 'unknown-subscription' as const;
    // A revised PayPal plan charges another amount now (issue 36): ours follows, mailed once.
    const repriced = there.amount !== undefined && (await selfService.amountAtProvider(plan, there.amount));
    if (!there.status) return repriced ? ('updated' as const) : ('unchanged' as const);
    const outcome = await store.applyStatus(plan.id, there.status, { email: there.email, name: there.name });
    return repriced ? ('updated' as const) : outcome;
  }

  /** A provider lookup failed while handling a notification: 404 is not ours; anything else retries. */
  function notificationFailure(err: unknown, what: string): 'unknown-subscription' {
    if (!(err instanceof ProviderError)) throw err;
    if (err.status === 404) return 'unknown-subscription';
    log.warn({ err, kind: err.kind, status: err.status }, `subscription notification: ${what} failed`);
    // 503 makes the provider deliver the notification again later.
    throw new AppError(503, PAYMENT_MSG.providerError);
  }

  /** A read notification: the plan's state synced, or a month's charge recorded once. */
  async function handle(provider: MonthlyProvider, event: MonthlyEvent): Promise<NotificationOutcome> {
    if (event.kind === 'skip') return event.outcome;
    if (event.kind === 'plan') {
      try {
        return await sync(provider, event.id);
      } catch (err) {
        return notificationFailure(err, `${provider.name} subscription lookup`);
      }
    }
    const { charge } = event;
    const plan = await store.find(provider.name, charge.planId, charge.ourId);
    if (!plan) return 'unknown-reference';
    const result = await ledger.recordPaid({
      method: provider.name,
      providerPaymentId: charge.paymentId,
      reference: undefined,
      subscriptionId: plan.id,
      total: charge.total,
      currency: provider.currency,
      date: charge.date,
    });
    if (!result.recorded) return result.reason;
    log.info({ plan: plan.id, contribution: result.contribution.id }, 'monthly charge recorded');
    // A charge proves the plan runs: one still pending (its activation notice not here yet) becomes active.
    if (plan.status === 'pending') await store.applyStatus(plan.id, 'active');
    return 'recorded';
  }

  return {
    /** The donor's own plan from its mailed link: see it, change the amount, pause, resume, end (issue 36). */
    selfService,
    /** {monto | otroMonto, email, novedades?, nombreDePerro?} → a pending plan and MercadoPago's authorization page. */
    async startMercadoPago(input: unknown, context: { ip: string; userId?: string }) {
      const started = await start(mercadopago.provider, input, context);
      return { subscriptionId: started.subscriptionId, initPoint: started.redirectUrl };
    },

    /** The same in dollars: the amount's plan (created once), then a subscription the payer approves at PayPal. */
    async startPayPal(input: unknown, context: { ip: string; userId?: string }) {
      const started = await start(paypal.provider, input, context);
      return { subscriptionId: started.subscriptionId, approveUrl: started.redirectUrl };
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
          ? paypal.provider
          : query.provider === 'mercadopago' || query.preapprovalId
            ? mercadopago.provider
            : undefined;
      const providerId = provider === paypal.provider ? query.subscriptionId : query.preapprovalId;
      if (!provider || !providerId || !provider.idPattern.test(providerId)) return null;
      try {
        const plan = await store.byProviderId(provider.name, providerId);
        if (!plan) return null;
        try {
          await rateLimit.consume(LOOKUP_LIMIT, context.ip);
          if (provider.client) await sync(provider, providerId, RETURN_LOOKUP_TIMEOUT_MS);
        } catch (err) {
          log.warn({ err, provider: provider.name }, 'monthly return not confirmed');
        }
        const now = await store.byId(plan.id);
        return now ? summary(now) : null;
      } catch (err) {
        log.warn({ err, provider: provider.name }, 'monthly return failed');
        return null;
      }
    },

    /** A verified MercadoPago notification about subscriptions (mercadopago.ts reads it). */
    async mercadoPagoNotification(type: string, dataId: string): Promise<NotificationOutcome> {
      let event: MonthlyEvent;
      try {
        event = await mercadopago.readNotification(type, dataId);
      } catch (err) {
        return notificationFailure(err, 'mercadopago authorized payment lookup');
      }
      return handle(mercadopago.provider, event);
    },

    /** A verified PayPal event about subscriptions (paypal.ts reads it). */
    async payPalEvent(event: { event_type?: unknown; resource?: Record<string, unknown> }) {
      return handle(paypal.provider, paypal.readEvent(event));
    },

    cancelByDonor: donor.cancel,
    ofUser: donor.list,
  };
}
