// A school's talk «agendada» (issue 35, item 7) is a private event on staff's calendar: kind 'escuela',
// never public, titled «Charla en {escuela}», at the day and time staff agreed with the school. Moving the
// request on later leaves the event alone (staff delete or cancel it in «Visitas y eventos»); scheduling it
// again moves that same event, if it still exists, instead of adding another.
import {
  isoDay,
  SCHOOL_LEVEL_LABELS,
  SCHOOL_MODALITY_LABELS,
  type SchoolLevel,
  type SchoolModality,
  schoolTalkSlug,
  schoolTalkTitle,
} from '@campito/core';
import { type DbOrTx, events } from '@campito/db';
import { and, eq, ne } from 'drizzle-orm';
import { diffRecords, writeAudit } from '../admin/audit';
import type { SessionUser } from '../auth/session.service';

/** SPEC's projects page: a talk takes about 1.5 to 2 hours. */
const TALK_HOURS = 2;
/** Where a talk happens when it is not at the school: the shelter, or a video call. */
const PLACE_OF: Record<SchoolModality, (school: string) => string> = {
  escuela: (school) => school,
  refugio: () => 'El Campito',
  virtual: () => 'Virtual',
};

/** What the event needs of the request: the school and its talk, never the teacher's data. */
export interface TalkRequest {
  id: string;
  school: string;
  level: SchoolLevel;
  students: number;
  modality: SchoolModality;
  eventId: string | null;
}

/** The event's address: the day and the request's first characters, longer in the unlikely clash. */
async function freeSlug(tx: DbOrTx, day: string, request: TalkRequest, eventId: string | null) {
  for (const length of [6, 12, 32]) {
    const slug = schoolTalkSlug(day, request.id, length);
    const [taken] = await tx
      .select({ id: events.id })
      .from(events)
      .where(eventId ? and(eq(events.slug, slug), ne(events.id, eventId)) : eq(events.slug, slug))
      .limit(1);
    if (!taken) return slug;
  }
  throw new Error(`no free slug for the talk of request ${request.id}`);
}

/**
 * Puts the talk on the calendar at `startsAt` inside the stage change's transaction: a new private event,
 * or the request's own one moved to the new day. Audited as a change to `events`. Returns the event's id.
 */
export async function scheduleTalk(
  tx: DbOrTx,
  actor: Pick<SessionUser, 'id' | 'email'>,
  request: TalkRequest,
  startsAt: Date,
): Promise<string> {
  const [current] = request.eventId
    ? await tx.select().from(events).where(eq(events.id, request.eventId)).for('update')
    : [];
  const values = {
    title: schoolTalkTitle(request.school),
    slug: await freeSlug(tx, isoDay(startsAt), request, current?.id ?? null),
    startsAt,
    endsAt: new Date(startsAt.getTime() + TALK_HOURS * 3_600_000),
    place: PLACE_OF[request.modality](request.school),
    description: `${SCHOOL_LEVEL_LABELS[request.level]} · ${request.students} chicos y chicas · ${SCHOOL_MODALITY_LABELS[request.modality]}`,
  };
  if (current) {
    const [moved] = await tx
      .update(events)
      .set({ ...values, status: 'programado' })
      .where(eq(events.id, current.id))
      .returning();
    const changes = diffRecords(current, moved!);
    if (Object.keys(changes).length > 0)
      await writeAudit(tx, actor, {
        action: 'update',
        resource: 'events',
        recordId: current.id,
        changes,
        record: moved!,
      });
    return current.id;
  }
  const [created] = await tx
    .insert(events)
    .values({ ...values, kind: 'escuela', isPublic: false, bookingRequired: false })
    .returning();
  await writeAudit(tx, actor, {
    action: 'create',
    resource: 'events',
    recordId: created!.id,
    changes: diffRecords(null, created!),
    record: created!,
  });
  return created!.id;
}

/** A scheduled talk as the review shows it: its event on staff's calendar (null: none, or deleted since). */
export async function talkOf(db: DbOrTx, request: { eventId?: unknown }) {
  if (typeof request.eventId !== 'string') return null;
  const [event] = await db
    .select({
      id: events.id,
      title: events.title,
      slug: events.slug,
      startsAt: events.startsAt,
      place: events.place,
      status: events.status,
    })
    .from(events)
    .where(eq(events.id, request.eventId));
  return event ? { ...event, startsAt: event.startsAt.toISOString() } : null;
}
