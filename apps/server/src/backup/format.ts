// The backup's format (issue 15): its manifest and how an archive is named. An archive holds
// manifest.json first, then one NDJSON file per table (db/NNN-table.ndjson) and the media (media/NAME);
// read.ts checks one against its manifest.
import { createHash } from 'node:crypto';
import type { Database, MigrationLevel } from '@campito/db';
import type { MediaStorage } from '../media/storage';

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

/** The manifest as read from an archive, refused when it is not ours, is newer than this code or names a path. */
export function parseManifest(data: Buffer): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(data.toString('utf8')) as BackupManifest;
  } catch {
    throw new BackupError('El manifiesto de la copia no se puede leer.');
  }
  if (manifest?.format !== BACKUP_FORMAT) throw new BackupError('El archivo no es una copia de El Campito.');
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION)
    throw new BackupError(
      `La copia usa el formato ${manifest.formatVersion}, más nuevo que el de este código (${BACKUP_FORMAT_VERSION}): actualizá el código.`,
    );
  for (const m of manifest.media.files)
    if (!SAFE_MEDIA_NAME.test(m.name))
      throw new BackupError(`Nombre de imagen inválido en la copia: ${m.name}`);
  return manifest;
}
