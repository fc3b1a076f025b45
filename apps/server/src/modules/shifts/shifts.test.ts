// Issue 38, items 4 and 5: staff publish a shift (weekly too), volunteers sign up and cancel with their
// account, the waiting list is offered the freed place, staff mark attendance, and the attended hours make a
// certificate anyone can check. The places' lock under concurrency is visits.concurrency.test.ts.
import { SHIFT_MSG } from '@campito/core';
import { eventBookings, events, mailOutbox } from '@campito/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminClient } from '../../../test/admin-client';
import { signIn } from '../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { canReadPdf, pdfText } from '../../../test/pdf';
import { DAY, HOUR, mailsTo } from '../../../test/visit-fixtures';
import { purgePastEvents } from '../visits/retention';

describe('volunteer shifts and hours', () => {
  let t: TestApp;
  let staff: AdminClient;
  let first: Awaited<ReturnType<typeof signIn>>;
  let second: Awaited<ReturnType<typeof signIn>>;
  let outsider: Awaited<ReturnType<typeof signIn>>;
  let shiftId: string;
  const startsAt = new Date(Date.now() + 5 * DAY);

  const as = (
    who: { cookie: string },
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
    const admin = await signIn(t.db, t.app.services, ['admin'], 'turnos@example.com');
    staff = adminClient(t.app, admin.cookie);
    first = await signIn(t.db, t.app.services, ['public', 'voluntario'], 'primera@example.com');
    second = await signIn(t.db, t.app.services, ['public', 'voluntario'], 'segundo@example.com');
    outsider = await signIn(t.db, t.app.services, ['public'], 'curiosa@example.com');
  });
  afterAll(() => t?.close());

  it('is published by staff, weekly too, never on the public calendar, and needs its task and hours', async () => {
    const bad = await staff.raw('POST', '/api/admin/events', {
      kind: 'turno',
      title: 'Paseos',
      startsAt: startsAt.toISOString(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      task: SHIFT_MSG.task,
      capacity: SHIFT_MSG.capacity,
      endsAt: SHIFT_MSG.endsAt,
    });
    const created = await staff.raw('POST', '/api/admin/events', {
      kind: 'turno',
      title: 'Paseos del sábado',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3 * HOUR).toISOString(),
      place: 'El Campito',
      capacity: 1,
      task: 'paseos',
      requirements: 'Mayores de 18',
      repeatWeeks: 2,
      isPublic: true,
    });
    expect(created.statusCode).toBe(201);
    shiftId = created.json().id;
    const rows = await t.db
      .select()
      .from(events)
      .where(eq(events.kind, 'turno'))
      .orderBy(asc(events.startsAt));
    expect(
      rows.map((r) => [r.startsAt.getTime() - startsAt.getTime(), r.isPublic, r.bookingRequired]),
    ).toEqual([0, 7 * DAY, 14 * DAY].map((offset) => [offset, false, true]));
    // The dashboard lists the next shifts with places.
    const board = (await staff.raw('GET', '/api/admin/dashboard')).json();
    expect(board.nextShifts.map((s: { id: string; placesLeft: number }) => [s.id, s.placesLeft])[0]).toEqual([
      shiftId,
      1,
    ]);
    expect(board.nextShifts).toHaveLength(3);
    const calendar = (await t.app.inject({ method: 'GET', url: '/api/visitas' })).json();
    expect(JSON.stringify(calendar)).not.toContain('Paseos del sábado');
  });

  it('is for volunteers: one gets the place, the next waits, and a cancellation offers it to them', async () => {
    const refused = await as(outsider, 'GET', '/api/turnos');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(SHIFT_MSG.notVolunteer);
    expect((await as(outsider, 'POST', `/api/turnos/${shiftId}/inscripcion`)).statusCode).toBe(403);

    const list = (await as(first, 'GET', '/api/turnos')).json();
    expect(list[0]).toMatchObject({
      title: 'Paseos del sábado',
      taskLabel: 'Paseos',
      requirements: 'Mayores de 18',
      placesLeft: 1,
      mine: null,
    });

    const mine = await as(first, 'POST', `/api/turnos/${shiftId}/inscripcion`);
    expect(mine.json()).toEqual({ status: 'confirmada', message: SHIFT_MSG.signedUp });
    expect((await as(first, 'POST', `/api/turnos/${shiftId}/inscripcion`)).json().error).toBe(
      SHIFT_MSG.already,
    );
    const [confirmation] = await mailsTo(t, 'primera@example.com');
    expect(confirmation!.subject).toBe('Tu lugar para Paseos del sábado está reservado');
    expect(confirmation!.attachments?.[0]?.content).toContain('SUMMARY:Paseos del sábado');
    expect(confirmation!.attachments?.[0]?.content).toContain('/voluntario/turnos');

    const waiting = await as(second, 'POST', `/api/turnos/${shiftId}/inscripcion`);
    expect(waiting.json()).toEqual({ status: 'espera', message: SHIFT_MSG.waitlisted });
    expect((await as(second, 'POST', `/api/turnos/${shiftId}/confirmacion`)).json().error).toBe(
      SHIFT_MSG.noOffer,
    );

    expect((await as(first, 'DELETE', `/api/turnos/${shiftId}/inscripcion`)).json().message).toBe(
      SHIFT_MSG.cancelled,
    );
    const offered = (await as(second, 'GET', '/api/turnos')).json()[0];
    expect(offered).toMatchObject({ mine: 'ofrecida' });
    expect((await mailsTo(t, 'segundo@example.com')).map((m) => m.subject)).toContain(
      'Se liberó un lugar para Paseos del sábado',
    );
    expect((await as(second, 'POST', `/api/turnos/${shiftId}/confirmacion`)).json().message).toBe(
      SHIFT_MSG.taken,
    );
    expect((await as(second, 'GET', '/api/turnos')).json()[0]).toMatchObject({
      mine: 'confirmada',
      placesLeft: 0,
    });
    // Full, it leaves the dashboard's list; the next weeks' stay.
    const full = (await staff.raw('GET', '/api/admin/dashboard')).json();
    expect(full.nextShifts.map((s: { id: string }) => s.id)).not.toContain(shiftId);
    expect(full.nextShifts).toHaveLength(2);

    // The day before, the reminder (the visits' round, on its own clock).
    const rounds = await t.app.services.visits.tick(new Date(startsAt.getTime() - DAY + HOUR));
    expect(rounds.reminded).toBe(1);
    expect((await mailsTo(t, 'segundo@example.com')).map((m) => m.subject)).toContain(
      'Mañana: Paseos del sábado',
    );
  });

  it('adds attended shifts to the volunteer’s hours, and certifies them with a code anyone checks', async () => {
    expect((await as(second, 'GET', '/api/mis-horas')).json()).toEqual({ months: [], totalMinutes: 0 });
    expect(
      (await as(second, 'POST', '/api/mis-horas/certificado', { name: 'Segundo Voluntario' })).json().error,
    ).toBe(SHIFT_MSG.noHours);
    const [booking] = await t.db
      .select()
      .from(eventBookings)
      .where(and(eq(eventBookings.eventId, shiftId), eq(eventBookings.status, 'confirmada')));
    // A volunteer cannot mark attendance (the authorization matrix checks every role); staff can.
    expect(
      (
        await as(second, 'PUT', `/api/admin/events/${shiftId}/bookings/${booking!.id}/attended`, {
          attended: true,
        })
      ).statusCode,
    ).toBe(403);
    const marked = await staff.raw('PUT', `/api/admin/events/${shiftId}/bookings/${booking!.id}/attended`, {
      attended: true,
    });
    expect(marked.statusCode).toBe(200);

    // The statistics: the shift's hours and its volunteer, in its month and in the year.
    const stats = (await staff.raw('GET', `/api/admin/stats?year=${startsAt.getUTCFullYear()}`)).json();
    const statsMonth = stats.months.find((m: { volunteerHours: number }) => m.volunteerHours > 0);
    expect(statsMonth).toMatchObject({ volunteerHours: 3, volunteers: 1 });
    expect(stats.totals).toMatchObject({ volunteerHours: 3, volunteers: 1 });
    const month = startsAt.toISOString().slice(0, 7);
    const hours = (await as(second, 'GET', '/api/mis-horas')).json();
    expect(hours.totalMinutes).toBe(180);
    expect(hours.months[0]).toMatchObject({ shifts: 1, minutes: 180 });
    expect(hours.months[0].month).toMatch(new RegExp(`^${month.slice(0, 4)}-`));

    const badDni = await as(second, 'POST', '/api/mis-horas/certificado', {
      name: 'Segundo Voluntario',
      dni: '12',
    });
    expect(badDni.json().errors).toEqual({ dni: SHIFT_MSG.dni });
    const issued = await as(second, 'POST', '/api/mis-horas/certificado', {
      name: 'Segundo Voluntario',
      dni: '30.123.456',
    });
    const { code } = issued.json();
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    // The same again is the same certificate.
    expect(
      (
        await as(second, 'POST', '/api/mis-horas/certificado', {
          name: 'Segundo Voluntario',
          dni: '30123456',
        })
      ).json().code,
    ).toBe(code);
    expect((await as(first, 'GET', `/api/certificados-de-horas/${code}/pdf`)).statusCode).toBe(404);
    const pdf = await as(second, 'GET', `/api/certificados-de-horas/${code}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await t.app.services.hours.verify(code)).toMatchObject({
      kind: 'horas',
      initials: 'S. V.',
      dniEnd: '456',
      shifts: 1,
      totalMinutes: 180,
    });
    if (canReadPdf) {
      const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
      expect(text).toContain('Certificado de horas de voluntariado');
      expect(text).toContain('Segundo Voluntario, DNI 30.123.456,');
      expect(text).toMatch(/Paseos 3 ?h/);
      expect(text).toMatch(
        /participó como voluntario o voluntaria en los turnos que se detallan a continuación, el \d+ de \w+ de \d{4}, con un total de 3 h\./,
      );
      expect(text).toContain('Total: 3 h en 1 turno');
      expect(text).toContain(`/certificados/${code}`);
    }

    // Housekeeping, long after: the other bookings go, the attended shift stays (it is the hours).
    await purgePastEvents(t.db, new Date(startsAt.getTime() + 400 * DAY), 90);
    const left = await t.db.select().from(eventBookings).where(eq(eventBookings.eventId, shiftId));
    expect(left.map((b) => b.email)).toEqual(['segundo@example.com']);
    expect((await as(second, 'GET', '/api/mis-horas')).json().totalMinutes).toBe(180);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'curiosa@example.com'))).toEqual([]);
  });
});
