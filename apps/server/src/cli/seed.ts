// npm run db:seed — replaces the demo content (users and accounts are kept).
import { openDatabase } from '@campito/db';
import { loadConfig } from '../env';
import { localStorage } from '../media/storage';
import { seedDemo } from '../seed/index';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dir: config.dbDir });
try {
  await database.migrate();
  const summary = await seedDemo(
    { db: database.db, storage: localStorage(config.mediaDir), log: (msg: string) => console.log(msg) },
    { replace: true },
  );
  console.log('Contenido de demostración cargado:', summary);
} finally {
  await database.close();
}
