// When the bookings' rounds run (rounds.ts): a minute after start-up, then every VISITS_ROUND_MS. On
// PostgreSQL a round runs only where pg_try_advisory_lock succeeds (VISITS_LOCK_KEY), so one instance at a
// time does it; the others skip that round. The rounds never overlap, a failing round is logged and the
// next one runs; stop() waits for a running round.
import type { Database } from '@campito/db';
import type { FastifyBaseLogger } from 'fastify';
import { tryWithAdvisoryLock } from '../../locks';
import type { RoundCounts } from './rounds';

/** Any constant, the same on every instance, apart from the migrations' and housekeeping's keys. */
const VISITS_LOCK_KEY = 0x43414d56; // "CAMV"
/** Offers last a day and reminders go the day before: every five minutes is on time for both. */
const VISITS_ROUND_MS = 5 * 60_000;
const FIRST_ROUND_DELAY_MS = 60_000;

export function startVisitsWorker(
  database: Database,
  visits: { tick(now?: Date): Promise<RoundCounts> },
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  timing: { delayMs: number; intervalMs: number } = {
    delayMs: FIRST_ROUND_DELAY_MS,
    intervalMs: VISITS_ROUND_MS,
  },
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  let interval: NodeJS.Timeout | undefined;
  const round = () => {
    if (stopped || running) return;
    running = tryWithAdvisoryLock(database, VISITS_LOCK_KEY, () => visits.tick(new Date()))
      .then((outcome) => {
        if (outcome.ran && (outcome.value.expired || outcome.value.offered || outcome.value.reminded))
          log.info({ visits: outcome.value }, 'visits round');
      })
      .catch((err) => log.warn({ err }, 'visits round failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(() => {
    round();
    interval = setInterval(round, timing.intervalMs);
    interval.unref();
  }, timing.delayMs);
  first.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(interval);
      await running;
    },
  };
}
