// Privacy (issue 35, item 8): a school's request holds a teacher's name, email and phone. Housekeeping
// removes them a number of days after the talk (VISITS_KEEP_DAYS, default 90) — or, when the talk was never
// scheduled, after the request's last move (its arrival or staff's last stage change, so a conversation
// under way is not wiped). What stays is what statistics count and names no person: the school (an
// institution), its level, the number of students, the modality, the stage and the event.
import { applicationEvents, type Db, events, schoolRequests } from '@campito/db';
import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a request's data may go from: its talk's day, else its last move. */
const lastDay = sql<Date>`coalesce(
  (select ${events.startsAt} from ${events} where ${events.id} = ${schoolRequests.eventId}),
  greatest(${schoolRequests.date}, ${schoolRequests.stageAt}))`;

/**
 * Blanks the teacher's data (and staff's private notes on the request, which may repeat it) of every
 * request whose day is more than `keepDays` before `now`; returns how many. Once per request: the
 * anonymized ones are skipped. Not audited: an audit entry would carry the very values removed.
 */
export async function anonymizeSchoolRequests(db: Db, now: Date, keepDays: number): Promise<number> {
  const cutoff = new Date(now.getTime() - keepDays * DAY_MS);
  return db.transaction(async (tx) => {
    const gone = await tx
      .update(schoolRequests)
      .set({
        name: '',
        email: '',
        phone: '',
        preferredDates: '',
        topics: null,
        anonymizedAt: now,
        updatedAt: now,
      })
      .where(and(isNull(schoolRequests.anonymizedAt), lt(lastDay, cutoff)))
      .returning({ id: schoolRequests.id });
    const ids = gone.map((r) => r.id);
    for (let i = 0; i < ids.length; i += 500) {
      await tx
        .update(applicationEvents)
        .set({ note: null })
        .where(
          and(
            eq(applicationEvents.kind, 'school'),
            inArray(applicationEvents.applicationId, ids.slice(i, i + 500)),
            isNotNull(applicationEvents.note),
          ),
        );
    }
    return ids.length;
  });
}
