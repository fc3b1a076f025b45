// A donor's own monthly plan through a provider, from the signed link in its confirmation and in every
// receipt (issue 36, item 5), without signing in: change the amount (MercadoPago: PUT /preapproval/{id}
// with the new transaction_amount), pause and resume (MercadoPago paused/authorized; PayPal suspend and
// activate), or end it. The provider is told first: when it refuses or cannot be reached nothing changes
// here. Every change is confirmed by mail and written to the change log. Pledges by transfer have their own
// rules (pledges.ts); the page at /aporte-mensual/{id} asks both.
import {
  AppError,
  type CardProvider,
  formatAmount,
  MONTHLY_MSG,
  mercadoPagoAmount,
  PLAN_CHANGE_MSG,
  PLEDGE_MSG,
  payPalAmount,
  type SubscriptionStatus,
} from '@campito/core';
import { subscriptions } from '@campito/db';
import { and, eq, type SQL } from 'drizzle-orm';
import type { ServiceDeps } from '../../../context';
import { type Changes, writeDonorChange } from '../../admin/audit';
import { enqueueMail } from '../../mail/outbox';
import { ProviderError } from '../provider-http';
import type { PlanLinks } from './links';
import { changedMail } from './pledge-mails';
import type { MonthlyProvider } from './provider';
import type { PlanStore, SubscriptionRow } from './store';

/**
 * A new monthly amount as the donor typed it — pesos or dollars, by the forms' own rules — or a 400 saying
 * why.
 */
export function parseAmount(input: unknown, currency: 'ARS' | 'USD' = 'ARS'): number {
  const parsed = (currency === 'USD' ? payPalAmount : mercadoPagoAmount).safeParse(input);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? MONTHLY_MSG.amountChoice;
  throw new AppError(400, message, { monto: message });
}

export type PlanChange = 'pausar' | 'retomar' | 'terminar' | 'monto';

/** What the donor's page shows about a card plan. */
export interface CardPlanView {
  id: string;
  provider: CardProvider;
  amount: number;
  currency: 'ARS' | 'USD';
  dogName: string | null;
  status: SubscriptionStatus;
  /** Whether the amount changes from here: in place (MercadoPago) or approved at PayPal. */
  amountChangeable: boolean;
  /** The amount suggested to keep up with inflation (increases.ts), until the donor takes it. */
  suggestedAmount: number | null;
}

