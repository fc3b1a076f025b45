// After the adoption (issue 37, item 3): the adopter's commitments. Staff record them in the panel
// («Compromisos»); the rounds mail a reminder COMMITMENT_REMIND_DAYS before each date with a signed link,
// /compromiso/{id}?t=…, where the adopter marks it done with a photo of the certificate. One not done by
// its date waits on the dashboard until staff mark it done or escalate it.
import {
  AppError,
  COMMITMENT_MSG,
  COMMITMENT_REMIND_DAYS,
  commitmentDoneSchema,
  type ImageRef,
  isoDay,
  longDay,
  parseWith,
} from '@campito/core';
import { adoptionCommitments, adoptionRequests, type DbOrTx } from '@campito/db';
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { removeUnusedImages } from '../../media/unused-images';
import {
  discardUploads,
  processUploads,
  type RequestForm,
  readRequestForm,
  type UploadedFile,
  uploadTmpDir,
} from '../../media/uploads';
import { addEvent } from '../applications/stage-change';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/templates';
import { createSigner } from '../security/signed-links';

const PURPOSE = 'adoption-commitment';
const DAY_MS = 86_400_000;
export const CERTIFICATE_FIELD = 'photo';

type Row = typeof adoptionCommitments.$inferSelect;

export type CommitmentPage =
  | { state: 'invalid' }
  | { state: 'cancelled' }
  | { state: 'open'; dogName: string; description: string; dueOn: string }
  | { state: 'done'; dogName: string; description: string; dueOn: string };

/** What the commitment's link shows (also «Mis adopciones»). */
export function commitmentPage(row: Row | undefined): CommitmentPage {
  if (!row) return { state: 'invalid' };
  if (row.cancelledAt) return { state: 'cancelled' };
  return {
    state: row.doneAt ? 'done' : 'open',
    dogName: row.dogName,
    description: row.description,
    dueOn: row.dueOn,
  };
}

