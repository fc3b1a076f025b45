// «Suspender por lluvia» / «Cancelar» (issue 35, item 5; ADR 015, "A notice goes once"): staff mark the date,
// the site shows their notice, and everyone who had the date — booked, offered a place, in the waiting list,
// or a confirmed «Avisame si se suspende» — gets the mail staff edited, once. The date's row is locked and
// `notice_mailed_at` written in the transaction that queues the mails, so a double click or a second
// instance finds it set and mails nobody again. «Reabrir» undoes it (a later suspension mails again).
import {
  AppError,
  EVENT_KIND_LABELS,
  EVENT_STATUS_LABELS,
  eventNoticeSchema,
  longDay,
  MSG,
  parseWith,
} from '@campito/core';
import { type DbOrTx, eventAlerts, eventBookings, events } from '@campito/db';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { diffRecords, writeAudit } from '../admin/audit';
import type { SessionUser } from '../auth/session.service';
import { enqueueMail } from '../mail/outbox';
import { EVENT_NOT_FOUND } from './calendar';
import type { VisitLinks } from './links';
import { noticeMail, offerMails } from './mails';
import { type EventRow, LIVE_BOOKINGS, lockEvent, offerFreedPlaces } from './places';

type NoticeStatus = 'suspendido' | 'cancelado';
type Actor = Pick<SessionUser, 'id' | 'email'>;

export interface NoticePreview {
  status: NoticeStatus;
  notice: string;
  subject: string;
  body: string;
  /** Who would get it: distinct addresses of bookings (by state) and confirmed alerts. */
  recipients: { booked: number; waiting: number; alerts: number; total: number };
  /** The mail already went for this date: sending again only changes the status and the notice. */
  alreadyMailed: boolean;
}

/** The texts staff start from. */
function defaultNotice(event: Pick<EventRow, 'kind' | 'title' | 'startsAt'>, status: NoticeStatus) {
  const what = event.kind === 'visita' ? 'la visita' : `«${event.title}»`;
  const day = longDay(event.startsAt);
  const rain = status === 'suspendido';
  const notice = rain
    ? `Por el pronóstico de lluvia, suspendemos ${what} del ${day}. ¡Te esperamos en la próxima fecha!`
    : `Cancelamos ${what} del ${day}. Perdón por las molestias: te esperamos en la próxima fecha.`;
  const subject = rain
    ? `Se suspende por lluvia: ${EVENT_KIND_LABELS[event.kind].toLowerCase()} del ${day}`
    : `Cancelado: ${event.title} del ${day}`;
  const body = [
    'Hola:',
    notice,
    rain
      ? 'Te escribimos porque tenías esta fecha anotada. No hace falta que hagas nada: si reservaste, tu reserva no se cobra ni se pierde nada.'
      : 'Te escribimos porque tenías esta fecha anotada. No hace falta que hagas nada.',
    'Gracias por acompañar a los perros de El Campito.',
  ].join('\n\n');
  return { notice, subject, body };
}

/** Everyone who had the date, each address once: bookings first, then confirmed alerts. */
async function recipientsOf(tx: DbOrTx, eventId: string) {
  const bookings = await tx
    .select({ email: eventBookings.email, status: eventBookings.status })
    .from(eventBookings)
    .where(and(eq(eventBookings.eventId, eventId), inArray(eventBookings.status, [...LIVE_BOOKINGS])));
  const alerts = await tx
    .select({ id: eventAlerts.id, email: eventAlerts.email })
    .from(eventAlerts)
    .where(and(eq(eventAlerts.eventId, eventId), isNotNull(eventAlerts.confirmedAt)));
  const seen = new Set<string>();
  const list: { email: string; alertId?: string; status?: string }[] = [];
  for (const b of bookings) {
    const key = b.email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    list.push({ email: b.email, status: b.status });
  }
  for (const a of alerts) {
    const key = a.email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    list.push({ email: a.email, alertId: a.id });
  }
  return list;
}

export function createNotices(deps: ServiceDeps, { links }: { links: VisitLinks }) {
  const { db } = deps;

  async function inTransaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    deps.changes.announce('events');
    deps.changes.announce('event_bookings');
    deps.mail.wake();
    return result;
  }

  async function audit(tx: DbOrTx, actor: Actor, before: EventRow, after: EventRow) {
    const changes = diffRecords(before, after);
    if (Object.keys(changes).length > 0)
      await writeAudit(tx, actor, {
        action: 'update',
        resource: 'events',
        recordId: before.id,
        changes,
        record: after,
      });
  }

  return {
    /** The notice and mail staff start from for `status`, and who would get it. */
    async noticePreview(eventId: string, status: NoticeStatus): Promise<NoticePreview> {
      const [event] = await db.select().from(events).where(eq(events.id, eventId));
      if (!event) throw new AppError(404, EVENT_NOT_FOUND);
      const list = await recipientsOf(db, event.id);
      const count = (pick: (r: (typeof list)[number]) => boolean) => list.filter(pick).length;
      return {
        status,
        ...defaultNotice(event, status),
        recipients: {
          booked: count((r) => r.status === 'confirmada' || r.status === 'ofrecida'),
          waiting: count((r) => r.status === 'espera'),
          alerts: count((r) => r.alertId !== undefined),
          total: list.length,
        },
        alreadyMailed: event.noticeMailedAt !== null,
      };
    },

    /**
     * Suspends or cancels the date with staff's notice and mails it once to everyone who had it. Sent
     * before for this date (a double click, another instance, a suspension now cancelled): the status and
     * notice change, nobody is mailed again. Returns how many mails were queued.
     */
    async sendNotice(
      eventId: string,
      input: unknown,
      actor: Actor,
      now = new Date(),
    ): Promise<{ mailed: number; alreadyMailed: boolean; status: NoticeStatus; statusLabel: string }> {
      const parsed = parseWith(eventNoticeSchema, input);
      if (!parsed.ok) throw new AppError(400, MSG.checkFields, parsed.errors);
      const { status, notice, subject, body } = parsed.data;
      return inTransaction(async (tx) => {
        const before = await lockEvent(tx, eventId);
        if (!before) throw new AppError(404, EVENT_NOT_FOUND);
        const first = before.noticeMailedAt === null;
        const list = first ? await recipientsOf(tx, before.id) : [];
        const [after] = await tx
          .update(events)
          .set({ status, notice, ...(first ? { noticeMailedAt: now } : {}), updatedAt: now })
          .where(eq(events.id, before.id))
          .returning();
        await enqueueMail(
          tx,
          list.map((to) => noticeMail(links, before, { subject, body }, to)),
        );
        await audit(tx, actor, before, after!);
        return {
          mailed: list.length,
          alreadyMailed: !first,
          status,
          statusLabel: EVENT_STATUS_LABELS[status],
        };
      });
    },

    /**
     * The date goes ahead after all: no notice, and a later suspension mails again. The waiting list gets
     * any place free.
     */
    async reopen(eventId: string, actor: Actor, now = new Date()): Promise<EventRow> {
      return inTransaction(async (tx) => {
        const before = await lockEvent(tx, eventId);
        if (!before) throw new AppError(404, EVENT_NOT_FOUND);
        const [after] = await tx
          .update(events)
          .set({ status: 'programado', notice: null, noticeMailedAt: null, updatedAt: now })
          .where(eq(events.id, before.id))
          .returning();
        await audit(tx, actor, before, after!);
        await enqueueMail(tx, offerMails(links, after!, await offerFreedPlaces(tx, after!, now)));
        return after!;
      });
    },
  };
}
