// Work that runs in rounds while the server lives: housekeeping, visits' offers and reminders, pledges'
// monthly reminders. `scheduleRounds` is the timer: the first round `delayMs` after start-up, then every
// `intervalMs`; rounds never overlap, and stop() asks a running round to stop (its signal) and waits for it.
// `startPeriodic` adds what the rounds of several instances need: on PostgreSQL a round runs only where
// pg_try_advisory_lock(lockKey) succeeds, so the other instances skip it; a failing round is logged and
// the next one runs. Each round gets the clock's time: the work itself takes `now`, so tests pass their own.
import type { Database } from '@campito/db';
import type { FastifyBaseLogger } from 'fastify';
import { tryWithAdvisoryLock } from './locks';

export interface Rounds {
  stop(): Promise<void>;
}

/** Runs `round` after `delayMs`, then every `intervalMs`, one at a time, until stopped. It must not throw. */
export function scheduleRounds(
  round: (signal: AbortSignal) => Promise<void>,
  timing: { delayMs: number; intervalMs: number },
): Rounds {
  const abort = new AbortController();
  let running: Promise<void> | null = null;
  let interval: NodeJS.Timeout | undefined;
  const tick = () => {
    if (abort.signal.aborted || running) return;
    running = round(abort.signal).finally(() => {
      running = null;
    });
  };
  const first = setTimeout(() => {
    tick();
    interval = setInterval(tick, timing.intervalMs);
    interval.unref();
  }, timing.delayMs);
  first.unref();
  return {
    async stop() {
      abort.abort();
      clearTimeout(first);
      clearInterval(interval);
      await running;
    },
  };
}

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
): Rounds {
  return scheduleRounds(async () => {
    try {
      const outcome = await tryWithAdvisoryLock(database, round.lockKey, () => round.run(new Date()));
      if (outcome.ran && round.worthLogging(outcome.value))
        log.info({ [round.name]: outcome.value }, `${round.name} round`);
    } catch (err) {
      log.warn({ err }, `${round.name} round failed`);
    }
  }, round);
}
