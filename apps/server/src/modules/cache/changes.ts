import type { Database } from '@campito/db';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** Channel on which the database announces changed tables (statement triggers, see migrations). */
export const CHANGES_CHANNEL = 'campito_changes';

export interface ChangeFeed {
  stop(): Promise<void>;
}

/**
 * Calls onChange(table) for every committed change to a watched table, whichever instance made it:
 * LISTEN/NOTIFY works on PostgreSQL and on PGlite. While a PostgreSQL listener is disconnected,
 * invalidations could be missed, so onLost() is called and the feed reconnects with backoff.
 */
export async function listenForChanges(
  database: Database,
  onChange: (table: string) => void,
  onLost: () => void,
  onRestored: () => void,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): Promise<ChangeFeed> {
  if (database.pglite) {
    const unsubscribe = await database.pglite.listen(CHANGES_CHANNEL, onChange);
    // The database may already be closed (it is closed last, but tests close it early on purpose).
    return { stop: () => unsubscribe().catch(() => {}) };
  }
  // Its own connection, outside the pool, so the pool can close without waiting for the listener.
  const options = database.pool!.options;
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (attempt: number): Promise<void> => {
    if (stopped) return;
    try {
      const c = new pg.Client(options);
      c.on('error', (err) => {
        log.warn({ err }, 'change feed lost');
        lost(c);
      });
      await c.connect();
      c.on('notification', (msg) => {
        if (msg.channel === CHANGES_CHANNEL && msg.payload) onChange(msg.payload);
      });
      await c.query(`LISTEN ${CHANGES_CHANNEL}`);
      client = c;
      if (attempt > 0) log.info('change feed restored');
      onRestored();
    } catch (err) {
      log.warn({ err, attempt }, 'change feed: cannot connect');
      onLost();
      retry = setTimeout(() => void connect(attempt + 1), Math.min(1000 * 2 ** attempt, 30_000));
      retry.unref();
    }
  };
  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = undefined;
    void c.end().catch(() => {});
    onLost();
    if (!stopped) void connect(1);
  };
  await connect(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      if (client) {
        await client.end().catch(() => {});
      }
    },
  };
}
