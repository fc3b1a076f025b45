import type { Database } from '@campito/db';
import { users } from '@campito/db';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './env';
import type { MediaStorage } from './media/storage';
import { hashPassword } from './modules/users/password';
import { seedDemo } from './seed/index';

/**
 * What happens before the server listens: migrations, the first admin from ADMIN_EMAIL/ADMIN_PASSWORD,
 * and demo content into an empty database (SEED_DEMO).
 */
export async function prepareDatabase(
  database: Database,
  storage: MediaStorage,
  config: Config,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  await database.migrate();
  if (config.admin) await ensureAdmin(database, config.admin, log);
  if (config.seedDemo) {
    const summary = await seedDemo({ db: database.db, storage, log: (msg) => log.info(msg) });
    if (!summary.skipped) log.info({ summary }, 'demo content loaded');
  }
}

/** Creates the superAdmin of ADMIN_EMAIL unless a user with that email exists (never a built-in account). */
export async function ensureAdmin(
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
    })
    .onConflictDoNothing();
  log.info({ email }, 'superAdmin created from ADMIN_EMAIL');
}
