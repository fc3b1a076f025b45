// When «Llevo» promises get their reminder (needs.service.ts, remindDue): three minutes after start-up,
// then every hour, on one instance at a time (periodic.ts). A promise for tomorrow is reminded from 10 a.m.
import type { Database } from '@campito/db';
import type { FastifyBaseLogger } from 'fastify';
import { startPeriodic } from '../../periodic';
import type { NeedsService } from './needs.service';

/** Any constant, the same on every instance, apart from the other rounds' keys. */
const NEEDS_LOCK_KEY = 0x43414d4e; // "CAMN"

export function startNeedReminders(
  database: Database,
  needs: Pick<NeedsService, 'remindDue'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): { stop(): Promise<void> } {
  return startPeriodic(
    database,
    {
      name: 'needs',
      lockKey: NEEDS_LOCK_KEY,
      run: (now) => needs.remindDue(now),
      worthLogging: (counts) => counts.reminded > 0,
      delayMs: 3 * 60_000,
      intervalMs: 3_600_000,
    },
    log,
  );
}
