// npm run db:reset — empties the embedded database (and its media) under DATA_DIR.
import { rm } from 'node:fs/promises';
import { loadConfig } from '../env';

const config = loadConfig();
if (config.databaseUrl) {
  console.error('db:reset sólo vacía la base embebida; con DATABASE_URL usá las herramientas de PostgreSQL.');
  process.exit(1);
}
await rm(config.dbDir, { recursive: true, force: true });
await rm(config.mediaDir, { recursive: true, force: true });
console.log(`Base embebida vaciada: ${config.dbDir} (y ${config.mediaDir}). La próxima vez que arranque se migra y,
salvo SEED_DEMO=false, se carga el contenido de demostración.`);
