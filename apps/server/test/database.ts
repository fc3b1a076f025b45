// Test databases: a fresh in-memory PGlite, or — when TEST_DB=postgres — a fresh database created on
// the server of TEST_DATABASE_URL and dropped afterwards. Both start as a copy of the already-migrated
// template (db-template.ts). Suites whose behaviour depends on the engine run on both (scripts/test.mjs).
import { randomBytes } from 'node:crypto';
import { type Database, openDatabase } from '@campito/db';
import pg from 'pg';
import { ensurePostgresTemplate, POSTGRES_TEMPLATE, pgliteTemplate } from './db-template';

export const testEngine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A new, empty (not even migrated) database on the server of TEST_DATABASE_URL: its URL, and `drop()`.
 * For tests that open it several times, as several instances would.
 */
export async function createPostgresTestDatabase(
  options: { migrated?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres necesita TEST_DATABASE_URL');
  if (options.migrated) await ensurePostgresTemplate(adminUrl);
  const name = `campito_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${options.migrated ? ` template ${POSTGRES_TEMPLATE}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        // An autovacuum worker on the database has no role, and a non-superuser may not end it: the
        // forced drop then fails with 42501 until the worker is done (a second or so). Try again.
        for (let attempt = 1; ; attempt++) {
          try {
            await dropper.query(`drop database if exists ${name} with (force)`);
            return;
          } catch (error) {
            if ((error as { code?: string }).code !== '42501' || attempt >= 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
        }
      } finally {
        await dropper.end();
      }
    },
  };
}

/** A fresh, migrated database of the engine under test (TEST_DB), copied from the template. */
export async function openTestDatabase(): Promise<Database> {
  if (testEngine === 'pglite') {
    const database = await openDatabase({ loadDataDir: await pgliteTemplate() });
    await database.migrate();
    return database;
  }
  const created = await createPostgresTestDatabase({ migrated: true });
  const database = await openDatabase({ url: created.url, poolSize: 4 });
  await database.migrate();
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      await created.drop();
    },
  };
}
