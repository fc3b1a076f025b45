// Issue 35, items 4 to 6: «Avisame si se suspende» (double opt-in, one-click opt-out, like the new-dog
// alerts); «Suspender por lluvia» / «Cancelar» with the text staff edit, mailed once to everyone booked,
// waitlisted or subscribed — a double click and a second send mail nobody again —; and on the day, the list,
// who came (audited) and its CSV, safe to open in a spreadsheet. The last case delivers a confirmation
// through the real SMTP stand-in: the .ics arrives as a text/calendar attachment.
import { VISITS_MSG } from '@campito/core';
import { auditLog, eventAlerts, eventBookings, events, mailOutbox } from '@campito/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminClient } from '../../../test/admin-client';
import { type SignedIn, signIn } from '../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { decodedBody } from '../../../test/mail-link';
import { startSmtpServer } from '../../../test/smtp';
import { bookingBody, insertEvent, mailsTo, openVisits } from '../../../test/visit-fixtures';
import { deliverDueMails } from '../mail/outbox';
import { createMailTransport } from '../mail/transport';

const linkIn = (text: string, path: string) =>
  new RegExp(`http://localhost:3000(${path}[^\\s]*)`).exec(text)?.[1] ?? '';

describe('notices, alerts and the day', () => {
  let t: TestApp;
  let staff: SignedIn;
  let ip = 0;
  const post = (url: string, body: unknown) =>
    t.app.inject({ method: 'POST', url, payload: body as object, remoteAddress: `10.6.0.${++ip}` });
  const submit = async (slug: string, body: unknown) => {
    const done = await t.app.services.visits.submitBooking(slug, body, { ip: `10.6.1.${++ip}`, user: null });
    if (!done.ok) throw new Error(`${done.status} ${done.error}`);
    return done;
  };
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
    await openVisits(t);
    staff = await signIn(t.db, t.app.services, ['admin'], 'equipo@example.com');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(mailOutbox);
  });

  it('subscribes to a visit day with a confirmed email only, and leaves in one click', async () => {
    const day = await insertEvent(
      t,
      { kind: 'visita', bookingRequired: false, capacity: null },
      new Date(),
      11,
    );
    const res = await post(`/api/visitas/${day.slug}/avisos`, { email: 'Lluvia@Example.com' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(VISITS_MSG.alertSubscribed);
    const [mail] = await mailsTo(t, 'lluvia@example.com');
    expect(mail!.subject).toBe('Confirmá el aviso si se suspende la visita');
    expect(mail!.unsubscribeUrl).toMatch(/\/visitas\/avisos\/baja\//);
    const confirm = linkIn(mail!.secretText!, '/visitas/avisos/confirmar/');
    const [, id, token] = /confirmar\/([^?]+)\?t=(.+)$/.exec(confirm)!;
    const wrong = await t.app.inject({ method: 'GET', url: `/api/visitas/avisos/${id}/confirmar?t=otro` });
    expect(wrong.statusCode).toBe(404);
    const ok = await t.app.inject({ method: 'GET', url: `/api/visitas/avisos/${id}/confirmar?t=${token}` });
    expect(ok.json()).toMatchObject({ message: VISITS_MSG.alertConfirmed, date: { slug: day.slug } });
    // Subscribing again once confirmed sends nothing more (and says the same).
    await t.db.delete(mailOutbox);
    expect((await post(`/api/visitas/${day.slug}/avisos`, { email: 'lluvia@example.com' })).statusCode).toBe(
      201,
    );
    expect(await mailsTo(t, 'lluvia@example.com')).toEqual([]);

    const unsubscribe = new URL(mail!.unsubscribeUrl!);
    const leave = `/api/visitas/avisos/${unsubscribe.pathname.split('/').pop()}/baja${unsubscribe.search}`;
    expect((await t.app.inject({ method: 'GET', url: leave })).json().date.slug).toBe(day.slug);
    expect((await t.app.inject({ method: 'POST', url: leave })).json().message).toBe(VISITS_MSG.alertRemoved);
    expect(await t.db.select().from(eventAlerts).where(eq(eventAlerts.id, id!))).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: leave })).statusCode).toBe(404);

    // Dates that take bookings tell their bookings; past or suspended dates take no alerts.
    const booked = await insertEvent(t);
    expect((await post(`/api/visitas/${booked.slug}/avisos`, { email: 'x@example.com' })).statusCode).toBe(
      409,
    );
    const rained = await insertEvent(
      t,
      { kind: 'visita', bookingRequired: false, status: 'suspendido' },
      new Date(),
      13,
    );
    const late = await post(`/api/visitas/${rained.slug}/avisos`, { email: 'x@example.com' });
    expect(late.json().error).toBe(VISITS_MSG.closed);
  });

  it('suspends with the edited text and mails everyone who had the date exactly once', async () => {
    const admin = adminClient(t.app, staff.cookie);
    const day = await insertEvent(t, { kind: 'visita', capacity: 2, title: 'Día de visita' }, new Date(), 12);
    await submit(day.slug, bookingBody({ email: 'uno@example.com', personas: 2 }));
    await submit(day.slug, bookingBody({ email: 'dos@example.com' }));
    const gone = await submit(day.slug, bookingBody({ email: 'se-fue@example.com' }));
    await t.db.update(events).set({ bookingRequired: false }).where(eq(events.id, day.id));
    // A confirmed alert (one also booked: mailed once), and one never confirmed (not mailed).
    await t.db.insert(eventAlerts).values([
      {
        eventId: day.id,
        email: 'alerta@example.com',
        confirmTokenHash: 'x',
        unsubscribeTokenHash: 'y',
        confirmedAt: new Date(),
      },
      {
        eventId: day.id,
        email: 'UNO@example.com',
        confirmTokenHash: 'x',
        unsubscribeTokenHash: 'z',
        confirmedAt: new Date(),
      },
      {
        eventId: day.id,
        email: 'sin-confirmar@example.com',
        confirmTokenHash: 'x',
        unsubscribeTokenHash: 'w',
      },
    ]);
    await t.db.update(eventBookings).set({ status: 'cancelada' }).where(eq(eventBookings.id, gone.id));
    await t.db.delete(mailOutbox);

    const preview = (await admin.raw('GET', `/api/admin/events/${day.id}/notice?status=suspendido`)).json();
    expect(preview).toMatchObject({
      status: 'suspendido',
      recipients: { booked: 1, waiting: 1, alerts: 1, total: 3 },
      alreadyMailed: false,
    });
    expect(preview.subject).toMatch(/^Se suspende por lluvia: día de visita del /);
    expect(preview.notice).toMatch(/^Por el pronóstico de lluvia, suspendemos la visita del /);

    const body = {
      status: 'suspendido',
      notice: 'Llueve: suspendemos.',
      subject: 'Se suspende el sábado',
      body: 'Hola:\n\nLlueve mucho.',
    };
    const url = `/api/admin/events/${day.id}/notice`;
    // A double click: both answer, one mails.
    const [a, b] = await Promise.all([admin.raw('POST', url, body), admin.raw('POST', url, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().mailed, b.json().mailed].sort()).toEqual([0, 3]);
    const mails = await t.db.select().from(mailOutbox);
    expect(mails.map((m) => m.to).sort()).toEqual([
      'alerta@example.com',
      'dos@example.com',
      'uno@example.com',
    ]);
    expect(
      mails.every((m) => m.subject === 'Se suspende el sábado' && m.text.includes('Llueve mucho.')),
    ).toBe(true);
    expect(mails.find((m) => m.to === 'alerta@example.com')!.unsubscribeUrl).toMatch(
      /\/visitas\/avisos\/baja\//,
    );
    expect(mails.find((m) => m.to === 'dos@example.com')!.unsubscribeUrl).toBeNull();

    // Cancelled later: the notice changes, nobody is mailed again.
    const cancel = await admin.raw('POST', url, { ...body, status: 'cancelado', notice: 'Cancelado.' });
    expect(cancel.json()).toMatchObject({ mailed: 0, alreadyMailed: true, status: 'cancelado' });
    expect(await t.db.select().from(mailOutbox)).toHaveLength(3);
    const page = (await t.app.inject({ method: 'GET', url: `/api/visitas/${day.slug}` })).json();
    expect(page).toMatchObject({
      status: 'cancelado',
      notice: 'Cancelado.',
      bookable: false,
      alertable: false,
    });
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'events'), eq(auditLog.recordId, day.id)));
    expect(audited.map((e) => (e.changes as Record<string, { new: unknown }>).status?.new)).toContain(
      'suspendido',
    );

    // Reopened: it goes ahead, and a later suspension mails again.
    expect((await admin.raw('POST', `/api/admin/events/${day.id}/reopen`)).json().status).toBe('programado');
    const again = await admin.raw('POST', url, body);
    expect(again.json().mailed).toBe(3);
    const missing = await admin.raw('POST', url, { ...body, notice: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.notice).toBe(VISITS_MSG.notice);
  });

  it('lists a date’s bookings for the day, marks who came (audited) and exports a CSV safe for spreadsheets', async () => {
    const admin = adminClient(t.app, staff.cookie);
    const event = await insertEvent(t, { capacity: 3 });
    const sly = await submit(
      event.slug,
      bookingBody({ nombre: '=HYPERLINK("http://mal.example")', personas: 2 }),
    );
    await submit(event.slug, bookingBody({ nombre: 'Beto', email: 'beto@example.com' }));
    await submit(event.slug, bookingBody({ nombre: 'Ceci', email: 'ceci@example.com', personas: 2 }));

    const list = (await admin.raw('GET', `/api/admin/events/${event.id}/bookings`)).json();
    expect(list.bookings.map((b: { name: string; status: string }) => [b.name, b.status])).toEqual([
      ['=HYPERLINK("http://mal.example")', 'confirmada'],
      ['Beto', 'confirmada'],
      ['Ceci', 'espera'],
    ]);
    expect(list.totals).toEqual({ people: 3, combiSeats: 0, attended: 0, waiting: 1 });
    expect(list.bookings[1]).toMatchObject({
      phone: '1155557788',
      email: 'beto@example.com',
      attended: null,
    });

    const mark = `/api/admin/events/${event.id}/bookings/${sly.id}/attended`;
    expect((await admin.raw('PUT', mark, { attended: true })).json()).toMatchObject({ attended: true });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.recordId, sly.id));
    expect(entry).toMatchObject({
      resource: 'event-bookings',
      action: 'update',
      actorEmail: 'equipo@example.com',
    });
    expect(entry!.changes).toEqual({ attended: { old: null, new: true } });
    expect((await admin.raw('PUT', mark, { attended: 'sí' })).statusCode).toBe(400);
    const other = await insertEvent(t);
    expect(
      (
        await admin.raw('PUT', `/api/admin/events/${other.id}/bookings/${sly.id}/attended`, {
          attended: true,
        })
      ).statusCode,
    ).toBe(404);
    expect((await admin.raw('GET', `/api/admin/events/${event.id}/bookings`)).json().totals.attended).toBe(2);

    const csv = await admin.raw('GET', `/api/admin/events/${event.id}/bookings.csv`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="reservas-${event.slug}.csv"`);
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('nombre,personas,combi,teléfono,email,estado,vino,reservó');
    expect(lines[1]).toMatch(
      /^"'=HYPERLINK\(""http:\/\/mal\.example""\)",2,0,1155557788,persona\d+@example\.com,Confirmada,sí,/,
    );
    expect(lines[3]).toMatch(/^Ceci,2,0,.*,En lista de espera,,/);
  });

  it('delivers the confirmation through SMTP with the .ics as a text/calendar attachment', async () => {
    const smtp = await startSmtpServer();
    try {
      const event = await insertEvent(t, { title: 'Jornada de puertas abiertas' });
      await submit(event.slug, bookingBody({ email: 'smtp@example.com' }));
      const transport = createMailTransport({ ...t.config, smtpUrl: smtp.url });
      try {
        await deliverDueMails(t.db, transport);
      } finally {
        transport.close();
      }
      const mail = smtp.received.find((m) => m.to.includes('smtp@example.com'))!;
      expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
      expect(mail.raw).toContain(`filename=${event.slug}.ics`);
      const part = mail.raw.split(/Content-Type: text\/calendar/i)[1]!;
      const encoded = part.split(/\r?\n\r?\n/)[1]!.split(/\r?\n--/)[0]!;
      const ics = /base64/i.test(part.split(/\r?\n\r?\n/)[0]!)
        ? Buffer.from(encoded.replace(/\s/g, ''), 'base64').toString('utf8')
        : decodedBody(`\r\n\r\n${encoded}`);
      expect(ics).toContain('BEGIN:VCALENDAR\r\n');
      expect(ics).toContain('SUMMARY:Jornada de puertas abiertas');
      expect(decodedBody(mail.raw)).toMatch(/\/visitas\/reserva\?t=[A-Za-z0-9_-]{20,}/);
    } finally {
      await smtp.close();
    }
  });
});
