// @engines pglite postgres — row locks under concurrent bookings, two instances, and the raw SQL of the visits' figures and housekeeping: `npm test` runs this file on both (scripts/test.mjs).
// Issue 35: the last place and the last combi seat are never oversold — concurrent bookings on one app, and
// on two app instances sharing one PostgreSQL (each its own pool): exactly one is confirmed, the rest wait.
// Issue 38: the same for volunteers signing up to a shift (a date of kind «turno»).
// Then what survives the bookings: housekeeping keeps the counts on the date and deletes the people, and the
// statistics and the dashboard read the same figures before and after.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, eventAlerts, eventBookings, events, openDatabase } from '@campito/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../../../test/admin-client';
import { signIn } from '../../../test/admin-fixtures';
import { createTestApp, type TestApp, testConfig } from '../../../test/app';
import { createPostgresTestDatabase, testEngine } from '../../../test/database';
import {
  bookingBody,
  DAY,
  insertEvent,
  insertShift,
  insertVolunteer,
  openVisits,
} from '../../../test/visit-fixtures';
import { type App, buildApp } from '../../app';
import { localStorage } from '../../media/storage';
import { runHousekeeping } from '../housekeeping/housekeeping';

let ip = 0;
const book = (app: App, slug: string, body: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/visitas/${slug}/reservas`,
    payload: body as object,
    remoteAddress: `10.5.${Math.floor(++ip / 200)}.${ip % 200}`,
  });

/** The statuses of a date's bookings, and the people and combi seats the confirmed ones hold. */
async function outcome(db: TestApp['db'], eventId: string) {
  const rows = await db.select().from(eventBookings).where(eq(eventBookings.eventId, eventId));
  const confirmed = rows.filter((r) => r.status === 'confirmada');
  return {
    confirmed: confirmed.length,
    waiting: rows.filter((r) => r.status === 'espera').length,
    people: confirmed.reduce((n, r) => n + r.people, 0),
    combi: confirmed.reduce((n, r) => n + r.combiSeats, 0),
  };
}

describe('the last place, under concurrent bookings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
    await openVisits(t);
  });
  afterAll(() => t.close());

  it('confirms exactly one of many bookings for the last place, and of many for the last combi seat', async () => {
    const event = await insertEvent(t, {
      capacity: 3,
      combiSeats: 1,
      combiMeetingPoint: 'Constitución',
      combiMeetingAt: new Date(Date.now() + 9 * DAY),
    });
    expect((await book(t.app, event.slug, bookingBody({ personas: 2 }))).json().status).toBe('confirmada');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => book(t.app, event.slug, bookingBody())),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    expect(await outcome(t.db, event.id)).toEqual({ confirmed: 2, waiting: 7, people: 3, combi: 0 });

    const combi = await insertEvent(t, {
      capacity: null,
      combiSeats: 1,
      combiMeetingPoint: 'Constitución',
      combiMeetingAt: new Date(Date.now() + 9 * DAY),
    });
    const riders = await Promise.all(
      Array.from({ length: 6 }, () => book(t.app, combi.slug, bookingBody({ personas: 1, combi: 1 }))),
    );
    expect(riders.filter((r) => r.json().status === 'confirmada')).toHaveLength(1);
    expect(await outcome(t.db, combi.id)).toEqual({ confirmed: 1, waiting: 5, people: 1, combi: 1 });

    // The same email twice at once: one booking, one 409.
    const twins = await Promise.all(
      [1, 2].map(() => book(t.app, combi.slug, bookingBody({ email: 'doble@example.com' }))),
    );
    expect(twins.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('never overfills a volunteer shift: of many volunteers at once, as many as it takes get a place', async () => {
    const shift = await insertShift(t, { capacity: 2 });
    const volunteers = await Promise.all(Array.from({ length: 8 }, () => insertVolunteer(t)));
    const answers = await Promise.all(volunteers.map((v) => t.app.services.shifts.signUp(shift.id, v)));
    expect(answers.filter((a) => a.status === 'confirmada')).toHaveLength(2);
    expect(await outcome(t.db, shift.id)).toEqual({ confirmed: 2, waiting: 6, people: 2, combi: 0 });
  });

  it('keeps the counts on the date and deletes its people after VISITS_KEEP_DAYS; the figures stay the same', async () => {
    const staff = await signIn(t.db, t.app.services, ['admin'], 'equipo@example.com');
    // A session of its own each time: housekeeping, on its clock years ahead, ends the older ones.
    const admin = () =>
      t.app.services.sessions
        .create(staff.id)
        .then(({ token }) => adminClient(t.app, `campito_session=${token}`));
    // Only this case's dates: the first case's are past too, on the clock housekeeping is given below.
    await t.db.delete(events);
    const at = (iso: string) => new Date(iso);
    const dated = (startsAt: Date, values: Partial<typeof events.$inferInsert> = {}) =>
      insertEvent(t, { startsAt, ...values }, startsAt, 0);
    const march = await dated(at('2029-03-10T14:00:00Z'));
    const alsoMarch = await dated(at('2029-03-31T23:00:00Z')); // 20:00 of March 31 in Buenos Aires
    const rained = await dated(at('2029-03-17T14:00:00Z'), { status: 'suspendido' });
    const april = await dated(at('2029-04-02T02:00:00Z')); // still April 1 in Buenos Aires
    const insert = (
      eventId: string,
      people: number,
      status: 'confirmada' | 'espera',
      attended: boolean | null = null,
    ) =>
      t.db.insert(eventBookings).values({
        eventId,
        name: 'x',
        email: `${randomUUID()}@example.com`,
        phone: '1155557788',
        people,
        status,
        attended,
        tokenHash: randomUUID(),
      });
    await insert(march.id, 2, 'confirmada', true);
    await insert(march.id, 3, 'confirmada', false);
    await insert(march.id, 1, 'confirmada');
    await insert(march.id, 4, 'espera');
    await insert(alsoMarch.id, 4, 'confirmada');
    await insert(rained.id, 5, 'confirmada');
    await insert(april.id, 7, 'confirmada');
    await t.db.insert(eventAlerts).values({
      eventId: april.id,
      email: 'a@example.com',
      confirmTokenHash: 'x',
      unsubscribeTokenHash: 'y',
    });

    const months = async () => {
      const stats = (await (await admin()).raw('GET', '/api/admin/stats?year=2029')).json();
      return {
        march: [stats.months[2].visitors, stats.months[2].bookings],
        april: [stats.months[3].visitors, stats.months[3].bookings],
        totals: [stats.totals.visitors, stats.totals.bookings],
      };
    };
    // March: 2 came of 6 booked, and 4 booked where nobody took attendance; the suspended date counts nothing.
    const expected = { march: [6, 10], april: [7, 7], totals: [13, 17] };
    expect(await months()).toEqual(expected);

    const dataDir = await mkdtemp(path.join(tmpdir(), 'campito-visits-'));
    try {
      const counts = await runHousekeeping({
        database: t.database,
        storage: localStorage(path.join(dataDir, 'media')),
        tmpDir: path.join(dataDir, 'tmp'),
        outboxRetentionDays: 30,
        visitsKeepDays: 90,
        now: () => at('2029-07-01T12:00:00Z'),
      });
      // April 1 + 90 days is June 30: all four dates are past it.
      expect(counts.events).toBe(4);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    const ids = [march.id, alsoMarch.id, rained.id, april.id];
    expect(await t.db.select().from(eventBookings).where(inArray(eventBookings.eventId, ids))).toEqual([]);
    expect(await t.db.select().from(eventAlerts).where(inArray(eventAlerts.eventId, ids))).toEqual([]);
    const [kept] = await t.db.select().from(events).where(eq(events.id, march.id));
    expect(kept).toMatchObject({ bookedPeople: 6, attendedPeople: 2 });
    expect(kept!.purgedAt).toEqual(at('2029-07-01T12:00:00Z'));
    expect(await months()).toEqual(expected);

    // The dashboard: the next date that takes bookings, with what it holds.
    const next = await insertEvent(t, { capacity: 5 }, new Date(), 1);
    await book(t.app, next.slug, bookingBody({ personas: 2 }));
    const board = (await (await admin()).raw('GET', '/api/admin/dashboard')).json();
    expect(board.nextEvent).toMatchObject({ id: next.id, bookings: 1, people: 2, placesLeft: 3, waiting: 0 });
  });
});

describe.runIf(testEngine === 'postgres')('the last place, from two instances on one PostgreSQL', () => {
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
    await openVisits(apps[0]!.database);
  }, 120_000);

  afterAll(async () => {
    for (const { app, dataDir } of apps) {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
    await created?.drop();
  });

  it('confirms exactly one, whichever instance each booking reaches', async () => {
    const [a, b] = apps as [(typeof apps)[number], (typeof apps)[number]];
    const event = await insertEvent(a.database, { capacity: 2 });
    expect((await book(a.app, event.slug, bookingBody())).json().status).toBe('confirmada');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => book(i % 2 ? b.app : a.app, event.slug, bookingBody())),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(answers.filter((r) => r.json().status === 'confirmada')).toHaveLength(1);
    expect(await outcome(a.database.db, event.id)).toEqual({ confirmed: 2, waiting: 9, people: 2, combi: 0 });
  });

  it('never overfills a volunteer shift, whichever instance each volunteer reaches (issue 38)', async () => {
    const [a, b] = apps as [(typeof apps)[number], (typeof apps)[number]];
    const shift = await insertShift(a.database, { capacity: 1 });
    const volunteers = await Promise.all(Array.from({ length: 10 }, () => insertVolunteer(a.database)));
    await Promise.all(volunteers.map((v, i) => (i % 2 ? b.app : a.app).services.shifts.signUp(shift.id, v)));
    expect(await outcome(a.database.db, shift.id)).toEqual({ confirmed: 1, waiting: 9, people: 1, combi: 0 });
  });
});
