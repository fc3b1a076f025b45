// When the bookings' rounds run (rounds.ts): a minute after start-up, then every VISITS_ROUND_MS, on one
// instance at a time (periodic.ts).
import type { Database } from '@campito/db';
import type { FastifyBaseLogger } from 'fastify';
import { startPeriodic } from '../../periodic';
import type { RoundCounts } from './rounds';

/** Any constant, the same on every instance, apart from the migrations', housekeeping's and pledges' keys. */
const VISITS_LOCK_KEY = 0x43414d56; // "CAMV"
/** Offers last a day and reminders go the day before: every five minutes is on time for both. */
const VISITS_ROUND_MS = 5 * 60_000;
const FIRST_ROUND_DELAY_MS = 60_000;

export function startVisitsWorker(
  database: Database,
  visits: { tick(now?: Date): Promise<RoundCounts> },
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): { stop(): Promise<void> } {
  return startPeriodic(
    database,
    {
      name: 'visits',
      lockKey: VISITS_LOCK_KEY,
      run: (now) => visits.tick(now),
      worthLogging: (counts) => Boolean(counts.expired || counts.offered || counts.reminded),
      delayMs: FIRST_ROUND_DELAY_MS,
      intervalMs: VISITS_ROUND_MS,
    },
    log,
  );
}
