// What a signed-in donor does with their own monthly plans from the profile («Mis aportes»): list them and
// end one. A plan is theirs when its email is their verified email; any other id is "not found",
// whoever asks.
import { AppError, isRowId, MONTHLY_CANCEL_WHERE, MONTHLY_MSG, PAYMENT_MSG } from '@campito/core';
import { subscriptions } from '@campito/db';
import { desc, eq, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../../context';
import { ProviderError } from '../provider-http';
import type { MonthlyProvider } from './provider';
import { type MonthlySummary, type PlanStore, summary } from './store';

/** A donor's own plan, for "Mis aportes". */
export interface OwnSubscription extends MonthlySummary {
  id: string;
  startedAt: Date | null;
  lastChargeAt: Date | null;
  createdAt: Date;
}

export function createDonorActions(
  { db, log }: Pick<ServiceDeps, 'db' | 'log'>,
  store: PlanStore,
  providers: Record<MonthlyProvider['name'], MonthlyProvider>,
) {
  return {
    /**
     * Ends the donor's plan. The provider is told first; if it cannot be reached the plan stays as it was
     * and the donor is told where else to cancel it.
     */
    async cancel(id: string, userId: string): Promise<{ status: 'cancelled'; already: boolean }> {
      const notFound = () => new AppError(404, MONTHLY_MSG.notFound);
      if (!isRowId(id)) throw notFound();
      const [owner, plan] = await Promise.all([store.ownerEmail(userId), store.byId(id)]);
      if (!owner || !plan?.email || plan.email.toLowerCase() !== owner.email.toLowerCase()) throw notFound();
      if (!owner.verifiedAt) throw new AppError(403, MONTHLY_MSG.verifyEmail);
      if (plan.status === 'cancelled') return { status: 'cancelled', already: true };
      const providerId = plan.providerSubscriptionId;
      // A pledge by transfer (issue 36) debits nothing: ending it here is all there is to do.
      if (providerId && plan.provider !== 'transferencia') {
        const provider = providers[plan.provider];
        if (!provider.client) throw new AppError(503, PAYMENT_MSG.unavailable);
        try {
          await provider.cancel(providerId);
        } catch (err) {
          if (!(err instanceof ProviderError)) throw err;
          // Refused: maybe it already ended, or was never authorized (nothing can be charged). Ask.
          const there = await provider.lookup(providerId).catch(() => undefined);
          if (there?.status !== 'cancelled' && there?.status !== 'pending') {
            log.warn({ err, kind: err.kind, status: err.status }, 'monthly cancellation failed at provider');
            throw new AppError(502, `${MONTHLY_MSG.cancelFailed} ${MONTHLY_CANCEL_WHERE[provider.name]}`);
          }
        }
      }
      await store.applyStatus(plan.id, 'cancelled');
      return { status: 'cancelled', already: false };
    },

    /** The donor's plans, newest first: only for a verified email, like their applications. */
    async list(userId: string): Promise<{ emailVerified: boolean; items: OwnSubscription[] }> {
      const owner = await store.ownerEmail(userId);
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
