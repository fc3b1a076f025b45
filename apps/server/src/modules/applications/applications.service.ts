// The review of adoption requests, volunteer applications and schools' requests for a talk (issues 16 and
// 35): stages with their timeline and private notes, the mail each decision sends (templates staff edit),
// what an approved adoption does to its dog and to the other people who asked for it, and the private
// event of a scheduled talk. The admin's stage screen, the "pendiente" checkbox (admin CRUD) and the
// applicant's "Mis solicitudes" all go through here. Each concern has its file: stage-change.ts (one move),
// mail-texts.ts (templates and mails), dog-rule.ts (the adoption's dog), timeline.ts (the history).
import {
  AppError,
  type ApplicationKind,
  type ApplicationStage,
  DOG_ADOPTED_REASON,
  fillTemplate,
  isOpenStage,
  type MailTemplateKey,
  STAGE_LABELS,
  STAGE_MSG,
  type StageChange,
  stageForPending,
} from '@campito/core';
import type { DbOrTx } from '@campito/db';
import type { ServiceDeps } from '../../context';
import { grantOnApproval } from '../fosters/foster-role';
import { talkOf } from '../school-talks/talk-event';
import { applyDogRule, dogAdoptedOf, openOthers, waitingForAdoptedNotice } from './dog-rule';
import { type MailPreview, placeholders, previewFor, templateText } from './mail-texts';
import {
  type Actor,
  addEvent,
  loadApplication,
  moveIn,
  type Row,
  stageColumns,
  TABLE_NAMES,
} from './stage-change';
import { applicantSteps, timeline } from './timeline';

export type { ApplicantStep } from './timeline';

