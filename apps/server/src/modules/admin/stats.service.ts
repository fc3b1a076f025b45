// Statistics computed from the data (docs/product.md §10.10), per month of a year in Argentina's time; the
// visitors and places booked of visits and events are visits/figures.ts's. The dashboard's "what needs
// attention" is dashboard.service.ts.
import {
  CURRENCIES,
  type Currency,
  type MonthStats,
  RETURN_REASONS,
  SHELTER_TIME_ZONE,
  type YearStats,
} from '@campito/core';
import { adoptionRequests, adoptionReturns, contributions, type Db, dogs, queryRows } from '@campito/db';
import { and, count, gte, lt, type SQL, sql, sum } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { VersionedCache } from '../cache/versioned-cache';
import { fosterFiguresPerMonth } from '../fosters/figures';
import { volunteerHoursPerMonth } from '../shifts/figures';
import { VISIT_FIGURE_TABLES, visitsPerMonth } from '../visits/figures';
import { argentinaDayStart } from './resource';

// The answer's shape is core's: the panel reads the same types.
export type { YearStats } from '@campito/core';

const ZONE = sql.raw(`'${SHELTER_TIME_ZONE}'`);
const monthOf = (column: AnyPgColumn) =>
  sql<number>`extract(month from (${column} at time zone ${ZONE}))::int`;

// Made once: each Intl formatter holds ICU data outside V8's heap, which a formatter per request piled up
// faster than the collector noticed (hundreds of MB under the bench's statistics row; ADR 009).
const YEAR = new Intl.DateTimeFormat('en', { timeZone: SHELTER_TIME_ZONE, year: 'numeric' });

/** The current year on the shelter's calendar. */
export function currentYear(now = new Date()): number {
  return Number(YEAR.format(now));
}

const inYear = (column: AnyPgColumn, year: number) =>
  and(gte(column, argentinaDayStart(`${year}-01-01`)), lt(column, argentinaDayStart(`${year + 1}-01-01`)));

async function perMonth(db: Db, column: AnyPgColumn, year: number, where: SQL | undefined) {
  const rows = await db
    .select({ month: monthOf(column), n: count() })
    .from(column.table)
    .where(and(where, inYear(column, year)))
    .groupBy(monthOf(column));
  return new Map(rows.map((r) => [Number(r.month), Number(r.n)]));
}

// The rule of each series, shared by the monthly counts and the list of years. Written as constants
// (not query parameters) so the planner always matches them with the partial indexes of migration 0005
// (dogs_deleted_at_idx, adoption_requests_approved_idx, contributions_paid_date_idx).
const addedDogs = sql`${dogs.isPending} = false`;
const approvedAdoptions = sql`${adoptionRequests.isPending} = false and ${adoptionRequests.isDelete} = false`;
const removedDogs = sql`${dogs.isDelete} = true`;
const paidContributions = sql`${contributions.status} = 'paid'`;

/** The tables the statistics read: a year's answer stays valid until one of them changes. */
const STATS_TABLES = [
  'dogs',
  'foster_placements',
  'adoption_requests',
  'adoption_returns',
  'contributions',
  ...VISIT_FIGURE_TABLES,
] as const;

/**
 * The distinct years (on Argentina's calendar) of `column` among the rows matching `where`, by a loose
 * index scan: the earliest value, then the earliest from the next January 1 on, and so on — one index
 * probe per year instead of reading every row (a million contributions took a second).
 */
async function yearsOf(db: Db, column: AnyPgColumn, where: SQL): Promise<number[]> {
  const table = column.table;
  const rows = await queryRows<{ year: number }>(
    db,
    sql`with recursive found(at) as (
      (select min(${column}) from ${table} where ${where})
      union all
      select (select min(${column}) from ${table} where ${where}
        and ${column} >= ((date_trunc('year', found.at at time zone ${ZONE}) + interval '1 year') at time zone ${ZONE}))
      from found where found.at is not null
    )
    select extract(year from (at at time zone ${ZONE}))::int as year from found where at is not null`,
  );
  return rows.map((r) => Number(r.year));
}

async function yearsWithData(db: Db, now = new Date()): Promise<number[]> {
  const sources: [AnyPgColumn, SQL][] = [
    [dogs.createdAt, addedDogs],
    [adoptionRequests.approvedAt, approvedAdoptions],
    [dogs.deletedAt, removedDogs],
    [contributions.date, paidContributions],
  ];
  const years = new Set<number>([currentYear(now)]);
  for (const [column, where] of sources) {
    for (const year of await yearsOf(db, column, where)) years.add(year);
  }
  return [...years].sort((a, b) => b - a);
}

