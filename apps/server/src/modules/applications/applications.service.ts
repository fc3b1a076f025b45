// The review of adoption requests and volunteer applications (issue 16): stages with their timeline and
// private notes, the mail each decision sends (templates staff edit), and what an approved adoption does
// to its dog and to the other people who asked for it. The admin's stage screen, the "pendiente"
// checkbox (admin CRUD) and the applicant's "Mis solicitudes" all go through here.
import {
  AppError,
  type ApplicationKind,
  type ApplicationStage,
  DEFAULT_MAIL_TEMPLATES,
  DOG_ADOPTED_REASON,
  fillTemplate,
  isOpenStage,
  MAIL_TEMPLATE_KEYS,
  type MailTemplateKey,
  OPEN_STAGES,
  STAGE_LABELS,
  STAGE_MSG,
  type StageChange,
  stageForPending,
  type TimelineEvent,
  templateKeyFor,
} from '@campito/core';
import {
  adoptionRequests,
  applicationEvents,
  type DbOrTx,
  dogs,
  equalsFolded,
  mailTemplates,
  volunteers,
} from '@campito/db';
import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { type Changes, diffRecords, writeAudit } from '../admin/audit';
import type { SessionUser } from '../auth/session.service';
import { enqueueMail, type MailMessage } from '../mail/outbox';
import { renderMail } from '../mail/templates';

type Row = Record<string, unknown>;
type Actor = Pick<SessionUser, 'id' | 'email' | 'name'>;

const TABLES = { adoption: adoptionRequests, volunteer: volunteers } as const;
/** The admin resource each kind is, for the audit log. */
const RESOURCES: Record<ApplicationKind, string> = { adoption: 'adoptions', volunteer: 'volunteers' };
export const APPLICATION_NOT_FOUND = 'No encontramos esa solicitud.';
/** The most other requests for one dog shown beside an approval and closed with it. */
const MAX_OTHERS = 50;

/** What an applicant sees of their request's history: the stage changes, no notes, no names. */
export interface ApplicantStep {
  stage: ApplicationStage;
  label: string;
  at: string;
}

export interface MailPreview {
  key: MailTemplateKey;
  to: string;
  subject: string;
  body: string;
}

/** A template's text: the row staff saved, else the default. */
async function templateText(db: DbOrTx, key: MailTemplateKey): Promise<{ subject: string; body: string }> {
  const [row] = await db
    .select({ subject: mailTemplates.subject, body: mailTemplates.body })
    .from(mailTemplates)
    .where(eq(mailTemplates.key, key));
  return row ?? DEFAULT_MAIL_TEMPLATES[key];
}

/** Every template has its row, with the default text (the admin lists and edits rows). */
export async function ensureMailTemplates(db: DbOrTx): Promise<void> {
  await db
    .insert(mailTemplates)
    .values(MAIL_TEMPLATE_KEYS.map((key) => ({ key, ...DEFAULT_MAIL_TEMPLATES[key] })))
    .onConflictDoNothing({ target: mailTemplates.key });
}

