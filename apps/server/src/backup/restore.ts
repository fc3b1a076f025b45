// npm run restore: an archive put back into an empty database and media storage, read once and checked
// against its manifest as it goes (read.ts), then migrated to this code's level and checked again. Never
// overwrites anything.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  appliedMigrationLevel,
  type Database,
  listTables,
  migrateUpTo,
  quoteIdent,
  type RawQuery,
  readJournal,
  type TableInfo,
  withRawTransaction,
} from '@campito/db';
import type { MediaStorage } from '../media/storage';
import { BackupError, type BackupManifest, hasMedia, MAX_PARAMS, sha256 } from './format';
import { openBackup } from './read';

export interface RestoreReport {
  manifest: BackupManifest;
  tables: { name: string; rows: number }[];
  mediaFiles: number;
}

/**
 * Restores `file` into an empty target: a database with no rows in any table (and no migration newer
 * than the backup's) and a media storage with no files. Reads the manifest, migrates to the backup's
 * level, then reads the rest of the archive once: every table is inserted in one transaction as its rows
 * arrive, and the media wait in a temporary folder, each checked as it is read. Only when the whole
 * archive matched its manifest is the transaction committed and are the media put in place; a damaged
 * archive leaves no row and no file (the database stays migrated to the backup's level, empty, and
 * takes a restore of that backup). Then fixes sequences, applies any newer migrations of this code and
 * checks counts and hashes against the manifest.
 */
export async function restoreBackup(options: {
  database: Database;
  storage: MediaStorage;
  file: string;
  log?: (message: string) => void;
}): Promise<RestoreReport> {
  const { database, storage, file } = options;
  const log = options.log ?? (() => {});
  log('Leyendo la copia…');
  const backup = await openBackup(file);
  let spool: string | undefined;
  try {
    const { manifest } = backup;
    const journal = readJournal();
    if (!journal.entries.some((e) => e.tag === manifest.migration.tag && e.when === manifest.migration.when))
      throw new BackupError(
        `La copia es de una versión con la migración ${manifest.migration.tag}, que este código no tiene: actualizá el código antes de restaurar.`,
      );
    await assertEmptyTarget(database, storage, manifest);

    log(`Migrando la base hasta ${manifest.migration.tag}…`);
    await migrateUpTo(database, manifest.migration.tag);

    log('Cargando las tablas y verificando la copia…');
    // The media wait here until the whole archive has matched its manifest.
    const dir = await mkdtemp(path.join(tmpdir(), 'campito-restore-'));
    spool = dir;
    const media: string[] = [];
    const tables = await withRawTransaction(database, {}, async (query) => {
      const known = new Map((await listTables(query)).map((t) => [t.name, t]));
      // Checked again inside the transaction that writes: nothing got in since the first look.
      await assertNoRows(query, [...known.keys()]);
      for (const entry of manifest.tables) {
        const table = known.get(entry.name);
        if (!table)
          throw new BackupError(`La tabla ${entry.name} de la copia no existe en la base de destino.`);
        const missing = entry.columns.filter((c) => !table.columns.some((k) => k.name === c));
        if (missing.length > 0)
          throw new BackupError(
            `La tabla ${entry.name} de destino no tiene las columnas ${missing.join(', ')}.`,
          );
      }
      const counts: { name: string; rows: number }[] = [];
      for await (const part of backup.parts()) {
        if (part.kind === 'table') {
          const { table, lines } = part;
          const rows = await insertRows(query, known.get(table.name)!, table, lines);
          counts.push({ name: table.name, rows });
          log(`  ${table.name}: ${rows} filas`);
        } else {
          // Named by position: the spool is ours, whatever the archive calls its files.
          await writeFile(path.join(dir, String(media.length)), part.data);
          media.push(part.file.name);
        }
      }
      await resetSequences(query, [...known.values()]);
      return counts;
    });

    if (media.length > 0) {
      log(`Restaurando ${media.length} imágenes…`);
      for (const [i, name] of media.entries())
        await storage.put(name, await readFile(path.join(dir, String(i))), contentTypeOf(name));
    }

    await checkRestored(database, storage, manifest);
    // Migrations this code has beyond the backup's level run over the restored rows, as they would have.
    await database.migrate();
    return { manifest, tables, mediaFiles: media.length };
  } finally {
    await backup.close();
    if (spool) await rm(spool, { recursive: true, force: true });
  }
}

async function assertNoRows(query: RawQuery, tables: string[]): Promise<void> {
  const full: string[] = [];
  for (const name of tables) {
    const [row] = await query<{ any: boolean }>(`select exists(select 1 from ${quoteIdent(name)}) as "any"`);
    if (row?.any) full.push(name);
  }
  if (full.length > 0)
    throw new BackupError(
      `La base de destino no está vacía (tiene datos en ${full.join(', ')}): restaurá sólo en una base nueva; nunca se sobrescribe una base con datos.`,
    );
}

