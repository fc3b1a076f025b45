// The panel's foster figures (issue 38, item 6), per month of a year: dogs that went to a foster home (by
// the day their placement started) and foster days (the days dogs lived in foster homes that month; a
// placement still going on counts up to today). Calendar days, compared as days: no time zone involved.
import { isoDay } from '@campito/core';
import { type Db, fosterPlacements } from '@campito/db';
import { and, gte, isNull, lte, or } from 'drizzle-orm';

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both included (calendar days "YYYY-MM-DD"). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
const monthStart = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;
const monthEnd = (year: number, month: number) => isoDay(Date.UTC(year, month, 0, 15));

export async function fosterFiguresPerMonth(db: Db, year: number, now = new Date()) {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  // Placements that overlap the year: a few hundred at most for a shelter.
  const rows = await db
    .select({ startsOn: fosterPlacements.startsOn, endedOn: fosterPlacements.endedOn })
    .from(fosterPlacements)
    .where(
      and(
        lte(fosterPlacements.startsOn, last),
        or(isNull(fosterPlacements.endedOn), gte(fosterPlacements.endedOn, first)),
      ),
    );
  const today = isoDay(now);
  const byMonth = new Map<number, { placed: number; days: number }>();
  for (let month = 1; month <= 12; month++) {
    const from = monthStart(year, month);
    const to = monthEnd(year, month);
    let placed = 0;
    let days = 0;
    for (const r of rows) {
      if (r.startsOn >= from && r.startsOn <= to) placed++;
      const start = r.startsOn > from ? r.startsOn : from;
      const stop = [r.endedOn ?? today, to, today].sort()[0]!;
      if (stop >= start) days += daysBetween(start, stop);
    }
    byMonth.set(month, { placed, days });
  }
  return byMonth;
}
