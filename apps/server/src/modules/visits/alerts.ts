// «Avisame si se suspende» (issue 35, item 4): an email asks to hear if a date that needs no booking (a visit
// day) is suspended or cancelled. Double opt-in exactly like the new-dog alerts (alerts/alerts.service.ts): a
// confirmation mail with a random single-use link that works ALERT_CONFIRM_TTL_MS, nothing mailed until
// then, and a one-click opt-out (a link and List-Unsubscribe) in every later mail. The notice itself goes
// out with the bookings' (notices.ts).
import { randomUUID } from 'node:crypto';
import { AppError, eventAlertSchema, isRowId, MSG, parseWith, VISITS_MSG } from '@campito/core';
import { eventAlerts, events } from '@campito/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { ALERT_CONFIRM_TTL_MS } from '../alerts/alerts.service';
import { formRate, refuseFilledHoneypot, type Submitter } from '../forms/pipeline';
import { enqueueMail } from '../mail/outbox';
import { mayMailMailbox } from '../security/mailbox';
import type { RateLimitService } from '../security/rate-limit.service';
import { EVENT_NOT_FOUND } from './calendar';
import { MAX_TOKEN_LENGTH, randomToken, sameHash, sha256, type VisitLinks } from './links';
import { alertConfirmMail } from './mails';

/** A date that takes bookings mails its notice to them: an alert is for the dates without. */
const ALERT_NEEDS_NO_BOOKING =
  'Para este evento, reservá tu lugar: si se suspende, se lo avisamos a todas las personas con reserva.';

/** What the confirmation and opt-out pages name: the date. */
export interface AlertDate {
  slug: string;
  title: string;
  startsAt: string;
}

export function createEventAlerts(
  deps: ServiceDeps,
  { rateLimit, links }: { rateLimit: RateLimitService; links: VisitLinks },
) {
  const { db } = deps;

  async function find(id: string) {
    if (!isRowId(id)) return undefined;
    const [row] = await db
      .select({ alert: eventAlerts, slug: events.slug, title: events.title, startsAt: events.startsAt })
      .from(eventAlerts)
      .innerJoin(events, eq(events.id, eventAlerts.eventId))
      .where(eq(eventAlerts.id, id));
    return row;
  }
  const dateOf = (row: { slug: string; title: string; startsAt: Date }): AlertDate => ({
    slug: row.slug,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
  });

  return {
    /**
     * Subscribes an email to the public date `slug` (still ahead, going ahead, no booking needed). A new
     * subscription replaces the address's unconfirmed one for that date (a new link); an address already
     * confirmed for it gets nothing more, and the answer is the same, so it tells nobody who subscribed.
     */
    async subscribeAlert(
      slug: string,
      input: unknown,
      who: Pick<Submitter, 'ip'>,
      now = new Date(),
    ): Promise<{ id: string }> {
      refuseFilledHoneypot(input);
      await rateLimit.consume(formRate('visit-alert'), who.ip);
      const parsed = parseWith(eventAlertSchema, input);
      if (!parsed.ok) throw new AppError(400, MSG.checkFields, parsed.errors);
      const email = parsed.data.email.toLowerCase();
      const [event] = await db
        .select()
        .from(events)
        .where(and(eq(events.slug, slug), eq(events.isPublic, true)));
      if (!event) throw new AppError(404, EVENT_NOT_FOUND);
      if (event.status !== 'programado' || event.startsAt.getTime() <= now.getTime())
        throw new AppError(409, VISITS_MSG.closed);
      if (event.bookingRequired) throw new AppError(409, ALERT_NEEDS_NO_BOOKING);
      const mayMail = await mayMailMailbox(rateLimit, email);
      const id = randomUUID();
      const confirmToken = randomToken();
      const stored = await db.transaction(async (tx) => {
        const sameAddress = and(eq(eventAlerts.eventId, event.id), eq(eventAlerts.email, email));
        const [held] = await tx
          .select({ id: eventAlerts.id, confirmedAt: eventAlerts.confirmedAt })
          .from(eventAlerts)
          .where(sameAddress);
        if (held?.confirmedAt) return { id: held.id, mailed: false };
        if (held) await tx.delete(eventAlerts).where(eq(eventAlerts.id, held.id));
        await tx.insert(eventAlerts).values({
          id,
          eventId: event.id,
          email,
          confirmTokenHash: sha256(confirmToken),
          // Derived, and stored as a hash all the same: a copy of the table alone unsubscribes nobody.
          unsubscribeTokenHash: sha256(links.alertUnsubscribeToken(id)),
          createdAt: now,
        });
        if (mayMail) await enqueueMail(tx, [alertConfirmMail(links, event, { id, email }, confirmToken)]);
        return { id, mailed: mayMail };
      });
      if (stored.mailed) deps.mail.wake();
      return { id: stored.id };
    },

    /** The mailed link: confirmed from now on. Undefined for a wrong token or a link past its week. */
    async confirmAlert(id: string, token: string, now = new Date()): Promise<AlertDate | undefined> {
      const row = await find(id);
      if (!row || token.length > MAX_TOKEN_LENGTH || !sameHash(token, row.alert.confirmTokenHash))
        return undefined;
      if (row.alert.confirmedAt) return dateOf(row);
      if (row.alert.createdAt.getTime() + ALERT_CONFIRM_TTL_MS < now.getTime()) return undefined;
      await db
        .update(eventAlerts)
        .set({ confirmedAt: now })
        .where(and(eq(eventAlerts.id, id), isNull(eventAlerts.confirmedAt)));
      return dateOf(row);
    },

    /** Whether the opt-out link is this alert's (the page asks before it unsubscribes). */
    async checkAlert(id: string, token: string): Promise<AlertDate | undefined> {
      const row = await find(id);
      if (!row || token.length > MAX_TOKEN_LENGTH || !sameHash(token, row.alert.unsubscribeTokenHash))
        return undefined;
      return dateOf(row);
    },

    /** One click from a mail (the page's button or the mail app's RFC 8058 POST): the alert is deleted. */
    async unsubscribeAlert(id: string, token: string): Promise<boolean> {
      const row = await find(id);
      if (!row || token.length > MAX_TOKEN_LENGTH || !sameHash(token, row.alert.unsubscribeTokenHash))
        return false;
      await db.delete(eventAlerts).where(eq(eventAlerts.id, id));
      return true;
    },
  };
}
