// The monthly plans as stored (table subscriptions): a pending row before the donor leaves for the
// provider, the provider's id once it exists, and each change of state applied once, with the
// confirmation mail queued in the same transaction the first time a plan becomes active. Every write
// announces 'subscriptions' so this instance's caches hear it now (the others by NOTIFY).
import { isRowId, type SubscriptionProvider, type SubscriptionStatus } from '@campito/core';
import { subscriptions, users } from '@campito/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { ServiceDeps } from '../../../context';
import type { DogRow } from '../../dogs/dogs.sql';
import { enqueueMail } from '../../mail/outbox';
import { createPlanLinks } from './links';
import { confirmationMail } from './mails';
import type { MonthlyForm, MonthlyProvider } from './provider';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** What the thank-you page may show about a plan: nothing that names the donor. */
export interface MonthlySummary {
  provider: SubscriptionProvider;
  amount: number;
  currency: 'ARS' | 'USD';
  dogName: string | null;
  status: SubscriptionStatus;
}

export const summary = (plan: SubscriptionRow): MonthlySummary => ({
  provider: plan.provider,
  amount: plan.amount,
  currency: plan.currency,
  dogName: plan.dogName,
  status: plan.status,
});

export function createPlanStore(deps: ServiceDeps) {
  const { db, config } = deps;
  const written = () => deps.changes.announce('subscriptions');
  const planLinks = createPlanLinks(config);

  async function byId(id: string) {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
    return row;
  }

  async function byProviderId(provider: SubscriptionProvider, providerId: string) {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, providerId)))
      .limit(1);
    return row;
  }

  return {
    byId,
    byProviderId,

    async insertPending(
      provider: MonthlyProvider,
      form: MonthlyForm,
      dog: DogRow | undefined,
      userId: string | undefined,
    ): Promise<SubscriptionRow> {
      const [row] = await db
        .insert(subscriptions)
        .values({
          provider: provider.name,
          type: dog ? 'padrinazgo' : 'donación',
          dogId: dog?.id ?? null,
          dogName: dog?.name ?? null,
          amount: form.monto,
          currency: provider.currency,
          email: form.email,
          userId: userId ?? null,
          // Only a sponsor of a dog can ask for its news.
          wantsUpdates: dog ? form.novedades : false,
          status: 'pending',
        })
        .returning();
      written();
      return row!;
    },

    async setProviderId(id: string, providerSubscriptionId: string) {
      await db.update(subscriptions).set({ providerSubscriptionId }).where(eq(subscriptions.id, id));
      written();
    },

    /**
     * Our plan for a provider's plan: by its id, or — when the notification came before we stored that
     * id — by our own id (external_reference / custom_id), which then gets the provider's id.
     */
    async find(provider: SubscriptionProvider, providerId: string, ourId?: string | null) {
      const byProvider = await byProviderId(provider, providerId);
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
    },

    /**
     * Moves a plan to the provider's state, once: nothing happens when it is already there. The first time
     * it becomes active its start is stamped and its confirmation mail queued, in the same transaction.
     */
    async applyStatus(
      planId: string,
      next: SubscriptionStatus,
      details: { email?: string | null; name?: string | null } = {},
    ): Promise<'updated' | 'unchanged'> {
      let mailed = false;
      const outcome = await db.transaction(async (tx) => {
        const [plan] = await tx
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.id, planId))
          .for('update');
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
          await enqueueMail(tx, [confirmationMail(updated, config.publicUrl, planLinks.manage(updated.id))]);
          mailed = true;
        }
        return 'updated' as const;
      });
      if (outcome === 'updated') written();
      if (mailed) deps.mail.wake();
      return outcome;
    },

    /** A signed-in person's email, unless the account was deleted. */
    async ownerEmail(userId: string) {
      const [owner] = await db
        .select({ email: users.email, verifiedAt: users.emailVerifiedAt, isDelete: users.isDelete })
        .from(users)
        .where(eq(users.id, userId));
      return owner && !owner.isDelete ? owner : undefined;
    },
  };
}

export type PlanStore = ReturnType<typeof createPlanStore>;
