import { sql } from 'drizzle-orm';
import type { TestApp } from './app';

/**
 * Makes every read of press notes, posts and the interface record fail, as an outage or a broken
 * deployment would, while the database itself stays open (closing it under a running app also breaks
 * its shutdown). Portable SQL: the same suites run on PGlite and PostgreSQL.
 */
export async function takeTablesAway(t: TestApp) {
  for (const table of ['press_notes', 'posts', 'interfaces']) {
    await t.db.execute(sql.raw(`alter table ${table} rename to ${table}_offline`));
  }
}
