// The panel's figures of visits and events (issue 35): visitors and places booked per month for the
// statistics (admin/stats.service.ts), and the next date that takes bookings for the dashboard
// (admin/dashboard.service.ts). Both read the counts housekeeping keeps on the date once its bookings are
// gone (retention.ts), so old months stay. Plain SQL that PGlite and PostgreSQL read alike.
import {
  EVENT_STATUS_LABELS,
  type EventStatus,
  isoDay,
  type NextEventSummary,
  SHELTER_TIME_ZONE,
} from '@campito/core';
import { type Db, eventBookings, events, queryRows } from '@campito/db';
import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import { argentinaDayStart } from '../admin/resource';
import { eventsWithPlaces } from './calendar';
import { placesLeft } from './places';

const ZONE = sql.raw(`'${SHELTER_TIME_ZONE}'`);

/** The tables these figures read: answers kept in the table cache are dropped when they change. */
export const VISIT_FIGURE_TABLES = ['events', 'event_bookings'] as const;

/**
 * Per month (1–12) of `year` on Buenos Aires' calendar, of the dates that went ahead: places booked and
 * visitors (people marked as come; where nobody was marked, the places booked).
 */
export async function visitsPerMonth(
  db: Db,
  year: number,
): Promise<Map<number, { visitors: number; bookings: number }>> {
  const from = argentinaDayStart(`${year}-01-01`);
  const to = argentinaDayStart(`${year + 1}-01-01`);
  const rows = await queryRows<{ month: number; booked: number; visitors: number }>(
    db,
    sql`select per_date.month, sum(per_date.booked)::int as booked,
        sum(case when per_date.attended > 0 then per_date.attended else per_date.booked end)::int as visitors
      from (
        select extract(month from (e.starts_at at time zone ${ZONE}))::int as month,
          case when e.purged_at is null then coalesce(b.booked, 0) else e.booked_people end as booked,
          case when e.purged_at is null then coalesce(b.attended, 0) else e.attended_people end as attended
        from ${events} e
        left join lateral (
          select sum(x.people) filter (where x.status = 'confirmada') as booked,
                 sum(x.people) filter (where x.attended) as attended
          from ${eventBookings} x where x.event_id = e.id
        ) b on true
        where e.status = 'programado' and e.kind <> 'turno' and e.starts_at >= ${from} and e.starts_at < ${to}
      ) per_date
      group by per_date.month`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.month),
      { visitors: Number(r.visitors ?? 0), bookings: Number(r.booked ?? 0) },
    ]),
  );
}

/** The next date that takes bookings, from today (Buenos Aires) on, whatever its state; null if none. */
export async function nextEventSummary(db: Db, now = new Date()): Promise<NextEventSummary | null> {
  const [row] = await eventsWithPlaces(
    db,
    and(
      eq(events.bookingRequired, true),
      ne(events.kind, 'turno'),
      gte(events.startsAt, argentinaDayStart(isoDay(now))),
    ),
  )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(1);
  if (!row) return null;
  const e = row.event;
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(eventBookings)
    .where(and(eq(eventBookings.eventId, e.id), eq(eventBookings.status, 'confirmada')));
  const left = placesLeft(e, { people: Number(row.people), combi: Number(row.combi) });
  return {
    id: e.id,
    slug: e.slug,
    title: e.title,
    startsAt: e.startsAt.toISOString(),
    status: e.status,
    statusLabel: EVENT_STATUS_LABELS[e.status as EventStatus],
    bookings: Number(count?.n ?? 0),
    people: Number(row.people),
    capacity: e.capacity,
    placesLeft: left.people,
    combiSeats: e.combiSeats,
    combiSeatsLeft: left.combi,
    waiting: Number(row.waiting),
  };
}
