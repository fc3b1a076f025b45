// @engines pglite postgres — a migration and its indexes: `npm test` runs this file on both (scripts/test.mjs).
// 0005_scale_indexes on a database that already has data, on PGlite and (with TEST_DB=postgres) on
// PostgreSQL: the indexes are built and valid, the new tables announce their changes on the feed, and the
// planner can use the partial indexes for the queries they were made for.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';

const TAG = '0005_scale_indexes';
const NEW_INDEXES = [
  'adoption_requests_date_idx',
  'adoption_requests_approved_idx',
  'contact_messages_created_at_idx',
  'contributions_paid_date_idx',
  'contributions_dog_idx',
  'dogs_listed_idx',
  'dogs_created_at_idx',
  'dogs_deleted_at_idx',
  'dogs_lower_name_idx',
  'users_created_at_idx',
  'users_roles_idx',
  'volunteers_date_idx',
];
const ANNOUNCED = [
  'contributions',
  'users',
  'adoption_requests',
  'volunteers',
  'contact_messages',
  'audit_log',
];

/**
 * The migrations folder as it was before 0005 (or, `through`, with 0005 the last: later migrations may
 * replace its indexes — 0008 turned dogs_lower_name_idx into dogs_folded_name_idx).
 */
function foldersBefore(through = false): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'campito-migrations-'));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  const index = journal.entries.findIndex((e: { tag: string }) => e.tag === TAG);
  expect(index).toBeGreaterThan(0);
  const older = journal.entries.slice(0, through ? index + 1 : index);
  mkdirSync(path.join(dir, 'meta'));
  writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: older }));
  for (const e of older)
    copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

const EXISTING_DATA = `
  insert into dogs (name, gender, age, size, race, "references", is_delete, deleted_at, is_pending, created_at)
  select 'Perro ' || g, (array['macho','hembra'])[1 + g % 2]::dog_gender, 'adulto', 'chico', 'Mestizo',
    array['Tranquilo'], g % 4 = 0, case when g % 4 = 0 then now() end, g % 9 = 0, now() - g * interval '1 day'
  from generate_series(1, 300) g;
  insert into contributions (email, type, date, total, method, status, dog_id)
  select 'p' || g || '@example.com', 'donación', now() - g * interval '1 hour', 100, 'otro',
    (array['paid','pending','failed'])[1 + g % 3]::contribution_status, null
  from generate_series(1, 500) g;
`;

interface Engine {
  /** Runs SQL; rows of the last statement. */
  query<T>(text: string): Promise<T[]>;
  migrateTo(folder: string): Promise<void>;
  /** Resolves with the payloads announced on campito_changes while `work` runs (and shortly after). */
  announced(work: () => Promise<void>): Promise<string[]>;
  close(): Promise<void>;
}

async function pgliteEngine(): Promise<Engine> {
  const client = new PGlite();
  const db = drizzlePglite(client);
  return {
    query: async <T>(text: string) => ((await client.exec(text)).at(-1)?.rows ?? []) as T[],
    migrateTo: (folder) => migratePglite(db, { migrationsFolder: folder }),
    async announced(work) {
      const seen: string[] = [];
      const stop = await client.listen('campito_changes', (payload) => seen.push(payload));
      await work();
      await new Promise((r) => setTimeout(r, 50));
      await stop();
      return seen;
    },
    close: () => client.close(),
  };
}