export function createCommitmentsService(deps: ServiceDeps) {
  const { db, config, storage } = deps;
  const base = config.publicUrl.replace(/\/$/, '');
  const signer = createSigner(config.sessionSecret);
  const link = (id: string) => `${base}/compromiso/${id}?t=${signer.sign(PURPOSE, id)}`;

  async function byLink(id: string, token: string | null | undefined): Promise<Row | undefined> {
    if (!signer.verify(PURPOSE, id, token)) return undefined;
    const [row] = await db.select().from(adoptionCommitments).where(eq(adoptionCommitments.id, id));
    return row;
  }

  async function mailReminder(tx: DbOrTx, row: Row) {
    const [request] = await tx
      .select({ email: adoptionRequests.email, name: adoptionRequests.name })
      .from(adoptionRequests)
      .where(eq(adoptionRequests.id, row.requestId));
    if (!request) return;
    const day = longDay(row.dueOn);
    await enqueueMail(tx, [
      {
        to: request.email,
        subject: `Recordatorio: ${row.description.toLowerCase()} de ${row.dogName}`,
        ...renderMail({
          title: `Se acerca una fecha de ${row.dogName}`,
          paragraphs: [
            `Hola, ${request.name}:`,
            `Te recordamos que el ${day} vence el compromiso «${row.description}» de ${row.dogName}, como quedó en el contrato de adopción.`,
            'Cuando esté hecho, avisanos desde el enlace con una foto del certificado o de la libreta. Si necesitás ayuda o más tiempo, respondé este mail.',
          ],
          link: { href: link(row.id), label: 'Avisar que está hecho' },
        }),
      },
    ]);
  }

  return {
    link,

    async page(id: string, token: string | null | undefined): Promise<CommitmentPage> {
      return commitmentPage(await byLink(id, token));
    },

    readForm(request: Request): Promise<RequestForm> {
      return readRequestForm(request, {
        field: CERTIFICATE_FIELD,
        maxFiles: 1,
        tmpDir: uploadTmpDir(config.dataDir),
      });
    },
    discardUploads,

    /** The adopter marks it done with the certificate's photo (required); the staff hear of it. */
    async markDone(
      id: string,
      token: string | null | undefined,
      input: unknown,
      files: UploadedFile[],
      now = new Date(),
    ): Promise<CommitmentPage> {
      try {
        const before = await byLink(id, token);
        const page = commitmentPage(before);
        if (page.state === 'invalid') throw new AppError(404, COMMITMENT_MSG.invalidLink);
        if (page.state === 'cancelled') throw new AppError(410, COMMITMENT_MSG.cancelled);
        if (page.state === 'done') throw new AppError(409, COMMITMENT_MSG.alreadyDone);
        const parsed = parseWith(commitmentDoneSchema, input ?? {});
        if (!parsed.ok) throw new AppError(400, Object.values(parsed.errors)[0]!, parsed.errors);
        if (files.length === 0)
          throw new AppError(400, COMMITMENT_MSG.photo, { [CERTIFICATE_FIELD]: COMMITMENT_MSG.photo });
        const row = before!;
        const [photo] = (await processUploads(files, storage, {
          field: CERTIFICATE_FIELD,
          alt: () => `Certificado: ${row.description}`,
        })) as [ImageRef];
        const saved = await db.transaction(async (tx) => {
          const [done] = await tx
            .update(adoptionCommitments)
            .set({ doneAt: now, donePhoto: photo, doneNote: parsed.data.note || null })
            .where(and(eq(adoptionCommitments.id, id), isNull(adoptionCommitments.doneAt)))
            .returning();
          if (!done) return undefined;
          await addEvent(
            tx,
            'adoption',
            row.requestId,
            { id: null, email: '', name: `${row.adopterName} (quien adoptó)` },
            { note: `Compromiso hecho: ${row.description}, con foto del certificado.` },
          );
          if (config.staffEmail)
            await enqueueMail(tx, [
              {
                to: config.staffEmail,
                subject: `${row.dogName}: ${row.description.toLowerCase()}, hecho`,
                ...renderMail({
                  title: `${row.dogName}: ${row.description}, hecho`,
                  paragraphs: [`${row.adopterName} avisó que cumplió el compromiso y mandó la foto.`],
                  link: { href: `${base}/admin#/commitments/${row.id}`, label: 'Verlo en el panel' },
                }),
              },
            ]);
          return done;
        });
        if (!saved) {
          await removeUnusedImages(db, storage, [photo]);
          throw new AppError(409, COMMITMENT_MSG.alreadyDone);
        }
        deps.mail.wake();
        return commitmentPage(saved);
      } finally {
        await discardUploads(files);
      }
    },

    /** The rounds: a reminder for each open commitment due within COMMITMENT_REMIND_DAYS, once. */
    async remindDue(now: Date): Promise<number> {
      const horizon = isoDay(now.getTime() + COMMITMENT_REMIND_DAYS * DAY_MS);
      const due = await db
        .select({ id: adoptionCommitments.id })
        .from(adoptionCommitments)
        .where(
          and(
            isNull(adoptionCommitments.remindedAt),
            isNull(adoptionCommitments.doneAt),
            isNull(adoptionCommitments.cancelledAt),
            lte(adoptionCommitments.dueOn, horizon),
          ),
        )
        .limit(200);
      let reminded = 0;
      for (const { id } of due) {
        const sent = await db.transaction(async (tx) => {
          const [row] = await tx
            .update(adoptionCommitments)
            .set({ remindedAt: now })
            .where(and(eq(adoptionCommitments.id, id), isNull(adoptionCommitments.remindedAt)))
            .returning();
          if (row) await mailReminder(tx, row);
          return !!row;
        });
        if (sent) reminded++;
      }
      if (reminded) deps.mail.wake();
      return reminded;
    },
  };
}
