import type { Rng } from './random';

// Dates are built in UTC between 12:00 and 22:00, which is 09:00–19:00 in Argentina (UTC−3): the
// calendar day is the same on both sides, so statistics grouped in either zone agree.

const SEED_START_YEAR = 2020;
const DAY_MS = 86_400_000;

export interface Month {
  year: number;
  /** 0–11 */
  month: number;
}

/** Every month from January 2020 to the month of `now`, both included. */
export function monthsUntil(now: Date, fromYear = SEED_START_YEAR): Month[] {
  const months: Month[] = [];
  const last = now.getUTCFullYear() * 12 + now.getUTCMonth();
  for (let m = fromYear * 12; m <= last; m++) months.push({ year: Math.floor(m / 12), month: m % 12 });
  return months;
}

/** A daytime moment inside the month, never later than `now`. */
export function dateInMonth(rng: Rng, { year, month }: Month, now: Date): Date {
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const candidate = new Date(
    Date.UTC(year, month, rng.int(1, days), rng.int(12, 21), rng.int(0, 59), rng.int(0, 59)),
  );
  if (candidate <= now) return candidate;
  // Current month: fall back to a moment between the first of the month and now.
  const start = Date.UTC(year, month, 1);
  return new Date(start + Math.floor(rng.float() * Math.max(0, now.getTime() - start)));
}

/** A daytime moment between two dates (used for spreads that do not follow months). */
export function dateBetween(rng: Rng, from: Date, to: Date): Date {
  const t = from.getTime() + Math.floor(rng.float() * Math.max(0, to.getTime() - from.getTime()));
  const d = new Date(t);
  d.setUTCHours(rng.int(12, 21), rng.int(0, 59), rng.int(0, 59), 0);
  return d > to ? to : d < from ? from : d;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function daysBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / DAY_MS;
}

/** YYYY-MM-DD, the format of the `date` columns. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Spreads `count` moments evenly over the months, jittered inside each slot, sorted oldest first.
 * The first falls in the first month and the last in the last, so the spread always reaches both ends.
 */
export function spreadOverMonths(rng: Rng, count: number, months: readonly Month[], now: Date): Date[] {
  return Array.from({ length: count }, (_, i) => {
    const jittered = Math.min(months.length - 1, Math.floor(((i + rng.float()) * months.length) / count));
    const slot = i === 0 ? 0 : i === count - 1 ? months.length - 1 : jittered;
    return dateInMonth(rng, months[slot]!, now);
  }).sort((a, b) => a.getTime() - b.getTime());
}
