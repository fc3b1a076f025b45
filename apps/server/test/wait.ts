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
 * Waits until reading each of `reads` a second time is served from `cache` (its hit count grows by one per
 * read), once any change notification still on its way has landed; throws if that never happens. What a
 * test of a read kept in the table cache checks first.
 */
export function servedFromMemory(
  cache: { readonly hits: number },
  reads: readonly (() => Promise<unknown>)[],
): Promise<true> {
  const readAll = () => Promise.all(reads.map((read) => read()));
  return waitFor(
    async () => {
      await readAll();
      const hits = cache.hits;
      await readAll();
      return cache.hits - hits === reads.length;
    },
    { what: 'Leer otra vez desde la memoria' },
  );
}
