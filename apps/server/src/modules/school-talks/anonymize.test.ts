// @engines pglite postgres — housekeeping SQL: `npm test` runs this file on both (scripts/test.mjs).
// Issue 35, item 8: a school's talk request keeps its teacher's name, email and phone VISITS_KEEP_DAYS after
// the talk — or after its last move, when it was never scheduled —, then housekeeping blanks them and staff's
// notes on it; the school, its level, students and stage stay. The clock is the round's `now`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VISITS_KEEP_DAYS_DEFAULT } from '@campito/core';
import { applicationEvents, type Database, events, schoolRequests } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { localStorage } from '../../media/storage';
import { runHousekeeping } from '../housekeeping/housekeeping';
import { anonymizeSchoolRequests } from './anonymize';

const DAY = 24 * 60 * 60 * 1000;
/** A fixed clock: the requests arrive on it, the rounds run days after it. */
const NOW = new Date('2026-09-01T12:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * DAY);

let database: Database;
let dir: string;

beforeEach(async () => {
  database = await openTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'campito-school-anonymize-'));
});
afterEach(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

const request = (school: string, extra: Partial<typeof schoolRequests.$inferInsert> = {}) => ({
  school,
  level: 'primaria' as const,
  students: 28,
  name: 'Laura Benítez',
  email: 'laura.docente@example.com',
  phone: '1155557788',
  modality: 'escuela' as const,
  preferredDates: 'Martes a la mañana',
  topics: 'Tenencia responsable',
  date: NOW,
  stageAt: NOW,
  ...extra,
});

const round = (daysLater: number) =>
  runHousekeeping({
    database,
    storage: localStorage(path.join(dir, 'media')),
    tmpDir: path.join(dir, 'tmp'),
    outboxRetentionDays: 30,
    now: () => days(daysLater),
  });

describe('housekeeping of school talk requests', () => {
  it('blanks the teacher’s data VISITS_KEEP_DAYS after the talk, or after the last move when never scheduled', async () => {
    const db = database.db;
    const [talk] = await db
      .insert(events)
      .values({
        kind: 'escuela',
        slug: 'escuela-2026-10-01-abc123',
        title: 'Charla',
        startsAt: days(30),
        isPublic: false,
      })
      .returning();
    const [scheduled, waiting, moved] = await db
      .insert(schoolRequests)
      .values([
        request('Escuela con charla', { stage: 'agendada', eventId: talk!.id }),
        request('Escuela sin fecha'),
        // Staff still working on it: its last move, 20 days later, counts.
        request('Escuela en contacto', { stage: 'en_contacto', stageAt: days(20) }),
      ])
      .returning();
    await db.insert(applicationEvents).values({
      kind: 'school',
      applicationId: scheduled!.id,
      stage: 'agendada',
      note: 'Celular de Laura: 11 5555-7788',
      actorName: 'Equipo',
    });
    const rowOf = async (id: string) =>
      (await db.select().from(schoolRequests).where(eq(schoolRequests.id, id)))[0]!;
    const keep = VISITS_KEEP_DAYS_DEFAULT;

    // The day before the first limit: nothing goes.
    expect((await round(keep - 1)).schoolRequests).toBe(0);
    // Past it, the request never scheduled loses its teacher; the others keep theirs.
    expect((await round(keep + 1)).schoolRequests).toBe(1);
    expect(await rowOf(waiting!.id)).toMatchObject({
      school: 'Escuela sin fecha',
      level: 'primaria',
      students: 28,
      modality: 'escuela',
      stage: 'nueva',
      name: '',
      email: '',
      phone: '',
      preferredDates: '',
      topics: null,
      anonymizedAt: days(keep + 1),
    });
    expect((await rowOf(moved!.id)).email).toBe('laura.docente@example.com');
    expect((await rowOf(scheduled!.id)).email).toBe('laura.docente@example.com');

    // 20 days later the one in contact goes; the talk, 30 days after the request, still waits.
    expect((await round(20 + keep + 1)).schoolRequests).toBe(1);
    expect((await rowOf(moved!.id)).name).toBe('');
    // VISITS_KEEP_DAYS after the talk, the last one goes too, with staff's notes on it.
    expect((await round(30 + keep + 1)).schoolRequests).toBe(1);
    expect(await rowOf(scheduled!.id)).toMatchObject({
      name: '',
      school: 'Escuela con charla',
      eventId: talk!.id,
    });
    const notes = await db
      .select({ note: applicationEvents.note, stage: applicationEvents.stage })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, scheduled!.id));
    expect(notes).toEqual([{ note: null, stage: 'agendada' }]);

    // Once: later rounds find nothing more, whatever the setting.
    expect(await anonymizeSchoolRequests(db, days(1000), 1)).toBe(0);
  });

  it('follows the configured number of days', async () => {
    await database.db.insert(schoolRequests).values(request('Escuela'));
    const options = {
      database,
      storage: localStorage(path.join(dir, 'media')),
      tmpDir: path.join(dir, 'tmp'),
      outboxRetentionDays: 30,
    };
    expect(
      (await runHousekeeping({ ...options, visitsKeepDays: 10, now: () => days(9) })).schoolRequests,
    ).toBe(0);
    expect(
      (await runHousekeeping({ ...options, visitsKeepDays: 10, now: () => days(11) })).schoolRequests,
    ).toBe(1);
  });
});
