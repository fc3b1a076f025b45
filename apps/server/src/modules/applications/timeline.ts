// A request's signed history (ADR 011): staff read it whole, with notes and names; the applicant's
// «Mis solicitudes» reads only the stage changes.
import { type ApplicationKind, type ApplicationStage, STAGE_LABELS, type TimelineEvent } from '@campito/core';
import { applicationEvents, type DbOrTx } from '@campito/db';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';

/** What an applicant sees of their request's history: the stage changes, no notes, no names. */
export interface ApplicantStep {
  stage: ApplicationStage;
  label: string;
  at: string;
}

/** Staff's timeline of one request, oldest first. */
export async function timeline(db: DbOrTx, kind: ApplicationKind, id: string): Promise<TimelineEvent[]> {
  const rows = await db
    .select()
    .from(applicationEvents)
    .where(and(eq(applicationEvents.kind, kind), eq(applicationEvents.applicationId, id)))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id))
    .limit(500);
  return rows.map((e) => ({
    id: e.id,
    stage: e.stage as ApplicationStage | null,
    stageLabel: e.stage ? (STAGE_LABELS[e.stage as ApplicationStage] ?? e.stage) : null,
    reason: e.reason,
    note: e.note,
    mailSent: e.mailId !== null,
    actorName: e.actorName,
    at: e.createdAt.toISOString(),
  }));
}

/** The applicant's steps for each of their requests (ids of one kind), oldest first. */
export async function applicantSteps(
  db: DbOrTx,
  kind: ApplicationKind,
  ids: string[],
): Promise<Map<string, ApplicantStep[]>> {
  const steps = new Map<string, ApplicantStep[]>();
  if (ids.length === 0) return steps;
  const rows = await db
    .select({
      applicationId: applicationEvents.applicationId,
      stage: applicationEvents.stage,
      at: applicationEvents.createdAt,
    })
    .from(applicationEvents)
    .where(
      and(
        eq(applicationEvents.kind, kind),
        inArray(applicationEvents.applicationId, ids.slice(0, 200)),
        isNotNull(applicationEvents.stage),
      ),
    )
    .orderBy(asc(applicationEvents.createdAt))
    .limit(2000);
  for (const row of rows) {
    const stage = row.stage as ApplicationStage;
    const list = steps.get(row.applicationId) ?? [];
    list.push({ stage, label: STAGE_LABELS[stage] ?? stage, at: row.at.toISOString() });
    steps.set(row.applicationId, list);
  }
  return steps;
}
