// «Visitas y eventos» in the admin (issue 35; ADR 015): every date on the calendar — visit days made from
// SPEC's rule, staff's events, schools' private talks — edited with core's eventSchema. The address (slug)
// is the server's: a visit day's is its day, an event's its day and title, made again when the day changes.
// More places (capacity or combi seats) go to the waiting list at once. A date people still hold is
// cancelled (which tells them), not deleted. Suspending, the bookings and attendance are visits/'s own
// routes (visits.admin-routes.ts).
import { AppError, EVENT_KINDS, EVENT_STATUSES, type EventInput, eventSchema, isoDay } from '@campito/core';
import { type DbOrTx, eventAlerts, eventBookings, events } from '@campito/db';
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { enqueueMail } from '../mail/outbox';
import { freeEventSlug } from '../visits/calendar';
import { offerMails } from '../visits/mails';
import { type EventRow, LIVE_BOOKINGS, offerFreedPlaces } from '../visits/places';
import { dateRange, type ResourceDef, type Row, type WriteContext } from './resource';

const WEEK_MS = 7 * 86_400_000;

const EVENTS_MSG = {
  visitDayTaken: 'Ya hay un día de visita en esa fecha.',
  stillHeld:
    'Esta fecha tiene reservas o avisos pendientes: cancelala (les avisa por correo) en lugar de borrarla.',
} as const;

/** One visit day per date (the unique index events_visit_day_key): said in Spanish before the insert. */
async function refuseSecondVisitDay(tx: DbOrTx, startsAt: Date, except?: string) {
  const [taken] = await tx
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.kind, 'visita'),
        sql`(${events.startsAt} at time zone 'America/Argentina/Buenos_Aires')::date = ${isoDay(startsAt)}::date`,
        except ? ne(events.id, except) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new AppError(400, EVENTS_MSG.visitDayTaken, { startsAt: EVENTS_MSG.visitDayTaken });
}

async function prepareCreate(data: Row, ctx: WriteContext): Promise<Row> {
  const { repeatWeeks = 0, ...event } = shaped(data as EventInput);
  if (event.kind === 'visita') await refuseSecondVisitDay(ctx.tx, event.startsAt);
  // A shift repeated weekly (issue 38): the same shift on each of the next weeks, each its own date.
  for (let week = 1; week <= repeatWeeks; week++) {
    const later = (d: Date) => new Date(d.getTime() + week * WEEK_MS);
    const copy = {
      ...event,
      startsAt: later(event.startsAt),
      endsAt: event.endsAt ? later(event.endsAt) : null,
    };
    const [row] = await ctx.tx
      .insert(events)
      .values({ ...copy, slug: await freeEventSlug(ctx.tx, copy) })
      .returning();
    await ctx.audit({ action: 'create', resource: 'events', recordId: row!.id, before: null, after: row! });
  }
  return { ...event, slug: await freeEventSlug(ctx.tx, event) };
}

/**
 * A volunteer shift (kind «turno», issue 38) is booked by volunteers with their account only: never on the
 * public calendar, always by booking, no combi. Any other date has no task.
 */
const SHAPED = [
  'task',
  'requirements',
  'isPublic',
  'bookingRequired',
  'combiSeats',
  'combiMeetingPoint',
  'combiMeetingAt',
];
function shaped<T extends EventInput>(event: T): T {
  if (event.kind !== 'turno') return { ...event, task: null, requirements: '' };
  return {
    ...event,
    isPublic: false,
    bookingRequired: true,
    combiSeats: 0,
    combiMeetingPoint: '',
    combiMeetingAt: null,
  };
}

/** A new day (or kind) gives a new address; a new title alone keeps the shared links working. */
async function prepareUpdate(input: Row, before: Row, ctx: WriteContext): Promise<Row> {
  const was = before as EventRow;
  const { repeatWeeks: _once, ...changes } = input;
  // What a shift (or a date that stopped being one) must be, beside what staff changed.
  const merged = shaped({ ...was, ...input } as unknown as EventInput) as unknown as Row;
  for (const key of SHAPED) if (merged[key] !== (was as unknown as Row)[key]) changes[key] = merged[key];
  const kind = (changes.kind ?? was.kind) as EventRow['kind'];
  const startsAt = (changes.startsAt ?? was.startsAt) as Date;
  const title = (changes.title ?? was.title) as string;
  const moved = isoDay(startsAt) !== isoDay(was.startsAt) || (kind === 'visita') !== (was.kind === 'visita');
  if (!moved) return changes;
  if (kind === 'visita') await refuseSecondVisitDay(ctx.tx, startsAt, was.id);
  return { ...changes, slug: await freeEventSlug(ctx.tx, { kind, startsAt, title }, was.id) };
}

/** The row is locked (crud's update): places freed by a larger capacity or combi go to the waiting list. */
async function offerNewPlaces(_before: Row, after: Row, ctx: WriteContext): Promise<void> {
  const event = after as EventRow;
  const offered = await offerFreedPlaces(ctx.tx, event, new Date());
  if (offered.length === 0) return;
  await enqueueMail(ctx.tx, offerMails(ctx.services.visits.links, event, offered));
  ctx.afterCommit(async () => {
    ctx.deps.changes.announce('event_bookings');
    ctx.deps.mail.wake();
  });
}

async function refuseWhileHeld(before: Row, ctx: WriteContext): Promise<void> {
  const event = before as EventRow;
  if (event.startsAt.getTime() <= Date.now()) return;
  const [booking] = await ctx.tx
    .select({ id: eventBookings.id })
    .from(eventBookings)
    .where(and(eq(eventBookings.eventId, event.id), inArray(eventBookings.status, [...LIVE_BOOKINGS])))
    .limit(1);
  const [alert] = await ctx.tx
    .select({ id: eventAlerts.id })
    .from(eventAlerts)
    .where(and(eq(eventAlerts.eventId, event.id), isNotNull(eventAlerts.confirmedAt)))
    .limit(1);
  if (booking || alert) throw new AppError(409, EVENTS_MSG.stillHeld);
}

/** People of the date's bookings in `status`; the outer row named in full (a bare "id" would be the booking's). */
const held = (status: string) =>
  sql<number>`(select coalesce(sum(b.people), 0)::int from ${eventBookings} b where b.event_id = "events"."id" and b.status ${sql.raw(status)})`;

export const eventsResource: ResourceDef = {
  name: 'events',
  table: events,
  id: events.id,
  sort: {
    startsAt: events.startsAt,
    title: events.title,
    kind: events.kind,
    status: events.status,
    createdAt: events.createdAt,
  },
  defaultSort: { field: 'startsAt', order: 'ASC' },
  filters: {
    kind: { kind: 'eq', column: events.kind, values: EVENT_KINDS },
    status: { kind: 'eq', column: events.status, values: EVENT_STATUSES },
    isPublic: { kind: 'bool', column: events.isPublic },
    bookingRequired: { kind: 'bool', column: events.bookingRequired },
    ...dateRange('startsAt', events.startsAt),
  },
  search: [events.title, events.place, events.slug],
  // People holding places (confirmed or offered) and waiting, beside each date of the list.
  computed: {
    fields: { heldPeople: held(`in ('confirmada', 'ofrecida')`), waitingPeople: held(`= 'espera'`) },
    reads: ['event_bookings'],
  },
  create: { schema: eventSchema, prepare: prepareCreate },
  update: { schema: eventSchema, prepare: prepareUpdate, after: offerNewPlaces },
  remove: { mode: 'hard', before: refuseWhileHeld },
};
