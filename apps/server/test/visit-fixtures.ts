// Test data for visits and events (issue 35): the site open for visits, a date, a booking's answers, a
// clock that tests move by hand, and the signed link out of a queued mail.
import { type BookingInput, INTERFACE_ID } from '@campito/core';
import { events, interfaces, mailOutbox, users } from '@campito/db';
import { asc, eq } from 'drizzle-orm';
import type { TestApp } from './app';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** The site's switch «visitas suspendidas» off (a database without the record has visits suspended). */
export async function openVisits(t: Pick<TestApp, 'db'>, open = true) {
  await t.db
    .insert(interfaces)
    .values({ id: INTERFACE_ID, visitsSuspended: !open, visitsNotice: 'Volvemos pronto.' })
    .onConflictDoUpdate({ target: interfaces.id, set: { visitsSuspended: !open } });
}

let dates = 0;
/** A public event that takes bookings, `daysAhead` days after `now`, with a slug of its own. */
export async function insertEvent(
  t: Pick<TestApp, 'db'>,
  values: Partial<typeof events.$inferInsert> = {},
  now = new Date(),
  daysAhead = 10,
) {
  const n = ++dates;
  const [row] = await t.db
    .insert(events)
    .values({
      kind: 'taller',
      slug: `2030-01-${String(n % 28 || 28).padStart(2, '0')}-taller-${n}`,
      title: `Taller de paseos ${n}`,
      startsAt: new Date(now.getTime() + daysAhead * DAY),
      place: 'El Campito, Ezeiza',
      bookingRequired: true,
      capacity: 10,
      ...values,
    })
    .returning();
  return row!;
}

let people = 0;
/** A booking's answers as a person posts them; a different email each time. */
export const bookingBody = (overrides: Partial<BookingInput> = {}): BookingInput => ({
  nombre: 'Ana Pérez',
  email: `persona${++people}@example.com`,
  telefono: '11 5555-7788',
  personas: 1,
  combi: 0,
  ...overrides,
});

/** The mails queued for `to`, oldest first. */
export const mailsTo = (t: Pick<TestApp, 'db'>, to: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt));

/** The `t=` of the first booking link in a mail as it is delivered (staff's copy hides it). */
export function bookingTokenIn(mail: { text: string; secretText: string | null }): string {
  const text = mail.secretText ?? mail.text;
  const match = /\/visitas\/reserva\?t=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no booking link in: ${text.slice(0, 200)}`);
  return match[1]!;
}

/** A volunteer shift (issue 38): kind «turno», three hours long, booked by volunteers' accounts only. */
export const insertShift = (
  t: Pick<TestApp, 'db'>,
  values: Partial<typeof events.$inferInsert> = {},
  now = new Date(),
  daysAhead = 10,
) => {
  const startsAt = values.startsAt ?? new Date(now.getTime() + daysAhead * DAY);
  return insertEvent(
    t,
    {
      kind: 'turno',
      title: 'Paseos de la mañana',
      task: 'paseos',
      isPublic: false,
      capacity: 1,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3 * HOUR),
      ...values,
    },
    now,
    daysAhead,
  );
};

let volunteers = 0;
/** An account with the volunteer role, as the shifts' service takes it. */
export async function insertVolunteer(t: Pick<TestApp, 'db'>, name = 'Vale Voluntaria') {
  const n = ++volunteers;
  const [row] = await t.db
    .insert(users)
    .values({ name, email: `voluntaria${n}@example.com`, roles: ['public', 'voluntario'] })
    .returning();
  return { id: row!.id, email: row!.email, name: row!.name, roles: row!.roles, phone: null };
}