async function assertEmptyTarget(
  database: Database,
  storage: MediaStorage,
  manifest: BackupManifest,
): Promise<void> {
  await withRawTransaction(database, {}, async (query) => {
    const applied = await appliedMigrationLevel(query);
    if (applied && applied.when > manifest.migration.when)
      throw new BackupError(
        `La base de destino ya tiene la migración ${applied.tag}, posterior a la de la copia (${manifest.migration.tag}): restaurá en una base nueva.`,
      );
    await assertNoRows(
      query,
      (await listTables(query)).map((t) => t.name),
    );
  });
  if (await hasMedia(storage))
    throw new BackupError(
      storage.localDir
        ? `La carpeta de imágenes ${storage.localDir} no está vacía: restaurá en un DATA_DIR nuevo; nunca se sobrescriben archivos.`
        : 'El bucket de imágenes (MEDIA_S3_*) no está vacío: restaurá en un bucket (o prefijo) nuevo; nunca se sobrescriben archivos.',
    );
}

/**
 * Inserts a table's NDJSON rows as they are read, in statements of many rows each; every value goes in
 * as text, cast to its column's type. Returns how many.
 */
async function insertRows(
  query: RawQuery,
  table: TableInfo,
  entry: BackupManifest['tables'][number],
  lines: AsyncIterable<string[]>,
): Promise<number> {
  const { columns } = entry;
  const types = columns.map((name) => table.columns.find((c) => c.name === name)!.type);
  const overriding = table.columns.some((c) => c.identityAlways && columns.includes(c.name))
    ? ' overriding system value'
    : '';
  const head = `insert into ${quoteIdent(table.name)} (${columns.map(quoteIdent).join(', ')})${overriding} values `;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  let batch: (string | null)[] = [];
  let batchRows = 0;
  let total = 0;
  const flush = async () => {
    if (batchRows === 0) return;
    const tuples: string[] = [];
    for (let r = 0; r < batchRows; r++)
      tuples.push(`(${types.map((type, c) => `$${r * columns.length + c + 1}::text::${type}`).join(', ')})`);
    await query(head + tuples.join(', '), batch);
    total += batchRows;
    batch = [];
    batchRows = 0;
  };
  let failure: unknown;
  for await (const chunk of lines) {
    // After a failure the rest is still read: a damaged table then says so when its check runs after
    // the last line, which explains the failure better than the database's complaint about a value.
    if (failure) continue;
    try {
      for (const line of chunk) {
        const record = parseRow(line, entry.name);
        for (const c of columns) batch.push(record[c] ?? null);
        if (++batchRows >= perStatement) await flush();
      }
    } catch (err) {
      failure = err;
    }
  }
  if (failure) throw failure;
  await flush();
  return total;
}

function parseRow(line: string, table: string): Record<string, string | null> {
  try {
    const record = JSON.parse(line) as Record<string, string | null> | null;
    if (record && typeof record === 'object') return record;
  } catch {
    // Not JSON: said below.
  }
  throw new BackupError(`La tabla ${table} está dañada en la copia.`);
}

/** Serial and identity columns continue after the restored values. */
async function resetSequences(query: RawQuery, tables: TableInfo[]): Promise<void> {
  for (const table of tables) {
    for (const column of table.columns) {
      const [seq] = await query<{ name: string | null }>('select pg_get_serial_sequence($1, $2) as name', [
        quoteIdent(table.name),
        column.name,
      ]);
      if (!seq?.name) continue;
      await query(
        `select setval($1, coalesce((select max(${quoteIdent(column.name)}) from ${quoteIdent(table.name)}), 0) + 1, false)`,
        [seq.name],
      );
    }
  }
}

/** After a restore: every table has the manifest's count and every media file is back with its hash. */
async function checkRestored(
  database: Database,
  storage: MediaStorage,
  manifest: BackupManifest,
): Promise<void> {
  await withRawTransaction(database, { snapshot: true }, async (query) => {
    for (const table of manifest.tables) {
      const [row] = await query<{ n: string }>(`select count(*)::text as n from ${quoteIdent(table.name)}`);
      if (Number(row?.n) !== table.rows)
        throw new BackupError(
          `Después de restaurar, ${table.name} tiene ${row?.n} filas en vez de ${table.rows}.`,
        );
    }
  });
  for (const file of manifest.media.files) {
    const data = await storage.get(file.name).catch(() => undefined);
    if (!data || sha256(data) !== file.sha256)
      throw new BackupError(`Después de restaurar, la imagen ${file.name} no coincide con la copia.`);
  }
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
};

function contentTypeOf(name: string): string {
  return CONTENT_TYPES[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}
