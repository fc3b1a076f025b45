import { rm } from 'node:fs/promises';
import { startServer, tempDataDir } from './fixtures/server';
import { STAFF_ENV } from './fixtures/staff';

/**
 * The demo content seeded once into a DATA_DIR that servers of the journeys copy (E2E_SEEDED_DIR,
 * `seededDataDir()`), then one production server on such a copy for the journeys that share it; tests read
 * its URL from E2E_BASE_URL.
 */
export default async function globalSetup() {
  const seeded = await tempDataDir();
  const seeding = await startServer({ dataDir: seeded });
  const code = await seeding.stop();
  if (code !== 0)
    throw new Error(`Sembrar el contenido de demostración falló (${code}):\n${seeding.output()}`);
  process.env.E2E_SEEDED_DIR = seeded;
  // Its superAdmin (STAFF) lets the journeys that only read the panel share it.
  const server = await startServer({ env: STAFF_ENV });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    await server.stop();
    await rm(seeded, { recursive: true, force: true });
  };
}
