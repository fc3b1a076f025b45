// The calendar (issue 35, item 1; ADR 015, "The calendar is rows"): the public dates with their places left,
// one date by its address, the suspension the home page's banner shows, and staff's «Generar días de visita»,
// which adds SPEC's visit days (first Sunday of the month and the Saturdays after it) as rows staff then edit.
// Private dates (a school's own talk) never leave staff's screens. The site switch «visitas suspendidas»
// hides the whole calendar behind its notice.
import {
  type CalendarItem,
  EVENT_KIND_LABELS,
  EVENT_STATUS_LABELS,
  type EventKind,
  eventPath,
  HOLDING_BOOKINGS,
  isoDay,
  nextVisitDays,
  shelterDateTime,
  slugWords,
} from '@campito/core';
import { type DbOrTx, eventBookings, events } from '@campito/db';
import { and, asc, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import { argentinaDayStart } from '../admin/resource';
import { type EventRow, type Held, placesLeft, takesBookings } from './places';

export const EVENT_NOT_FOUND = 'No encontramos esa fecha.';

/** Regular visit days start and end at these hours in Buenos Aires (staff may edit each day). */
const VISIT_DAY_HOURS = { from: '11:00', to: '17:00' } as const;
/** Dates the public calendar lists at most. */
const CALENDAR_SIZE = 60;
/** The home page's banner shows a suspension of a date at most this many days ahead. */
const SUSPENSION_BANNER_DAYS = 7;
const DAY_MS = 24 * 3_600_000;

export interface Calendar {
  /** The site switch «visitas suspendidas» is on: no dates are shown, only its notice. */
  closed: boolean;
  notice: string;
  items: CalendarItem[];
}

const HOLDING = [...HOLDING_BOOKINGS];
/** A date's row with what its bookings hold, in one query. */
export function eventsWithPlaces(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      event: events,
      people: sql<number>`coalesce(sum(${eventBookings.people}) filter (where ${inArray(eventBookings.status, HOLDING)}), 0)::int`,
      combi: sql<number>`coalesce(sum(${eventBookings.combiSeats}) filter (where ${inArray(eventBookings.status, HOLDING)}), 0)::int`,
      waiting: sql<number>`(count(${eventBookings.id}) filter (where ${eventBookings.status} = 'espera'))::int`,
    })
    .from(events)
    .leftJoin(eventBookings, eq(eventBookings.eventId, events.id))
    .where(where)
    .groupBy(events.id);
}

/** The public shape of a row and what its bookings hold. */
export function calendarItem(event: EventRow, held: Held, waiting: number, now: Date): CalendarItem {
  const left = placesLeft(event, held);
  const bookable = takesBookings(event, now);
  const ahead = event.status === 'programado' && event.startsAt.getTime() > now.getTime();
  return {
    id: event.id,
    slug: event.slug,
    path: eventPath(event.slug),
    kind: event.kind,
    kindLabel: EVENT_KIND_LABELS[event.kind],
    title: event.title,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt?.toISOString() ?? null,
    day: isoDay(event.startsAt),
    place: event.place,
    description: event.description,
    image: event.image ?? null,
    status: event.status,
    statusLabel: EVENT_STATUS_LABELS[event.status],
    notice: event.status === 'programado' ? null : event.notice,
    bookingRequired: event.bookingRequired,
    capacity: event.capacity,
    placesLeft: left.people,
    combiSeats: event.combiSeats,
    combiSeatsLeft: left.combi,
    combiMeetingPoint: event.combiMeetingPoint,
    combiMeetingAt: event.combiMeetingAt?.toISOString() ?? null,
    waiting: Number(waiting),
    bookable,
    full: bookable && left.people === 0,
    alertable: ahead && !event.bookingRequired,
  };
}

const toItem =
  (now: Date) =>
  (row: { event: EventRow; people: number; combi: number; waiting: number }): CalendarItem =>
    calendarItem(row.event, { people: Number(row.people), combi: Number(row.combi) }, row.waiting, now);

