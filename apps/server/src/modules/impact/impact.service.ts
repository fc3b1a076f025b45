// /impacto (issue 18): what the shelter does with what it receives, computed from the data — dogs in care,
// dogs that cannot walk, adoptions this year and last, active sponsors, money received this month and this
// year per currency. Aggregates only: no name, email or amount of anyone. Kept in memory until one of the
// tables it reads changes (on any instance), like the pages that show it.
import { SHELTER_TIME_ZONE } from '@campito/core';
import { adoptionRequests, contributions, dogs, subscriptions } from '@campito/db';
import { and, count, countDistinct, gte, lt, sql, sum } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { argentinaDayStart } from '../admin/resource';
import { currentYear } from '../admin/stats.service';

/** The tables the figures read: the page's cache tags too (routes/impacto.tsx). */
const IMPACT_TABLES = ['dogs', 'adoption_requests', 'contributions', 'subscriptions'] as const;

/** How long a one-off sponsorship counts its sponsor as active. */
const SPONSOR_DAYS = 31;

export interface ImpactFigures {
  year: number;
  dogsInCare: number;
  dogsThatCannotWalk: number;
  adoptions: { thisYear: number; lastYear: number };
  activeSponsors: number;
  /** Paid contributions, per currency (only the currencies that received something). */
  received: { month: Record<string, number>; year: Record<string, number> };
}

// Made once, not per call: a formatter holds ICU data outside V8's heap (see stats.service.ts).
const YEAR_MONTH = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHELTER_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
});

/** The first day of this month on Argentina's calendar ("2026-11-01"). */
function monthStartIso(now: Date): string {
  const [y, m] = YEAR_MONTH.format(now).split('-');
  return `${y}-${m}-01`;
}

export function createImpactService({ db, tableCache }: ServiceDeps) {
  async function compute(now: Date): Promise<ImpactFigures> {
    const year = currentYear(now);
    const yearStart = argentinaDayStart(`${year}-01-01`);
    const lastYearStart = argentinaDayStart(`${year - 1}-01-01`);
    const monthStart = argentinaDayStart(monthStartIso(now));
    const inCare = sql`${dogs.isDelete} = false and ${dogs.isPending} = false and ${dogs.adoptedAt} is null`;
    const approved = sql`${adoptionRequests.isPending} = false and ${adoptionRequests.isDelete} = false`;
    const paid = sql`${contributions.status} = 'paid'`;
    const receivedSince = (since: Date) =>
      db
        .select({ currency: contributions.currency, total: sum(contributions.total) })
        .from(contributions)
        .where(and(paid, gte(contributions.date, since)))
        .groupBy(contributions.currency);
    const adoptionsBetween = async (from: Date, to: Date) =>
      Number(
        (
          await db
            .select({ n: count() })
            .from(adoptionRequests)
            .where(and(approved, gte(adoptionRequests.approvedAt, from), lt(adoptionRequests.approvedAt, to)))
        )[0]?.n ?? 0,
      );
    const [care, thisYear, lastYear, sponsors, month, yearTotals] = await Promise.all([
      db
        .select({
          dogs: count(),
          cannotWalk: sql<number>`count(*) filter (where ${dogs.mobility} <> 'camina')`,
        })
        .from(dogs)
        .where(inCare),
      adoptionsBetween(yearStart, argentinaDayStart(`${year + 1}-01-01`)),
      adoptionsBetween(lastYearStart, yearStart),
      // Sponsors: whoever has an active monthly sponsorship, or sponsored a dog once in the last month,
      // counted once by email.
      db.select({ n: countDistinct(sql`sponsor`) }).from(
        sql`(select lower(${subscriptions.email}) as sponsor from ${subscriptions}
                where ${subscriptions.status} = 'active' and ${subscriptions.type} = 'padrinazgo' and ${subscriptions.email} is not null
               union
               select lower(${contributions.email}) from ${contributions}
                where ${paid} and ${contributions.type} = 'padrinazgo' and ${contributions.email} is not null
                  and ${contributions.date} >= ${new Date(now.getTime() - SPONSOR_DAYS * 86_400_000)}) as sponsors`,
      ),
      receivedSince(monthStart),
      receivedSince(yearStart),
    ]);
    const perCurrency = (rows: { currency: string; total: string | null }[]) =>
      Object.fromEntries(rows.filter((r) => Number(r.total) > 0).map((r) => [r.currency, Number(r.total)]));
    return {
      year,
      dogsInCare: Number(care[0]?.dogs ?? 0),
      dogsThatCannotWalk: Number(care[0]?.cannotWalk ?? 0),
      adoptions: { thisYear, lastYear },
      activeSponsors: Number(sponsors[0]?.n ?? 0),
      received: { month: perCurrency(month), year: perCurrency(yearTotals) },
    };
  }

  return {
    compute,
    /** The figures now, kept until one of IMPACT_TABLES changes or the month turns. */
    figures(now = new Date()): Promise<ImpactFigures> {
      return tableCache.get(`impact ${monthStartIso(now)}`, IMPACT_TABLES, () => compute(now));
    },
  };
}