async function postgresEngine(): Promise<Engine> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `campito_test_scale_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // Dropping the database ends its connections; a closing one may still report it.
  pool.on('error', () => {});
  const db = drizzlePg(pool);
  return {
    query: async <T>(text: string) => {
      const result = await pool.query(text);
      const last = Array.isArray(result) ? result.at(-1) : result;
      return last.rows as T[];
    },
    migrateTo: (folder) => migratePg(db, { migrationsFolder: folder }),
    async announced(work) {
      const seen: string[] = [];
      const listener = new pg.Client({ connectionString: url.toString() });
      await listener.connect();
      listener.on('notification', (msg) => seen.push(msg.payload ?? ''));
      await listener.query('LISTEN campito_changes');
      await work();
      await new Promise((r) => setTimeout(r, 300));
      await listener.end();
      return seen;
    },
    async close() {
      await pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const engines: [string, () => Promise<Engine>][] = [['PGlite', pgliteEngine]];
if (process.env.TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL)
  engines.push(['PostgreSQL', postgresEngine]);

describe.each(engines)('migration %s on %s', (_label, open) => {
  let engine: Engine;
  let before: string;
  let through: string;

  beforeAll(async () => {
    before = foldersBefore();
    through = foldersBefore(true);
    engine = await open();
    await engine.migrateTo(before);
    await engine.query(EXISTING_DATA);
    await engine.migrateTo(through);
  });

  afterAll(async () => {
    await engine?.close();
    rmSync(before, { recursive: true, force: true });
    rmSync(through, { recursive: true, force: true });
  });

  it('builds every new index over the rows already there, valid and ready', async () => {
    const rows = await engine.query<{ name: string; valid: boolean }>(
      `select c.relname as name, i.indisvalid and i.indisready as valid
       from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname like any (array['%_idx'])`,
    );
    const found = Object.fromEntries(rows.map((r) => [r.name, r.valid]));
    for (const name of NEW_INDEXES) expect(found[name], name).toBe(true);
  });

  it('announces changes to the tables the admin lists and statistics keep', async () => {
    const seen = await engine.announced(async () => {
      await engine.query(`
        insert into users (name, email) values ('Nueva', 'nueva@example.com');
        update contributions set total = total where email = 'p1@example.com';
        delete from contact_messages;
        delete from volunteers;
        delete from adoption_requests;
        delete from audit_log;`);
    });
    for (const table of ANNOUNCED) expect(seen, table).toContain(table);
  });

  it('lets the planner answer the list, its count and the statistics from the new indexes', async () => {
    // Few rows: forbid the sequential scan the planner would rightly prefer, and see which index it takes
    // (after a VACUUM, as autovacuum would have run: index-only scans need the pages marked all-visible).
    await engine.query('vacuum analyze dogs');
    await engine.query('vacuum analyze contributions');
    const plan = async (text: string) =>
      (
        await engine.query<{ 'QUERY PLAN': string }>(
          `set enable_seqscan = off; set enable_bitmapscan = off; explain ${text}`,
        )
      )
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    const listed = `"dogs"."is_delete" = false and "dogs"."is_pending" = false`;
    expect(await plan(`select count(*) from dogs where ${listed} and "dogs"."gender" = 'hembra'`)).toMatch(
      /Index Only Scan using dogs_listed_idx/,
    );
    expect(
      await plan(
        `select id from dogs where ${listed} and "dogs"."age" = 'adulto' order by created_at desc, id desc limit 10 offset 20`,
      ),
    ).toMatch(/Index Only Scan Backward using dogs_listed_idx/);
    expect(
      await plan(
        `select currency, sum(total), count(*) from contributions where "contributions"."status" = 'paid'
         and date >= '2024-01-01' and date < '2025-01-01' group by 1`,
      ),
    ).toMatch(/Index Only Scan using contributions_paid_date_idx/);
    expect(
      await plan(`select count(*) from dogs where "dogs"."is_delete" = true and deleted_at >= '2024-01-01'`),
    ).toMatch(/dogs_deleted_at_idx/);
    expect(
      await plan(
        `select * from contributions where dog_id = '00000000-0000-0000-0000-000000000001' order by date desc limit 10`,
      ),
    ).toMatch(/contributions_dog_idx/);
    expect(await plan(`select * from dogs where lower(name) = lower('Perro 7')`)).toMatch(
      /dogs_lower_name_idx/,
    );
  });
});
