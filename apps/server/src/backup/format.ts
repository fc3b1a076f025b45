// The backup's format (issue 15): its manifest, how an archive is named, and the check that an archive is
// whole — every table's rows and hash, every media file's hash, nothing missing and nothing extra.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Database, MigrationLevel } from '@campito/db';
import type { MediaStorage } from '../media/storage';
import { readTarGz } from './tar';

export const BACKUP_FORMAT = 'campito-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';
export const PAGE_ROWS = 2000;
/** PostgreSQL accepts at most 65535 parameters per statement. */
export const MAX_PARAMS = 30_000;

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

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

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
export async function mediaNames(storage: MediaStorage): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of storage.list()) if (SAFE_MEDIA_NAME.test(entry.name)) names.push(entry.name);
  return names.sort();
}

/** Whether the storage holds any media file at all. */
export async function hasMedia(storage: MediaStorage): Promise<boolean> {
  for await (const entry of storage.list()) if (SAFE_MEDIA_NAME.test(entry.name)) return true;
  return false;
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
