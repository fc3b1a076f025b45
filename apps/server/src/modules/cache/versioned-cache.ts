// Reads kept in memory until one of the tables they read changes: answers the admin computes from whole
// tables (a list's total, a year's statistics), and the public reads every page repeats (the site's
// interface record, a dog by id, a page of the dog list, a dog's care meter and news, the press and project
// lists, the adoption form's dogs: ADR 009). The change feed (changes.ts: statement triggers, LISTEN/NOTIFY
// on every instance) says which table changed, whoever changed it; this instance's own admin writes say so
// at once, after their commit. With a million contributions a total is a scan of a million index entries:
// it is counted again only after a change, never once per page.
import type { TableChanges } from './table-changes';

/**
 * The tables whose changes the database announces (migrations 0002 and 0005). Only answers that read
 * nothing else may be kept: a table missing here would never tell us it changed. `mail_outbox_failed` is
 * not a table: the failed rows of mail_outbox, announced by row triggers (migration 0010) — an answer
 * tagged with it may read those rows only. `subscriptions` and `dog_updates` (a dog's care meter and news) are
 * announced by migration 0012, `favorites` by migration 0014, `events` and `event_bookings` (the calendar's
 * places) and `school_requests` (the dashboard) by migration 0016, `campaigns` and `campaign_updates` by
 * migration 0022.
 */
const WATCHED_TABLES: ReadonlySet<string> = new Set([
  'dogs',
  'press_notes',
  'posts',
  'interfaces',
  'contributions',
  'users',
  'adoption_requests',
  'volunteers',
  'contact_messages',
  'audit_log',
  'mail_outbox_failed',
  'favorites',
  'subscriptions',
  'dog_updates',
  'events',
  'event_bookings',
  'school_requests',
  'campaigns',
  'campaign_updates',
]);

/** However quiet the tables, an answer is computed again after this long. */
export const MAX_AGE_MS = 60_000;
/**
 * Answers kept at most (the least recently used go first). Most are a number or a year; the largest is a
 * page of the dog list (tens of KB), so the whole cache stays within a few tens of MB.
 */
export const MAX_ENTRIES = 500;

interface Entry<T> {
  value: T;
  tables: readonly string[];
  versions: number[];
  at: number;
}

/**
 * Per-table change counters and the answers computed under them. `enabled` is false while the feed is
 * down (a change could go unannounced): then nothing is kept and everything is computed.
 */
const sameVersions = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

export class VersionedCache {
  private readonly versions = new Map<string, number>();
  private readonly entries = new Map<string, Entry<unknown>>();
  /** Answers being computed: requests asking meanwhile, under the same versions, wait for the same one. */
  private readonly pending = new Map<string, { versions: number[]; promise: Promise<unknown> }>();
  enabled = false;
  hits = 0;
  misses = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** A table changed: every answer that read it is stale. */
  changed(table: string): void {
    this.versions.set(table, (this.versions.get(table) ?? 0) + 1);
  }

  /**
   * Anything may have changed (the feed was lost or restored after a gap; this instance just wrote):
   * every answer goes, and one still being computed will not be stored.
   */
  forgetAll(): void {
    this.entries.clear();
    for (const table of new Set([...WATCHED_TABLES, ...this.versions.keys()])) this.changed(table);
  }

  get size(): number {
    return this.entries.size;
  }

  private snapshot(tables: readonly string[]): number[] {
    return tables.map((t) => this.versions.get(t) ?? 0);
  }

  /**
   * The answer stored under `key` while none of `tables` changed and it is younger than MAX_AGE_MS;
   * otherwise `compute()` — once for all the requests asking meanwhile —, stored only if no table
   * changed while it ran. `key` must name everything the answer depends on besides `tables`.
   */
  async get<T>(key: string, tables: readonly string[], compute: () => Promise<T>): Promise<T> {
    if (!this.enabled || !tables.every((t) => WATCHED_TABLES.has(t))) return compute();
    const before = this.snapshot(tables);
    const hit = this.entries.get(key);
    if (
      hit &&
      this.now() - hit.at < MAX_AGE_MS &&
      hit.tables.length === tables.length &&
      hit.tables.every((t, i) => t === tables[i]) &&
      sameVersions(hit.versions, before)
    ) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, hit);
      this.hits++;
      return hit.value as T;
    }
    const running = this.pending.get(key);
    if (running && sameVersions(running.versions, before)) {
      this.hits++;
      return running.promise as Promise<T>;
    }
    this.misses++;
    const promise = compute().then((value) => {
      if (this.enabled && sameVersions(this.snapshot(tables), before)) {
        this.entries.delete(key);
        this.entries.set(key, { value, tables, versions: before, at: this.now() });
        while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      }
      return value;
    });
    const entry = { versions: before, promise };
    this.pending.set(key, entry);
    try {
      return await promise;
    } finally {
      if (this.pending.get(key) === entry) this.pending.delete(key);
    }
  }
}

/**
 * A cache fed by the process's change feed (table-changes.ts): off while the feed is down, emptied when it
 * comes back. `stop` unsubscribes.
 */
export function watchTables(changes: TableChanges): { cache: VersionedCache; stop(): void } {
  const cache = new VersionedCache();
  cache.enabled = changes.live;
  const stop = changes.subscribe({
    changed: (table) => cache.changed(table),
    lost: () => {
      cache.enabled = false;
      cache.forgetAll();
    },
    restored: () => {
      cache.forgetAll();
      cache.enabled = true;
    },
  });
  return { cache, stop };
}
