// Issue 35, items 1 and 2: the public calendar (from today in Buenos Aires, public dates only, places left,
// hidden behind the site's «visitas suspendidas»), the suspension the banner shows, «Generar días de visita»
// (idempotent, suspended days included), and «Visitas y eventos» in the admin: addresses made by the server,
// one visit day per date, more places offered to the waiting list at once, no deleting a date people hold.
import { isVisitDaySlug, nextVisitDays, VISITS_MSG, visitDaysOf } from '@campito/core';
import { auditLog, eventBookings, events, mailOutbox } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminClient } from '../../../test/admin-client';
import { type SignedIn, signIn } from '../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { bookingBody, DAY, insertEvent, mailsTo, openVisits } from '../../../test/visit-fixtures';

describe('the calendar', () => {
  let t: TestApp;
  let staff: SignedIn;
  let ip = 0;
  const submit = async (slug: string, body: unknown, now?: Date) => {
    const done = await t.app.services.visits.submitBooking(
      slug,
      body,
      { ip: `10.7.0.${++ip}`, user: null },
      now,
    );
    if (!done.ok) throw new Error(`${done.status} ${done.error}`);
    return done;
  };
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
    staff = await signIn(t.db, t.app.services, ['admin'], 'equipo@example.com');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(events);
    await t.db.delete(mailOutbox);
    await openVisits(t);
  });

  it('lists public dates from today on with places left; hides the calendar while visits are suspended', async () => {
    const visits = t.app.services.visits;
    // 22:00 of June 1 in Buenos Aires (already June 2 in UTC).
    const now = new Date('2031-06-02T01:00:00Z');
    const earlier = await insertEvent(t, { startsAt: new Date('2031-06-01T14:00:00Z'), capacity: 4 }, now);
    await insertEvent(t, { startsAt: new Date('2031-05-31T14:00:00Z') }, now);
    const later = await insertEvent(t, { startsAt: new Date('2031-06-20T14:00:00Z'), capacity: null }, now);
    await insertEvent(t, { startsAt: new Date('2031-06-10T14:00:00Z'), isPublic: false }, now);
    await submit(earlier.slug, bookingBody({ personas: 3 }), new Date('2031-05-20T12:00:00Z'));

    const calendar = await visits.upcoming(now);
    expect(calendar.closed).toBe(false);
    // Today's date is still listed (it is June 1 in Buenos Aires); the private one never is.
    expect(calendar.items.map((i) => i.slug)).toEqual([earlier.slug, later.slug]);
    expect(calendar.items[0]).toMatchObject({
      day: '2031-06-01',
      placesLeft: 1,
      full: false,
      bookable: false,
      path: `/visitas/${earlier.slug}`,
    });
    expect(calendar.items[1]).toMatchObject({ placesLeft: null, bookable: true, alertable: false });

    await openVisits(t, false);
    expect(await visits.upcoming(now)).toEqual({ closed: true, notice: 'Volvemos pronto.', items: [] });
  });

  it('announces the nearest suspension within a week for the banner', async () => {
    const visits = t.app.services.visits;
    const now = new Date('2031-07-01T12:00:00Z');
    expect(await visits.nextSuspension(now)).toBeNull();
    await insertEvent(
      t,
      { kind: 'visita', bookingRequired: false, status: 'suspendido', notice: 'Llueve.' },
      now,
      9,
    );
    expect(await visits.nextSuspension(now)).toBeNull();
    const soon = await insertEvent(t, { status: 'cancelado', notice: 'Cancelado por viento.' }, now, 3);
    expect(await visits.nextSuspension(now)).toMatchObject({
      slug: soon.slug,
      status: 'cancelado',
      statusLabel: 'Cancelado',
      notice: 'Cancelado por viento.',
    });
  });

  it('generates the visit days of the rule once, skipping days already there whatever their state', async () => {
    const visits = t.app.services.visits;
    const now = new Date('2031-03-15T12:00:00Z');
    const first = await visits.generateVisitDays({ months: 2 }, staff, now);
    const expected = nextVisitDays(2, now);
    expect(first).toEqual({ created: expected, skipped: 0 });
    // March 2031 starts on a Saturday: its first Sunday is the 2nd, then the Saturdays after it.
    expect(visitDaysOf(2031, 3)).toEqual([
      '2031-03-02',
      '2031-03-08',
      '2031-03-15',
      '2031-03-22',
      '2031-03-29',
    ]);
    expect(expected.slice(0, 4)).toEqual(['2031-03-15', '2031-03-22', '2031-03-29', '2031-04-06']);
    expect(expected.every(isVisitDaySlug)).toBe(true);
    const [day] = await t.db.select().from(events).where(eq(events.slug, '2031-04-06'));
    expect(day).toMatchObject({ kind: 'visita', title: 'Día de visita', bookingRequired: false });
    expect(day!.startsAt.toISOString()).toBe('2031-04-06T14:00:00.000Z');

    // Staff suspend one day and move another: running it again adds nothing.
    await t.db.update(events).set({ status: 'suspendido' }).where(eq(events.slug, '2031-03-22'));
    const again = await visits.generateVisitDays({ months: 2 }, staff, now);
    expect(again).toEqual({ created: [], skipped: expected.length });
    // A month more adds only the new month's days.
    const more = await visits.generateVisitDays({ months: 3 }, staff, now);
    expect(more.created.every((d) => d.startsWith('2031-06'))).toBe(true);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.resource, 'events'));
    expect(audited).toHaveLength(expected.length + more.created.length);
    expect(audited[0]!.recordLabel).toMatch(/^Día de visita \(2031-0\d-\d\d\)$/);

    const bad = await adminClient(t.app, staff.cookie).raw('POST', '/api/admin/events/visit-days', {
      months: 9,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.months).toBe(VISITS_MSG.months);
  });

  it('gives events dated addresses, keeps one visit day per date, offers new places, and keeps held dates', async () => {
    const admin = adminClient(t.app, staff.cookie);
    const startsAt = new Date(Date.now() + 30 * DAY);
    const body = {
      kind: 'taller',
      title: 'Taller de Paseos: ¡con correa!',
      startsAt: startsAt.toISOString(),
      capacity: 1,
      bookingRequired: true,
    };
    const created = await admin.create('events', body);
    expect(created.statusCode, created.body).toBe(201);
    const event = created.json();
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(
      startsAt,
    );
    expect(event.slug).toBe(`${day}-taller-de-paseos-con-correa`);
    expect((await admin.create('events', body)).json().slug).toBe(`${day}-taller-de-paseos-con-correa-2`);
    const visit = { kind: 'visita', title: 'Día de visita', startsAt: startsAt.toISOString() };
    expect((await admin.create('events', visit)).json().slug).toBe(day);
    const twice = await admin.create('events', visit);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors.startsAt).toBe('Ya hay un día de visita en esa fecha.');

    // A new title keeps the address people shared; a new day gives a new one.
    const renamed = (await admin.update('events', event.id, { ...event, title: 'Taller de paseos' })).json();
    expect(renamed.slug).toBe(event.slug);
    const moved = new Date(startsAt.getTime() + 2 * DAY);
    const movedDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(
      moved,
    );
    const movedRow = (
      await admin.update('events', event.id, { ...renamed, startsAt: moved.toISOString() })
    ).json();
    expect(movedRow.slug).toBe(`${movedDay}-taller-de-paseos`);

    // Full: the second person waits; one more place is offered to them at once.
    await submit(movedRow.slug, bookingBody({ email: 'primera@example.com' }));
    const waiting = await submit(movedRow.slug, bookingBody({ email: 'segunda@example.com' }));
    expect(waiting.status).toBe('espera');
    const listed = await admin.list('events', { filter: { id: event.id } });
    expect(listed.rows[0]).toMatchObject({ heldPeople: 1, waitingPeople: 1 });
    await admin.update('events', event.id, { ...movedRow, capacity: 2 });
    const [offered] = await t.db.select().from(eventBookings).where(eq(eventBookings.id, waiting.id));
    expect(offered!.status).toBe('ofrecida');
    expect((await mailsTo(t, 'segunda@example.com')).at(-1)!.subject).toMatch(/^Se liberó un lugar/);

    // People hold it: cancel it (which tells them), not delete it. A date nobody holds can go.
    const refused = await admin.remove('events', event.id);
    expect(refused.statusCode).toBe(409);
    const empty = (await admin.create('events', { ...body, title: 'Charla vacía' })).json();
    expect((await admin.remove('events', empty.id)).statusCode).toBe(200);
  });
});
