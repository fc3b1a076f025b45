// Monthly giving by bank transfer (issue 36, item 1): a "pledge" is a monthly plan with provider
// 'transferencia'. Nothing is debited: each month the donor gets a reminder with the account and a link to
// «Avisanos tu transferencia» already filled in; a notice sent from it belongs to the pledge
// (contributions.subscription_id), and when staff confirm it the pledge counts as active — for the donor's
// «Mis aportes», the dog's sponsorship meter and /impacto — like a provider's plan charged that month.
// The donor pauses, resumes or ends it from any of its mails (a signed link, no sign-in).
//
// States: 'pending' until a transfer is confirmed, then 'active'; an active pledge without a confirmed
// transfer for PLEDGE_LAPSE_DAYS goes back to 'pending' (it stops counting), and a pending one without any
// for PLEDGE_GIVE_UP_DAYS is ended with a last mail, so nobody gets reminders they never wanted.
import { AppError, formatAmount, PLAN_CHANGE_MSG, PLEDGE_MSG } from '@campito/core';
import { type contributions, type DbOrTx, subscriptions } from '@campito/db';
import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../../context';
import type { DogsService } from '../../dogs/dogs.service';
import type { FormPipeline } from '../../forms/pipeline';
import { enqueueMail } from '../../mail/outbox';
import type { createSiteService } from '../../site/site.service';
import { createPlanLinks } from './links';
import { nextReminder, pledgeForm } from './pledge-form';
import { changedMail, lapsedMail, type PledgeLinks, reminderMail } from './pledge-mails';
import { parseAmount } from './self-service';
import type { SubscriptionRow } from './store';

/** An active pledge with no confirmed transfer for this long stops counting (two reminders unanswered). */
const PLEDGE_LAPSE_DAYS = 62;
/** A pledge that never had a confirmed transfer is ended after this long (three reminders). */
export const PLEDGE_GIVE_UP_DAYS = 92;
/** Reminders queued per round at most: a round stays short, the next one continues. */
const REMINDERS_PER_ROUND = 200;
const DAY_MS = 86_400_000;

/** What the donor's page shows about a pledge (they hold its link: their own name and amount). */
export interface PledgeView {
  id: string;
  name: string | null;
  amount: number;
  dogName: string | null;
  status: SubscriptionRow['status'];
  nextReminderAt: Date | null;
  /** The amount suggested to keep up with inflation (increases.ts), until the donor takes it. */
  suggestedAmount: number | null;
}

export type PledgeChange = 'pausar' | 'retomar' | 'terminar' | 'monto';