/** Midnight in Buenos Aires of the day `now` falls on. */
const todayStart = (now: Date) => argentinaDayStart(isoDay(now));

export function createCalendar(
  db: DbOrTx,
  site: { getSettings(): Promise<{ visits: { suspended: boolean; notice: string } }> },
) {
  /** A public date by its address, or undefined (private dates are nobody's to find). */
  async function bySlug(slug: string, now = new Date()): Promise<CalendarItem | undefined> {
    const [row] = await eventsWithPlaces(db, and(eq(events.slug, slug), eq(events.isPublic, true)));
    return row ? toItem(now)(row) : undefined;
  }

  return {
    /**
     * What comes next, from today (Buenos Aires) on, oldest first, with suspended and cancelled dates and
     * their notices; nothing while the site switch «visitas suspendidas» is on.
     */
    async upcoming(now = new Date()): Promise<Calendar> {
      const { visits } = await site.getSettings();
      if (visits.suspended) return { closed: true, notice: visits.notice, items: [] };
      const rows = await eventsWithPlaces(
        db,
        and(eq(events.isPublic, true), gte(events.startsAt, todayStart(now))),
      )
        .orderBy(asc(events.startsAt), asc(events.id))
        .limit(CALENDAR_SIZE);
      return { closed: false, notice: visits.notice, items: rows.map(toItem(now)) };
    },

    bySlug,

    /**
     * The nearest public date suspended or cancelled, from today up to SUSPENSION_BANNER_DAYS ahead: what
     * the home page's banner and /visitas announce. Null when there is none.
     */
    async nextSuspension(now = new Date()): Promise<CalendarItem | null> {
      const from = todayStart(now);
      const rows = await eventsWithPlaces(
        db,
        and(
          eq(events.isPublic, true),
          ne(events.status, 'programado'),
          gte(events.startsAt, from),
          lt(events.startsAt, new Date(from.getTime() + (SUSPENSION_BANNER_DAYS + 1) * DAY_MS)),
        ),
      )
        .orderBy(asc(events.startsAt), asc(events.id))
        .limit(1);
      return rows[0] ? toItem(now)(rows[0]) : null;
    },
  };
}

/**
 * A date's address: a visit day's is its day (YYYY-MM-DD); an event's the day and its title
 * (`2026-12-12-taller-de-paseos`), with `-2`, `-3`… when another date has it. `except` is the event itself.
 */
export async function freeEventSlug(
  tx: DbOrTx,
  event: { kind: EventKind; startsAt: Date; title: string },
  except?: string,
): Promise<string> {
  const day = isoDay(event.startsAt);
  const words = event.kind === 'visita' ? '' : slugWords(event.title);
  const base = words ? `${day}-${words}` : day;
  for (let n = 1; n < 100; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [taken] = await tx
      .select({ id: events.id })
      .from(events)
      .where(except ? and(eq(events.slug, slug), ne(events.id, except)) : eq(events.slug, slug))
      .limit(1);
    if (!taken) return slug;
  }
  throw new Error(`no free address for the date ${base}`);
}

/**
 * SPEC's visit days for the next `months` months as rows: one per day, skipping days that already have one
 * (suspended and cancelled ones included: the unique index events_visit_day_key keeps one per day), so
 * running it twice adds nothing. Returns the rows added and how many days the rule gave.
 */
export async function insertVisitDays(
  tx: DbOrTx,
  months: number,
  now: Date,
): Promise<{ rows: EventRow[]; days: number }> {
  const days = nextVisitDays(months, now);
  if (days.length === 0) return { rows: [], days: 0 };
  const rows = await tx
    .insert(events)
    .values(
      days.map((day) => ({
        kind: 'visita' as const,
        slug: day,
        title: EVENT_KIND_LABELS.visita,
        startsAt: shelterDateTime(`${day}T${VISIT_DAY_HOURS.from}`)!,
        endsAt: shelterDateTime(`${day}T${VISIT_DAY_HOURS.to}`)!,
      })),
    )
    .onConflictDoNothing()
    .returning();
  return { rows, days: days.length };
}
