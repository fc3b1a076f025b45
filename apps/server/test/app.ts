import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/env';
import type { WebOptions } from '../src/plugins/web';
import { openTestDatabase } from './database';

/** A test's configuration over `dataDir`: no demo, no logs; `env` overrides it as the environment would. */
export function testConfig(dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
}

/**
 * A whole API on a fresh database and a temporary DATA_DIR, driven with app.inject().
 * `env` overrides configuration variables exactly as the environment would.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  /** Extra routes for the test, added before the app is ready. */
  extend?: (app: Awaited<ReturnType<typeof buildApp>>) => void,
  /** Pages to serve too (test/page-build.ts), for tests that read what a page shows. */
  web?: WebOptions,
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'campito-test-'));
  const config = testConfig(dataDir, env);
  const database = await openTestDatabase();
  const app = await buildApp({ config, database, logger: false, web });
  extend?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    db: database.db,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
