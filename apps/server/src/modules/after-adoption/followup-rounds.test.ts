// @engines pglite postgres — each follow-up's claim is a conditional UPDATE under concurrent rounds: `npm test` runs this file on both (scripts/test.mjs).
// Issue 37: the follow-ups' rounds when two instances run them at the same moment (the advisory lock aside,
// which only one of them would take): on one PostgreSQL with two apps, each with its own pool, and on PGlite
// with two services over one database. Every due follow-up and every reminder is mailed exactly once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isoDay } from '@campito/core';
import { adoptionFollowups, type Database, mailOutbox, openDatabase } from '@campito/db';
import { ilike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../../../test/admin-client';
import { signIn } from '../../../test/admin-fixtures';
import { deliveredAdoption } from '../../../test/adoption-fixtures';
import { createTestApp, type TestApp, testConfig } from '../../../test/app';
import { createPostgresTestDatabase, testEngine } from '../../../test/database';
import { type App, buildApp } from '../../app';
import { createFollowupsService } from './followups.service';

const DAY = 86_400_000;
const ADOPTIONS = 6;

/** Six adoptions delivered 8 days ago: one 7-day follow-up each is due. */
async function sixDelivered(t: Pick<TestApp, 'app' | 'db'>) {
  const admin = await signIn(t.db, t.app.services, ['admin'], 'rondas@example.com');
  const staff = adminClient(t.app, admin.cookie);
  const deliveredOn = isoDay(Date.now() - 8 * DAY);
  for (let i = 0; i < ADOPTIONS; i++)
    await deliveredAdoption(t, staff, { name: `Familia ${i}`, dogName: `Ronda${i}`, deliveredOn });
}

async function expectEachMailedOnce(
  db: TestApp['db'],
  rounds: { runDue(now: Date): Promise<{ sent: number; reminded: number }> }[],
) {
  const now = new Date();
  const first = await Promise.all(rounds.map((r) => r.runDue(now)));
  expect(first.reduce((n, c) => n + c.sent, 0)).toBe(ADOPTIONS);
  const reminderDay = new Date(now.getTime() + 6 * DAY);
  const second = await Promise.all(rounds.map((r) => r.runDue(reminderDay)));
  expect(second.reduce((n, c) => n + c.reminded, 0)).toBe(ADOPTIONS);
  const mails = await db
    .select({ to: mailOutbox.to, subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(ilike(mailOutbox.subject, '%cómo está Ronda%'));
  const perAddress = new Map<string, number>();
  for (const m of mails)
    perAddress.set(`${m.to} ${m.subject}`, (perAddress.get(`${m.to} ${m.subject}`) ?? 0) + 1);
  expect(perAddress.size).toBe(ADOPTIONS * 2);
  expect([...perAddress.values()].every((n) => n === 1)).toBe(true);
  const rows = await db.select().from(adoptionFollowups);
  expect(rows.filter((r) => r.sentAt && r.remindedAt)).toHaveLength(ADOPTIONS);
}

describe.runIf(testEngine === 'pglite')('two rounds at once over one database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
    await sixDelivered(t);
  });
  afterAll(() => t?.close());

  it('mail each follow-up and each reminder once', async () => {
    await expectEachMailedOnce(t.db, [t.app.services.followups, createFollowupsService(t.app.deps)]);
  });
});

describe.runIf(testEngine === 'postgres')('two instances on one PostgreSQL', () => {
  let created: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  const apps: { app: App; database: Database; dataDir: string }[] = [];

  beforeAll(async () => {
    created = await createPostgresTestDatabase({ migrated: true });
    for (const _ of [1, 2]) {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'campito-instance-'));
      const database = await openDatabase({ url: created.url, poolSize: 4 });
      const config = testConfig(dataDir, { DATABASE_URL: created.url, RATE_LIMIT_MULTIPLIER: '100' });
      const app = await buildApp({ config, database, logger: false });
      await app.ready();
      apps.push({ app, database, dataDir });
    }
    await sixDelivered({ app: apps[0]!.app, db: apps[0]!.database.db });
  }, 120_000);

  afterAll(async () => {
    for (const { app, dataDir } of apps) {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
    await created?.drop();
  });

  it('mail each follow-up and each reminder once, whichever instance claims it', async () => {
    await expectEachMailedOnce(
      apps[0]!.database.db,
      apps.map(({ app }) => app.services.followups),
    );
  });
});
