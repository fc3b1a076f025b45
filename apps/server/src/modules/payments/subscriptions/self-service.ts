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
  type SubscriptionStatus,
} from '@campito/core';
import { subscriptions } from '@campito/db';
import { eq } from 'drizzle-orm';
import type { ServiceDeps } from '../../../context';
import { type Changes, writeDonorChange } from '../../admin/audit';
import { enqueueMail } from '../../mail/outbox';
import { ProviderError } from '../provider-http';
import type { PlanLinks } from './links';
import { changedMail } from './pledge-mails';
import type { MonthlyProvider } from './provider';
import type { PlanStore, SubscriptionRow } from './store';

/** A new monthly amount in pesos as the donor typed it (the pesos rule of the forms), or a 400 saying why. */
export function parseAmount(input: unknown): number {
  const parsed = mercadoPagoAmount.safeParse(input);
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
  /** Whether this provider lets the amount change from here (MercadoPago). */
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
    amountChangeable: Boolean(providers[plan.provider].changeAmount),
    suggestedAmount: plan.suggestedAmount,
  });

  /** The provider's call; its refusal or silence becomes the page's message, and nothing changes. */
  async function atProvider(plan: SubscriptionRow, what: string, call: () => Promise<void>) {
    try {
      await call();
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
  ) {
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(subscriptions)
        .set({ ...set, updatedAt: new Date() })
        // Not conditional on the old state: the provider's own notice of this very change may come first.
        .where(eq(subscriptions.id, plan.id))
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

  return {
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
        if (!provider.changeAmount) throw new AppError(400, PLAN_CHANGE_MSG.amountNotHere);
        const amount = parseAmount(amountInput);
        if (amount === plan.amount) return { view: view(plan), message: PLAN_CHANGE_MSG.sameAmount };
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
