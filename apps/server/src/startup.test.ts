// @engines pglite postgres — start-up against each engine: `npm test` runs this file on both (scripts/test.mjs).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, dogs, interfaces, openDatabase, users } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase, openTestDatabase, testEngine } from '../test/database';
import { loadConfig } from './env';
import { localStorage } from './media/storage';
import { prepareDatabase } from './startup';

const ADMIN = { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'una-clave-larga-1' };

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'campito-startup-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function recordingLog() {
  const messages: string[] = [];
  const summaries: { dogs: number }[] = [];
  const info = (a: unknown, b?: string) => {
    messages.push(b ?? String(a));
    if (b === 'demo content loaded') summaries.push((a as { summary: { dogs: number } }).summary);
  };
  return { messages, summaries, log: { info } };
}

describe('prepareDatabase', () => {
  it('two preparations at once create the first admin once', async () => {
    const database = await openTestDatabase();
    try {
      const config = loadConfig({ DATA_DIR: dir, SEED_DEMO: 'false', ...ADMIN }, { serving: false });
      const storage = localStorage(path.join(dir, 'media'));
      const { log } = recordingLog();
      await Promise.all([
        prepareDatabase(database, storage, config, log),
        prepareDatabase(database, storage, config, log),
      ]);
      const admins = await database.db.select().from(users).where(eq(users.email, 'admin@example.com'));
      expect(admins).toHaveLength(1);
      expect(admins[0]!.roles).toEqual(['superAdmin']);
    } finally {
      await database.close();
    }
  });

  // Two instances on one empty PostgreSQL, each with its own connection pool. PGlite runs inside one
  // process and only that process uses its directory, so there is no second instance to race: this case
  // cannot exist there (not a skip to pass).
  it.skipIf(testEngine !== 'postgres')(
    'two instances starting together on an empty PostgreSQL both come up, and the demo is loaded once',
    async () => {
      const created = await createPostgresTestDatabase();
      const opened: Database[] = [];
      try {
        const env = {
          DATABASE_URL: created.url,
          SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
          PUBLIC_URL: 'http://localhost:3000',
          SEED_DEMO: 'true',
          ...ADMIN,
        };
        const instances = await Promise.all(
          ['a', 'b'].map(async (name) => {
            const database = await openDatabase({ url: created.url, poolSize: 4 });
            opened.push(database);
            const config = loadConfig({ ...env, DATA_DIR: path.join(dir, name) });
            const { messages, summaries, log } = recordingLog();
            return { database, config, messages, summaries, log, storage: localStorage(config.mediaDir) };
          }),
        );
        await Promise.all(instances.map((i) => prepareDatabase(i.database, i.storage, i.config, i.log)));

        const loaded = instances.filter((i) => i.messages.includes('demo content loaded'));
        expect(loaded).toHaveLength(1);
        // The other one found the content and skipped: the table holds exactly one demo's dogs.
        const loadedDogs = loaded[0]!.summaries[0]!.dogs;
        expect(loadedDogs).toBeGreaterThan(0);
        expect(await instances[1]!.database.db.select({ id: dogs.id }).from(dogs)).toHaveLength(loadedDogs);
        expect(await instances[0]!.database.db.select().from(interfaces)).toHaveLength(1);
        expect(
          await instances[0]!.database.db.select().from(users).where(eq(users.email, 'admin@example.com')),
        ).toHaveLength(1);
      } finally {
        for (const database of opened) await database.close();
        await created.drop();
      }
    },
    300_000,
  );
});
