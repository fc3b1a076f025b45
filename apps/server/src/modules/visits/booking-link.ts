// A booking's signed link (issue 35, item 3; ADR 015, "Signed links"): `/visitas/reserva?t=…` shows the
// booking and what it may do now, changes how many come and ride the combi, cancels it, and takes a place
// the waiting list offered. Each change runs under the date's lock (places.ts), and whatever frees places
// offers them to the next in line, with their mails, in the same transaction.
import {
  AppError,
  BOOKING_STATUS_LABELS,
  type BookingStatus,
  bookingChangeSchema,
  type CalendarItem,
  MSG,
  parseWith,
  VISITS_MSG,
} from '@campito/core';
import { type DbOrTx, eventBookings, events } from '@campito/db';
import { eq } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { enqueueMail } from '../mail/outbox';
import { calendarItem, eventsWithPlaces } from './calendar';
import { MAX_TOKEN_LENGTH, sha256, type VisitLinks } from './links';
import { confirmationMail, offerMails } from './mails';
import {
  type BookingRow,
  type EventRow,
  fits,
  heldPlaces,
  isLive,
  lockEvent,
  noCombi,
  offerFreedPlaces,
  takesBookings,
} from './places';

/** What a booking's page shows, and what its link may do now. */
export interface BookingView {
  id: string;
  status: BookingStatus;
  statusLabel: string;
  name: string;
  people: number;
  combiSeats: number;
  /** An offered place is this booking's until then (ISO). */
  offeredUntil: string | null;
  event: CalendarItem;
  canChange: boolean;
  canCancel: boolean;
  canTake: boolean;
}

export function createBookingLinks(deps: ServiceDeps, { links }: { links: VisitLinks }) {
  const { db } = deps;

  async function findByToken(token: string): Promise<BookingRow | undefined> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
    const [row] = await db
      .select()
      .from(eventBookings)
      .where(eq(eventBookings.tokenHash, sha256(token)));
    return row;
  }

  async function view(booking: BookingRow, now: Date): Promise<BookingView> {
    const [row] = await eventsWithPlaces(db, eq(events.id, booking.eventId));
    const event = row!.event;
    const live = isLive(booking.status);
    const open = takesBookings(event, now);
    return {
      id: booking.id,
      status: booking.status,
      statusLabel: BOOKING_STATUS_LABELS[booking.status],
      name: booking.name,
      people: booking.people,
      combiSeats: booking.combiSeats,
      offeredUntil: booking.offeredUntil?.toISOString() ?? null,
      event: calendarItem(event, { people: row!.people, combi: row!.combi }, row!.waiting, now),
      // A volunteer shift is one person, one place (issue 38): cancel it, never change it.
      canChange: live && open && event.kind !== 'turno',
      canCancel: live && event.startsAt.getTime() > now.getTime(),
      canTake:
        booking.status === 'ofrecida' && open && (booking.offeredUntil?.getTime() ?? 0) > now.getTime(),
    };
  }

  /**
   * `work` within one transaction holding the date's lock, given the booking as it is now (refused with the
   * link's message when it no longer exists); its result once committed.
   */
  async function withBooking<T>(
    token: string,
    work: (tx: DbOrTx, event: EventRow, booking: BookingRow) => Promise<T>,
  ): Promise<T> {
    const found = await findByToken(token);
    if (!found) throw new AppError(404, VISITS_MSG.badLink);
    const result = await db.transaction(async (tx) => {
      const event = await lockEvent(tx, found.eventId);
      const [booking] = await tx.select().from(eventBookings).where(eq(eventBookings.id, found.id));
      if (!event || !booking) throw new AppError(404, VISITS_MSG.badLink);
      return work(tx, event, booking);
    });
    // Places may have changed: pages showing them drop, and the mail worker wakes.
    deps.changes.announce('event_bookings');
    deps.mail.wake();
    return result;
  }

  /** The booking its link names, or undefined (a wrong or old link). */
  async function bookingByToken(token: string, now = new Date()): Promise<BookingView | undefined> {
    const booking = await findByToken(token);
    return booking ? view(booking, now) : undefined;
  }

  /** The booking's view after a change through its link (it exists: the change found it). */
  async function after(token: string, now: Date): Promise<BookingView> {
    const shown = await bookingByToken(token, now);
    if (!shown) throw new AppError(404, VISITS_MSG.badLink);
    return shown;
  }

  return {
    bookingByToken,

    /** How many come and how many ride the combi; a reduction offers the freed places. */
    async changeBooking(token: string, input: unknown, now = new Date()): Promise<BookingView> {
      const parsed = parseWith(bookingChangeSchema, input);
      if (!parsed.ok) throw new AppError(400, MSG.checkFields, parsed.errors);
      const want = { people: parsed.data.personas, combi: parsed.data.combi };
      await withBooking(token, async (tx, event, booking) => {
        if (!isLive(booking.status)) throw new AppError(404, VISITS_MSG.badLink);
        if (!takesBookings(event, now)) throw new AppError(409, VISITS_MSG.closed);
        if (want.combi > 0 && event.combiSeats === 0) throw noCombi();
        if (booking.status !== 'espera' && !fits(event, await heldPlaces(tx, event.id, booking.id), want))
          throw new AppError(409, VISITS_MSG.full);
        await tx
          .update(eventBookings)
          .set({ people: want.people, combiSeats: want.combi, updatedAt: now })
          .where(eq(eventBookings.id, booking.id));
        await enqueueMail(tx, offerMails(links, event, await offerFreedPlaces(tx, event, now)));
      });
      return after(token, now);
    },

    /** Cancelled through its link (again: nothing more happens); the freed places are offered. */
    async cancelBooking(token: string, now = new Date()): Promise<BookingView> {
      await withBooking(token, async (tx, event, booking) => {
        if (booking.status === 'cancelada') return;
        if (!isLive(booking.status)) throw new AppError(404, VISITS_MSG.badLink);
        if (event.startsAt.getTime() <= now.getTime()) throw new AppError(409, VISITS_MSG.closed);
        await tx
          .update(eventBookings)
          .set({ status: 'cancelada', offeredUntil: null, updatedAt: now })
          .where(eq(eventBookings.id, booking.id));
        await enqueueMail(tx, offerMails(links, event, await offerFreedPlaces(tx, event, now)));
      });
      return after(token, now);
    },

    /**
     * Takes the place offered to this booking while the offer lasts: confirmed, with the confirmation mail
     * and its calendar file. A late click finds the offer expired (and the place offered to the next).
     */
    async takeOffer(token: string, now = new Date()): Promise<BookingView> {
      const taken = await withBooking(token, async (tx, event, booking) => {
        if (booking.status === 'confirmada') return true;
        if (booking.status !== 'ofrecida') return false;
        if ((booking.offeredUntil?.getTime() ?? 0) > now.getTime() && takesBookings(event, now)) {
          const [row] = await tx
            .update(eventBookings)
            .set({ status: 'confirmada', offeredUntil: null, updatedAt: now })
            .where(eq(eventBookings.id, booking.id))
            .returning();
          await enqueueMail(tx, [confirmationMail(links, event, row!, now)]);
          return true;
        }
        if ((booking.offeredUntil?.getTime() ?? 0) <= now.getTime()) {
          await tx
            .update(eventBookings)
            .set({ status: 'vencida', updatedAt: now })
            .where(eq(eventBookings.id, booking.id));
          await enqueueMail(tx, offerMails(links, event, await offerFreedPlaces(tx, event, now)));
        }
        return false;
      });
      if (!taken) throw new AppError(409, VISITS_MSG.offerGone);
      return after(token, now);
    },
  };
}
