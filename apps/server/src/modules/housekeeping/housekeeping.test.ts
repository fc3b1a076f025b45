// @engines pglite postgres — housekeeping SQL and its lock: `npm test` runs this file on both (scripts/test.mjs).
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { DRAFT_MAX_AGE_DAYS } from '@campito/core';
import {
  type Database,
  dogAlerts,
  formDrafts,
  mailedTokens,
  mailOutbox,
  rateLimits,
  sessions,
  users,
} from '@campito/db';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testEngine } from '../../../test/database';
import { startTestS3 } from '../../../test/s3';
import { loadConfig } from '../../env';
import { s3Storage } from '../../media/s3-storage';
import { localStorage } from '../../media/storage';
import { ALERT_CONFIRM_TTL_MS } from '../alerts/alerts.service';
import { SESSION_IDLE_MS } from '../auth/session.service';
import {
  HOUSEKEEPING_LOCK_KEY,
  type HousekeepingCounts,
  housekeepOnce,
  runHousekeeping,
  scheduleHousekeeping,
  startHousekeeping,
} from './housekeeping';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

let database: Database;
let dir: string;
let mediaDir: string;
let tmpDir: string;

async function file(folder: string, name: string, age: number) {
  const at = path.join(folder, name);
  await writeFile(at, 'x');
  const when = ago(age);
  await utimes(at, when, when);
}

/** One row or file of every kind on each side of its limit; returns what must go. */
async function fill() {
  const [person] = await database.db
    .insert(users)
    .values({ name: 'Ana', email: 'ana@example.com', image: '/media/avatar-ana-480.webp' })
    .returning({ id: users.id });
  const userId = person!.id;
  await database.db.insert(sessions).values([
    { tokenHash: 'session-expired', userId, expiresAt: ago(HOUR), lastSeenAt: ago(2 * HOUR) },
    { tokenHash: 'session-idle', userId, expiresAt: ahead(DAY), lastSeenAt: ago(SESSION_IDLE_MS + HOUR) },
    { tokenHash: 'session-live', userId, expiresAt: ahead(DAY), lastSeenAt: ago(HOUR) },
  ]);
  await database.db.insert(mailedTokens).values([
    { tokenHash: 'token-expired', userId, purpose: 'password', expiresAt: ago(HOUR) },
    {
      tokenHash: 'token-used-expired',
      userId,
      purpose: 'email',
      expiresAt: ago(HOUR),
      usedAt: ago(2 * HOUR),
    },
    { tokenHash: 'token-used-live', userId, purpose: 'email', expiresAt: ahead(HOUR), usedAt: ago(HOUR) },
    { tokenHash: 'token-live', userId, purpose: 'password', expiresAt: ahead(HOUR) },
  ]);
  await database.db.insert(rateLimits).values([
    { key: 'login:old', count: 3, resetAt: ago(2 * DAY) },
    { key: 'login:recent', count: 3, resetAt: ago(HOUR) },
    { key: 'login:open', count: 1, resetAt: ahead(HOUR) },
  ]);
  const mail = (subject: string, status: 'pending' | 'sent' | 'failed', sentAt: Date | null) => ({
    to: 'ana@example.com',
    subject,
    text: 'Hola Ana',
    status,
    sentAt,
  });
  await database.db
    .insert(mailOutbox)
    .values([
      mail('sent-old', 'sent', ago(31 * DAY)),
      mail('sent-recent', 'sent', ago(29 * DAY)),
      mail('pending', 'pending', null),
      mail('failed', 'failed', null),
    ]);
  await database.db.insert(formDrafts).values([
    { userId, form: 'adoption', data: { name: 'Ana' }, updatedAt: ago((DRAFT_MAX_AGE_DAYS + 1) * DAY) },
    { userId, form: 'volunteer', data: { name: 'Ana' }, updatedAt: ago((DRAFT_MAX_AGE_DAYS - 1) * DAY) },
  ]);
  const alert = (email: string, age: number, confirmedAt: Date | null) => ({
    email,
    filter: {},
    confirmTokenHash: `confirm-${email}`,
    unsubscribeTokenHash: `baja-${email}`,
    confirmedAt,
    createdAt: ago(age),
  });
  await database.db
    .insert(dogAlerts)
    .values([
      alert('alert-expired@example.com', ALERT_CONFIRM_TTL_MS + HOUR, null),
      alert('alert-waiting@example.com', ALERT_CONFIRM_TTL_MS - HOUR, null),
      alert('alert-confirmed@example.com', ALERT_CONFIRM_TTL_MS + HOUR, ago(ALERT_CONFIRM_TTL_MS)),
    ]);
  // Images: the avatar Ana shows (old), an orphan (old, two renditions), an orphan just written.
  await file(mediaDir, 'avatar-ana-480.webp', 3 * DAY);
  await file(mediaDir, 'avatar-ana-960.webp', 3 * DAY);
  await file(mediaDir, 'orphan-7-480.webp', 2 * DAY);
  await file(mediaDir, 'orphan-7-960.webp', 2 * DAY);
  await file(mediaDir, 'fresh-480.webp', HOUR);
  await file(mediaDir, 'README.txt', 10 * DAY);
  await file(tmpDir, 'upload-old', 2 * HOUR);
  await file(tmpDir, 'upload-new', 60_000);
  await file(tmpDir, 'somebody-elses', 2 * DAY);
}

