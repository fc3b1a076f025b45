import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ServiceDeps } from '../src/context';
import { CHANGES_CHANNEL } from '../src/modules/cache/changes';

/**
 * Waits until `check` gives a value (anything but `undefined` or `false`) and returns it; throws after
 * `timeoutMs`. For what arrives a little later: a mail through the outbox, or a change written beside a
 * service that the change feed delivers within milliseconds (in-process on PGlite, LISTEN/NOTIFY on
 * PostgreSQL) to what is kept in memory.
 */
export async function waitFor<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  {
    what = 'La condición',
    timeoutMs = 15_000,
    everyMs = 20,
  }: { what?: string; timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`${what} no se cumplió a tiempo (${timeoutMs} ms)`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * Resolves once every change committed before the call has reached this instance's change feed. The
 * database delivers notifications in commit order, so a marker sent now arrives after all of them: a test
 * that reads a kept answer next reads what the tables held, not what they held before a change still in
 * flight (under load that can take longer than two reads).
 */
async function changesLanded(deps: Pick<ServiceDeps, 'db' | 'changes'>): Promise<void> {
  const marker = `marca-${randomUUID()}`;
  let heard = false;
  const stop = deps.changes.subscribe({
    changed: (table) => {
      if (table === marker) heard = true;
    },
  });
  try {
    await deps.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${marker})`);
    await waitFor(() => heard, { what: 'El aviso de cambios' });
  } finally {
    stop();
  }
}

/**
 * Waits until every change notification still on its way has landed (changesLanded), then until reading
 * each of `reads` a second time is served from the table cache (hits grow, misses do not: a read may keep
 * more than one answer, as a page of a list and its total);
 * throws if that never happens. What a test of a read kept in the table cache checks first.
 */
export async function servedFromMemory(
  deps: Pick<ServiceDeps, 'db' | 'changes' | 'tableCache'>,
  reads: readonly (() => Promise<unknown>)[],
): Promise<true> {
  await changesLanded(deps);
  const cache = deps.tableCache;
  const readAll = () => Promise.all(reads.map((read) => read()));
  return waitFor(
    async () => {
      await readAll();
      const { hits, misses } = cache;
      await readAll();
      return cache.misses === misses && cache.hits > hits;
    },
    { what: 'Leer otra vez desde la memoria' },
  );
}
