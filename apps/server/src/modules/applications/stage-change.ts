// One request's move inside a transaction (ADR 011): its stage and the columns that follow it, what the
// move does outside the request (an adoption's dog, a school talk's private event), the applicant's mail
// through the outbox, the audit entry and the signed timeline event.
import {
  AppError,
  type ApplicationKind,
  type ApplicationStage,
  fillTemplate,
  isOpenStage,
  type MailTemplateKey,
  STAGE_MSG,
  type StageChange,
} from '@campito/core';
import {
  adoptionRequests,
  applicationEvents,
  type DbOrTx,
  fosterApplications,
  schoolRequests,
  volunteers,
} from '@campito/db';
import { eq } from 'drizzle-orm';
import { type Changes, diffRecords, writeAudit } from '../admin/audit';
import type { SessionUser } from '../auth/session.service';
import { grantOnApproval } from '../fosters/foster-role';
import { enqueueMail } from '../mail/outbox';
import { scheduleTalk, type TalkRequest } from '../school-talks/talk-event';
import { applyDogRule } from './dog-rule';
import { mailOf, placeholders, previewFor } from './mail-texts';

export type Row = Record<string, unknown>;
export type Actor = Pick<SessionUser, 'id' | 'email' | 'name'>;

const TABLES = {
  adoption: adoptionRequests,
  volunteer: volunteers,
  school: schoolRequests,
  foster: fosterApplications,
} as const;
/** The admin resource each kind is, for the audit log. */
const RESOURCES: Record<ApplicationKind, string> = {
  adoption: 'adoptions',
  volunteer: 'volunteers',
  school: 'school-requests',
  foster: 'foster-applications',
};
/** The table each kind is stored in, as the change feed names it. */
export const TABLE_NAMES: Record<ApplicationKind, string> = {
  adoption: 'adoption_requests',
  volunteer: 'volunteers',
  school: 'school_requests',
  foster: 'foster_applications',
};
export const APPLICATION_NOT_FOUND = 'No encontramos esa solicitud.';

/** A change as `moveIn` takes it: the staff's, or one the service makes (closing the others of a dog). */
export type Move = Omit<StageChange, 'closeOthers'> & { reason?: string; templateKey?: MailTemplateKey };

// Drizzle's builders take one table at a time, not a union of them: each kind is read through this one.
const tableOf = (kind: ApplicationKind) => TABLES[kind] as unknown as typeof adoptionRequests;

export async function loadApplication(
  tx: DbOrTx,
  kind: ApplicationKind,
  id: string,
  lock = false,
): Promise<Row> {
  const table = tableOf(kind);
  const query = tx.select().from(table).where(eq(table.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || row.isDelete) throw new AppError(404, APPLICATION_NOT_FOUND);
  return row as Row;
}

/** The columns a move to `stage` writes (the stage, its time, the isPending of docs/product.md §4, the approval time). */
export const stageColumns = (
  kind: ApplicationKind,
  before: Row,
  stage: ApplicationStage,
  now = new Date(),
): Row => ({
  stage,
  stageAt: now,
  isPending: isOpenStage(stage, kind),
  ...(kind === 'adoption'
    ? {
        approvedAt:
          stage === 'aprobada' ? now : before.stage === 'aprobada' ? null : (before.approvedAt ?? null),
      }
    : {}),
});

export async function addEvent(
  tx: DbOrTx,
  kind: ApplicationKind,
  id: string,
  /** Staff, or someone without an account signing through a link (an adopter accepting the contract). */
  actor: Actor | { id: null; email: string; name: string },
  event: { stage?: ApplicationStage; note?: string; reason?: string; mailId?: string | null },
): Promise<void> {
  await tx.insert(applicationEvents).values({
    kind,
    applicationId: id,
    stage: event.stage ?? null,
    note: event.note || null,
    reason: event.reason ?? null,
    mailId: event.mailId ?? null,
    actorId: actor.id,
    actorName: actor.name || actor.email,
  });
}

/**
 * The stage this change moves to, if any. A school's talk already «agendada» moves again when staff give
 * it another day (the event follows, the teacher may be told).
 */
function targetStage(kind: ApplicationKind, before: Row, change: Move): ApplicationStage | undefined {
  if (!change.stage) return undefined;
  if (change.stage !== before.stage) return change.stage;
  return kind === 'school' && change.stage === 'agendada' && change.talkAt ? change.stage : undefined;
}

/**
 * One request's move inside a transaction: the stage and its columns, the dog rule (adoptions), the private
 * event (a school's talk «agendada»), the applicant's mail (the stage's template, or the text staff edited),
 * the audit entry and the timeline event.
 */
export async function moveIn(
  tx: DbOrTx,
  publicUrl: string,
  kind: ApplicationKind,
  id: string,
  change: Move,
  actor: Actor,
): Promise<Row> {
  const before = await loadApplication(tx, kind, id, true);
  const stage = targetStage(kind, before, change);
  if (!stage && !change.note) throw new AppError(400, STAGE_MSG.nothing, { stage: STAGE_MSG.nothing });
  let after = before;
  let mailId: string | null = null;
  if (stage) {
    const columns = stageColumns(kind, before, stage);
    if (kind === 'school' && stage === 'agendada' && change.talkAt)
      columns.eventId = await scheduleTalk(tx, actor, before as unknown as TalkRequest, change.talkAt);
    const table = tableOf(kind);
    const [row] = await tx.update(table).set(columns).where(eq(table.id, id)).returning();
    after = row as Row;
    if (kind === 'adoption') await applyDogRule(tx, actor, before, after);
    if (kind === 'foster') await grantOnApproval(tx, actor, before, after);
    if (change.sendMail) {
      const preview = await previewFor(tx, publicUrl, kind, after, stage, {
        key: change.templateKey,
        talkAt: change.talkAt,
      });
      if (preview) {
        let subject = change.subject ?? preview.subject;
        let body = change.body ?? preview.body;
        if (kind === 'school') {
          // Staff may have edited the text before the day was chosen: its {fecha} is filled now.
          const values = await placeholders(tx, publicUrl, after, stage, change.talkAt);
          subject = fillTemplate(subject, values);
          body = fillTemplate(body, values);
        }
        [mailId] = await enqueueMail(tx, [mailOf({ to: preview.to, subject, body })]);
      }
    }
    const changes: Changes = diffRecords(before, after);
    await writeAudit(tx, actor, {
      action: 'update',
      resource: RESOURCES[kind],
      recordId: id,
      changes,
      record: after,
    });
  }
  await addEvent(tx, kind, id, actor, { stage, note: change.note, reason: change.reason, mailId });
  return after;
}
