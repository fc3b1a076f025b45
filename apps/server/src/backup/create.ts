// npm run backup: the database's tables as engine-independent text and the media files, in one .tar.gz
// with its manifest (format.ts) first, from one consistent snapshot while the site keeps running. Each
// table is spooled to disk, then streamed into the archive (archive.ts).
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  appliedMigrationLevel,
  type Database,
  listTables,
  quoteIdent,
  type RawQuery,
  type TableInfo,
  withRawTransaction,
} from '@campito/db';
import type { MediaStorage } from '../media/storage';
import { ArchiveWriter } from './archive';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  type BackupManifest,
  MANIFEST,
  mediaNames,
  PAGE_ROWS,
  sha256,
} from './format';

/**
 * Writes the backup to `file` (which must not exist) and returns its manifest. On PostgreSQL every table
 * is read in one read-only REPEATABLE READ transaction: one consistent snapshot while the site keeps
 * running. Media are listed after the snapshot, so every image it mentions is there.
 */
export async function createBackup(options: {
  database: Database;
  storage: MediaStorage;
  file: string;
  appVersion: string;
  log?: (message: string) => void;
}): Promise<BackupManifest> {
  const { database, storage, file } = options;
  const log = options.log ?? (() => {});
  if (existsSync(file)) throw new BackupError(`${file} ya existe: no se sobrescribe.`);
  const work = await mkdtemp(path.join(tmpdir(), 'campito-backup-'));
  const partial = `${file}.partial`;
  try {
    const { migration, tables } = await withRawTransaction(database, { snapshot: true }, async (query) => {
      const migration = await appliedMigrationLevel(query);
      if (!migration)
        throw new BackupError('La base no tiene migraciones aplicadas: no hay nada que copiar.');
      const tables: BackupManifest['tables'] = [];
      for (const [i, table] of (await listTables(query)).entries()) {
        const name = `db/${String(i).padStart(3, '0')}-${table.name}.ndjson`;
        const dumped = await dumpTable(query, table, path.join(work, `${i}.ndjson`));
        tables.push({ name: table.name, file: name, columns: table.columns.map((c) => c.name), ...dumped });
        log(`  ${table.name}: ${dumped.rows} filas`);
      }
      return { migration, tables };
    });

    const media: BackupManifest['media'] = { storage: storage.localDir ? 'local' : 'remote', files: [] };
    for (const name of await mediaNames(storage)) {
      const data = await storage.get(name);
      media.files.push({ name, size: data.length, sha256: sha256(data) });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: options.appVersion,
      createdAt: new Date().toISOString(),
      engine: database.engine,
      migration,
      tables,
      media,
    };

    await rm(partial, { force: true });
    const archive = new ArchiveWriter(partial);
    try {
      // The manifest first: a restore needs it before the rest, which it reads in one pass.
      await archive.add(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
      for (const [i, table] of tables.entries())
        await archive.addFile(table.file, path.join(work, `${i}.ndjson`));
      for (const entry of media.files) {
        const data = await storage.get(entry.name);
        if (sha256(data) !== entry.sha256)
          throw new BackupError(`El archivo ${entry.name} cambió durante la copia.`);
        await archive.add(`media/${entry.name}`, data);
      }
      await archive.finish();
    } catch (err) {
      await archive.abort();
      throw err;
    }
    // Only a complete archive gets the final name.
    await rename(partial, file);
    return manifest;
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** One table as NDJSON: one object per row, each value its text form or null; ordered by primary key. */
async function dumpTable(
  query: RawQuery,
  table: TableInfo,
  file: string,
): Promise<{ rows: number; sha256: string }> {
  const select = table.columns.map((c, i) => `${quoteIdent(c.name)}::text as c${i}`).join(', ');
  const order = (table.primaryKey.length > 0 ? table.primaryKey : table.columns.map((c) => c.name))
    .map(quoteIdent)
    .join(', ');
  const hash = createHash('sha256');
  const out = createWriteStream(file);
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
  });
  let rows = 0;
  try {
    for (let offset = 0; ; offset += PAGE_ROWS) {
      const page = await query<Record<string, string | null>>(
        `select ${select} from ${quoteIdent(table.name)} order by ${order} limit ${PAGE_ROWS} offset ${offset}`,
      );
      for (const row of page) {
        const record: Record<string, string | null> = {};
        table.columns.forEach((c, i) => {
          record[c.name] = row[`c${i}`] ?? null;
        });
        const line = `${JSON.stringify(record)}\n`;
        hash.update(line);
        if (!out.write(line)) await new Promise<void>((resolve) => out.once('drain', resolve));
      }
      rows += page.length;
      if (page.length < PAGE_ROWS) break;
    }
  } finally {
    out.end();
  }
  await finished;
  return { rows, sha256: hash.digest('hex') };
}
