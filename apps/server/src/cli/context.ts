// What every command-line script starts with: the configuration (for a script, not a server) and the
// database, each failing with its Spanish message alone — no stack trace — and exit code 1.
import { type Database, DatabaseLockedError, openDatabase } from '@campito/db';
import { type Config, ConfigError, loadConfig } from '../env';

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export function cliConfig(): Config {
  try {
    return loadConfig(process.env, { serving: false });
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
}

/** The configured database; a PGlite directory another process holds is refused with its holder named. */
export async function cliDatabase(config: Config): Promise<Database> {
  try {
    return await openDatabase({ url: config.databaseUrl, dir: config.dbDir });
  } catch (err) {
    if (err instanceof DatabaseLockedError) fail(err.message);
    throw err;
  }
}
