// The panel's volunteer figures (issue 38, item 6): the dashboard's next shifts with places, and, for the
// statistics, per month of a year on Buenos Aires' calendar, the
// hours of attended shifts and how many volunteers came; and the year's distinct volunteers (a person who
// came in March and in May counts once). Attended shifts outlive housekeeping (visits/retention.ts), so
// old months stay. Plain SQL that PGlite and PostgreSQL read alike.
import { type NextShiftSummary, SHELTER_TIME_ZONE } from '@campito/core';
import { type Db, eventBookings, events, queryRows } from '@campito/db';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { argentinaDayStart } from '../admin/resource';
import { eventsWithPlaces } from '../visits/calendar';
import { placesLeft } from '../visits/places';

/** Shifts the dashboard lists at most. */
const NEXT_SHIFTS = 3;
/** Shifts looked at to find them (full ones are skipped). */
const NEXT_SHIFTS_SCANNED = 30;

/** The dashboard's next shifts that still have places, soonest first. */
export async function nextShiftsWithPlaces(db: Db, now = new Date()): Promise<NextShiftSummary[]> {
  const rows = await eventsWithPlaces(
    db,
    and(eq(events.kind, 'turno'), eq(events.status, 'programado'), gt(events.startsAt, now)),
  )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(NEXT_SHIFTS_SCANNED);
  return rows
    .map((r) => ({
      event: r.event,
      left: placesLeft(r.event, { people: Number(r.people), combi: 0 }).people,
    }))
    .filter((r) => r.left !== null && r.left > 0)
    .slice(0, NEXT_SHIFTS)
    .map(({ event, left }) => ({
      id: event.id,
      title: event.title,
      startsAt: event.startsAt.toISOString(),
      placesLeft: left!,
      capacity: event.capacity ?? 0,
    }));
}

const ZONE = sql.raw(`'${SHELTER_TIME_ZONE}'`);

export async function volunteerHoursPerMonth(db: Db, year: number) {
  const from = argentinaDayStart(`${year}-01-01`);
  const to = argentinaDayStart(`${year + 1}-01-01`);
  const attended = sql`from ${eventBookings} b join ${events} e on e.id = b.event_id
    where e.kind = 'turno' and b.attended is true and b.user_id is not null and e.ends_at is not null
      and e.starts_at >= ${from} and e.starts_at < ${to}`;
  const [rows, [year_]] = await Promise.all([
    queryRows<{ month: number; volunteers: number; minutes: number }>(
      db,
      sql`select extract(month from (e.starts_at at time zone ${ZONE}))::int as month,
          count(distinct b.user_id)::int as volunteers,
          coalesce(sum(extract(epoch from (e.ends_at - e.starts_at)) / 60), 0)::int as minutes
        ${attended}
        group by 1`,
    ),
    queryRows<{ volunteers: number }>(
      db,
      sql`select count(distinct b.user_id)::int as volunteers ${attended}`,
    ),
  ]);
  return {
    byMonth: new Map(
      rows.map((r) => [
        Number(r.month),
        { volunteers: Number(r.volunteers), hours: toHours(Number(r.minutes)) },
      ]),
    ),
    volunteers: Number(year_?.volunteers ?? 0),
  };
}

/** Minutes as hours with one decimal. */
const toHours = (minutes: number) => Math.round(minutes / 6) / 10;
