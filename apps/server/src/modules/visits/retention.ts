// Privacy of visits and events (issue 35, item 8; ADR 015, "Kept only while needed"): VISITS_KEEP_DAYS after
// a date (its end, or its start), housekeeping keeps on the date's row how many people had booked and how
// many came, and deletes its bookings and «Avisame si se suspende» subscriptions — names, emails and phones.
// The statistics read those counts from then on (figures.ts). A volunteer shift's attended bookings stay:
// they are the volunteers' hours (issue 38).
import { type Db, eventAlerts, eventBookings, events } from '@campito/db';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';

/** Dates handled per round at most; the next round continues. */
const DATES_PER_ROUND = 200;
const DAY_MS = 24 * 3_600_000;

/** Purges the dates that ended more than `keepDays` days before `now`; returns how many. */
export async function purgePastEvents(db: Db, now: Date, keepDays: number): Promise<number> {
  const cutoff = new Date(now.getTime() - keepDays * DAY_MS);
  const due = await db
    .select({ id: events.id, kind: events.kind })
    .from(events)
    .where(and(isNull(events.purgedAt), lt(sql`coalesce(${events.endsAt}, ${events.startsAt})`, cutoff)))
    .orderBy(asc(events.startsAt))
    .limit(DATES_PER_ROUND);
  for (const { id, kind } of due) {
    await db.transaction(async (tx) => {
      const [counts] = await tx
        .select({
          booked: sql<number>`coalesce(sum(${eventBookings.people}) filter (where ${eventBookings.status} = 'confirmada'), 0)::int`,
          attended: sql<number>`coalesce(sum(${eventBookings.people}) filter (where ${eventBookings.attended}), 0)::int`,
        })
        .from(eventBookings)
        .where(eq(eventBookings.eventId, id));
      await tx
        .update(events)
        .set({
          bookedPeople: Number(counts?.booked ?? 0),
          attendedPeople: Number(counts?.attended ?? 0),
          purgedAt: now,
        })
        .where(and(eq(events.id, id), isNull(events.purgedAt)));
      // A volunteer's attended shift is their hours (issue 38): kept while their account is, the rest goes.
      await tx
        .delete(eventBookings)
        .where(
          and(
            eq(eventBookings.eventId, id),
            kind === 'turno'
              ? sql`not (${eventBookings.attended} is true and ${eventBookings.userId} is not null)`
              : undefined,
          ),
        );
      await tx.delete(eventAlerts).where(eq(eventAlerts.eventId, id));
    });
  }
  return due.length;
}
