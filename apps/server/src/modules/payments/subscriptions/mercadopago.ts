// Monthly plans through MercadoPago (pesos): a preapproval without a plan, authorized by the payer at its
// init_point. Notifications arrive at the one MercadoPago webhook with the topics
// "subscription_preapproval" (the plan's state) and "subscription_authorized_payment" (a month's charge).
import { mercadoPagoMonthlySchema, type SubscriptionStatus } from '@campito/core';
import type { ServiceDeps } from '../../../context';
import { atProvider, providerFailure, toDate } from '../checkout-parts';
import type { createMercadoPagoClient } from '../mercadopago';
import { ProviderError } from '../provider-http';
import { describePlan, type MonthlyEvent, type MonthlyProvider, statusOf } from './provider';

/** A preapproval id (32 hex characters today). */
const PREAPPROVAL_ID = /^[A-Za-z0-9_-]{1,64}$/;
const AUTHORIZED_PAYMENT_ID = /^\d{1,20}$/;

const STATUS: Record<string, SubscriptionStatus> = {
  pending: 'pending',
  authorized: 'active',
  paused: 'paused',
  cancelled: 'cancelled',
};

export function createMercadoPagoMonthly(
  client: ReturnType<typeof createMercadoPagoClient> | undefined,
  { log, publicUrl }: { log: ServiceDeps['log']; publicUrl: string },
) {
  const provider: MonthlyProvider = {
    name: 'mercadopago',
    currency: 'ARS',
    idPattern: PREAPPROVAL_ID,
    schema: mercadoPagoMonthlySchema,
    client,

    async open(form, dog, insert) {
      const plan = await insert();
      const preapproval = await atProvider(log, 'mercadopago create preapproval', () =>
        client!.createPreapproval(
          {
            reason: describePlan(dog?.name),
            external_reference: plan.id,
            payer_email: form.email,
            auto_recurring: {
              frequency: 1,
              frequency_type: 'months',
              transaction_amount: form.monto,
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
      return { plan, providerId: preapproval.id, redirectUrl: preapproval.init_point };
    },

    async lookup(id, timeoutMs) {
      const preapproval = await client!.getPreapproval(id, timeoutMs);
      return {
        id: preapproval.id,
        status: statusOf(STATUS, preapproval.status),
        ourId: preapproval.external_reference,
        email: preapproval.payer_email,
      };
    },

    async cancel(id) {
      await client!.updatePreapproval(id, { status: 'cancelled' });
    },

    async setPaused(id, paused) {
      await client!.updatePreapproval(id, { status: paused ? 'paused' : 'authorized' });
    },

    async changeAmount(id, amount) {
      await client!.updatePreapproval(id, {
        auto_recurring: { transaction_amount: amount, currency_id: 'ARS' },
      });
    },
  };

  /**
   * A verified notification: the plan's topic names a preapproval to read back; a charge is read back with
   * GET /authorized_payments/{id} and counts only when its payment is approved, in pesos. A failed lookup
   * throws its ProviderError.
   */
  async function readNotification(type: string, dataId: string): Promise<MonthlyEvent> {
    if (type === 'subscription_preapproval')
      return PREAPPROVAL_ID.test(dataId)
        ? { kind: 'plan', id: dataId }
        : { kind: 'skip', outcome: 'ignored' };
    if (type !== 'subscription_authorized_payment' || !AUTHORIZED_PAYMENT_ID.test(dataId))
      return { kind: 'skip', outcome: 'ignored' };
    const charge = await client!.getAuthorizedPayment(dataId);
    if (charge.payment?.status !== 'approved' || charge.currency_id !== 'ARS')
      return { kind: 'skip', outcome: 'not-approved' };
    if (!charge.preapproval_id || typeof charge.transaction_amount !== 'number')
      return { kind: 'skip', outcome: 'ignored' };
    return {
      kind: 'charge',
      charge: {
        planId: charge.preapproval_id,
        ourId: charge.external_reference,
        // The payment's own id: the same payment's "payment" notification finds it already recorded.
        paymentId: charge.payment.id,
        total: charge.transaction_amount,
        date: toDate(charge.debit_date) ?? toDate(charge.date_created),
      },
    };
  }

  return { provider, readNotification };
}
