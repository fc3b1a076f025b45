// The rounds of monthly plans: pledges by transfer get their monthly reminder (pledges.ts, remindDue), and
// donors in pesos their yearly suggestion to keep up with inflation (increases.ts, suggestDue). Two minutes
// after start-up, then every hour, on one instance at a time (periodic.ts). A reminder is due at 10 a.m. of
// its day, so an hourly round mails it that morning.
import type { Database } from '@campito/db';
import type { FastifyBaseLogger } from 'fastify';
import { startPeriodic } from '../../../periodic';
import type { Increases } from './increases';
import type { PledgesService } from './pledges';

/** Any constant, the same on every instance, apart from the migrations', housekeeping's and visits' keys. */
const PLEDGES_LOCK_KEY = 0x43414d50; // "CAMP"

export function startPledgeReminders(
  database: Database,
  pledges: Pick<PledgesService, 'remindDue'>,
  increases: Pick<Increases, 'suggestDue'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): { stop(): Promise<void> } {
  return startPeriodic(
    database,
    {
      name: 'pledges',
      lockKey: PLEDGES_LOCK_KEY,
      run: async (now) => ({ ...(await pledges.remindDue(now)), ...(await increases.suggestDue(now)) }),
      worthLogging: (counts) => Boolean(counts.reminded || counts.lapsed || counts.ended || counts.suggested),
      delayMs: 2 * 60_000,
      intervalMs: 3_600_000,
    },
    log,
  );
}
