// "Mis aportes" (issue 18): what a donor gave through the site and their monthly plans, read by the email
// they verified on their account (a contribution carries the payer's email, not an account).
import { contributions, subscriptions } from '@campito/db';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';

/** The most a profile lists; older ones stay in the shelter's records. */
const DONOR_HISTORY_LIMIT = 100;

export function createDonorsService({ db }: ServiceDeps) {
  return {
    /**
     * A verified email's paid and waiting contributions, newest first, and its monthly plans that still
     * run (or wait for the provider). The caller checks the email is the signed-in person's, verified.
     */
    async history(email: string) {
      const normalized = email.trim().toLowerCase();
      const [given, plans] = await Promise.all([
        db
          .select({
            id: contributions.id,
            date: contributions.date,
            type: contributions.type,
            dogName: contributions.dogName,
            total: contributions.total,
            currency: contributions.currency,
            method: contributions.method,
            status: contributions.status,
          })
          .from(contributions)
          .where(
            and(
              eq(sql`lower(${contributions.email})`, normalized),
              inArray(contributions.status, ['paid', 'pending']),
            ),
          )
          .orderBy(desc(contributions.date))
          .limit(DONOR_HISTORY_LIMIT),
        db
          .select({
            id: subscriptions.id,
            provider: subscriptions.provider,
            type: subscriptions.type,
            dogName: subscriptions.dogName,
            amount: subscriptions.amount,
            currency: subscriptions.currency,
            status: subscriptions.status,
            startedAt: subscriptions.startedAt,
          })
          .from(subscriptions)
          .where(
            and(
              eq(sql`lower(${subscriptions.email})`, normalized),
              inArray(subscriptions.status, ['active', 'paused', 'pending']),
            ),
          )
          .orderBy(desc(subscriptions.createdAt))
          .limit(DONOR_HISTORY_LIMIT),
      ]);
      return { contributions: given, subscriptions: plans };
    },
  };
}

type DonorsService = ReturnType<typeof createDonorsService>;
export type DonorHistory = Awaited<ReturnType<DonorsService['history']>>;
