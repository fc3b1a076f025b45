import type { DbOrTx } from '@campito/db';
import type { FastifyBaseLogger } from 'fastify';
import { deliverDueMails } from './outbox';
import type { MailTransport } from './transport';

export interface MailWorker {
  /** Ask for a delivery round soon (after a submission queued mails). */
  wake(): void;
  stop(): Promise<void>;
}

/** Polls the outbox (and wakes on demand) until stopped; one round at a time. */
export function startMailWorker(
  db: DbOrTx,
  transport: MailTransport,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  intervalMs = 5000,
): MailWorker {
  let running: Promise<void> | null = null;
  let stopped = false;
  let again = false;

  const round = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDueMails(db, transport, {
      onLost: (id) =>
        log.warn({ mail: id }, 'mail outbox: lease lost to another worker, outcome not written'),
    })
      .then((r) => {
        if (r.sent || r.failed) log.info(r, 'mail outbox round');
      })
      .catch((err) => log.warn({ err }, 'mail outbox round failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          round();
        }
      });
  };
  const timer = setInterval(round, intervalMs);
  timer.unref();
  round();
  return {
    wake: round,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
