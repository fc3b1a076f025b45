// npm run restore: an archive checked against its manifest (format.ts) put back into an empty database and
// media storage, then migrated to this code's level and checked again. Never overwrites anything.
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
import { BackupError, type BackupManifest, hasMedia, MAX_PARAMS, sha256, verifyBackup } from './format';
import { readTarGz } from './tar';

export interface RestoreReport {
  manifest: BackupManifest;
  tables: { name: string; rows: number }[];
  mediaFiles: number;
}

/**
 * Restores `file` into an empty target: a database with no rows in any table (and no migration newer
 * than the backup's) and a media storage with no files. Migrates to the backup's level, inserts every
 * table in one transaction, fixes sequences, puts the media back, then applies any newer migrations of
 * this code and checks counts and hashes against the manifest. Never overwrites anything.
 */
export async function restoreBackup(options: {
  database: Database;
  storage: MediaStorage;
  file: string;
  log?: (message: string) => void;
}): Promise<RestoreReport> {
  const { database, storage, file } = options;
  const log = options.log ?? (() => {});
  log('Verificando la copia…');
  const manifest = await verifyBackup(file);

  const journal = readJournal();
  if (!journal.entries.some((e) => e.tag === manifest.migration.tag && e.when === manifest.migration.when))
    throw new BackupError(
      `La copia es de una versión con la migración ${manifest.migration.tag}, que este código no tiene: actualizá el código antes de restaurar.`,
    );
  await assertEmptyTarget(database, storage, manifest);

  log(`Migrando la base hasta ${manifest.migration.tag}…`);
  await migrateUpTo(database, manifest.migration.tag);

  log('Cargando las tablas…');
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
    for await (const archived of readTarGz(file)) {
      const entry = manifest.tables.find((t) => t.file === archived.name);
      if (!entry) continue;
      const rows = await insertRows(query, known.get(entry.name)!, entry.columns, archived.data);
      counts.push({ name: entry.name, rows });
      log(`  ${entry.name}: ${rows} filas`);
    }
    await resetSequences(query, [...known.values()]);
    return counts;
  });

  let mediaFiles = 0;
  if (manifest.media.files.length > 0) {
    log(`Restaurando ${manifest.media.files.length} imágenes…`);
    for await (const archived of readTarGz(file)) {
      if (!archived.name.startsWith('media/')) continue;
      const name = archived.name.slice('media/'.length);
      await storage.put(name, archived.data, contentTypeOf(name));
      mediaFiles++;
    }
  }

  await checkRestored(database, storage, manifest);
  // Migrations this code has beyond the backup's level run over the restored rows, as they would have.
  await database.migrate();
  return { manifest, tables, mediaFiles };
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

/** Inserts the NDJSON rows in statements of many rows each; every value goes in as text, cast to its column's type. */
async function insertRows(
  query: RawQuery,
  table: TableInfo,
  columns: string[],
  data: Buffer,
): Promise<number> {
  const types = columns.map((name) => table.columns.find((c) => c.name === name)!.type);
  const overriding = table.columns.some((c) => c.identityAlways && columns.includes(c.name))
    ? ' overriding system value'
    : '';
  const head = `insert into ${quoteIdent(table.name)} (${columns.map(quoteIdent).join(', ')})${overriding} values `;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const lines = data.toString('utf8').split('\n');
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
  for (const line of lines) {
    if (line === '') continue;
    const record = JSON.parse(line) as Record<string, string | null>;
    for (const c of columns) batch.push(record[c] ?? null);
    if (++batchRows >= perStatement) await flush();
  }
  await flush();
  return total;
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
