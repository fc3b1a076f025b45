// What time does to bookings (issue 35, item 3), one round at a time on the worker's clock (visits.worker.ts;
// tests pass their own `now`): an offered place not taken by its deadline expires and goes to the next in
// the waiting list, and confirmed bookings get a reminder on the day before their date (Buenos Aires
// calendar), once — `reminder_sent_at` is claimed by a conditional update in the transaction that queues it.
import { isoDay } from '@campito/core';
import { eventBookings, events } from '@campito/db';
import { and, asc, eq, gte, isNull, lt, lte } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { argentinaDayStart } from '../admin/resource';
import { enqueueMail } from '../mail/outbox';
import type { VisitLinks } from './links';
import { offerMails, reminderMail } from './mails';
import { lockEvent, offerFreedPlaces } from './places';

const DAY_MS = 24 * 3_600_000;
/** Bookings reminded per round at most: a round stays short, the next one continues. */
const REMINDERS_PER_ROUND = 500;

export interface RoundCounts {
  /** Offers that ran out. */
  expired: number;
  /** Places offered to the waiting list. */
  offered: number;
  reminded: number;
}

export function createRounds(deps: ServiceDeps, { links }: { links: VisitLinks }) {
  const { db } = deps;

  /** Offers past their deadline become «vencida», and each of their dates offers its places again. */
  async function expireOffers(now: Date): Promise<Pick<RoundCounts, 'expired' | 'offered'>> {
    const due = await db
      .selectDistinct({ eventId: eventBookings.eventId })
      .from(eventBookings)
      .where(and(eq(eventBookings.status, 'ofrecida'), lte(eventBookings.offeredUntil, now)));
    const counts = { expired: 0, offered: 0 };
    for (const { eventId } of due) {
      await db.transaction(async (tx) => {
        const event = await lockEvent(tx, eventId);
        if (!event) return;
        const gone = await tx
          .update(eventBookings)
          .set({ status: 'vencida', updatedAt: now })
          .where(
            and(
              eq(eventBookings.eventId, eventId),
              eq(eventBookings.status, 'ofrecida'),
              lte(eventBookings.offeredUntil, now),
            ),
          )
          .returning({ id: eventBookings.id });
        const offered = await offerFreedPlaces(tx, event, now);
        await enqueueMail(tx, offerMails(links, event, offered));
        counts.expired += gone.length;
        counts.offered += offered.length;
      });
    }
    return counts;
  }

  /** Confirmed bookings of dates going ahead tomorrow (Buenos Aires) that were not reminded yet. */
  async function sendReminders(now: Date): Promise<number> {
    const tomorrow = argentinaDayStart(isoDay(new Date(now.getTime() + DAY_MS)));
    const due = await db
      .select({ booking: eventBookings, event: events })
      .from(eventBookings)
      .innerJoin(events, eq(events.id, eventBookings.eventId))
      .where(
        and(
          eq(eventBookings.status, 'confirmada'),
          isNull(eventBookings.reminderSentAt),
          eq(events.status, 'programado'),
          gte(events.startsAt, tomorrow),
          lt(events.startsAt, new Date(tomorrow.getTime() + DAY_MS)),
        ),
      )
      .orderBy(asc(eventBookings.createdAt))
      .limit(REMINDERS_PER_ROUND);
    let sent = 0;
    for (const { booking, event } of due) {
      const claimed = await db.transaction(async (tx) => {
        const [won] = await tx
          .update(eventBookings)
          .set({ reminderSentAt: now })
          .where(
            and(
              eq(eventBookings.id, booking.id),
              eq(eventBookings.status, 'confirmada'),
              isNull(eventBookings.reminderSentAt),
            ),
          )
          .returning({ id: eventBookings.id });
        if (!won) return false;
        await enqueueMail(tx, [reminderMail(links, event, booking)]);
        return true;
      });
      if (claimed) sent++;
    }
    return sent;
  }

  return {
    expireOffers,
    sendReminders,
    /** One round of the worker: expired offers first (their places may go to someone), then reminders. */
    async tick(now = new Date()): Promise<RoundCounts> {
      const { expired, offered } = await expireOffers(now);
      const reminded = await sendReminders(now);
      if (expired || offered) deps.changes.announce('event_bookings');
      if (offered || reminded) deps.mail.wake();
      return { expired, offered, reminded };
    },
  };
}
