// Issue 35, item 3: booking a place — confirmed while places last, then the waiting list; the mails (with the
// .ics, and the signed link hidden from staff); one live booking per email; the form's guards; the signed
// link to read, change and cancel; freed places offered in order, taken, or left to expire (an injected
// clock, never the wall clock); the reminder the day before on Buenos Aires' calendar.
import { PHONE_INVALID, VISITS_MSG } from '@campito/core';
import { eventBookings, mailOutbox } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { postJson, signedInUser } from '../../../test/form-helpers';
import {
  bookingBody,
  bookingTokenIn,
  DAY,
  HOUR,
  insertEvent,
  mailsTo,
  openVisits,
} from '../../../test/visit-fixtures';
import { BOT_MESSAGE } from '../forms/pipeline';

describe('booking a place', () => {
  let t: TestApp;
  let ip = 0;
  const book = (slug: string, body: unknown, cookie?: string) =>
    postJson(t, `/api/visitas/${slug}/reservas`, body, { ip: `10.9.0.${++ip}`, cookie });
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
    await openVisits(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(mailOutbox);
  });
  /** The whole form through the service, on the test's clock. */
  async function submit(slug: string, body: unknown, now: Date) {
    const done = await t.app.services.visits.submitBooking(
      slug,
      body,
      { ip: `10.9.1.${++ip}`, user: null },
      now,
    );
    if (!done.ok) throw new Error(`${done.status} ${done.error}`);
    return done;
  }

  it('confirms while places last, then waitlists; mails a confirmation with its .ics, the link hidden from staff', async () => {
    const event = await insertEvent(t, {
      capacity: 2,
      combiSeats: 2,
      combiMeetingPoint: 'Estación Constitución, hall central',
      combiMeetingAt: new Date(Date.now() + 10 * 24 * HOUR - 2 * HOUR),
    });
    const ana = bookingBody({ email: 'Ana@Example.com' });
    const first = await book(event.slug, ana);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ status: 'confirmada', message: VISITS_MSG.booked });
    const second = await book(event.slug, bookingBody({ personas: 1, combi: 1 }));
    expect(second.json()).toMatchObject({ status: 'confirmada' });
    const third = await book(event.slug, bookingBody({ email: 'tercera@example.com' }));
    expect(third.statusCode).toBe(201);
    expect(third.json()).toMatchObject({ status: 'espera', message: VISITS_MSG.waitlisted });

    const [confirmation] = await mailsTo(t, 'ana@example.com');
    expect(confirmation!.subject).toBe(`Tu lugar para ${event.title} está reservado`);
    // Staff read the outbox: the signed link is hidden there, and only there.
    expect(confirmation!.text).not.toMatch(/reserva\?t=/);
    const token = bookingTokenIn(confirmation!);
    const [row] = await t.db.select().from(eventBookings).where(eq(eventBookings.id, first.json().id));
    expect(row!.tokenHash).not.toContain(token);
    const [ics] = confirmation!.attachments!;
    expect(ics!.filename).toBe(`${event.slug}.ics`);
    expect(ics!.contentType).toMatch(/^text\/calendar/);
    expect(ics!.content).toContain('METHOD:PUBLISH');
    expect(ics!.content).toContain(`UID:${first.json().id}@localhost`);
    expect(ics!.content).toContain(`DTSTART:${event.startsAt.toISOString().replace(/\.\d{3}|[-:]/g, '')}`);
    expect(ics!.content).not.toContain(token);

    const [waiting] = await mailsTo(t, 'tercera@example.com');
    expect(waiting!.subject).toBe(`Estás en la lista de espera de ${event.title}`);
    expect(waiting!.attachments).toBeNull();

    // One live booking per email and date, whatever its spelling.
    const again = await book(event.slug, { ...ana, email: 'ANA@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(VISITS_MSG.alreadyBooked);

    const page = (await t.app.inject({ method: 'GET', url: `/api/visitas/${event.slug}` })).json();
    expect(page).toMatchObject({ placesLeft: 0, full: true, bookable: true, waiting: 1, combiSeatsLeft: 1 });

    const view = (await t.app.inject({ method: 'GET', url: `/api/visitas/reserva?t=${token}` })).json();
    expect(view).toMatchObject({
      status: 'confirmada',
      people: 1,
      canChange: true,
      canCancel: true,
      canTake: false,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/visitas/reserva?t=otro' })).statusCode).toBe(404);
  });

  it('refuses what the form must refuse, stores a double click once, and records the signed-in account', async () => {
    const event = await insertEvent(t, { capacity: 5 });
    const phone = await book(event.slug, bookingBody({ telefono: '123' }));
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errors.telefono).toBe(PHONE_INVALID);
    const trap = await book(event.slug, bookingBody({ sitioWeb: 'http://spam.example' }));
    expect(trap.statusCode).toBe(400);
    expect(trap.json().error).toBe(BOT_MESSAGE);
    const combi = await book(event.slug, bookingBody({ personas: 1, combi: 2 }));
    expect(combi.json().errors.combi).toBe(VISITS_MSG.combi);
    const noCombi = await book(event.slug, bookingBody({ personas: 2, combi: 1 }));
    expect(noCombi.statusCode).toBe(400);
    expect(noCombi.json().errors.combi).toBe(VISITS_MSG.noCombi);

    const key = { idempotencyKey: 'reserva-doble-clic-1' };
    const once = await book(event.slug, bookingBody(key));
    const twice = await book(event.slug, bookingBody(key));
    expect([once.statusCode, twice.statusCode]).toEqual([201, 200]);
    expect(twice.json().id).toBe(once.json().id);

    const { user, cookie } = await signedInUser(t);
    const mine = await book(event.slug, bookingBody({ email: user.email }), cookie);
    const [row] = await t.db.select().from(eventBookings).where(eq(eventBookings.id, mine.json().id));
    expect(row!.userId).toBe(user.id);

    const walkIn = await insertEvent(t, { bookingRequired: false, kind: 'visita' });
    expect((await book(walkIn.slug, bookingBody())).json().error).toBe(VISITS_MSG.notBookable);
    const rained = await insertEvent(t, { status: 'suspendido' });
    expect((await book(rained.slug, bookingBody())).json().error).toBe(VISITS_MSG.closed);
    const school = await insertEvent(t, { isPublic: false });
    expect((await book(school.slug, bookingBody())).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/visitas/${school.slug}` })).statusCode).toBe(404);
  });

  it('offers freed places in order to the first that fit; the offer is taken, or expires and moves on', async () => {
    const visits = t.app.services.visits;
    const t0 = new Date('2031-03-01T12:00:00Z');
    const at = (ms: number) => new Date(t0.getTime() + ms);
    const event = await insertEvent(t, { capacity: 3 }, t0, 20);
    const store = (body: Record<string, unknown>, minute: number) =>
      submit(event.slug, bookingBody(body), at(minute * 60_000));
    const a = await store({ email: 'a@example.com', personas: 2 }, 0);
    await store({ email: 'b@example.com', personas: 1 }, 1);
    const c = await store({ email: 'c@example.com', personas: 3 }, 2);
    const d = await store({ email: 'd@example.com', personas: 2 }, 3);
    const e = await store({ email: 'e@example.com', personas: 1 }, 4);
    expect([a.status, c.status, d.status, e.status]).toEqual(['confirmada', 'espera', 'espera', 'espera']);

    // A cancels: two places free. C (3) does not fit and keeps its turn; D (2) does.
    const t1 = at(HOUR);
    const aToken = bookingTokenIn((await mailsTo(t, 'a@example.com'))[0]!);
    const cancelled = await visits.cancelBooking(aToken, t1);
    expect(cancelled.status).toBe('cancelada');
    const status = async (id: string) =>
      (await t.db.select().from(eventBookings).where(eq(eventBookings.id, id)))[0]!;
    expect((await status(c.id)).status).toBe('espera');
    const offered = await status(d.id);
    expect(offered.status).toBe('ofrecida');
    expect(offered.offeredUntil).toEqual(new Date(t1.getTime() + 24 * HOUR));
    expect((await status(e.id)).status).toBe('espera');
    const [offerMail] = await mailsTo(t, 'd@example.com').then((m) => m.slice(-1));
    expect(offerMail!.subject).toBe(`Se liberó un lugar para ${event.title}`);
    const dToken = bookingTokenIn(offerMail!);
    expect((await visits.bookingByToken(dToken, t1))?.canTake).toBe(true);

    // Nobody takes it: a round after the deadline expires it and offers the place again. D's two places go
    // to the next that fit: E (1); C (3) still does not.
    const late = at(HOUR + 25 * HOUR);
    expect(await visits.tick(late)).toMatchObject({ expired: 1, offered: 1 });
    expect((await status(d.id)).status).toBe('vencida');
    expect((await status(e.id)).status).toBe('ofrecida');
    await expect(visits.takeOffer(dToken, late)).rejects.toMatchObject({
      statusCode: 409,
      message: VISITS_MSG.offerGone,
    });

    // E takes it in time: confirmed, with the confirmation mail and its calendar file.
    const eToken = bookingTokenIn((await mailsTo(t, 'e@example.com')).at(-1)!);
    const taken = await visits.takeOffer(eToken, at(27 * HOUR));
    expect(taken).toMatchObject({ status: 'confirmada', canTake: false });
    const confirmed = (await mailsTo(t, 'e@example.com')).at(-1)!;
    expect(confirmed.subject).toBe(`Tu lugar para ${event.title} está reservado`);
    expect(confirmed.attachments?.[0]?.content).toContain('BEGIN:VEVENT');
    // Taking it again changes nothing.
    expect((await visits.takeOffer(eToken, at(28 * HOUR))).status).toBe('confirmada');
  });

  it('changes people and combi through the link: more only if it fits, fewer offers the freed places', async () => {
    const visits = t.app.services.visits;
    const t0 = new Date('2031-04-01T12:00:00Z');
    const event = await insertEvent(
      t,
      {
        capacity: 4,
        combiSeats: 1,
        combiMeetingPoint: 'Plaza Constitución',
        combiMeetingAt: new Date('2031-04-11T10:00:00Z'),
      },
      t0,
      10,
    );
    const big = await submit(event.slug, bookingBody({ email: 'grande@example.com', personas: 4 }), t0);
    const small = await submit(
      event.slug,
      bookingBody({ email: 'chica@example.com', personas: 1, combi: 1 }),
      new Date(t0.getTime() + 60_000),
    );
    expect([big.status, small.status]).toEqual(['confirmada', 'espera']);
    const token = bookingTokenIn((await mailsTo(t, 'grande@example.com'))[0]!);
    const later = new Date(t0.getTime() + HOUR);
    await expect(visits.changeBooking(token, { personas: 5, combi: 0 }, later)).rejects.toMatchObject({
      statusCode: 409,
      message: VISITS_MSG.full,
    });
    await expect(visits.changeBooking(token, { personas: 2, combi: 3 }, later)).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(visits.changeBooking(token, { personas: 4, combi: 1 }, later)).resolves.toMatchObject({
      combiSeats: 1,
    });
    // The combi's only seat is taken now: the waiting booking that wants it cannot be offered.
    const fewer = await visits.changeBooking(token, { personas: 3, combi: 1 }, later);
    expect(fewer).toMatchObject({ people: 3, status: 'confirmada' });
    const [waiting] = await t.db.select().from(eventBookings).where(eq(eventBookings.id, small.id));
    expect(waiting!.status).toBe('espera');
    // Giving the seat back offers it.
    await visits.changeBooking(token, { personas: 3, combi: 0 }, later);
    const [offered] = await t.db.select().from(eventBookings).where(eq(eventBookings.id, small.id));
    expect(offered!.status).toBe('ofrecida');
    const full = await visits.changeBooking(token, { personas: 4, combi: 0 }, later).catch((err) => err);
    expect(full).toMatchObject({ statusCode: 409, message: VISITS_MSG.full });
    // Once the date has begun, the link only shows the booking.
    const after = new Date(event.startsAt.getTime() + HOUR);
    expect(await visits.bookingByToken(token, after)).toMatchObject({ canChange: false, canCancel: false });
    await expect(visits.cancelBooking(token, after)).rejects.toMatchObject({ message: VISITS_MSG.closed });
  });

  it('reminds confirmed bookings once, on the day before in Buenos Aires', async () => {
    const visits = t.app.services.visits;
    // 11:00 in Buenos Aires on May 10.
    const startsAt = new Date('2031-05-10T14:00:00Z');
    const t0 = new Date('2031-05-01T12:00:00Z');
    const event = await insertEvent(t, { capacity: 1, startsAt }, t0);
    const other = await insertEvent(t, { capacity: 5, startsAt: new Date(startsAt.getTime() + DAY) }, t0);
    await submit(event.slug, bookingBody({ email: 'va@example.com' }), t0);
    await submit(event.slug, bookingBody({ email: 'espera@example.com' }), t0);
    await submit(other.slug, bookingBody({ email: 'pasado@example.com' }), t0);
    await t.db.delete(mailOutbox);
    // 23:30 of May 8 in Buenos Aires (already May 9 in UTC): not the day before yet.
    expect((await visits.tick(new Date('2031-05-09T02:30:00Z'))).reminded).toBe(0);
    // 00:30 of May 9 in Buenos Aires.
    expect((await visits.tick(new Date('2031-05-09T03:30:00Z'))).reminded).toBe(1);
    expect((await visits.tick(new Date('2031-05-09T20:00:00Z'))).reminded).toBe(0);
    const mails = await t.db.select().from(mailOutbox);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([['va@example.com', `Mañana: ${event.title}`]]);
  });
});
