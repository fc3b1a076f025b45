import { spawn } from 'node:child_process';
import type { Database } from '@campito/db';
import { MIGRATION_LOCK_KEY, openDatabase, users } from '@campito/db';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { Config } from './env';
import { withAdvisoryLock } from './locks';
import { createMediaStorage, type MediaStorage } from './media/storage';
import { hashPassword } from './modules/users/password';
import { seedDemo } from './seed/index';

/**
 * What happens before the server listens: migrations, the first admin from ADMIN_EMAIL/ADMIN_PASSWORD,
 * and demo content into an empty database (SEED_DEMO). On PostgreSQL the admin and the demo run under the
 * migrations' advisory lock: instances starting together on an empty database take turns, and the later
 * ones find the content the first one loaded and skip it (without the lock both would insert the demo).
 */
export async function prepareDatabase(
  database: Database,
  storage: MediaStorage,
  config: Config,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  await database.migrate();
  if (!config.admin && !config.seedDemo) return;
  await withAdvisoryLock(database, MIGRATION_LOCK_KEY, async () => {
    if (config.admin) await ensureAdmin(database, config.admin, log);
    if (config.seedDemo) {
      const summary = await seedDemo({ db: database.db, storage, log: (msg) => log.info(msg) });
      if (!summary.skipped) log.info({ summary }, 'demo content loaded');
    }
  });
}

/** Creates the superAdmin of ADMIN_EMAIL unless a user with that email exists (never a built-in account). */
async function ensureAdmin(
  database: Database,
  admin: { email: string; password: string },
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  const email = admin.email.trim().toLowerCase();
  const [existing] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) return;
  await database.db
    .insert(users)
    .values({
      name: 'Administración',
      email,
      passwordHash: await hashPassword(admin.password),
      roles: ['superAdmin'],
      // The operator set this address in the configuration: it needs no mailed proof.
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing();
  log.info({ email }, 'superAdmin created from ADMIN_EMAIL');
}

/** The argument that makes the production entry prepare the database and exit instead of serving. */
export const PREPARE_ONLY_FLAG = '--prepare-database';

/**
 * Runs prepareDatabase in a short-lived child process of this same entry point, before the server opens
 * the database. Seeding renders dozens of images and writes thousands of rows; done in the serving process,
 * that work would stay resident for its whole life (PGlite's WebAssembly heap and the image library's
 * allocations never shrink), which breaks the memory budget of ADR 007. The child's memory is returned
 * to the system when it exits. Rejects when the child fails, with its exit code.
 */
export function prepareInChildProcess(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, PREPARE_ONLY_FLAG], {
      stdio: 'inherit',
      env: process.env,
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`database preparation failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/** The child's side of prepareInChildProcess: open, prepare, close. */
export async function prepareOnly(config: Config): Promise<void> {
  const log = pino({ level: config.logLevel });
  const database = await openDatabase({ url: config.databaseUrl, dir: config.dbDir });
  const storage = await createMediaStorage(config);
  try {
    await prepareDatabase(database, storage, config, log);
  } finally {
    await database.close();
    await storage.close?.();
  }
}
