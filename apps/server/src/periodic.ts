// A round of work every few minutes, on one instance at a time (visits' offers and reminders, pledges'
// monthly reminders). The first round runs `delayMs` after start-up, then every `intervalMs`; on PostgreSQL
// a round runs only where pg_try_advisory_lock(lockKey) succeeds, so the other instances skip it. Rounds
// never overlap, a failing round is logged and the next one runs, and stop() waits for a running round.
// Each round gets the clock's time: the work itself takes `now`, so tests pass their own.
import type { Database } from '@campito/db';
import type { FastifyBaseLogger } from 'fastify';
import { tryWithAdvisoryLock } from './locks';

export interface PeriodicRound<T> {
  /** Logged with the round's outcome. */
  name: string;
  /** Any constant, the same on every instance, different from every other lock's key. */
  lockKey: number;
  run(now: Date): Promise<T>;
  /** Whether the outcome is worth a log line (something happened). */
  worthLogging(outcome: T): boolean;
  delayMs: number;
  intervalMs: number;
}

export function startPeriodic<T>(
  database: Database,
  round: PeriodicRound<T>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  let interval: NodeJS.Timeout | undefined;
  const once = () => {
    if (stopped || running) return;
    running = tryWithAdvisoryLock(database, round.lockKey, () => round.run(new Date()))
      .then((outcome) => {
        if (outcome.ran && round.worthLogging(outcome.value))
          log.info({ [round.name]: outcome.value }, `${round.name} round`);
      })
      .catch((err) => log.warn({ err }, `${round.name} round failed`))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(() => {
    once();
    interval = setInterval(once, round.intervalMs);
    interval.unref();
  }, round.delayMs);
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
