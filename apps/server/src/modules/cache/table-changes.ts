import type { Database } from '@campito/db';
import type { FastifyBaseLogger } from 'fastify';
import { listenForChanges } from './changes';

/** What a cache in memory hears from the database's change feed (changes.ts). */
interface TableChangeListener {
  /** A committed change to `table`, made by this instance or any other. */
  changed(table: string): void;
  /** The feed is down: a change could go unannounced, so nothing may be kept until restored(). */
  lost?(): void;
  /** The feed is back after a gap: anything may have changed meanwhile. */
  restored?(): void;
}

/**
 * The one change feed of a process, shared by every cache that keeps database answers in memory (the answer
 * cache, the staff lists' totals and statistics, signed-in sessions). `live` is false while a change could
 * go unannounced: caches then keep nothing.
 */
export interface TableChanges {
  readonly live: boolean;
  subscribe(listener: TableChangeListener): () => void;
  /**
   * This instance just committed a change to `table`: its own listeners hear it now, before the database's
   * notification arrives (on PostgreSQL that is a few milliseconds later, on another connection). A
   * demoted staff member's next request must not pass on a session kept from before (the notification
   * still comes, and hearing a change twice only drops a cache twice).
   */
  announce(table: string): void;
  stop(): Promise<void>;
}

export async function watchTableChanges(
  database: Database,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): Promise<TableChanges> {
  const listeners = new Set<TableChangeListener>();
  let live = true;
  const changed = (table: string) => {
    for (const l of listeners) l.changed(table);
  };
  const feed = await listenForChanges(
    database,
    changed,
    () => {
      live = false;
      for (const l of listeners) l.lost?.();
    },
    () => {
      live = true;
      for (const l of listeners) l.restored?.();
    },
    log,
  );
  return {
    get live() {
      return live;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    announce: changed,
    async stop() {
      live = false;
      listeners.clear();
      await feed.stop();
    },
  };
}