export function createPledges(
  deps: ServiceDeps,
  {
    dogs,
    pipeline,
    site,
  }: {
    dogs: DogsService;
    pipeline: FormPipeline;
    site: Pick<ReturnType<typeof createSiteService>, 'getSettings'>;
  },
) {
  const { db, config } = deps;
  const planLinks = createPlanLinks(config);
  const links = (id: string): PledgeLinks => ({ notice: planLinks.notice(id), manage: planLinks.manage(id) });
  const written = () => deps.changes.announce('subscriptions');

  async function find(id: string, token: string | null | undefined): Promise<SubscriptionRow | undefined> {
    if (!planLinks.verify(id, token)) return undefined;
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, id), eq(subscriptions.provider, 'transferencia')));
    return row;
  }

  const form = pledgeForm({ dogs, site, links });

  /**
   * One donor's change from a link, with its confirmation mail, in one transaction. 'monto' takes the new
   * amount (as typed, or the suggested one: increases.ts) and clears the suggestion.
   */
  async function change(
    id: string,
    token: string,
    action: PledgeChange,
    amountInput?: unknown,
    now = new Date(),
  ) {
    const plan = await find(id, token);
    if (!plan) throw new AppError(404, PLEDGE_MSG.badLink);
    if (plan.status === 'cancelled') return { view: view(plan), message: PLEDGE_MSG.alreadyEnded };
    if (action === 'monto') {
      const amount = parseAmount(amountInput);
      if (amount === plan.amount) return { view: view(plan), message: PLAN_CHANGE_MSG.sameAmount };
      const message = PLEDGE_MSG.amountChanged(formatAmount(amount, plan.currency));
      return save(plan, { amount, suggestedAmount: null }, message, now);
    }
    const next =
      action === 'terminar'
        ? { status: 'cancelled' as const, cancelledAt: now, nextReminderAt: null }
        : action === 'pausar'
          ? { status: 'paused' as const, nextReminderAt: null }
          : {
              status: plan.startedAt ? ('active' as const) : ('pending' as const),
              nextReminderAt: nextReminder(now),
            };
    const message =
      action === 'terminar' ? PLEDGE_MSG.ended : action === 'pausar' ? PLEDGE_MSG.paused : PLEDGE_MSG.resumed;
    if (
      (action === 'pausar' && plan.status === 'paused') ||
      (action === 'retomar' && plan.status !== 'paused')
    )
      return { view: view(plan), message };
    return save(plan, next, message, now);
  }

  /** Writes a change if the pledge is still in the state it was read in, and mails its confirmation. */
  async function save(plan: SubscriptionRow, set: Partial<SubscriptionRow>, message: string, now: Date) {
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(subscriptions)
        .set({ ...set, updatedAt: now })
        .where(and(eq(subscriptions.id, plan.id), eq(subscriptions.status, plan.status)))
        .returning();
      if (row?.email)
        await enqueueMail(tx, [changedMail(row, message.replace(/\.$/, ''), links(plan.id).manage)]);
      return row;
    });
    if (updated) {
      written();
      deps.mail.wake();
    }
    return { view: view(updated ?? plan), message };
  }

  /**
   * One round on the worker's clock: due reminders are claimed (the conditional update moves the date, so
   * no two instances mail the same month) and queued with the account of «Sitio»; lapsed pledges stop
   * counting and long-silent ones end.
   */
  async function remindDue(now: Date): Promise<{ reminded: number; lapsed: number; ended: number }> {
    const counts = { reminded: 0, lapsed: 0, ended: 0 };
    const due = await db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.provider, 'transferencia'),
          inArray(subscriptions.status, ['pending', 'active']),
          isNotNull(subscriptions.nextReminderAt),
          lte(subscriptions.nextReminderAt, now),
        ),
      )
      .limit(REMINDERS_PER_ROUND);
    if (due.length === 0) return counts;
    const { bank } = await site.getSettings();
    for (const plan of due) {
      const lastGift = plan.lastChargeAt ?? plan.createdAt;
      const silentDays = (now.getTime() - lastGift.getTime()) / DAY_MS;
      const giveUp = !plan.lastChargeAt && silentDays >= PLEDGE_GIVE_UP_DAYS;
      const lapse = plan.status === 'active' && silentDays >= PLEDGE_LAPSE_DAYS;
      await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(subscriptions)
          .set(
            giveUp
              ? { status: 'cancelled', cancelledAt: now, nextReminderAt: null, updatedAt: now }
              : {
                  nextReminderAt: nextReminder(now),
                  ...(lapse && { status: 'pending' as const }),
                  updatedAt: now,
                },
          )
          .where(and(eq(subscriptions.id, plan.id), eq(subscriptions.nextReminderAt, plan.nextReminderAt!)))
          .returning();
        if (!claimed?.email) return;
        await enqueueMail(tx, [
          giveUp
            ? lapsedMail(claimed, links(claimed.id))
            : reminderMail(claimed, bank, links(claimed.id), now),
        ]);
        if (giveUp) counts.ended += 1;
        else counts.reminded += 1;
        if (lapse) counts.lapsed += 1;
      });
    }
    written();
    deps.mail.wake();
    return counts;
  }

  return {
    ...pipeline.bind(form),
    links,
    change,
    remindDue,

    /** The donor's page: what the link's pledge is, or undefined for a wrong link. */
    async check(id: string, token: string | null | undefined): Promise<PledgeView | undefined> {
      const plan = await find(id, token);
      return plan && view(plan);
    },

    /** «Avisanos tu transferencia» from a reminder: the pledge's details, and the reference to send back. */
    async noticePrefill(id: string, token: string | null | undefined) {
      const plan = await find(id, token);
      if (!plan || plan.status === 'cancelled') return undefined;
      return {
        name: plan.name ?? '',
        email: plan.email ?? '',
        amount: String(plan.amount),
        dogName: plan.dogName,
        reference: `${plan.id}.${planLinks.token(plan.id)}`,
      };
    },

    /** The pledge a notice's hidden `aporte` names, if its signature holds: its id, dog and name. */
    async fromReference(reference: string | undefined) {
      const [id, token] = (reference ?? '').split('.');
      const plan = id ? await find(id, token) : undefined;
      return plan && plan.status !== 'cancelled' ? plan : undefined;
    },

    /**
     * Staff confirmed a transfer (the admin, in the confirmation's transaction): if it belongs to a pledge,
     * the pledge counts from now — active, started once, and its last gift on the transfer's day. True when
     * a pledge changed (the caller announces it to the caches after the commit).
     */
    async transferConfirmed(tx: DbOrTx, row: typeof contributions.$inferSelect): Promise<boolean> {
      if (row.method !== 'transferencia' || row.status !== 'paid' || !row.subscriptionId) return false;
      const changed = await tx
        .update(subscriptions)
        .set({
          status: sql`case when ${subscriptions.status} = 'pending' then 'active' else ${subscriptions.status} end`,
          startedAt: sql`coalesce(${subscriptions.startedAt}, ${row.date.toISOString()}::timestamptz)`,
          lastChargeAt: sql`greatest(${subscriptions.lastChargeAt}, ${row.date.toISOString()}::timestamptz)`,
          updatedAt: new Date(),
        })
        .where(and(eq(subscriptions.id, row.subscriptionId), eq(subscriptions.provider, 'transferencia')))
        .returning({ id: subscriptions.id });
      return changed.length > 0;
    },
  };
}

const view = (plan: SubscriptionRow): PledgeView => ({
  id: plan.id,
  name: plan.name,
  amount: plan.amount,
  dogName: plan.dogName,
  status: plan.status,
  nextReminderAt: plan.nextReminderAt,
  suggestedAmount: plan.suggestedAmount,
});

export type PledgesService = ReturnType<typeof createPledges>;