export function createApplicationsService(deps: ServiceDeps) {
  const { db, config } = deps;
  const { publicUrl } = config;

  function afterCommit(kind: ApplicationKind) {
    deps.tableCache.forgetAll();
    deps.changes.announce(TABLE_NAMES[kind]);
    if (kind === 'adoption') deps.changes.announce('dogs');
    if (kind === 'school') deps.changes.announce('events');
    // An approved foster home's account got the role «transito» (fosters/foster-role.ts).
    if (kind === 'foster') deps.changes.announce('users');
    deps.mail.wake();
  }

  async function move(
    kind: ApplicationKind,
    id: string,
    change: StageChange & { reason?: string; templateKey?: MailTemplateKey },
    actor: Actor,
  ) {
    const { closeOthers, ...own } = change;
    const result = await db.transaction(async (tx) => {
      const after = await moveIn(tx, publicUrl, kind, id, own, actor);
      // Approving one request closes the others for the same dog in the same step, each told with the
      // «ya fue adoptado» text staff read (and maybe edited) beside the approval.
      if (closeOthers && kind === 'adoption' && after.stage === 'aprobada') {
        const chosen = new Set(closeOthers.ids);
        for (const other of (await openOthers(tx, after)).filter((o) => chosen.has(o.id))) {
          const values = await placeholders(tx, publicUrl, other, 'rechazada');
          await moveIn(
            tx,
            publicUrl,
            'adoption',
            other.id,
            {
              stage: 'rechazada',
              sendMail: true,
              subject: fillTemplate(closeOthers.subject, values),
              body: fillTemplate(closeOthers.body, values),
              reason: DOG_ADOPTED_REASON,
              templateKey: 'adoption.ya_adoptado',
            },
            actor,
          );
        }
      }
      return after;
    });
    afterCommit(kind);
    return result;
  }

  return {
    /**
     * The mail a move to `stage` would send, with the applicant's data filled in (null: that stage sends
     * none). A school's talk being scheduled reads its day and time from `talkAt`.
     */
    async preview(
      kind: ApplicationKind,
      id: string,
      stage: ApplicationStage,
      talkAt?: Date,
    ): Promise<MailPreview | null> {
      const row = await loadApplication(db, kind, id);
      return previewFor(db, publicUrl, kind, row, stage, { talkAt });
    },

    /** Moves a request to a stage and/or adds a private note; may mail the applicant. */
    change: (kind: ApplicationKind, id: string, change: StageChange, actor: Actor) =>
      move(kind, id, change, actor),

    /**
     * Closes an open adoption request whose dog another family adopted, telling the applicant with the
     * "ya fue adoptado" mail (or the text staff edited).
     */
    async notifyDogAdopted(id: string, edited: Pick<StageChange, 'subject' | 'body'>, actor: Actor) {
      const row = await loadApplication(db, 'adoption', id);
      if (!isOpenStage(String(row.stage))) throw new AppError(409, STAGE_MSG.notOpen);
      if (!(await dogAdoptedOf(db, row))) throw new AppError(409, STAGE_MSG.dogNotAdopted);
      return move(
        'adoption',
        id,
        {
          stage: 'rechazada',
          sendMail: true,
          ...edited,
          reason: DOG_ADOPTED_REASON,
          templateKey: 'adoption.ya_adoptado',
        },
        actor,
      );
    },

    /** The "ya fue adoptado" mail for an open request, as it would go. */
    async previewDogAdopted(id: string): Promise<MailPreview | null> {
      const row = await loadApplication(db, 'adoption', id);
      return previewFor(db, publicUrl, 'adoption', row, 'rechazada', { key: 'adoption.ya_adoptado' });
    },

    /**
     * Staff's view of a request: its timeline with notes, whether its dog already has a family (adoptions),
     * and a school's talk's private event.
     */
    async review(kind: ApplicationKind, id: string) {
      const row = await loadApplication(db, kind, id);
      const open = isOpenStage(String(row.stage), kind);
      const adopted = kind === 'adoption' ? await dogAdoptedOf(db, row) : null;
      // Beside an approval: the other open requests for the same dog, and the «ya fue adoptado» text
      // (placeholders unfilled: each of them gets their own name) that closes them in the same step.
      const others = kind === 'adoption' && open ? await openOthers(db, row) : [];
      return {
        stage: row.stage as ApplicationStage,
        stageAt: (row.stageAt as Date).toISOString(),
        isPending: row.isPending as boolean,
        others: others.map((o) => ({
          id: o.id,
          name: o.name,
          stage: o.stage as ApplicationStage,
          stageLabel: STAGE_LABELS[o.stage as ApplicationStage] ?? o.stage,
          date: o.date.toISOString(),
        })),
        adoptedNotice: others.length ? await templateText(db, 'adoption.ya_adoptado') : null,
        /** Another request for this dog was approved while this one is still open. */
        dogAdopted:
          adopted && open && row.stage !== 'aprobada'
            ? { name: adopted.name, adoptedAt: adopted.adoptedAt.toISOString() }
            : null,
        ...(kind === 'school' ? { talk: await talkOf(db, row) } : {}),
        timeline: await timeline(db, kind, id),
      };
    },

    /**
     * The "pendiente" checkbox (docs/product.md §4), through the admin CRUD: unchecking approves, checking reopens. Returns
     * the columns to write with it; `recordToggle` adds the timeline entry and the dog rule once written.
     */
    pendingColumns(kind: ApplicationKind, before: Row, isPending: boolean): Row {
      if (isOpenStage(String(before.stage), kind) === isPending) return {};
      return stageColumns(kind, before, stageForPending(kind, isPending));
    },
    async recordToggle(
      tx: DbOrTx,
      kind: ApplicationKind,
      before: Row,
      after: Row,
      actor: Actor,
    ): Promise<void> {
      if (before.stage === after.stage) return;
      if (kind === 'adoption') await applyDogRule(tx, actor, before, after);
      if (kind === 'foster') await grantOnApproval(tx, actor, before, after);
      await addEvent(tx, kind, after.id as string, actor, { stage: after.stage as ApplicationStage });
    },

    /** The applicant's steps for each of their requests (ids of one kind), oldest first. */
    applicantSteps: (kind: ApplicationKind, ids: string[]) => applicantSteps(db, kind, ids),

    /** Open adoption requests whose dog another family adopted (staff should tell them). */
    waitingForAdoptedNotice: (limit = 50) => waitingForAdoptedNotice(db, limit),
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