const keys = async <T>(rows: Promise<T[]>, pick: (row: T) => string) => (await rows).map(pick).sort();

describe('housekeeping', () => {
  beforeEach(async () => {
    database = await openTestDatabase();
    dir = await mkdtemp(path.join(tmpdir(), 'campito-housekeeping-'));
    mediaDir = path.join(dir, 'media');
    tmpDir = path.join(dir, 'tmp');
    await mkdir(mediaDir);
    await mkdir(tmpDir);
  });

  afterEach(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('removes exactly the expired and old rows and the unreferenced old files, and keeps everything else', async () => {
    await fill();
    const counts = await runHousekeeping({
      database,
      storage: localStorage(mediaDir),
      tmpDir,
      outboxRetentionDays: 30,
    });
    expect(counts).toEqual<HousekeepingCounts>({
      sessions: 2,
      tokens: 2,
      rateLimits: 1,
      mails: 1,
      drafts: 1,
      alerts: 1,
      schoolRequests: 0,
      needPledges: 0,
      events: 0,
      followupPhotos: 0,
      images: 1,
      imageFiles: 2,
      tmpFiles: 1,
    });
    const db = database.db;
    expect(await keys(db.select().from(sessions), (r) => r.tokenHash)).toEqual(['session-live']);
    expect(await keys(db.select().from(mailedTokens), (r) => r.tokenHash)).toEqual([
      'token-live',
      'token-used-live',
    ]);
    expect(await keys(db.select().from(rateLimits), (r) => r.key)).toEqual(['login:open', 'login:recent']);
    expect(await keys(db.select().from(mailOutbox), (r) => r.subject)).toEqual([
      'failed',
      'pending',
      'sent-recent',
    ]);
    expect(await keys(db.select().from(formDrafts), (r) => r.form)).toEqual(['volunteer']);
    expect(await keys(db.select().from(dogAlerts), (r) => r.email)).toEqual([
      'alert-confirmed@example.com',
      'alert-waiting@example.com',
    ]);
    expect((await readdir(mediaDir)).sort()).toEqual([
      'README.txt',
      'avatar-ana-480.webp',
      'avatar-ana-960.webp',
      'fresh-480.webp',
    ]);
    expect((await readdir(tmpDir)).sort()).toEqual(['somebody-elses', 'upload-new']);

    // A second round finds nothing more.
    const again = await runHousekeeping({
      database,
      storage: localStorage(mediaDir),
      tmpDir,
      outboxRetentionDays: 30,
    });
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
  });

  it('removes unconfirmed new-dog alerts once their confirmation link expired, and keeps confirmed ones', async () => {
    // Subscribed now (created_at by the database), one of them confirmed.
    const values = (email: string, confirmedAt: Date | null) => ({
      email,
      filter: { gender: 'hembra' },
      confirmTokenHash: `confirm-${email}`,
      unsubscribeTokenHash: `baja-${email}`,
      confirmedAt,
    });
    await database.db
      .insert(dogAlerts)
      .values([
        values('extrano-1@example.com', null),
        values('extrano-2@example.com', null),
        values('duena@example.com', new Date()),
      ]);
    const options = { database, storage: localStorage(mediaDir), tmpDir, outboxRetentionDays: 30 };
    // While the links work, nothing goes.
    expect(
      (await runHousekeeping({ ...options, now: () => ahead(ALERT_CONFIRM_TTL_MS - HOUR) })).alerts,
    ).toBe(0);
    expect(await database.db.select().from(dogAlerts)).toHaveLength(3);
    // Once they expired, the unconfirmed ones go; the confirmed one stays, however old.
    const later = await runHousekeeping({ ...options, now: () => ahead(ALERT_CONFIRM_TTL_MS + HOUR) });
    expect(later.alerts).toBe(2);
    expect(await keys(database.db.select().from(dogAlerts), (r) => r.email)).toEqual(['duena@example.com']);
    expect((await runHousekeeping({ ...options, now: () => ahead(10 * ALERT_CONFIRM_TTL_MS) })).alerts).toBe(
      0,
    );
  });

  it('keeps delivered mails for OUTBOX_RETENTION_DAYS, whatever the number', async () => {
    await fill();
    const counts = await runHousekeeping({
      database,
      storage: localStorage(mediaDir),
      tmpDir,
      outboxRetentionDays: 1,
    });
    expect(counts.mails).toBe(2);
    expect(await keys(database.db.select().from(mailOutbox), (r) => r.subject)).toEqual([
      'failed',
      'pending',
    ]);
  });

  it('copes with a missing media or tmp directory', async () => {
    await rm(mediaDir, { recursive: true });
    await rm(tmpDir, { recursive: true });
    const counts = await runHousekeeping({
      database,
      storage: localStorage(mediaDir),
      tmpDir,
      outboxRetentionDays: 30,
    });
    expect(counts.images + counts.tmpFiles).toBe(0);
  });

  it('sweeps a bucket too: an unreferenced old object goes, a referenced one and foreign keys stay', async () => {
    const s3 = await startTestS3();
    const storage = await s3Storage(
      loadConfig({ DATA_DIR: dir, ...s3.env, MEDIA_S3_PREFIX: 'campito/media/' }).mediaS3!,
    );
    try {
      await database.db
        .insert(users)
        .values({ name: 'Ana', email: 'ana@example.com', image: '/media/avatar-ana-480.webp' });
      for (const name of [
        'avatar-ana-480.webp',
        'avatar-ana-960.webp',
        'orphan-7-480.webp',
        'orphan-7-960.webp',
      ])
        await storage.put(name, Buffer.from(name), 'image/webp');
      // Not ours: outside the prefix, or below it with a name the server never makes.
      await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'otra-cosa-480.webp', Body: 'x' }));
      await s3.client.send(
        new PutObjectCommand({ Bucket: s3.bucket, Key: 'campito/media/sub/orphan-9-480.webp', Body: 'x' }),
      );
      const options = { database, storage, tmpDir, outboxRetentionDays: 30 };

      // Just written: within the grace period, nothing goes.
      expect((await runHousekeeping(options)).images).toBe(0);
      expect(await s3.keys()).toHaveLength(6);

      // s3rver cannot backdate an object: the round runs two days from now instead.
      const later = await runHousekeeping({ ...options, now: () => ahead(2 * DAY) });
      expect(later).toMatchObject({ images: 1, imageFiles: 2 });
      expect(await s3.keys()).toEqual([
        'campito/media/avatar-ana-480.webp',
        'campito/media/avatar-ana-960.webp',
        'campito/media/sub/orphan-9-480.webp',
        'otra-cosa-480.webp',
      ]);
    } finally {
      await storage.close?.();
      await s3.close();
    }
  });

  // PGlite runs inside one process, which alone uses its directory: there is no second instance to
  // exclude, so the lock only exists on PostgreSQL. This is not skipped to pass; it cannot apply.
  it.skipIf(testEngine !== 'postgres')(
    'runs on one instance at a time (PostgreSQL advisory lock)',
    async () => {
      await fill();
      const other = new pg.Client({ connectionString: await databaseUrl(database) });
      await other.connect();
      try {
        // Another instance is in the middle of a round: this one skips and removes nothing.
        await other.query('select pg_advisory_lock($1)', [HOUSEKEEPING_LOCK_KEY]);
        const options = { database, storage: localStorage(mediaDir), tmpDir, outboxRetentionDays: 30 };
        expect(await housekeepOnce(options)).toBeNull();
        expect(await database.db.select().from(sessions)).toHaveLength(3);
        // Two at once while it is busy: both skip.
        expect(await Promise.all([housekeepOnce(options), housekeepOnce(options)])).toEqual([null, null]);
        await other.query('select pg_advisory_unlock($1)', [HOUSEKEEPING_LOCK_KEY]);
        expect((await housekeepOnce(options))?.sessions).toBe(2);
        // And the lock was given back: the other instance can take it again.
        const { rows } = await other.query('select pg_try_advisory_lock($1) as locked', [
          HOUSEKEEPING_LOCK_KEY,
        ]);
        expect(rows[0].locked).toBe(true);
      } finally {
        await other.end();
      }
    },
  );

  it('runs a round when no other instance holds the lock', async () => {
    await fill();
    const counts = await housekeepOnce({
      database,
      storage: localStorage(mediaDir),
      tmpDir,
      outboxRetentionDays: 30,
    });
    expect(counts?.sessions).toBe(2);
  });

  it('the server housekeeper cleans the real database after its delay and stops on demand', async () => {
    await fill();
    const { lines, log } = quietLog();
    const logged = deferred();
    const watching = {
      info: (...args: unknown[]) => {
        (log as { info: (...a: unknown[]) => void }).info(...args);
        logged.resolve();
      },
      warn: (log as { warn: (...a: unknown[]) => void }).warn,
    };
    const housekeeper = startHousekeeping(
      { database, storage: localStorage(mediaDir), tmpDir, outboxRetentionDays: 30, intervalHours: 6 },
      watching as never,
      0,
    );
    await logged.promise;
    await housekeeper.stop();
    expect(lines[0]?.args[0]).toMatchObject({ removed: { sessions: 2, mails: 1, imageFiles: 2 } });
    // Counts only: nothing about whose rows they were.
    expect(JSON.stringify(lines)).not.toContain('ana@example.com');
  });
});

