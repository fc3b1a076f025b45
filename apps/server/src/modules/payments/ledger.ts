// Contributions as the payment flows write them: a pending row before the payer leaves for the provider,
// then the provider's confirmation recorded once. The unique index on (method, provider_payment_id) is
// what makes "once" hold across replays, retries and concurrent deliveries on any number of instances.

import type { ContributionMethod, Currency } from '@campito/core';
import { isRowId } from '@campito/core';
import { contributions, type Db, type DbOrTx, dogs, isUniqueViolation, subscriptions } from '@campito/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { DogRow } from '../dogs/dogs.sql';
import { queueReceipt } from './receipts';

export type ContributionRow = typeof contributions.$inferSelect;

export interface Confirmation {
  method: Extract<ContributionMethod, 'mercadopago' | 'paypal'>;
  /** MercadoPago payment id / PayPal capture id. */
  providerPaymentId: string;
  /** Our pending contribution's id, as carried by external_reference / custom_id. */
  reference: string | undefined;
  /**
   * A month charged on a monthly plan (issue 18): our subscription's id. The charge becomes a new paid
   * contribution of the plan (its type, dog and wish for news); `reference` is not read.
   */
  subscriptionId?: string;
  total: number;
  currency: Currency;
  email?: string;
  name?: string;
  date?: Date;
}

export type RecordOutcome =
  | { recorded: true; contribution: ContributionRow; receipt?: boolean }
  | { recorded: false; reason: 'already-recorded' | 'unknown-reference' };

/**
 * `onReceipt` runs after the commit of a payment whose receipt was queued (the payments service wakes the
 * mail worker with it).
 */
