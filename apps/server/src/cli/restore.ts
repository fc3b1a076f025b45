// npm run restore -- FILE — restores an archive of npm run backup into an EMPTY target: the PGlite of
// DATA_DIR before anything was created there, or the (empty) PostgreSQL database of DATABASE_URL; media
// into DATA_DIR/media (or the bucket of MEDIA_S3_*). Refuses a target with data; never overwrites.
import path from 'node:path';
import { BackupError, restoreBackup } from '../backup/backup';
import { createMediaStorage } from '../media/storage';
import { cliConfig, cliDatabase, fail } from './context';

const fileArg = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!fileArg)
  fail('Uso: npm run restore -- ARCHIVO.tar.gz (en un DATA_DIR nuevo o una base PostgreSQL vacía).');
const file = path.resolve(fileArg);

const config = cliConfig();

const database = await cliDatabase(config);
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