/** The connection string of a test database on PostgreSQL (its pool knows it). */
async function databaseUrl(db: Database): Promise<string> {
  const options = (db.pool as unknown as { options: { connectionString: string } }).options;
  return options.connectionString;
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const quietLog = () => {
  const lines: { level: 'info' | 'warn'; args: unknown[] }[] = [];
  return {
    lines,
    log: {
      info: (...args: unknown[]) => lines.push({ level: 'info', args }),
      warn: (...args: unknown[]) => lines.push({ level: 'warn', args }),
    } as never,
  };
};

describe('the housekeeping schedule', () => {
  it('logs a failed round without throwing, runs the next, and stop() waits for a running round', async () => {
    const { lines, log } = quietLog();
    const zero: HousekeepingCounts = {
      sessions: 0,
      tokens: 0,
      rateLimits: 0,
      mails: 0,
      drafts: 0,
      alerts: 0,
      schoolRequests: 0,
      needPledges: 0,
      events: 0,
      followupPhotos: 0,
      images: 0,
      imageFiles: 0,
      tmpFiles: 0,
    };
    const second = deferred();
    const secondStarted = deferred();
    let rounds = 0;
    let seenSignal: AbortSignal | undefined;
    const housekeeper = scheduleHousekeeping(
      async (signal) => {
        rounds++;
        if (rounds === 1) throw new Error('la base no responde');
        seenSignal = signal;
        secondStarted.resolve();
        await second.promise;
        return { ...zero, sessions: 4 };
      },
      log,
      { delayMs: 0, intervalMs: 1 },
    );
    await secondStarted.promise;
    expect(lines.filter((l) => l.level === 'warn')).toHaveLength(1);

    let stopped = false;
    const stopping = housekeeper.stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setImmediate(r));
    expect(seenSignal?.aborted).toBe(true);
    expect(stopped).toBe(false);
    second.resolve();
    await stopping;
    expect(rounds).toBe(2);
    const info = lines.find((l) => l.level === 'info');
    expect(info?.args[0]).toEqual({ removed: { ...zero, sessions: 4 } });
    // Stopped: no round starts any more.
    await new Promise((r) => setTimeout(r, 20));
    expect(rounds).toBe(2);
  });
});