/**
 * A year's statistics, kept in `cache` until dogs, adoption requests or contributions change,
 * or for a minute at most (the current year and month move with the clock).
 */
export async function yearStats(
  db: Db,
  year: number,
  cache: VersionedCache,
  now = new Date(),
): Promise<YearStats> {
  return cache.get(`stats ${year} ${currentYear(now)}`, STATS_TABLES, () => computeYearStats(db, year, now));
}

async function computeYearStats(db: Db, year: number, now = new Date()): Promise<YearStats> {
  const [added, adopted, removed, visits, returned, volunteering, fostering] = await Promise.all([
    perMonth(db, dogs.createdAt, year, addedDogs),
    perMonth(db, adoptionRequests.approvedAt, year, approvedAdoptions),
    perMonth(db, dogs.deletedAt, year, removedDogs),
    visitsPerMonth(db, year),
    returnsOf(db, year),
    volunteerHoursPerMonth(db, year),
    fosterFiguresPerMonth(db, year, now),
  ]);
  const money = await db
    .select({
      month: monthOf(contributions.date),
      currency: contributions.currency,
      total: sum(contributions.total),
      n: count(),
    })
    .from(contributions)
    .where(and(paidContributions, inYear(contributions.date, year)))
    .groupBy(monthOf(contributions.date), contributions.currency);

  const zeroMoney = () => Object.fromEntries(CURRENCIES.map((c) => [c, 0])) as Record<Currency, number>;
  const months: MonthStats[] = Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    dogsAdded: added.get(i + 1) ?? 0,
    adoptions: adopted.get(i + 1) ?? 0,
    removals: removed.get(i + 1) ?? 0,
    contributionCount: 0,
    contributions: zeroMoney(),
    visitors: visits.get(i + 1)?.visitors ?? 0,
    bookings: visits.get(i + 1)?.bookings ?? 0,
    returns: returned.byMonth.get(i + 1) ?? 0,
    volunteerHours: volunteering.byMonth.get(i + 1)?.hours ?? 0,
    volunteers: volunteering.byMonth.get(i + 1)?.volunteers ?? 0,
    fosterPlacements: fostering.get(i + 1)?.placed ?? 0,
    fosterDays: fostering.get(i + 1)?.days ?? 0,
  }));
  for (const row of money) {
    const month = months[Number(row.month) - 1]!;
    month.contributions[row.currency] = Math.round(Number(row.total ?? 0) * 100) / 100;
    month.contributionCount += Number(row.n);
  }
  const totals = {
    dogsAdded: 0,
    adoptions: 0,
    removals: 0,
    contributionCount: 0,
    contributions: zeroMoney(),
    visitors: 0,
    bookings: 0,
    returns: 0,
    volunteerHours: 0,
    // Each person once in the year, not the sum of the months.
    volunteers: volunteering.volunteers,
    fosterPlacements: 0,
    fosterDays: 0,
  };
  for (const m of months) {
    totals.returns += m.returns;
    totals.fosterPlacements += m.fosterPlacements;
    totals.fosterDays += m.fosterDays;
    totals.volunteerHours = Math.round((totals.volunteerHours + m.volunteerHours) * 10) / 10;
    totals.dogsAdded += m.dogsAdded;
    totals.adoptions += m.adoptions;
    totals.removals += m.removals;
    totals.contributionCount += m.contributionCount;
    totals.visitors += m.visitors;
    totals.bookings += m.bookings;
    for (const c of CURRENCIES)
      totals.contributions[c] = Math.round((totals.contributions[c] + m.contributions[c]) * 100) / 100;
  }
  return { year, years: await yearsWithData(db, now), months, totals, returnReasons: returned.byReason };
}

/** A year's returns (issue 37): `returned_on` is a calendar day, compared as one. */
async function returnsOf(db: Db, year: number) {
  const month = sql<number>`extract(month from ${adoptionReturns.returnedOn})::int`;
  const rows = await db
    .select({ month, reason: adoptionReturns.reason, n: count() })
    .from(adoptionReturns)
    .where(
      and(
        gte(adoptionReturns.returnedOn, `${year}-01-01`),
        lt(adoptionReturns.returnedOn, `${year + 1}-01-01`),
      ),
    )
    .groupBy(month, adoptionReturns.reason);
  const byMonth = new Map<number, number>();
  const reasons = new Map<string, number>();
  for (const r of rows) {
    byMonth.set(Number(r.month), (byMonth.get(Number(r.month)) ?? 0) + Number(r.n));
    reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + Number(r.n));
  }
  const byReason = [...reasons]
    .map(([reason, n]) => ({
      reason,
      label: RETURN_REASONS[reason as keyof typeof RETURN_REASONS] ?? reason,
      count: n,
    }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'es'));
  return { byMonth, byReason };
}
