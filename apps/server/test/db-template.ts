// The tests' already-migrated database (issue 32): made once per set of migrations, then copied for each
// test file instead of replaying every migration each time — a PGlite data-directory tarball in the
// temporary folder, and a PostgreSQL template database (CREATE DATABASE … TEMPLATE). Both are named by a
// hash of the migrations folder, so a new or changed migration makes a new template by itself.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsFolder, openDatabase } from '@campito/db';
import pg from 'pg';

function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (name.endsWith('.json') || name.endsWith('.sql')) hash.update(name).update(readFileSync(full));
      else if (!name.includes('.')) walk(full);
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

const HASH = migrationsHash();
const PGLITE_TEMPLATE = path.join(tmpdir(), `campito-pglite-template-${HASH}.tar`);
export const POSTGRES_TEMPLATE = `campito_template_${HASH}`;

/** Makes the PGlite template if this set of migrations has none yet (Vitest's global setup). */
export async function ensurePgliteTemplate(): Promise<void> {
  if (existsSync(PGLITE_TEMPLATE)) return;
  const database = await openDatabase({});
  try {
    await database.migrate();
    const dump = await database.pglite!.dumpDataDir('none');
    // Written whole, then renamed: a reader never sees half a template.
    const partial = `${PGLITE_TEMPLATE}.${process.pid}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, PGLITE_TEMPLATE);
  } finally {
    await database.close();
  }
}

/** The PGlite template's tarball, made now if the global setup did not (a file run on its own). */
export async function pgliteTemplate(): Promise<Blob> {
  await ensurePgliteTemplate();
  return new Blob([await readFile(PGLITE_TEMPLATE)]);
}

/** Makes the PostgreSQL template database on TEST_DATABASE_URL's server if there is none yet. */
export async function ensurePostgresTemplate(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [POSTGRES_TEMPLATE]);
    if (found.rowCount) return;
    const building = `${POSTGRES_TEMPLATE}_${process.pid}`;
    await admin.query(`drop database if exists ${building}`);
    await admin.query(`create database ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    // Renamed once complete, so a half-migrated template is never copied.
    await admin.query(`alter database ${building} rename to ${POSTGRES_TEMPLATE}`);
  } finally {
    await admin.end();
  }
}
