// Keeping up with inflation (issue 36, item 6). Once a year — a year after a plan started, then a year after
// each suggestion — or when staff decide, each donor giving monthly in pesos (Mercado Pago or transfer)
// gets a mail proposing a new amount: the percentage staff set in «Sitio», rounded to a friendly figure.
// The mail's link opens the plan's page (/aporte-mensual/{id}?t=…), which offers the amount with one
// button that goes through the donor's own change (self-service.ts, pledges.ts). Nothing changes without
// that click. PayPal plans (dollars) are left out.
import { formatAmount } from '@campito/core';
import { subscriptions } from '@campito/db';
import { and, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { ServiceDeps } from '../../../context';
import { enqueueMail, type MailMessage } from '../../mail/outbox';
import { greeting, renderMail } from '../../mail/templates';
import type { createSiteService } from '../../site/site.service';
import type { PlanLinks } from './links';
import type { SubscriptionRow } from './store';

const DAY_MS = 86_400_000;
/** A suggestion at most once a year on its own… */
const YEARLY_DAYS = 365;
/** …and when staff ask, not to anyone who got one in the last month or started less than three ago. */
const STAFF_GAP_DAYS = 30;
const STAFF_MIN_AGE_DAYS = 90;
/** Mails queued per round at most: the next round goes on. */
const SUGGESTIONS_PER_ROUND = 200;

/**
 * A friendly figure at or above `amount`: to the next $ 500 under $ 10.000, the next $ 1.000 under
 * $ 50.000, the next $ 5.000 above ($ 3.900 → $ 4.000; $ 6.500 stays; $ 15.600 → $ 16.000).
 */
export function friendlyAmount(amount: number): number {
  const step = amount < 10_000 ? 500 : amount < 50_000 ? 1000 : 5000;
  return Math.ceil(amount / step) * step;
}

/** The amount suggested to a plan of `amount` with `percent` more. */
const suggestedFor = (amount: number, percent: number) => friendlyAmount(amount * (1 + percent / 100));

function suggestionMail(plan: SubscriptionRow, suggested: number, manage: string): MailMessage {
  const subject = '¿Actualizamos tu aporte mensual?';
  const now = formatAmount(plan.amount, plan.currency);
  const next = formatAmount(suggested, plan.currency);
  return {
    to: plan.email!,
    subject,
    ...renderMail({
      title: subject,
      paragraphs: [
        greeting(plan.name),
        plan.dogName
          ? `Gracias por apadrinar a ${plan.dogName} todos los meses. Con la inflación, lo que aportás hoy alcanza para menos alimento, remedios y cuidados que cuando empezaste.`
          : 'Gracias por sostener a los perros de El Campito todos los meses. Con la inflación, lo que aportás hoy alcanza para menos alimento, remedios y cuidados que cuando empezaste.',
        `Si podés, te proponemos llevar tu aporte de ${now} a ${next} por mes. Nada cambia si no aceptás: seguís con ${now}, y nos ayudás igual.`,
      ],
      link: { href: manage, label: `Ver la propuesta: ${next} por mes` },
    }),
  };
}

export function createIncreases(
  { db, mail, changes }: Pick<ServiceDeps, 'db' | 'mail' | 'changes'>,
  { site, links }: { site: Pick<ReturnType<typeof createSiteService>, 'getSettings'>; links: PlanLinks },
) {
  /** Queues the suggestion of each plan, claimed with a conditional update so no two rounds mail it. */
  async function suggest(plans: SubscriptionRow[], percent: number, now: Date) {
    let mailed = 0;
    for (const plan of plans) {
      const suggested = suggestedFor(plan.amount, percent);
      if (!plan.email || suggested <= plan.amount) continue;
      await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(subscriptions)
          .set({ suggestedAmount: suggested, suggestedAt: now, updatedAt: now })
          .where(
            and(
              eq(subscriptions.id, plan.id),
              plan.suggestedAt
                ? eq(subscriptions.suggestedAt, plan.suggestedAt)
                : isNull(subscriptions.suggestedAt),
            ),
          )
          .returning();
        if (!claimed) return;
        await enqueueMail(tx, [suggestionMail(claimed, suggested, links.manage(claimed.id))]);
        mailed += 1;
      });
    }
    if (mailed) {
      changes.announce('subscriptions');
      mail.wake();
    }
    return mailed;
  }

  /** Active plans in pesos that may get a suggestion: started, and not suggested to, before `since`. */
  const eligible = (startedBefore: Date, suggestedBefore: Date) =>
    db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.status, 'active'),
          eq(subscriptions.currency, 'ARS'),
          isNotNull(subscriptions.email),
          inArray(subscriptions.provider, ['mercadopago', 'transferencia']),
          lte(subscriptions.startedAt, startedBefore),
          or(isNull(subscriptions.suggestedAt), lte(subscriptions.suggestedAt, suggestedBefore)),
        ),
      )
      .limit(SUGGESTIONS_PER_ROUND);

  return {
    /** The yearly round (pledges.worker.ts, on its clock): nothing while «Sitio» has no percentage. */
    async suggestDue(now: Date): Promise<{ suggested: number }> {
      const { monthlyIncreasePercent: percent } = await site.getSettings();
      if (!percent) return { suggested: 0 };
      const yearAgo = new Date(now.getTime() - YEARLY_DAYS * DAY_MS);
      return { suggested: await suggest(await eligible(yearAgo, yearAgo), percent, now) };
    },

    /**
     * Staff decide it is time (the panel's «Proponer el aumento ahora»): every eligible donor now, with the
     * percentage of «Sitio». Returns how many were mailed, or null when no percentage is set.
     */
    async suggestNow(now: Date): Promise<{ suggested: number } | null> {
      const { monthlyIncreasePercent: percent } = await site.getSettings();
      if (!percent) return null;
      const started = new Date(now.getTime() - STAFF_MIN_AGE_DAYS * DAY_MS);
      const gap = new Date(now.getTime() - STAFF_GAP_DAYS * DAY_MS);
      let suggested = 0;
      // Rounds of at most SUGGESTIONS_PER_ROUND until none is left: a claimed plan leaves the list.
      for (;;) {
        const batch = await suggest(await eligible(started, gap), percent, now);
        suggested += batch;
        if (batch === 0) return { suggested };
      }
    },
  };
}

export type Increases = ReturnType<typeof createIncreases>;
