// Donations and sponsorships through MercadoPago (pesos) and PayPal (dollars): validate the amount, store a
// pending contribution, send the payer to the provider, and record the payment once the provider confirms
// it (verified webhook, PayPal capture, or a payment read back from MercadoPago). Everything a payment needs
// later travels with the provider's checkout (our contribution id) or sits in the database — never in
// process memory (DESIGN §4.9).
import {
  AppError,
  formatAmount,
  MSG,
  mercadoPagoDonationSchema,
  PAYMENT_MSG,
  type PaymentNotice,
  parseWith,
  payPalDonationSchema,
} from '@campito/core';
import type { ServiceDeps } from '../../context';
import type { DogsService } from '../dogs/dogs.service';
import type { RateLimitService } from '../security/rate-limit.service';
import { createLedger } from './ledger';
import { createMercadoPagoClient, verifyMercadoPagoSignature } from './mercadopago';
import {
  approveLink,
  createPayPalClient,
  firstCapture,
  PAYPAL_SIGNATURE_HEADERS,
  type PayPalSignature,
} from './paypal';
import { ProviderError } from './provider-http';
import { createSubscriptionsService } from './subscriptions.service';

export interface PaymentsOptions {
  /** Deadline of every call to a provider. */
  timeoutMs?: number;
  /** How far from now a MercadoPago signature timestamp may be. */
  signatureToleranceSeconds?: number;
}

