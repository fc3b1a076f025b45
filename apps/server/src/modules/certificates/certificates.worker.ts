// When January's certificate mails go (certificates.service.ts, noticeRound): five minutes after start-up,
// then every six hours, on one instance at a time (periodic.ts). Outside January a round does nothing.
import type { Database } from '@campito/db';
import type { FastifyBaseLogger } from 'fastify';
import { startPeriodic } from '../../periodic';
import type { CertificatesService } from './certificates.service';

/** Any constant, the same on every instance, apart from the other rounds' keys. */
const CERTIFICATES_LOCK_KEY = 0x43414d43; // "CAMC"

export function startCertificateNotices(
  database: Database,
  certificates: Pick<CertificatesService, 'noticeRound'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): { stop(): Promise<void> } {
  return startPeriodic(
    database,
    {
      name: 'certificates',
      lockKey: CERTIFICATES_LOCK_KEY,
      run: (now) => certificates.noticeRound(now),
      worthLogging: (counts) => counts.mailed > 0,
      delayMs: 5 * 60_000,
      intervalMs: 6 * 3_600_000,
    },
    log,
  );
}
