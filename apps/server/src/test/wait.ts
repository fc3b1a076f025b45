/**
 * Waits until `check` holds, up to a second: the change feed delivers a change within milliseconds
 * (in-process on PGlite, LISTEN/NOTIFY on PostgreSQL), so what is kept in memory follows shortly after.
 */
export async function waitFor(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 50; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${what} did not follow the database within a second`);
}