type Headers = Record<string, string | string[] | undefined>;
const header = (headers: Headers, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Starting checkouts: generous for people, a wall for scripts filling the table with pending rows. */
const START_LIMIT = { name: 'payments-start', max: 20, windowMs: 10 * 60_000 };
/** Looking payments up from the return page (/pay?payment_id=…). */
const LOOKUP_LIMIT = { name: 'payments-lookup', max: 30, windowMs: 10 * 60_000 };

const RETURN_LOOKUP_TIMEOUT_MS = 3000;
const MP_PAYMENT_ID = /^\d{1,20}$/;
/** MercadoPago's notification topics about subscriptions (handled by subscriptions.service.ts). */
const MP_SUBSCRIPTION_TOPICS = new Set(['subscription_preapproval', 'subscription_authorized_payment']);
const PAYPAL_ORDER_ID = /^[A-Z0-9]{1,36}$/;

/** A provider's timestamp, when it is one. */
function toDate(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export type CaptureOutcome = 'paid' | 'pending' | PaymentNotice;

export function createPaymentsService(
  deps: ServiceDeps,
  { dogs, rateLimit }: { dogs: DogsService; rateLimit: RateLimitService },
  options: PaymentsOptions = {},
) {
  const { config, db } = deps;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const toleranceSeconds = options.signatureToleranceSeconds ?? 300;
  const { mercadopago: mpConfig, paypal: ppConfig, publicUrl } = config;
  const mp = mpConfig.accessToken
    ? createMercadoPagoClient({ accessToken: mpConfig.accessToken, apiUrl: mpConfig.apiUrl, timeoutMs })
    : undefined;
  const pp =
    ppConfig.clientId && ppConfig.clientSecret
      ? createPayPalClient({
          clientId: ppConfig.clientId,
          clientSecret: ppConfig.clientSecret,
          apiUrl: ppConfig.apiUrl,
          timeoutMs,
        })
      : undefined;
  const ledger = createLedger(db, { publicUrl: config.publicUrl, onReceipt: () => deps.mail.wake() });
  const { log } = deps;

  /** The pending row stays as it is; the payer gets a Spanish message and nobody was charged. */
  function providerFailure(err: unknown, what: string): never {
    if (!(err instanceof ProviderError)) throw err;
    log.warn({ err, kind: err.kind, status: err.status, body: err.body }, `payment provider failed: ${what}`);
    throw err.kind === 'timeout'
      ? new AppError(504, PAYMENT_MSG.timeout)
      : new AppError(502, PAYMENT_MSG.providerError);
  }

  function parse<T>(parsed: { ok: true; data: T } | { ok: false; errors: Record<string, string> }): T {
    if (!parsed.ok) throw new AppError(400, MSG.badRequest, parsed.errors);
    return parsed.data;
  }

  async function resolveDog(name: string | undefined) {
    if (!name) return undefined;
    const dog = await dogs.findActiveByName(name);
    if (!dog) throw new AppError(400, PAYMENT_MSG.unknownDog, { nombreDePerro: PAYMENT_MSG.unknownDog });
    return dog;
  }

  /** Reads a MercadoPago payment and records it once if approved (webhook, and the /pay return as a backstop). */
  async function confirmMercadoPagoPayment(paymentId: string, lookupTimeoutMs = timeoutMs) {
    if (!mp) throw new AppError(503, PAYMENT_MSG.unavailable);
    let payment: Awaited<ReturnType<typeof mp.getPayment>>;
    try {
      payment = await mp.getPayment(paymentId, lookupTimeoutMs);
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      // Not a payment of this account (or of this environment): nothing to record, nothing to retry.
      if (err.status === 404) return 'unknown-payment' as const;
      log.warn({ err, paymentId }, 'mercadopago payment lookup failed');
      // 503 makes MercadoPago deliver the notification again later.
      throw new AppError(503, PAYMENT_MSG.providerError);
    }
    const reference = payment.external_reference ?? undefined;
    if (payment.status === 'approved' && payment.currency_id === 'ARS') {
      const name =
        [payment.payer?.first_name, payment.payer?.last_name].filter(Boolean).join(' ') || undefined;
      const result = await ledger.recordPaid({
        method: 'mercadopago',
        providerPaymentId: payment.id,
        reference,
        total: payment.transaction_amount,
        currency: 'ARS',
        email: payment.payer?.email ?? undefined,
        name,
        date: toDate(payment.date_approved),
      });
      if (result.recorded)
        log.info({ paymentId, contribution: result.contribution.id }, 'mercadopago payment recorded');
      return result.recorded ? ('recorded' as const) : result.reason;
    }
    if (payment.status === 'rejected' || payment.status === 'cancelled') {
      await ledger.markFailed('mercadopago', reference);
      return 'failed' as const;
    }
    return 'not-approved' as const;
  }

  /** Monthly giving: the same provider clients, ledger and limits (subscriptions.service.ts). */
  const subscriptions = createSubscriptionsService(deps, {
    mp,
    pp,
    ledger,
    dogs,
    rateLimit,
    limits: { start: START_LIMIT, lookup: LOOKUP_LIMIT },
    providerFailure,
    toDate,
  });

  const describe = (dogName: string | undefined) =>
    dogName ? `Padrinazgo de ${dogName} en El Campito` : 'Donación a El Campito';

  return {
    subscriptions,

    /** Which providers have credentials: the page shows the others as not available. */
    availability() {
      return { mercadopago: !!mp, paypal: !!pp };
    },

    /** {unit_price, nombreDePerro?} → a pending contribution and the Checkout Pro address to send the payer to. */
    async startMercadoPago(input: unknown, context: { ip: string }) {
      if (!mp) throw new AppError(503, PAYMENT_MSG.unavailable);
      const data = parse(parseWith(mercadoPagoDonationSchema, input));
      await rateLimit.consume(START_LIMIT, context.ip);
      const dog = await resolveDog(data.nombreDePerro);
      const pending = await ledger.createPending({
        method: 'mercadopago',
        currency: 'ARS',
        total: data.unit_price,
        dog,
      });
      let preference: Awaited<ReturnType<typeof mp.createPreference>>;
      try {
        preference = await mp.createPreference(
          {
            items: [
              {
                id: dog ? 'padrinazgo' : 'donacion',
                title: describe(dog?.name),
                description: `${describe(dog?.name)} (${formatAmount(data.unit_price, 'ARS')})`,
                quantity: 1,
                currency_id: 'ARS',
                unit_price: data.unit_price,
              },
            ],
            external_reference: pending.id,
            back_urls: {
              success: `${publicUrl}/pay`,
              failure: `${publicUrl}/colaborar?pago=rechazado`,
              pending: `${publicUrl}/colaborar?pago=pendiente`,
            },
            auto_return: 'approved',
            // source_news=webhooks: only signed Webhooks notifications, not the unsigned legacy IPN ones.
            notification_url: `${publicUrl}/api/webhooks/mercadopago?source_news=webhooks`,
            statement_descriptor: 'EL CAMPITO',
            metadata: { contribution_id: pending.id, dog_name: dog?.name ?? null },
          },
          pending.id,
        );
      } catch (err) {
        providerFailure(err, 'mercadopago create preference');
      }
      await ledger.setProviderOrder(pending.id, preference.id);
      return { contributionId: pending.id, initPoint: preference.init_point };
    },

    /** {monto, nombreDePerro?} → a pending contribution and a PayPal order whose approve link the payer follows. */
    async startPayPal(input: unknown, context: { ip: string }) {
      if (!pp) throw new AppError(503, PAYMENT_MSG.unavailable);
      const data = parse(parseWith(payPalDonationSchema, input));
      await rateLimit.consume(START_LIMIT, context.ip);
      const dog = await resolveDog(data.nombreDePerro);
      const pending = await ledger.createPending({
        method: 'paypal',
        currency: 'USD',
        total: data.monto,
        dog,
      });
      let order: Awaited<ReturnType<typeof pp.createOrder>>;
      try {
        order = await pp.createOrder(
          {
            intent: 'CAPTURE',
            purchase_units: [
              {
                reference_id: pending.id,
                custom_id: pending.id,
                description: describe(dog?.name),
                amount: { currency_code: 'USD', value: data.monto.toFixed(2) },
              },
            ],
            payment_source: {
              paypal: {
                experience_context: {
                  brand_name: 'El Campito',
                  shipping_preference: 'NO_SHIPPING',
                  user_action: 'PAY_NOW',
                  payment_method_preference: 'IMMEDIATE_PAYMENT_REQUIRED',
                  return_url: `${publicUrl}/api/paypal/capture-order`,
                  cancel_url: `${publicUrl}/colaborar?pago=cancelado`,
                },
              },
            },
          },
          pending.id,
        );
      } catch (err) {
        providerFailure(err, 'paypal create order');
      }
      const approveUrl = approveLink(order);
      if (!approveUrl)
        providerFailure(new ProviderError('invalid', 'order without approve link'), 'paypal create order');
      await ledger.setProviderOrder(pending.id, order.id);
      return { contributionId: pending.id, order, approveUrl };
    },

    /**
     * The payer approved the order and PayPal sent them back (?token={orderId}): capture it and record the
     * payment. A timeout or error leaves the contribution pending; the webhook records it later.
     */
    async capturePayPal(orderId: string | undefined): Promise<CaptureOutcome> {
      if (!pp) throw new AppError(503, PAYMENT_MSG.unavailable);
      if (!orderId || !PAYPAL_ORDER_ID.test(orderId)) return 'sin_confirmar';
      const pending = await ledger.findByProviderOrder('paypal', orderId);
      if (!pending) return 'sin_confirmar';
      if (pending.status === 'paid') return 'paid';
      let order: Awaited<ReturnType<typeof pp.captureOrder>>;
      try {
        // One request id per order: a reload of the return page gets PayPal's first answer again.
        order = await pp.captureOrder(orderId, `capture-${orderId}`);
      } catch (err) {
        if (!(err instanceof ProviderError)) throw err;
        const issue = JSON.stringify(err.body ?? '');
        try {
          if (err.status === 422 && issue.includes('ORDER_ALREADY_CAPTURED'))
            order = await pp.getOrder(orderId);
          else if (err.status === 422 && issue.includes('INSTRUMENT_DECLINED')) return 'rechazado';
          else throw err;
        } catch (inner) {
          log.warn({ err: inner, orderId }, 'paypal capture not confirmed');
          return 'sin_confirmar';
        }
      }
      const found = firstCapture(order);
      if (!found) return 'sin_confirmar';
      const { capture } = found;
      if (capture.status === 'COMPLETED' && capture.amount?.currency_code === 'USD') {
        await ledger.recordPaid({
          method: 'paypal',
          providerPaymentId: capture.id,
          reference: found.customId ?? pending.id,
          total: Number(capture.amount.value),
          currency: 'USD',
          email: found.email,
          name: found.name,
          date: toDate(capture.create_time),
        });
        return 'paid';
      }
      if (capture.status === 'PENDING') return 'pendiente';
      await ledger.markFailed('paypal', pending.id);
      return 'rechazado';
    },

    /**
     * POST /api/webhooks/mercadopago: verify x-signature (401 otherwise, nothing written), read the payment
     * from the API for its real status and amount, and record it once.
     */
    async mercadoPagoWebhook(request: { query: Record<string, unknown>; headers: Headers; body: unknown }) {
      if (!mp || !mpConfig.webhookSecret) throw new AppError(503, PAYMENT_MSG.unavailable);
      const body = (request.body ?? {}) as { type?: unknown; data?: { id?: unknown } };
      // The signed id is the one of the query string; the body's is only a fallback for clients without it.
      const queryId = request.query['data.id'];
      const dataId =
        typeof queryId === 'string' ? queryId : typeof body.data?.id === 'string' ? body.data.id : undefined;
      const check = verifyMercadoPagoSignature({
        xSignature: header(request.headers, 'x-signature'),
        xRequestId: header(request.headers, 'x-request-id'),
        dataId,
        secret: mpConfig.webhookSecret,
        toleranceSeconds,
      });
      if (!check.ok) {
        log.warn({ reason: check.reason, dataId }, 'mercadopago webhook refused');
        throw new AppError(401, PAYMENT_MSG.badSignature);
      }
      const type = request.query.type ?? body.type;
      if (typeof type === 'string' && MP_SUBSCRIPTION_TOPICS.has(type) && dataId)
        return { outcome: await subscriptions.mercadoPagoNotification(type, dataId) };
      if (type !== 'payment' || !dataId || !MP_PAYMENT_ID.test(dataId))
        return { outcome: 'ignored' as const };
      return { outcome: await confirmMercadoPagoPayment(dataId) };
    },

    /** /pay?payment_id=… after Checkout Pro: confirm from the API in case the webhook is late. Never throws. */
    async confirmMercadoPagoReturn(paymentId: string | null, context: { ip: string }) {
      if (!mp || !paymentId || !MP_PAYMENT_ID.test(paymentId)) return;
      try {
        await rateLimit.consume(LOOKUP_LIMIT, context.ip);
        // The thank-you page waits for this: a short deadline, the webhook covers a slow provider.
        await confirmMercadoPagoPayment(paymentId, Math.min(timeoutMs, RETURN_LOOKUP_TIMEOUT_MS));
      } catch (err) {
        log.warn({ err, paymentId }, 'mercadopago return not confirmed');
      }
    },

    /**
     * POST /api/webhooks/paypal: PayPal itself says whether the delivery is genuine (verify-webhook-signature
     * with PAYPAL_WEBHOOK_ID); a completed capture is then recorded once.
     */
    async payPalWebhook(request: { headers: Headers; rawBody: string }) {
      if (!pp || !ppConfig.webhookId) throw new AppError(503, PAYMENT_MSG.unavailable);
      let event: { event_type?: unknown; resource?: Record<string, unknown> };
      try {
        event = JSON.parse(request.rawBody);
      } catch {
        throw new AppError(400, MSG.badRequest);
      }
      const signature = {} as PayPalSignature;
      for (const [field, name] of Object.entries(PAYPAL_SIGNATURE_HEADERS)) {
        const value = header(request.headers, name);
        if (!value) throw new AppError(401, PAYMENT_MSG.badSignature);
        signature[field as keyof PayPalSignature] = value;
      }
      let genuine: boolean;
      try {
        genuine = await pp.verifyWebhookSignature(signature, ppConfig.webhookId, request.rawBody);
      } catch (err) {
        if (!(err instanceof ProviderError)) throw err;
        log.warn({ err }, 'paypal webhook verification failed');
        throw new AppError(503, PAYMENT_MSG.providerError);
      }
      if (!genuine) {
        log.warn({ transmission: signature.transmission_id }, 'paypal webhook refused');
        throw new AppError(401, PAYMENT_MSG.badSignature);
      }
      if (
        typeof event.event_type === 'string' &&
        (event.event_type.startsWith('BILLING.SUBSCRIPTION.') ||
          event.event_type === 'PAYMENT.SALE.COMPLETED')
      )
        return { outcome: await subscriptions.payPalEvent(event) };
      const resource = event.resource ?? {};
      const amount = resource.amount as { currency_code?: string; value?: string } | undefined;
      const id = typeof resource.id === 'string' ? resource.id : undefined;
      const customId = typeof resource.custom_id === 'string' ? resource.custom_id : undefined;
      if (event.event_type === 'PAYMENT.CAPTURE.DENIED') {
        await ledger.markFailed('paypal', customId);
        return { outcome: 'failed' as const };
      }
      if (event.event_type !== 'PAYMENT.CAPTURE.COMPLETED' || !id || amount?.currency_code !== 'USD') {
        return { outcome: 'ignored' as const };
      }
      const total = Number(amount.value);
      if (!Number.isFinite(total) || total <= 0) return { outcome: 'ignored' as const };
      const result = await ledger.recordPaid({
        method: 'paypal',
        providerPaymentId: id,
        reference: customId,
        total,
        currency: 'USD',
        date: toDate(resource.create_time),
      });
      return { outcome: result.recorded ? ('recorded' as const) : result.reason };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
