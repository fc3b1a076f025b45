// Places at a date (issue 35, ADR 015, "Never oversold"): how many people and combi seats the holding
// bookings take, whether another booking fits, and the waiting list's turn when places free up. Every
// function that decides on places runs inside a transaction that first locked the event row
// (`lockEvent`, SELECT … FOR UPDATE): bookings, changes, cancellations and expiring offers of one date take
// turns, on one instance or many, and each counts what the previous one committed.
import { AppError, type BookingStatus, HOLDING_BOOKINGS, MSG, OFFER_HOURS, VISITS_MSG } from '@campito/core';
import { type DbOrTx, eventBookings, events } from '@campito/db';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';

export type EventRow = typeof events.$inferSelect;
export type BookingRow = typeof eventBookings.$inferSelect;

/** Bookings still in play: they hold places or wait for one (one per email and date). */
export const LIVE_BOOKINGS = ['confirmada', 'espera', 'ofrecida'] as const satisfies readonly BookingStatus[];
const HOLDING = [...HOLDING_BOOKINGS] as BookingStatus[];
export const isLive = (status: BookingStatus) => (LIVE_BOOKINGS as readonly BookingStatus[]).includes(status);
/** Combi seats asked of a date without a combi. */
export const noCombi = () => new AppError(400, MSG.checkFields, { combi: VISITS_MSG.noCombi });

/** People and combi seats taken. */
export interface Held {
  people: number;
  combi: number;
}

/** What a booking asks for. */
export interface Want {
  people: number;
  combi: number;
}

/** An email's live booking of a date (one at most: the partial unique index event_bookings_email_key). */
export async function liveBookingOf(
  tx: DbOrTx,
  eventId: string,
  email: string,
): Promise<BookingRow | undefined> {
  const [row] = await tx
    .select()
    .from(eventBookings)
    .where(
      and(
        eq(eventBookings.eventId, eventId),
        eq(eventBookings.email, email.toLowerCase()),
        inArray(eventBookings.status, [...LIVE_BOOKINGS]),
      ),
    );
  return row;
}

/** The date's row, locked until the transaction ends: everything about its places waits for this. */
export async function lockEvent(tx: DbOrTx, id: string): Promise<EventRow | undefined> {
  const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update');
  return row;
}

/** What the holding bookings take, leaving out `except` (the booking being changed). */
export async function heldPlaces(tx: DbOrTx, eventId: string, except?: string): Promise<Held> {
  const [row] = await tx
    .select({
      people: sql<number>`coalesce(sum(${eventBookings.people}), 0)::int`,
      combi: sql<number>`coalesce(sum(${eventBookings.combiSeats}), 0)::int`,
    })
    .from(eventBookings)
    .where(
      and(
        eq(eventBookings.eventId, eventId),
        inArray(eventBookings.status, HOLDING),
        except ? ne(eventBookings.id, except) : undefined,
      ),
    );
  return { people: Number(row?.people ?? 0), combi: Number(row?.combi ?? 0) };
}

/** Places left: people (null: no limit) and combi seats (0 without a combi); never below zero. */
export function placesLeft(
  event: Pick<EventRow, 'capacity' | 'combiSeats'>,
  held: Held,
): { people: number | null; combi: number } {
  return {
    people: event.capacity === null ? null : Math.max(0, event.capacity - held.people),
    combi: Math.max(0, event.combiSeats - held.combi),
  };
}

/** Whether `want` fits beside what is held: people within the capacity, combi seats within the combi's. */
export function fits(event: Pick<EventRow, 'capacity' | 'combiSeats'>, held: Held, want: Want): boolean {
  const left = placesLeft(event, held);
  if (left.people !== null && want.people > left.people) return false;
  return want.combi === 0 || want.combi <= left.combi;
}

/** Whether the date still takes bookings and changes: going ahead, needing them, not begun. */
export const takesBookings = (event: EventRow, now: Date) =>
  event.status === 'programado' && event.bookingRequired && event.startsAt.getTime() > now.getTime();

/** An offer lasts OFFER_HOURS, and never past the moment the date begins. */
const offerDeadline = (event: EventRow, now: Date) =>
  new Date(Math.min(now.getTime() + OFFER_HOURS * 3_600_000, event.startsAt.getTime()));

/**
 * The waiting list's turn (the event locked by the caller): in order of arrival, each waiting booking whose
 * people and combi seats fit in what is free is offered the place until `offerDeadline`; a larger one that
 * does not fit keeps its turn for later and a smaller one behind it may pass. Returns the offered bookings,
 * whose mails the caller queues in the same transaction.
 */
export async function offerFreedPlaces(tx: DbOrTx, event: EventRow, now: Date): Promise<BookingRow[]> {
  if (!takesBookings(event, now)) return [];
  const waiting = await tx
    .select()
    .from(eventBookings)
    .where(and(eq(eventBookings.eventId, event.id), eq(eventBookings.status, 'espera')))
    .orderBy(asc(eventBookings.createdAt), asc(eventBookings.id));
  if (waiting.length === 0) return [];
  const held = await heldPlaces(tx, event.id);
  const until = offerDeadline(event, now);
  const offered: BookingRow[] = [];
  for (const booking of waiting) {
    const want = { people: booking.people, combi: booking.combiSeats };
    if (!fits(event, held, want)) continue;
    const [row] = await tx
      .update(eventBookings)
      .set({ status: 'ofrecida', offeredUntil: until, updatedAt: now })
      .where(and(eq(eventBookings.id, booking.id), eq(eventBookings.status, 'espera')))
      .returning();
    if (!row) continue;
    held.people += want.people;
    held.combi += want.combi;
    offered.push(row);
  }
  return offered;
}
