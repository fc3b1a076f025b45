import { startServer } from './fixtures/server';

/** One production server with demo content for the journeys; tests read its URL from E2E_BASE_URL. */
export default async function globalSetup() {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    await server.stop();
  };
}
