// Volunteer shifts (issue 38, item 4; ADR 016): a shift is a date of the calendar of kind «turno», so its
// places, waiting list, offers of freed places, reminders, .ics and attendance are the visits' own
// (modules/visits/). What is the volunteers' here: the upcoming shifts with their place in each, and signing up
// and cancelling with their account (role «voluntario»), under the date's lock, never over capacity.
import { randomUUID } from 'node:crypto';
import {
  AppError,
  type CalendarItem,
  isAppError,
  SHIFT_MSG,
  SHIFT_TASK_LABELS,
  type ShiftTask,
} from '@campito/core';
import { eventBookings, events, isUniqueViolation } from '@campito/db';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import type { SessionUser } from '../auth/session.service';
import { enqueueMail } from '../mail/outbox';
import { calendarItem, eventsWithPlaces } from '../visits/calendar';
import { sha256, type VisitLinks } from '../visits/links';
import { confirmationMail, waitlistMail } from '../visits/mails';
import { fits, heldPlaces, LIVE_BOOKINGS, liveBookingOf, lockEvent, takesBookings } from '../visits/places';

/** Shifts the page lists at most. */
const SHIFTS_LISTED = 60;

/** The person signing up or cancelling: their account. */
export type Volunteer = Pick<SessionUser, 'id' | 'email' | 'name' | 'roles'> & { phone?: string | null };

export interface ShiftView extends CalendarItem {
  task: ShiftTask | null;
  taskLabel: string;
  requirements: string;
  /** The volunteer's place: none, confirmed, waiting, or a freed place offered until `offeredUntil`. */
  mine: 'confirmada' | 'espera' | 'ofrecida' | null;
  offeredUntil: string | null;
}

const isVolunteer = (user: Pick<SessionUser, 'roles'> | null | undefined) =>
  Boolean(user?.roles.includes('voluntario'));

function refuseNonVolunteer(user: Volunteer) {
  if (!isVolunteer(user)) throw new AppError(403, SHIFT_MSG.notVolunteer);
}

export function createShifts(
  deps: ServiceDeps,
  {
    links,
    bookingLinks,
  }: {
    links: VisitLinks;
    bookingLinks: {
      cancelBooking(token: string, now?: Date): Promise<unknown>;
      takeOffer(token: string, now?: Date): Promise<unknown>;
    };
  },
) {
  const { db } = deps;

  return {
    /** 403 for an account without the volunteer role (the hours' routes ask it too). */
    requireVolunteer: refuseNonVolunteer,

    /** The shifts ahead, soonest first, with the volunteer's place in each. */
    async upcoming(user: Volunteer, now = new Date()): Promise<ShiftView[]> {
      refuseNonVolunteer(user);
      const rows = await eventsWithPlaces(
        db,
        and(eq(events.kind, 'turno'), eq(events.status, 'programado'), gt(events.startsAt, now)),
      )
        .orderBy(asc(events.startsAt))
        .limit(SHIFTS_LISTED);
      const ids = rows.map((r) => r.event.id);
      const booked = ids.length
        ? await db
            .select({
              eventId: eventBookings.eventId,
              status: eventBookings.status,
              offeredUntil: eventBookings.offeredUntil,
            })
            .from(eventBookings)
            .where(
              and(
                inArray(eventBookings.eventId, ids),
                eq(eventBookings.email, user.email.toLowerCase()),
                inArray(eventBookings.status, [...LIVE_BOOKINGS]),
              ),
            )
        : [];
      return rows.map((r) => {
        const own = booked.find((b) => b.eventId === r.event.id);
        return {
          ...calendarItem(r.event, { people: Number(r.people), combi: Number(r.combi) }, r.waiting, now),
          task: r.event.task,
          taskLabel: r.event.task ? SHIFT_TASK_LABELS[r.event.task] : '',
          requirements: r.event.requirements,
          mine: (own?.status as ShiftView['mine']) ?? null,
          offeredUntil: own?.offeredUntil?.toISOString() ?? null,
        };
      });
    },

    /**
     * Signs the volunteer up: a place if one is left, else the waiting list (the visits' rule, the same lock).
     * Mails the confirmation with its .ics, or the place in the list. Answers the message to show.
     */
    async signUp(
      eventId: string,
      user: Volunteer,
      now = new Date(),
    ): Promise<{ status: 'confirmada' | 'espera'; message: string }> {
      refuseNonVolunteer(user);
      const email = user.email.toLowerCase();
      const id = randomUUID();
      try {
        const status = await db.transaction(async (tx) => {
          const event = await lockEvent(tx, eventId);
          if (event?.kind !== 'turno') throw new AppError(404, SHIFT_MSG.notFound);
          if (!takesBookings(event, now)) throw new AppError(409, SHIFT_MSG.closed);
          if (await liveBookingOf(tx, event.id, email)) throw new AppError(409, SHIFT_MSG.already);
          const status = fits(event, await heldPlaces(tx, event.id), { people: 1, combi: 0 })
            ? 'confirmada'
            : 'espera';
          const [row] = await tx
            .insert(eventBookings)
            .values({
              id,
              eventId: event.id,
              name: user.name,
              email,
              phone: user.phone ?? '',
              people: 1,
              combiSeats: 0,
              status,
              userId: user.id,
              tokenHash: sha256(links.bookingToken(id)),
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          await enqueueMail(tx, [
            status === 'confirmada'
              ? confirmationMail(links, event, row!, now)
              : waitlistMail(links, event, row!),
          ]);
          return status;
        });
        deps.changes.announce('event_bookings');
        deps.mail.wake();
        return { status, message: status === 'confirmada' ? SHIFT_MSG.signedUp : SHIFT_MSG.waitlisted };
      } catch (err) {
        // The unique index of live bookings per email and date, if two of the volunteer's clicks raced.
        if (!isAppError(err) && isUniqueViolation(err)) throw new AppError(409, SHIFT_MSG.already);
        throw err;
      }
    },

    /** Cancels the volunteer's place (or their turn in the list); a freed place is offered to the next. */
    async cancel(eventId: string, user: Volunteer, now = new Date()): Promise<{ message: string }> {
      refuseNonVolunteer(user);
      const booking = await liveBookingOf(db, eventId, user.email);
      if (!booking) throw new AppError(404, SHIFT_MSG.notSignedUp);
      await bookingLinks.cancelBooking(links.bookingToken(booking.id), now);
      return { message: SHIFT_MSG.cancelled };
    },

    /** Takes the freed place the waiting list offered the volunteer. */
    async take(eventId: string, user: Volunteer, now = new Date()): Promise<{ message: string }> {
      refuseNonVolunteer(user);
      const booking = await liveBookingOf(db, eventId, user.email);
      if (booking?.status !== 'ofrecida') throw new AppError(409, SHIFT_MSG.noOffer);
      await bookingLinks.takeOffer(links.bookingToken(booking.id), now);
      return { message: SHIFT_MSG.taken };
    },
  };
}