export function createApplicationsService(deps: ServiceDeps) {
  const { db, config } = deps;

  async function load(tx: DbOrTx, kind: ApplicationKind, id: string, lock = false): Promise<Row> {
    const table = TABLES[kind];
    const query = tx.select().from(table).where(eq(table.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row || row.isDelete) throw new AppError(404, APPLICATION_NOT_FOUND);
    return row as Row;
  }

  const placeholders = (row: Row, stage: ApplicationStage) => ({
    '{nombre}': String(row.name ?? ''),
    '{perro}': String(row.nameDog ?? ''),
    '{estado}': STAGE_LABELS[stage],
    '{sitio}': config.publicUrl,
  });

  async function previewFor(
    tx: DbOrTx,
    kind: ApplicationKind,
    row: Row,
    stage: ApplicationStage,
    key = templateKeyFor(kind, stage),
  ): Promise<MailPreview | null> {
    if (!key) return null;
    const text = await templateText(tx, key);
    const values = placeholders(row, stage);
    return {
      key,
      to: String(row.email),
      subject: fillTemplate(text.subject, values),
      body: fillTemplate(text.body, values),
    };
  }

  /** The mail as sent: the (possibly edited) text in the house layout, plain text and HTML. */
  const mailOf = (preview: { to: string; subject: string; body: string }): MailMessage => {
    const paragraphs = preview.body
      .split(/\n{2,}/)
      .map((p) => p.trim())
      .filter(Boolean);
    return {
      to: preview.to,
      subject: preview.subject,
      ...renderMail({ title: preview.subject, paragraphs }),
    };
  };

  /**
   * What approving or reopening an adoption does to its dog: approved → adopted (out of the catalog, its
   * page says "Ya tiene familia") and no longer offered; reopened → offered again unless another approved
   * request still holds it. Audited as a change to the dog.
   */
  async function applyDogRule(tx: DbOrTx, actor: Actor, before: Row, after: Row): Promise<void> {
    const wasApproved = before.stage === 'aprobada';
    const isApproved = after.stage === 'aprobada';
    if (wasApproved === isApproved) return;
    // By reference; requests sent before they carried one name their dog.
    const [dog] = await tx
      .select()
      .from(dogs)
      .where(
        after.dogId
          ? eq(dogs.id, after.dogId as string)
          : and(equalsFolded(dogs.name, String(after.nameDog ?? '')), eq(dogs.isDelete, false)),
      )
      .orderBy(asc(dogs.createdAt))
      .limit(1)
      .for('update');
    if (!dog) return;
    let set: { adoptedAt: Date | null; toAdopt: boolean };
    if (isApproved) {
      set = { adoptedAt: dog.adoptedAt ?? new Date(), toAdopt: false };
    } else {
      const [other] = await tx
        .select({ id: adoptionRequests.id })
        .from(adoptionRequests)
        .where(
          and(
            eq(adoptionRequests.dogId, dog.id),
            eq(adoptionRequests.stage, 'aprobada'),
            eq(adoptionRequests.isDelete, false),
            ne(adoptionRequests.id, after.id as string),
          ),
        )
        .limit(1);
      if (other) return;
      set = { adoptedAt: null, toAdopt: true };
    }
    const [updated] = await tx.update(dogs).set(set).where(eq(dogs.id, dog.id)).returning();
    const changes = diffRecords(dog, updated!);
    if (Object.keys(changes).length > 0) {
      await writeAudit(tx, actor, {
        action: 'update',
        resource: 'dogs',
        recordId: dog.id,
        changes,
        record: updated!,
      });
    }
  }

  async function addEvent(
    tx: DbOrTx,
    kind: ApplicationKind,
    id: string,
    actor: Actor,
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

  /** The columns a move to `stage` writes (the stage, its time, the isPending of docs/product.md §4, the approval time). */
  const stageColumns = (
    kind: ApplicationKind,
    before: Row,
    stage: ApplicationStage,
    now = new Date(),
  ): Row => ({
    stage,
    stageAt: now,
    isPending: isOpenStage(stage),
    ...(kind === 'adoption'
      ? {
          approvedAt:
            stage === 'aprobada' ? now : before.stage === 'aprobada' ? null : (before.approvedAt ?? null),
        }
      : {}),
  });

  async function afterCommit(kind: ApplicationKind) {
    deps.tableCache.forgetAll();
    deps.changes.announce(kind === 'adoption' ? 'adoption_requests' : 'volunteers');
    if (kind === 'adoption') deps.changes.announce('dogs');
    deps.mail.wake();
  }

  /**
   * One request's move inside a transaction: the stage and its columns, the dog rule, the applicant's mail
   * (the stage's template, or the text staff edited), the audit entry and the timeline event.
   */
  async function moveIn(
    tx: DbOrTx,
    kind: ApplicationKind,
    id: string,
    change: Omit<StageChange, 'closeOthers'> & { reason?: string; templateKey?: MailTemplateKey },
    actor: Actor,
  ): Promise<Row> {
    const before = await load(tx, kind, id, true);
    const stage = change.stage && change.stage !== before.stage ? change.stage : undefined;
    if (!stage && !change.note) throw new AppError(400, STAGE_MSG.nothing, { stage: STAGE_MSG.nothing });
    let after = before;
    let mailId: string | null = null;
    if (stage) {
      const table = TABLES[kind];
      const [row] = await tx
        .update(table)
        .set(stageColumns(kind, before, stage))
        .where(eq(table.id, id))
        .returning();
      after = row as Row;
      if (kind === 'adoption') await applyDogRule(tx, actor, before, after);
      if (change.sendMail) {
        const preview = await previewFor(tx, kind, after, stage, change.templateKey);
        if (preview) {
          const mail = mailOf({
            to: preview.to,
            subject: change.subject ?? preview.subject,
            body: change.body ?? preview.body,
          });
          [mailId] = await enqueueMail(tx, [mail]);
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

  /** The other open requests for the dog of an adoption request, oldest first. */
  async function openOthers(tx: DbOrTx, row: Row) {
    if (!row.dogId) return [];
    return tx
      .select({
        id: adoptionRequests.id,
        name: adoptionRequests.name,
        email: adoptionRequests.email,
        nameDog: adoptionRequests.nameDog,
        stage: adoptionRequests.stage,
        date: adoptionRequests.date,
      })
      .from(adoptionRequests)
      .where(
        and(
          eq(adoptionRequests.dogId, row.dogId as string),
          inArray(adoptionRequests.stage, [...OPEN_STAGES]),
          eq(adoptionRequests.isDelete, false),
          ne(adoptionRequests.id, row.id as string),
        ),
      )
      .orderBy(asc(adoptionRequests.date), asc(adoptionRequests.id))
      .limit(MAX_OTHERS);
  }

  async function move(
    kind: ApplicationKind,
    id: string,
    change: StageChange & { reason?: string; templateKey?: MailTemplateKey },
    actor: Actor,
  ) {
    const { closeOthers, ...own } = change;
    const result = await db.transaction(async (tx) => {
      const after = await moveIn(tx, kind, id, own, actor);
      // Approving one request closes the others for the same dog in the same step, each told with the
      // «ya fue adoptado» text staff read (and maybe edited) beside the approval.
      if (closeOthers && kind === 'adoption' && after.stage === 'aprobada') {
        const chosen = new Set(closeOthers.ids);
        for (const other of (await openOthers(tx, after)).filter((o) => chosen.has(o.id))) {
          const values = placeholders(other, 'rechazada');
          await moveIn(
            tx,
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
    await afterCommit(kind);
    return result;
  }

  async function timeline(kind: ApplicationKind, id: string): Promise<TimelineEvent[]> {
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

  return {
    /** The mail a move to `stage` would send, with the applicant's data filled in (null: that stage sends none). */
    async preview(kind: ApplicationKind, id: string, stage: ApplicationStage): Promise<MailPreview | null> {
      const row = await load(db, kind, id);
      return previewFor(db, kind, row, stage);
    },

    /** Moves a request to a stage and/or adds a private note; may mail the applicant. */
    change: (kind: ApplicationKind, id: string, change: StageChange, actor: Actor) =>
      move(kind, id, change, actor),

    /**
     * Closes an open adoption request whose dog another family adopted, telling the applicant with the
     * "ya fue adoptado" mail (or the text staff edited).
     */
    async notifyDogAdopted(id: string, edited: Pick<StageChange, 'subject' | 'body'>, actor: Actor) {
      const row = await load(db, 'adoption', id);
      if (!isOpenStage(String(row.stage))) throw new AppError(409, STAGE_MSG.notOpen);
      const dog = row.dogId
        ? (
            await db
              .select({ adoptedAt: dogs.adoptedAt })
              .from(dogs)
              .where(eq(dogs.id, row.dogId as string))
          )[0]
        : undefined;
      if (!dog?.adoptedAt) throw new AppError(409, STAGE_MSG.dogNotAdopted);
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
      const row = await load(db, 'adoption', id);
      return previewFor(db, 'adoption', row, 'rechazada', 'adoption.ya_adoptado');
    },

    /** Staff's view of a request: its timeline with notes, and whether its dog already has a family. */
    async review(kind: ApplicationKind, id: string) {
      const row = await load(db, kind, id);
      let dogAdopted: { name: string; adoptedAt: string } | null = null;
      if (kind === 'adoption' && row.dogId) {
        const [dog] = await db
          .select({ name: dogs.name, adoptedAt: dogs.adoptedAt })
          .from(dogs)
          .where(and(eq(dogs.id, row.dogId as string), isNotNull(dogs.adoptedAt)));
        if (dog?.adoptedAt) dogAdopted = { name: dog.name, adoptedAt: dog.adoptedAt.toISOString() };
      }
      // Beside an approval: the other open requests for the same dog, and the «ya fue adoptado» text
      // (placeholders unfilled: each of them gets their own name) that closes them in the same step.
      const others = kind === 'adoption' && isOpenStage(String(row.stage)) ? await openOthers(db, row) : [];
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
          dogAdopted && isOpenStage(String(row.stage)) && row.stage !== 'aprobada' ? dogAdopted : null,
        timeline: await timeline(kind, id),
      };
    },

    /**
     * The "pendiente" checkbox (docs/product.md §4), through the admin CRUD: unchecking approves, checking reopens. Returns
     * the columns to write with it; `recordToggle` adds the timeline entry and the dog rule once written.
     */
    pendingColumns(kind: ApplicationKind, before: Row, isPending: boolean): Row {
      if (isOpenStage(String(before.stage)) === isPending) return {};
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
      await addEvent(tx, kind, after.id as string, actor, { stage: after.stage as ApplicationStage });
    },

    /** The applicant's steps for each of their requests (ids of one kind), oldest first. */
    async applicantSteps(kind: ApplicationKind, ids: string[]): Promise<Map<string, ApplicantStep[]>> {
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
    },

    /** Open adoption requests whose dog another family adopted (staff should tell them). */
    async waitingForAdoptedNotice(limit = 50) {
      return db
        .select({ id: adoptionRequests.id, name: adoptionRequests.name, nameDog: adoptionRequests.nameDog })
        .from(adoptionRequests)
        .innerJoin(dogs, eq(dogs.id, adoptionRequests.dogId))
        .where(
          and(
            isNotNull(dogs.adoptedAt),
            inArray(adoptionRequests.stage, ['nueva', 'en_contacto', 'entrevista']),
            eq(adoptionRequests.isDelete, false),
          ),
        )
        .orderBy(asc(adoptionRequests.date))
        .limit(limit);
    },
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
