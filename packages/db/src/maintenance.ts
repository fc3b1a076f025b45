// Engine-independent raw access for maintenance work (backups and restores): one transaction on one
// connection, the tables and columns the catalog knows, and the migration level.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from './client';
import { migrationsFolder } from './client';

/** Every row of a raw statement; values are whatever the driver gives (use ::text for exactness). */
export type RawQuery = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

export interface RawTransactionOptions {
  /** A read-only REPEATABLE READ transaction: every statement sees the same snapshot. */
  snapshot?: boolean;
}

/**
 * Runs `work` inside one transaction on one connection, committed when it resolves and rolled back when
 * it throws. Dates and times travel as text in ISO style and UTC, whatever the server's settings.
 */
export async function withRawTransaction<T>(
  database: Database,
  options: RawTransactionOptions,
  work: (query: RawQuery) => Promise<T>,
): Promise<T> {
  const settings = [
    "set local datestyle = 'ISO, YMD'",
    "set local timezone = 'UTC'",
    "set local intervalstyle = 'postgres'",
    "set local bytea_output = 'hex'",
    'set local extra_float_digits = 3',
  ];
  const begin = options.snapshot ? 'set transaction isolation level repeatable read, read only' : undefined;
  if (database.pglite) {
    return database.pglite.transaction(async (tx) => {
      const query: RawQuery = async <R>(text: string, params?: unknown[]) =>
        (await tx.query<R>(text, params)).rows;
      if (begin) await tx.query(begin);
      for (const s of settings) await tx.query(s);
      return work(query);
    });
  }
  if (!database.pool) throw new Error('withRawTransaction: base sin conexión');
  const client = await database.pool.connect();
  try {
    await client.query('begin');
    if (begin) await client.query(begin);
    for (const s of settings) await client.query(s);
    const query: RawQuery = async <R>(text: string, params?: unknown[]) =>
      (await client.query(text, params)).rows as R[];
    const result = await work(query);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

export interface TableInfo {
  name: string;
  columns: { name: string; type: string; identityAlways: boolean }[];
  primaryKey: string[];
  /** Tables this one references (foreign keys), itself excluded. */
  references: string[];
}

/** The ordinary tables of schema `public`, parents before the tables that reference them. */
export async function listTables(query: RawQuery): Promise<TableInfo[]> {
  const columns = await query<{ table: string; name: string; type: string; identity: string }>(
    `select c.relname as "table", a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
            a.attidentity::text as identity
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`,
  );
  const keys = await query<{ table: string; name: string }>(
    `select c.relname as "table", a.attname as name
       from pg_index i
       join pg_class c on c.oid = i.indrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
      where n.nspname = 'public' and i.indisprimary
      order by c.relname, a.attnum`,
  );
  const foreign = await query<{ table: string; parent: string }>(
    `select distinct c.relname as "table", p.relname as parent
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and k.contype = 'f'`,
  );
  const tables = new Map<string, TableInfo>();
  for (const c of columns) {
    let t = tables.get(c.table);
    if (!t) {
      t = { name: c.table, columns: [], primaryKey: [], references: [] };
      tables.set(c.table, t);
    }
    t.columns.push({ name: c.name, type: c.type, identityAlways: c.identity === 'a' });
  }
  for (const k of keys) tables.get(k.table)?.primaryKey.push(k.name);
  for (const f of foreign) if (f.table !== f.parent) tables.get(f.table)?.references.push(f.parent);

  // Topological order, alphabetical among equals, so the same schema always gives the same order.
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const pending = [...tables.values()].sort((a, b) => a.name.localeCompare(b.name));
  while (pending.length > 0) {
    const next = pending.findIndex((t) => t.references.every((r) => placed.has(r) || !tables.has(r)));
    if (next < 0)
      throw new Error(`Referencias circulares entre tablas: ${pending.map((t) => t.name).join(', ')}`);
    const [table] = pending.splice(next, 1);
    ordered.push(table!);
    placed.add(table!.name);
  }
  return ordered;
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface MigrationLevel {
  /** The migration's file name without .sql, e.g. 0003_email_verification. */
  tag: string;
  /** Its `when` in the journal: what drizzle records as created_at. */
  when: number;
}

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

export function readJournal(folder = migrationsFolder): Journal {
  return JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** The last migration applied to the database, or undefined when none is. */
export async function appliedMigrationLevel(query: RawQuery): Promise<MigrationLevel | undefined> {
  const [exists] = await query<{ ok: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as ok`,
  );
  if (!exists?.ok) return undefined;
  const [last] = await query<{ when: string }>(
    'select created_at::text as "when" from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  if (!last) return undefined;
  const when = Number(last.when);
  const entry = readJournal().entries.find((e) => e.when === when);
  return { tag: entry?.tag ?? `desconocida-${when}`, when };
}

/**
 * Applies the committed migrations up to and including `tag`, and no further: a copy of the migrations
 * folder with the later entries left out of its journal.
 */
export async function migrateUpTo(database: Database, tag: string): Promise<void> {
  const journal = readJournal();
  const last = journal.entries.findIndex((e) => e.tag === tag);
  if (last < 0) throw new Error(`La migración ${tag} no está entre las de este código.`);
  const folder = mkdtempSync(path.join(tmpdir(), 'campito-migrations-'));
  try {
    cpSync(migrationsFolder, folder, { recursive: true });
    writeFileSync(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }),
    );
    await database.migrate(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
