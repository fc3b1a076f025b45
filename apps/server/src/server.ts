import { openDatabase } from '@campito/db';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './env';
import { createMediaStorage } from './media/storage';
import type { WebOptions } from './plugins/web';
import { PREPARE_ONLY_FLAG, prepareDatabase, prepareInChildProcess, prepareOnly } from './startup';

const SHUTDOWN_GRACE_MS = 15_000;

export interface StartOptions {
  /**
   * Migrate, create the first admin and seed in a child process first (production), so that memory used
   * once at start-up is not kept by the serving process. See prepareInChildProcess.
   */
  prepareInChild?: boolean;
}

/**
 * Opens the database, prepares it, builds the app and listens; SIGTERM/SIGINT close it gracefully:
 * new requests get 503, in-flight ones finish, then the database is closed.
 * Started with PREPARE_ONLY_FLAG, it only prepares the database and exits.
 */
export async function startServer(web: (config: Config) => Promise<WebOptions>, options: StartOptions = {}) {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  if (process.argv.includes(PREPARE_ONLY_FLAG)) {
    await prepareOnly(config);
    process.exit(0);
  }
  if (options.prepareInChild) {
    try {
      await prepareInChildProcess();
    } catch (err) {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    }
  }

  const database = await openDatabase({ url: config.databaseUrl, dir: config.dbDir });
  const storage = await createMediaStorage(config);
  const app = await buildApp({ config, database, storage, web: await web(config), workers: true });
  try {
    if (!options.prepareInChild) await prepareDatabase(database, storage, config, app.log);
    await app.listen({ port: config.port, host: config.host });
    // React's development build is several times slower: say which one this process runs.
    app.log.info({ nodeEnv: process.env.NODE_ENV ?? null }, 'serving');
    // Log lines are written in blocks (modules/logging/access-log.ts): the start-up ones go out now.
    (app.log as { flush?: () => void }).flush?.();
  } catch (err) {
    app.log.fatal({ err }, 'could not start');
    await app.close().catch(() => {});
    process.exit(1);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      // What was still open (sockets, timers, file operations…) says which step held the close.
      app.log.error({ pending: process.getActiveResourcesInfo() }, 'shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    await app.close();
    app.log.info('closed');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  return app;
}
