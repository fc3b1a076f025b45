// npm run restore -- FILE — restores an archive of npm run backup into an EMPTY target: the PGlite of
// DATA_DIR before anything was created there, or the (empty) PostgreSQL database of DATABASE_URL; media
// into DATA_DIR/media (or the bucket of MEDIA_S3_*). Refuses a target with data; never overwrites.
import path from 'node:path';
import { DatabaseLockedError, openDatabase } from '@campito/db';
import { BackupError, restoreBackup } from '../backup/backup';
import { ConfigError, loadConfig } from '../env';
import { createMediaStorage } from '../media/storage';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const fileArg = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!fileArg)
  fail('Uso: npm run restore -- ARCHIVO.tar.gz (en un DATA_DIR nuevo o una base PostgreSQL vacía).');
const file = path.resolve(fileArg);

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env, { serving: false });
} catch (err) {
  if (err instanceof ConfigError) fail(err.message);
  throw err;
}

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase({ url: config.databaseUrl, dir: config.dbDir });
} catch (err) {
  if (err instanceof DatabaseLockedError) fail(err.message);
  throw err;
}
const storage = await createMediaStorage(config);
try {
  console.log(`Restaurando ${file} en ${database.engine === 'pglite' ? config.dbDir : 'DATABASE_URL'}…`);
  const report = await restoreBackup({ database, storage, file, log: (msg) => console.log(msg) });
  const rows = report.tables.reduce((sum, t) => sum + t.rows, 0);
  const { manifest } = report;
  console.log(
    `Copia restaurada y verificada: ${report.tables.length} tablas, ${rows.toLocaleString('es-AR')} filas y ` +
      `${report.mediaFiles.toLocaleString('es-AR')} imágenes, iguales a las del manifiesto ` +
      `(copia del ${manifest.createdAt}, ${manifest.engine}, migración ${manifest.migration.tag}).`,
  );
} catch (err) {
  if (err instanceof BackupError) fail(`No se pudo restaurar: ${err.message}`);
  throw err;
} finally {
  await storage.close?.();
  await database.close();
}