export function createSelfService(
  deps: Pick<ServiceDeps, 'db' | 'log' | 'mail' | 'changes'>,
  {
    store,
    providers,
    links,
  }: { store: PlanStore; providers: Record<CardProvider, MonthlyProvider>; links: PlanLinks },
) {
  const { db, log } = deps;

  async function find(id: string, token: string | null | undefined) {
    if (!links.verify(id, token)) return undefined;
    const plan = await store.byId(id);
    return plan && plan.provider !== 'transferencia'
      ? (plan as SubscriptionRow & { provider: CardProvider })
      : undefined;
  }

  const view = (plan: SubscriptionRow & { provider: CardProvider }): CardPlanView => ({
    id: plan.id,
    provider: plan.provider,
    amount: plan.amount,
    currency: plan.currency,
    dogName: plan.dogName,
    status: plan.status,
    amountChangeable: Boolean(providers[plan.provider].changeAmount || providers[plan.provider].reviseAmount),
    suggestedAmount: plan.suggestedAmount,
  });

  /** The provider's call; its refusal or silence becomes the page's message, and nothing changes. */
  async function atProvider<T>(plan: SubscriptionRow, what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      log.warn(
        { err, kind: err.kind, status: err.status, provider: plan.provider },
        `monthly ${what} failed at provider`,
      );
      throw new AppError(502, PLAN_CHANGE_MSG.providerFailed);
    }
  }

  /** The mail and the change log of one change, after the provider said yes. */
  async function record(
    plan: SubscriptionRow,
    set: Partial<SubscriptionRow>,
    message: string,
    changes: Changes,
    onlyIf?: SQL,
  ) {
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(subscriptions)
        .set({ ...set, updatedAt: new Date() })
        // Not conditional on the old state (the provider's own notice of this very change may come
        // first), except where the caller says so.
        .where(onlyIf ? and(eq(subscriptions.id, plan.id), onlyIf) : eq(subscriptions.id, plan.id))
        .returning();
      if (!row) return undefined;
      await writeDonorChange(tx, row, changes);
      if (row.email)
        await enqueueMail(tx, [changedMail(row, message.replace(/\.$/, ''), links.manage(row.id))]);
      return row;
    });
    deps.changes.announce('subscriptions');
    deps.mail.wake();
    return updated;
  }

  /**
   * The provider charges another amount now (PayPal, once the donor approved a revision): ours follows,
   * with its mail and change-log entry, once — whichever of the donor's return and the provider's notice
   * comes first.
   */
  async function amountAtProvider(plan: SubscriptionRow, amount: number) {
    if (amount === plan.amount) return false;
    const message = PLAN_CHANGE_MSG.amountChanged(formatAmount(amount, plan.currency));
    const row = await record(
      plan,
      { amount, suggestedAmount: null },
      message,
      { amount: { old: plan.amount, new: amount } },
      eq(subscriptions.amount, plan.amount),
    );
    return Boolean(row);
  }

  return {
    amountAtProvider,

    /**
     * Back from approving a revision at PayPal (the page's `?revisado`): the provider's amount now, taken
     * here if it changed. The page's message; undefined for a wrong link.
     */
    async confirmRevision(id: string, token: string | null | undefined): Promise<string | undefined> {
      const plan = await find(id, token);
      if (!plan?.providerSubscriptionId) return undefined;
      const provider = providers[plan.provider];
      if (!provider.client || !provider.reviseAmount) return undefined;
      const there = await provider.lookup(plan.providerSubscriptionId).catch(() => undefined);
      const now = there?.amount ?? plan.amount;
      if (there?.amount !== undefined && (await amountAtProvider(plan, there.amount)))
        return PLAN_CHANGE_MSG.amountChanged(formatAmount(now, plan.currency));
      // Not approved (yet), or PayPal's notice already brought the new amount here.
      return PLAN_CHANGE_MSG.revisionPending(formatAmount(now, plan.currency));
    },

    async check(id: string, token: string | null | undefined): Promise<CardPlanView | undefined> {
      const plan = await find(id, token);
      return plan && view(plan);
    },

    async change(id: string, token: string, action: PlanChange, amountInput?: unknown) {
      const plan = await find(id, token);
      if (!plan) throw new AppError(404, PLEDGE_MSG.badLink);
      if (plan.status === 'cancelled') return { view: view(plan), message: MONTHLY_MSG.alreadyCancelled };
      if (plan.status === 'pending' || !plan.providerSubscriptionId)
        throw new AppError(409, PLAN_CHANGE_MSG.notActive);
      const provider = providers[plan.provider];
      if (!provider.client) throw new AppError(503, PLAN_CHANGE_MSG.providerFailed);
      const providerId = plan.providerSubscriptionId;

      if (action === 'monto') {
        const amount = parseAmount(amountInput, plan.currency);
        if (amount === plan.amount) return { view: view(plan), message: PLAN_CHANGE_MSG.sameAmount };
        if (!provider.changeAmount) {
          // PayPal: the donor approves the new amount there, and comes back to this page.
          if (!provider.reviseAmount) throw new AppError(400, PLAN_CHANGE_MSG.amountNotHere);
          const back = links.manage(plan.id);
          const { approveUrl } = await atProvider(plan, 'revision', () =>
            provider.reviseAmount!(providerId, amount, { returnUrl: `${back}&revisado=1`, cancelUrl: back }),
          );
          return { view: view(plan), message: PLAN_CHANGE_MSG.approveAtPayPal, redirect: approveUrl };
        }
        await atProvider(plan, 'amount change', () => provider.changeAmount!(providerId, amount));
        const message = PLAN_CHANGE_MSG.amountChanged(formatAmount(amount, plan.currency));
        await record(plan, { amount, suggestedAmount: null }, message, {
          amount: { old: plan.amount, new: amount },
        });
        return { view: view({ ...plan, amount }), message };
      }
      if (action === 'terminar') {
        await atProvider(plan, 'cancellation', () => provider.cancel(providerId));
        await record(plan, { status: 'cancelled', cancelledAt: new Date() }, MONTHLY_MSG.cancelled, {
          status: { old: plan.status, new: 'cancelled' },
        });
        return { view: view({ ...plan, status: 'cancelled' }), message: MONTHLY_MSG.cancelled };
      }
      const pause = action === 'pausar';
      const next: SubscriptionStatus = pause ? 'paused' : 'active';
      const message = pause ? PLAN_CHANGE_MSG.paused : PLAN_CHANGE_MSG.resumed;
      if (plan.status === next) return { view: view(plan), message };
      await atProvider(plan, pause ? 'pause' : 'resume', () => provider.setPaused(providerId, pause));
      await record(plan, { status: next }, message, { status: { old: plan.status, new: next } });
      return { view: view({ ...plan, status: next }), message };
    },
  };
}
