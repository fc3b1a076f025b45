import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDirectory } from './lock';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The Drizzle database, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: services accept either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /**
   * Applies the committed migrations (under an advisory lock on PostgreSQL); `folder` applies those of
   * another folder of the same layout instead (a restore stops at the backup's level).
   */
  migrate(folder?: string): Promise<void>;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The underlying pool (PostgreSQL) for LISTEN/NOTIFY and raw access; undefined for PGlite. */
  pool?: pg.Pool;
  pglite?: PGlite;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; unset selects PGlite. */
  url?: string;
  poolSize?: number;
  /** PGlite directory; undefined → an in-memory database (tests). */
  dir?: string;
  /**
   * An in-memory PGlite starts as a copy of this data directory (a `dumpDataDir()` tarball): the tests'
   * already-migrated template, so each test file does not replay every migration.
   */
  loadDataDir?: Blob;
}

// Migrations sit beside the package's sources, or beside the server bundle that copies them.
const MIGRATION_CANDIDATES = ['../migrations', './migrations'].map((p) =>
  fileURLToPath(new URL(p, import.meta.url)),
);
export const migrationsFolder = MIGRATION_CANDIDATES.find((p) => existsSync(p)) ?? MIGRATION_CANDIDATES[0]!;

/**
 * Any constant works; it only has to be the same for every instance of this application. The server's
 * start-up (first admin, demo content) takes it too, so instances starting together prepare one at a time.
 */
export const MIGRATION_LOCK_KEY = 0x43414d50; // "CAMP"

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dir, options.loadDataDir);
}

/**
 * PGlite runs PostgreSQL inside this process's WebAssembly heap, which never shrinks. Its default 128 MB of
 * shared buffers is touched at start-up; 16 MB keeps a hot set of this site's tables (the files themselves
 * stay in the operating system's page cache) and saves about 100 MB of resident memory (issue 9's budget).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * A directory is opened by one process at a time (lock.ts): a second one — `npm run db:seed` while the
 * server runs — fails at once with a DatabaseLockedError naming the holder, instead of diverging silently.
 */
async function openPglite(dir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  let unlock = () => {};
  if (dir) {
    await mkdir(dir, { recursive: true });
    unlock = lockDirectory(dir);
  }
  let client: PGlite;
  try {
    client = new PGlite({ dataDir: dir, loadDataDir, startParams: PGLITE_START_PARAMS });
    await client.waitReady;
  } catch (err) {
    unlock();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    pglite: client,
    migrate: (folder = migrationsFolder) => migratePglite(db as never, { migrationsFolder: folder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        unlock();
      }
    },
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    pool,
    migrate: async (folder = migrationsFolder) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: folder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/** Rows of a raw SQL statement; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Whether an error is PostgreSQL's unique violation (23505), on either engine: drizzle wraps the driver's
 * error, so the code may sit on a `cause` further down.
 */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
