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
