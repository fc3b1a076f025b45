// PostgreSQL advisory locks shared by every instance on one database. PGlite runs inside one process,
// which is the only one using its directory, so there the work simply runs.
import type { Database } from '@campito/db';
import type { PoolClient } from 'pg';

async function release(client: PoolClient, key: number): Promise<void> {
  try {
    await client.query('select pg_advisory_unlock($1)', [key]);
    client.release();
  } catch (err) {
    // The connection is gone or broken: destroying it ends its session, and with it the lock.
    client.release(err instanceof Error ? err : true);
  }
}

/** Runs `fn` holding the session advisory lock `key`, waiting as long as another instance holds it. */
export async function withAdvisoryLock<T>(database: Database, key: number, fn: () => Promise<T>): Promise<T> {
  if (!database.pool) return fn();
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
  } catch (err) {
    client.release(err instanceof Error ? err : true);
    throw err;
  }
  try {
    return await fn();
  } finally {
    await release(client, key);
  }
}

/** Runs `fn` only if no other session holds the advisory lock `key` (pg_try_advisory_lock); else `ran: false`. */
export async function tryWithAdvisoryLock<T>(
  database: Database,
  key: number,
  fn: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  if (!database.pool) return { ran: true, value: await fn() };
  const client = await database.pool.connect();
  let locked: boolean;
  try {
    const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      key,
    ]);
    locked = result.rows[0]?.locked === true;
  } catch (err) {
    client.release(err instanceof Error ? err : true);
    throw err;
  }
  if (!locked) {
    client.release();
    return { ran: false };
  }
  try {
    return { ran: true, value: await fn() };
  } finally {
    await release(client, key);
  }
}
