// A one-off gift in dollars through PayPal: a pending contribution and an order the payer approves; back from
// PayPal the order is captured and the payment recorded; the verified webhook records a capture the return
// missed. Subscription events arriving at the same webhook go to the monthly plans (subscriptions/).
import {
  AppError,
  MSG,
  PAYMENT_MSG,
  type PaymentNotice,
  payPalDonationSchema,
  SITE_NAME,
} from '@campito/core';
import {
  atProvider,
  type CheckoutParts,
  describeGift,
  givingPage,
  type Headers,
  header,
  providerFailure,
  toDate,
} from './checkout-parts';
import { approveLink, firstCapture, PAYPAL_SIGNATURE_HEADERS, type PayPalSignature } from './paypal';
import { ProviderError } from './provider-http';
import type { createSubscriptionsService } from './subscriptions/subscriptions.service';

const PAYPAL_ORDER_ID = /^[A-Z0-9]{1,36}$/;

type CaptureOutcome = 'paid' | 'pending' | PaymentNotice;

export function createPayPalCheckout(
  parts: CheckoutParts,
  subscriptions: Pick<ReturnType<typeof createSubscriptionsService>, 'payPalEvent'>,
) {
  const { pp, ledger, log } = parts;
  const { paypal: ppConfig, publicUrl } = parts.deps.config;

  return {
    /** {monto, nombreDePerro?} → a pending contribution and a PayPal order whose approve link the payer follows. */
    async start(input: unknown, context: { ip: string }) {
      const { client, data, dog, pending, campaign } = await parts.openGift(
        'paypal',
        pp,
        payPalDonationSchema,
        input,
        context.ip,
        (d) => d.monto,
      );
      const order = await atProvider(log, 'paypal create order', () =>
        client.createOrder(
          {
            intent: 'CAPTURE',
            purchase_units: [
              {
                reference_id: pending.id,
                custom_id: pending.id,
                description: describeGift(dog?.name, campaign?.title),
                amount: { currency_code: 'USD', value: data.monto.toFixed(2) },
              },
            ],
            payment_source: {
              paypal: {
                experience_context: {
                  brand_name: SITE_NAME,
                  shipping_preference: 'NO_SHIPPING',
                  user_action: 'PAY_NOW',
                  payment_method_preference: 'IMMEDIATE_PAYMENT_REQUIRED',
                  return_url: `${publicUrl}/api/paypal/capture-order`,
                  cancel_url: `${givingPage(publicUrl, campaign)}?pago=cancelado`,
                },
              },
            },
          },
          pending.id,
        ),
      );
      const approveUrl = approveLink(order);
      if (!approveUrl)
        providerFailure(
          log,
          new ProviderError('invalid', 'order without approve link'),
          'paypal create order',
        );
      await ledger.setProviderOrder(pending.id, order.id);
      return { contributionId: pending.id, order, approveUrl };
    },

    /**
     * The payer approved the order and PayPal sent them back (?token={orderId}): capture it and record the
     * payment. A timeout or error leaves the contribution pending; the webhook records it later.
     */
    async capture(orderId: string | undefined): Promise<CaptureOutcome> {
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
     * POST /api/webhooks/paypal: PayPal itself says whether the delivery is genuine (verify-webhook-signature
     * with PAYPAL_WEBHOOK_ID); a completed capture is then recorded once.
     */
    async webhook(request: { headers: Headers; rawBody: string }) {
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
