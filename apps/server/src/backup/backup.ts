// npm run backup / npm run restore (issue 15): one .tar.gz with a manifest, a logical dump of every table
// and the media files. The dump is engine-independent: each value is PostgreSQL's own text form of it
// (what `::text` gives and every type's input accepts), so a PGlite backup restores into PostgreSQL and
// back, timestamps, jsonb, arrays, numeric and bytea included, exactly.
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  appliedMigrationLevel,
  type Database,
  listTables,
  type MigrationLevel,
  migrateUpTo,
  quoteIdent,
  type RawQuery,
  readJournal,
  type TableInfo,
  withRawTransaction,
} from '@campito/db';
import type { MediaStorage } from '../media/storage';
import { readTarGz, TarGzWriter } from './tar';

const BACKUP_FORMAT = 'campito-backup';
const BACKUP_FORMAT_VERSION = 1;
const MANIFEST = 'manifest.json';
const PAGE_ROWS = 2000;
/** PostgreSQL accepts at most 65535 parameters per statement. */
const MAX_PARAMS = 30_000;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  appVersion: string;
  createdAt: string;
  engine: Database['engine'];
  /** The last migration applied to the database that was copied. */
  migration: MigrationLevel;
  /** In dependency order: a table comes after the tables it references. */
  tables: { name: string; file: string; columns: string[]; rows: number; sha256: string }[];
  media: {
    /**
     * Where the media were: `local` (DATA_DIR/media) or `remote` (a bucket). Either way every file is in
     * the archive. (Archives made before the bucket's files were included say `remote` with no files.)
     */
    storage: 'local' | 'remote';
    files: { name: string; size: number; sha256: string }[];
  };
}

export class BackupError extends Error {}

/** The names the server gives media files (media/storage.ts): never a path. */
const SAFE_MEDIA_NAME = /^[a-z0-9][a-z0-9._-]*$/i;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** campito-backup-YYYYMMDD-HHMMSS.tar.gz, in UTC. */
export function defaultBackupName(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replaceAll('-', '')
    .replaceAll(':', '')
    .replace('T', '-');
  return `campito-backup-${stamp}.tar.gz`;
}

/** The files of the media storage (its directory or its bucket), sorted; none when it has none. */
async function mediaNames(storage: MediaStorage): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of storage.list()) if (SAFE_MEDIA_NAME.test(entry.name)) names.push(entry.name);
  return names.sort();
}

/** Whether the storage holds any media file at all. */
async function hasMedia(storage: MediaStorage): Promise<boolean> {
  for await (const entry of storage.list()) if (SAFE_MEDIA_NAME.test(entry.name)) return true;
  return false;
}

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
    const tar = new TarGzWriter(partial);
    try {
      await tar.addBuffer(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
      for (const [i, table] of tables.entries()) {
        const spooled = path.join(work, `${i}.ndjson`);
        await tar.addFile(table.file, spooled, (await stat(spooled)).size);
      }
      for (const entry of media.files) {
        const data = await storage.get(entry.name);
        if (sha256(data) !== entry.sha256)
          throw new BackupError(`El archivo ${entry.name} cambió durante la copia.`);
        await tar.addBuffer(`media/${entry.name}`, data);
      }
    } finally {
      await tar.finish();
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

/**
 * Reads the whole archive and checks it against its manifest: the format, every table's row count and
 * hash, every media file's hash, nothing missing and nothing extra. Returns the manifest.
 */
export async function verifyBackup(file: string): Promise<BackupManifest> {
  if (!existsSync(file)) throw new BackupError(`No existe el archivo ${file}.`);
  let manifest: BackupManifest | undefined;
  const seen = new Set<string>();
  for await (const entry of readTarGz(file)) {
    if (!manifest) {
      if (entry.name !== MANIFEST)
        throw new BackupError(`${file} no es una copia de El Campito (falta ${MANIFEST}).`);
      manifest = parseManifest(entry.data);
      continue;
    }
    seen.add(entry.name);
    const table = manifest.tables.find((t) => t.file === entry.name);
    if (table) {
      if (sha256(entry.data) !== table.sha256)
        throw new BackupError(`La tabla ${table.name} está dañada en la copia.`);
      const rows = entry.data.length === 0 ? 0 : entry.data.toString('utf8').split('\n').length - 1;
      if (rows !== table.rows)
        throw new BackupError(
          `La tabla ${table.name} tiene ${rows} filas; el manifiesto dice ${table.rows}.`,
        );
      continue;
    }
    const media = entry.name.startsWith('media/')
      ? manifest.media.files.find((m) => `media/${m.name}` === entry.name)
      : undefined;
    if (!media)
      throw new BackupError(`La copia tiene un archivo que el manifiesto no nombra: ${entry.name}.`);
    if (entry.data.length !== media.size || sha256(entry.data) !== media.sha256)
      throw new BackupError(`La imagen ${media.name} está dañada en la copia.`);
  }
  if (!manifest) throw new BackupError(`${file} está vacío.`);
  const missing = [
    ...manifest.tables.map((t) => t.file),
    ...manifest.media.files.map((m) => `media/${m.name}`),
  ].filter((name) => !seen.has(name));
  if (missing.length > 0)
    throw new BackupError(`A la copia le faltan archivos: ${missing.slice(0, 5).join(', ')}.`);
  return manifest;
}

function parseManifest(data: Buffer): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(data.toString('utf8')) as BackupManifest;
  } catch {
    throw new BackupError('El manifiesto de la copia no se puede leer.');
  }
  if (manifest.format !== BACKUP_FORMAT) throw new BackupError('El archivo no es una copia de El Campito.');
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION)
    throw new BackupError(
      `La copia usa el formato ${manifest.formatVersion}, más nuevo que el de este código (${BACKUP_FORMAT_VERSION}): actualizá el código.`,
    );
  for (const m of manifest.media.files)
    if (!SAFE_MEDIA_NAME.test(m.name))
      throw new BackupError(`Nombre de imagen inválido en la copia: ${m.name}`);
  return manifest;
}

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
