// Booking a place at a date (issue 35, item 3; ADR 015): the public form (honeypot, rate limit, the shared
// schema, idempotency key — the same guards as the other public forms), then one transaction that locks the
// date's row, counts what the holding bookings take and stores the booking confirmed or in the waiting list,
// with its mail. What the mail's signed link does afterwards is booking-link.ts.
import { randomUUID } from 'node:crypto';
import {
  AppError,
  type Booking,
  type BookingStatus,
  bookingSchema,
  type FieldErrors,
  isAppError,
  MSG,
  parseWith,
  VISITS_MSG,
} from '@campito/core';
import { type DbOrTx, eventBookings, events, isUniqueViolation } from '@campito/db';
import { and, eq } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { formRate, refuseFilledHoneypot, type Submitter } from '../forms/pipeline';
import { enqueueMail } from '../mail/outbox';
import { mayMailMailbox } from '../security/mailbox';
import type { RateLimitService } from '../security/rate-limit.service';
import { EVENT_NOT_FOUND } from './calendar';
import { sha256, type VisitLinks } from './links';
import { confirmationMail, waitlistMail } from './mails';
import {
  type BookingRow,
  fits,
  heldPlaces,
  liveBookingOf,
  lockEvent,
  noCombi,
  takesBookings,
} from './places';

const BOOKING_RATE = formRate('visit-booking');

export interface BookingOutcome {
  id: string;
  status: 'confirmada' | 'espera';
  /** false when the idempotency key had already stored it (a double click). */
  created: boolean;
  message: string;
}

/** What a page gets back from the whole form: the outcome, or why not (status, message, field messages). */
export type BookingSubmitted =
  | ({ ok: true } & BookingOutcome)
  | { ok: false; status: number; error: string; errors?: FieldErrors };

const messageOf = (status: BookingStatus) =>
  status === 'confirmada' ? VISITS_MSG.booked : VISITS_MSG.waitlisted;

export function createBookings(
  deps: ServiceDeps,
  { rateLimit, links }: { rateLimit: RateLimitService; links: VisitLinks },
) {
  const { db } = deps;

  /** After a commit that changed bookings: pages showing places drop, and the mail worker wakes. */
  const changed = () => {
    deps.changes.announce('event_bookings');
    deps.mail.wake();
  };

  async function findByKey(tx: DbOrTx, key: string) {
    const [row] = await tx.select().from(eventBookings).where(eq(eventBookings.idempotencyKey, key));
    return row;
  }

  async function guard(input: unknown, who: Pick<Submitter, 'ip'>): Promise<void> {
    refuseFilledHoneypot(input);
    await rateLimit.consume(BOOKING_RATE, who.ip);
  }

  /** Stores validated data for the date `slug`: confirmed if it fits, else in the waiting list. */
  async function store(
    slug: string,
    data: Booking,
    who: Submitter,
    now = new Date(),
  ): Promise<BookingOutcome> {
    const key = data.idempotencyKey || null;
    if (key) {
      const first = await findByKey(db, key);
      if (first) return outcomeOf(first, false);
    }
    const [found] = await db
      .select({ id: events.id, combiSeats: events.combiSeats })
      .from(events)
      .where(and(eq(events.slug, slug), eq(events.isPublic, true)));
    if (!found) throw new AppError(404, EVENT_NOT_FOUND);
    if (data.combi > 0 && found.combiSeats === 0) throw noCombi();
    const email = data.email.toLowerCase();
    // Outside the transaction: PGlite runs one connection (security/mailbox.ts).
    const mayMail = await mayMailMailbox(rateLimit, email);
    const id = randomUUID();
    try {
      const outcome = await db.transaction(async (tx) => {
        const event = await lockEvent(tx, found.id);
        if (!event) throw new AppError(404, EVENT_NOT_FOUND);
        if (!event.bookingRequired) throw new AppError(409, VISITS_MSG.notBookable);
        if (!takesBookings(event, now)) throw new AppError(409, VISITS_MSG.closed);
        if (await liveBookingOf(tx, event.id, email)) throw new AppError(409, VISITS_MSG.alreadyBooked);
        const want = { people: data.personas, combi: data.combi };
        const status = fits(event, await heldPlaces(tx, event.id), want) ? 'confirmada' : 'espera';
        const [row] = await tx
          .insert(eventBookings)
          .values({
            id,
            eventId: event.id,
            name: data.nombre,
            email,
            phone: data.telefono,
            people: want.people,
            combiSeats: want.combi,
            status,
            userId: who.user?.id ?? null,
            tokenHash: sha256(links.bookingToken(id)),
            idempotencyKey: key,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing({ target: eventBookings.idempotencyKey })
          .returning();
        if (!row) {
          // Another request with the same key committed first: answer with its booking.
          const first = key ? await findByKey(tx, key) : undefined;
          if (!first) throw new Error('idempotent booking found no record');
          return outcomeOf(first, false);
        }
        if (mayMail)
          await enqueueMail(tx, [
            status === 'confirmada'
              ? confirmationMail(links, event, row, now)
              : waitlistMail(links, event, row),
          ]);
        return outcomeOf(row, true);
      });
      if (outcome.created) changed();
      return outcome;
    } catch (err) {
      // The unique index of live bookings per email and date, if two requests raced past the check.
      if (!isAppError(err) && isUniqueViolation(err)) throw new AppError(409, VISITS_MSG.alreadyBooked);
      throw err;
    }
  }

  function outcomeOf(row: BookingRow, created: boolean): BookingOutcome {
    const status = row.status === 'espera' ? 'espera' : 'confirmada';
    return { id: row.id, status, created, message: messageOf(status) };
  }

  return {
    /** Honeypot and the per-address limit, before the body is validated (the REST route's preValidation). */
    guardBooking: guard,
    storeBooking: store,

    /** The whole form for a page's post: answers instead of throwing, with the Spanish messages. */
    async submitBooking(
      slug: string,
      input: unknown,
      who: Submitter,
      now = new Date(),
    ): Promise<BookingSubmitted> {
      try {
        await guard(input, who);
        const parsed = parseWith(bookingSchema, input);
        if (!parsed.ok) return { ok: false, status: 400, error: MSG.checkFields, errors: parsed.errors };
        return { ok: true, ...(await store(slug, parsed.data, who, now)) };
      } catch (err) {
        if (isAppError(err))
          return { ok: false, status: err.statusCode, error: err.message, errors: err.errors };
        throw err;
      }
    },
  };
}
