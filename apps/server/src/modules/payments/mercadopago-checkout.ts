// A one-off gift in pesos through MercadoPago Checkout Pro: a pending contribution and the preference the
// payer is sent to; then the payment, read back from MercadoPago's API, recorded once — from the verified
// webhook or, as a backstop, from the /pay return page. Subscription notifications arriving at the same
// webhook go to the monthly plans (subscriptions/).
import { AppError, formatAmount, mercadoPagoDonationSchema, PAYMENT_MSG } from '@campito/core';
import {
  atProvider,
  type CheckoutParts,
  describeGift,
  givingPage,
  type Headers,
  header,
  LOOKUP_LIMIT,
  RETURN_LOOKUP_TIMEOUT_MS,
  toDate,
} from './checkout-parts';
import { verifyMercadoPagoSignature } from './mercadopago';
import { ProviderError } from './provider-http';
import type { createSubscriptionsService } from './subscriptions/subscriptions.service';

const MP_PAYMENT_ID = /^\d{1,20}$/;
/** MercadoPago's notification topics about subscriptions (handled by subscriptions/). */
const MP_SUBSCRIPTION_TOPICS = new Set(['subscription_preapproval', 'subscription_authorized_payment']);

export function createMercadoPagoCheckout(
  parts: CheckoutParts,
  subscriptions: Pick<ReturnType<typeof createSubscriptionsService>, 'mercadoPagoNotification'>,
) {
  const { mp, ledger, log, rateLimit, timeoutMs } = parts;
  const { mercadopago: mpConfig, publicUrl } = parts.deps.config;

  /** Reads a MercadoPago payment and records it once if approved (webhook, and the /pay return as a backstop). */
  async function confirmPayment(paymentId: string, lookupTimeoutMs = timeoutMs) {
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

  return {
    /** {unit_price, nombreDePerro?} → a pending contribution and the Checkout Pro address to send the payer to. */
    async start(input: unknown, context: { ip: string }) {
      const { client, data, dog, pending, campaign } = await parts.openGift(
        'mercadopago',
        mp,
        mercadoPagoDonationSchema,
        input,
        context.ip,
        (d) => d.unit_price,
      );
      const preference = await atProvider(log, 'mercadopago create preference', () =>
        client.createPreference(
          {
            items: [
              {
                id: campaign ? 'campana' : dog ? 'padrinazgo' : 'donacion',
                title: describeGift(dog?.name, campaign?.title),
                description: `${describeGift(dog?.name, campaign?.title)} (${formatAmount(data.unit_price, 'ARS')})`,
                quantity: 1,
                currency_id: 'ARS',
                unit_price: data.unit_price,
              },
            ],
            external_reference: pending.id,
            back_urls: {
              success: `${publicUrl}/pay`,
              failure: `${givingPage(publicUrl, campaign)}?pago=rechazado`,
              pending: `${givingPage(publicUrl, campaign)}?pago=pendiente`,
            },
            auto_return: 'approved',
            // source_news=webhooks: only signed Webhooks notifications, not the unsigned legacy IPN ones.
            notification_url: `${publicUrl}/api/webhooks/mercadopago?source_news=webhooks`,
            statement_descriptor: 'EL CAMPITO',
            metadata: { contribution_id: pending.id, dog_name: dog?.name ?? null },
          },
          pending.id,
        ),
      );
      await ledger.setProviderOrder(pending.id, preference.id);
      return { contributionId: pending.id, initPoint: preference.init_point };
    },

    /**
     * POST /api/webhooks/mercadopago: verify x-signature (401 otherwise, nothing written), read the payment
     * from the API for its real status and amount, and record it once.
     */
    async webhook(request: { query: Record<string, unknown>; headers: Headers; body: unknown }) {
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
        toleranceSeconds: parts.signatureToleranceSeconds,
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
      return { outcome: await confirmPayment(dataId) };
    },

    /** /pay?payment_id=… after Checkout Pro: confirm from the API in case the webhook is late. Never throws. */
    async confirmReturn(paymentId: string | null, context: { ip: string }) {
      if (!mp || !paymentId || !MP_PAYMENT_ID.test(paymentId)) return;
      try {
        await rateLimit.consume(LOOKUP_LIMIT, context.ip);
        // The thank-you page waits for this: a short deadline, the webhook covers a slow provider.
        await confirmPayment(paymentId, Math.min(timeoutMs, RETURN_LOOKUP_TIMEOUT_MS));
      } catch (err) {
        log.warn({ err, paymentId }, 'mercadopago return not confirmed');
      }
    },
  };
}