export function createLedger(
  db: Db,
  receipts: { publicUrl: string; onReceipt: () => void; manageUrl?: (planId: string) => string },
) {
  return {
    /** The row the payer's checkout points back to: a donation, or a sponsorship when it names a dog. */
    async createPending(input: {
      method: Confirmation['method'];
      currency: Currency;
      total: number;
      dog?: DogRow;
      /** A gift to a campaign (issue 36), with the donor's wishes: its news, their name on its page. */
      campaign?: { id: string; title: string; wantsUpdates: boolean; thankPublicly: boolean };
    }) {
      const { dog, campaign } = input;
      const [row] = await db
        .insert(contributions)
        .values({
          type: dog ? 'padrinazgo' : 'donación',
          dogName: dog?.name ?? null,
          dogId: dog?.id ?? null,
          detail: campaign
            ? `Donación a la campaña «${campaign.title}» desde el sitio`
            : dog
              ? `Padrinazgo de ${dog.name} desde el sitio`
              : 'Donación desde el sitio',
          campaignId: campaign?.id ?? null,
          wantsUpdates: campaign?.wantsUpdates ?? false,
          thankPublicly: campaign?.thankPublicly ?? false,
          total: input.total,
          currency: input.currency,
          method: input.method,
          status: 'pending',
        })
        .returning();
      return row!;
    },

    async setProviderOrder(id: string, providerOrderId: string) {
      await db.update(contributions).set({ providerOrderId }).where(eq(contributions.id, id));
    },

    async findByProviderOrder(method: Confirmation['method'], providerOrderId: string) {
      const [row] = await db
        .select()
        .from(contributions)
        .where(and(eq(contributions.method, method), eq(contributions.providerOrderId, providerOrderId)))
        .limit(1);
      return row;
    },

    /**
     * Records a payment the provider confirmed, once. The pending row becomes paid with the provider's real
     * amount; a second payment against the same checkout (MercadoPago lets a preference be paid again)
     * becomes a new row with the same dog and type. A sponsorship marks its dog as sponsored.
     */
    async recordPaid(c: Confirmation): Promise<RecordOutcome> {
      try {
        return await db
          .transaction(async (tx) => {
            const [existing] = await tx
              .select({ id: contributions.id })
              .from(contributions)
              .where(
                and(
                  eq(contributions.method, c.method),
                  eq(contributions.providerPaymentId, c.providerPaymentId),
                ),
              );
            if (existing) return { recorded: false, reason: 'already-recorded' } as const;
            const paid = {
              status: 'paid' as const,
              providerPaymentId: c.providerPaymentId,
              total: c.total,
              currency: c.currency,
              date: c.date ?? new Date(),
            };
            let row: ContributionRow | undefined;
            if (c.subscriptionId) {
              row = await recordMonth(tx, c, paid);
              if (!row) return { recorded: false, reason: 'unknown-reference' } as const;
            } else {
              if (!c.reference || !isRowId(c.reference))
                return { recorded: false, reason: 'unknown-reference' } as const;

              const [updated] = await tx
                .update(contributions)
                .set({ ...paid, ...(c.email && { email: c.email }), ...(c.name && { name: c.name }) })
                .where(
                  and(
                    eq(contributions.id, c.reference),
                    eq(contributions.method, c.method),
                    inArray(contributions.status, ['pending', 'failed']),
                  ),
                )
                .returning();
              row = updated;
              if (!row) {
                const [origin] = await tx
                  .select()
                  .from(contributions)
                  .where(and(eq(contributions.id, c.reference), eq(contributions.method, c.method)));
                if (!origin) return { recorded: false, reason: 'unknown-reference' } as const;
                [row] = await tx
                  .insert(contributions)
                  .values({
                    ...paid,
                    type: origin.type,
                    dogName: origin.dogName,
                    dogId: origin.dogId,
                    detail: origin.detail,
                    method: c.method,
                    providerOrderId: origin.providerOrderId,
                    email: c.email ?? null,
                    name: c.name ?? null,
                  })
                  .onConflictDoNothing({ target: [contributions.method, contributions.providerPaymentId] })
                  .returning();
                if (!row) return { recorded: false, reason: 'already-recorded' } as const;
              }
            }
            if (row.dogId) await tx.update(dogs).set({ isSponsored: true }).where(eq(dogs.id, row.dogId));
            const receipt = await queueReceipt(tx, row, receipts.publicUrl, receipts.manageUrl);
            return { recorded: true, contribution: row, receipt } as const;
          })
          .then((outcome) => {
            if (outcome.recorded && outcome.receipt) receipts.onReceipt();
            return outcome;
          });
      } catch (err) {
        // Two deliveries of the same payment raced: the other one recorded it.
        if (isUniqueViolation(err)) return { recorded: false, reason: 'already-recorded' };
        throw err;
      }
    },

    /** A declined or cancelled payment: the checkout's row, if still pending, says so. */
    async markFailed(method: Confirmation['method'], reference: string | undefined) {
      if (!reference || !isRowId(reference)) return;
      await db
        .update(contributions)
        .set({ status: 'failed' })
        .where(
          and(
            eq(contributions.id, reference),
            eq(contributions.method, method),
            eq(contributions.status, 'pending'),
          ),
        );
    },
  };
}

/**
 * One charged month of a monthly plan: a new paid contribution carrying the plan (its type, dog, donor and
 * wish for news), and the plan's last charge. Undefined when the plan is not ours.
 */
async function recordMonth(
  tx: DbOrTx,
  c: Confirmation,
  paid: { status: 'paid'; providerPaymentId: string; total: number; currency: Currency; date: Date },
): Promise<ContributionRow | undefined> {
  if (!c.subscriptionId || !isRowId(c.subscriptionId)) return undefined;
  const [plan] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, c.subscriptionId), eq(subscriptions.provider, c.method)));
  if (!plan) return undefined;
  const [row] = await tx
    .insert(contributions)
    .values({
      ...paid,
      type: plan.type,
      dogName: plan.dogName,
      dogId: plan.dogId,
      detail: plan.dogName ? `Padrinazgo mensual de ${plan.dogName}` : 'Aporte mensual',
      method: c.method,
      providerOrderId: plan.providerSubscriptionId,
      subscriptionId: plan.id,
      wantsUpdates: plan.wantsUpdates,
      email: c.email ?? plan.email,
      name: c.name ?? plan.name,
    })
    .returning();
  await tx.update(subscriptions).set({ lastChargeAt: paid.date }).where(eq(subscriptions.id, plan.id));
  return row;
}
