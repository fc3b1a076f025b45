// When new-dog alerts go out: a few seconds after any change to the dogs (a staff member published one, on
// this or another instance: the change feed), and every hour for the alerts whose daily wait ended. The
// rounds never overlap; sendDue's conditional claim keeps instances from mailing an alert twice.
import type { FastifyBaseLogger } from 'fastify';
import type { TableChanges } from '../cache/table-changes';
import type { AlertsService } from './alerts.service';

const AFTER_CHANGE_MS = 5_000;
const EVERY_MS = 3_600_000;

export function startAlertMails(
  alerts: Pick<AlertsService, 'sendDue'>,
  changes: Pick<TableChanges, 'subscribe'>,
  log: FastifyBaseLogger,
): { stop(): void } {
  let running = false;
  let soon: NodeJS.Timeout | undefined;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      const sent = await alerts.sendDue();
      if (sent > 0) log.info({ sent }, 'new-dog alerts queued');
    } catch (err) {
      log.error({ err }, 'new-dog alerts round failed');
    } finally {
      running = false;
    }
  };
  const hourly = setInterval(round, EVERY_MS);
  hourly.unref();
  const unsubscribe = changes.subscribe({
    changed(table) {
      if (table !== 'dogs' || soon) return;
      soon = setTimeout(() => {
        soon = undefined;
        void round();
      }, AFTER_CHANGE_MS);
      soon.unref();
    },
  });
  return {
    stop() {
      clearInterval(hourly);
      if (soon) clearTimeout(soon);
      unsubscribe();
    },
  };
}
