// npm run backup [-- --out FILE] — one restorable archive: the database (PGlite or DATABASE_URL) as a
// logical dump of every table, plus the media files (backup/backup.ts). With PGlite the server must be
// stopped (the database lock says so); with PostgreSQL it reads one consistent snapshot while the site runs.
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { BackupError, createBackup, defaultBackupName } from '../backup/backup';
import { createMediaStorage } from '../media/storage';
import { cliConfig, cliDatabase, fail } from './context';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
if (outIndex >= 0 && !args[outIndex + 1]) fail('Falta el nombre del archivo después de --out.');

const config = cliConfig();
const file = path.resolve(
  outIndex >= 0 ? args[outIndex + 1]! : path.join(config.dataDir, 'backups', defaultBackupName()),
);
const appVersion = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

const database = await cliDatabase(config);
const storage = await createMediaStorage(config);
try {
  await mkdir(path.dirname(file), { recursive: true });
  console.log(`Copiando la base (${database.engine === 'pglite' ? config.dbDir : 'DATABASE_URL'})…`);
  const manifest = await createBackup({
    database,
    storage,
    file,
    appVersion,
    log: (msg) => console.log(msg),
  });
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Copia lista: ${file}\n  migración ${manifest.migration.tag}, ${manifest.tables.length} tablas, ${rows.toLocaleString('es-AR')} filas, ` +
      `${manifest.media.files.length.toLocaleString('es-AR')} imágenes.`,
  );
  console.log('Guardala fuera de este servidor (otro disco, otra máquina).');
} catch (err) {
  if (err instanceof BackupError) fail(`No se hizo la copia: ${err.message}`);
  throw err;
} finally {
  await storage.close?.();
  await database.close();
}
