// After the delivery (issue 37, items 2 and 6): the adopter's side of a follow-up and the stories. The
// adopter opens /seguimiento/{id}?t=… (a signed link, FOLLOWUP_LINK_DAYS days to answer), says how the dog
// is, with up to FOLLOWUP_MAX_PHOTOS photos and whether we may publish it; the answer lands on the request's
// history, and one that tells a problem or asks for help waits on the dashboard. The same link withdraws
// the consent later: a published story disappears. Staff's side is the admin's «Seguimientos» resource.
import {
  AppError,
  FEELING_LABELS,
  FOLLOWUP_ATTENTION_LABELS,
  FOLLOWUP_LINK_DAYS,
  FOLLOWUP_MAX_PHOTOS,
  FOLLOWUP_MSG,
  type FollowupAttention,
  type FollowupState,
  followupAnswerSchema,
  followupName,
  type ImageRef,
  type PublicStory,
  parseWith,
} from '@campito/core';
import { adoptionFollowups, adoptionRequests, adoptionReturns } from '@campito/db';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
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
import { createFollowupRounds } from './followup-rounds';

const PURPOSE = 'adoption-followup';
const DAY_MS = 86_400_000;
export const PHOTOS_FIELD = 'photos';

type Row = typeof adoptionFollowups.$inferSelect;

/** Where a follow-up stands, for staff and the adopter's pages. */
export function followupState(row: Row): FollowupState {
  if (row.answeredAt) return 'respondido';
  if (row.cancelledAt) return 'cancelado';
  if (row.attention === 'sin_respuesta') return 'sin_respuesta';
  if (row.remindedAt) return 'recordado';
  return row.sentAt ? 'enviado' : 'programado';
}

export type FollowupPage =
  | { state: 'invalid' | 'expired' | 'cancelled' | 'notYet' }
  | { state: 'open'; title: string; dogName: string; maxPhotos: number }
  | { state: 'answered'; title: string; dogName: string; mayPublish: boolean; published: boolean };

/** Why an answer waits for staff: a request for help first, then a problem told or a «Mal». */
function attentionOf(answer: {
  wantsHelp: boolean;
  problem?: string;
  eating: string;
  sleeping: string;
  gettingAlong: string;
}): FollowupAttention | null {
  if (answer.wantsHelp) return 'ayuda';
  if (answer.problem || [answer.eating, answer.sleeping, answer.gettingAlong].includes('mal'))
    return 'problema';
  return null;
}

const titleOf = (row: Row) => `Seguimiento ${followupName(row.afterDays)} de ${row.dogName}`;

/** What the follow-up's link shows now (also «Mis adopciones»). */
export function followupPage(row: Row | undefined, now: Date): FollowupPage {
  if (!row) return { state: 'invalid' };
  if (row.answeredAt)
    return {
      state: 'answered',
      title: titleOf(row),
      dogName: row.dogName,
      mayPublish: row.mayPublish,
      published: row.storyPublishedAt !== null,
    };
  if (row.cancelledAt) return { state: 'cancelled' };
  if (!row.sentAt) return { state: 'notYet' };
  if (now.getTime() - row.sentAt.getTime() > FOLLOWUP_LINK_DAYS * DAY_MS) return { state: 'expired' };
  return { state: 'open', title: titleOf(row), dogName: row.dogName, maxPhotos: FOLLOWUP_MAX_PHOTOS };
}

export function createFollowupsService(deps: ServiceDeps) {
  const { db, config, storage } = deps;
  const base = config.publicUrl.replace(/\/$/, '');
  const signer = createSigner(config.sessionSecret);
  const link = (id: string) => `${base}/seguimiento/${id}?t=${signer.sign(PURPOSE, id)}`;
  const rounds = createFollowupRounds(deps, link);

  async function byLink(id: string, token: string | null | undefined): Promise<Row | undefined> {
    if (!signer.verify(PURPOSE, id, token)) return undefined;
    const [row] = await db.select().from(adoptionFollowups).where(eq(adoptionFollowups.id, id));
    return row;
  }

  /** The 4xx a page state that takes no answer means. */
  function refusal(page: FollowupPage): AppError | undefined {
    switch (page.state) {
      case 'invalid':
        return new AppError(404, FOLLOWUP_MSG.invalidLink);
      case 'expired':
        return new AppError(410, FOLLOWUP_MSG.expired);
      case 'cancelled':
        return new AppError(410, FOLLOWUP_MSG.cancelled);
      case 'notYet':
        return new AppError(409, FOLLOWUP_MSG.notYet);
      case 'answered':
        return new AppError(409, FOLLOWUP_MSG.alreadyAnswered);
      default:
        return undefined;
    }
  }

  return {
    link,
    ...rounds,

    async page(id: string, token: string | null | undefined, now = new Date()): Promise<FollowupPage> {
      return followupPage(await byLink(id, token), now);
    },

    /** The answer form as a page action posts it, streamed: photos to temporary files (readRequestForm). */
    readForm(request: Request): Promise<RequestForm> {
      return readRequestForm(request, {
        field: PHOTOS_FIELD,
        maxFiles: FOLLOWUP_MAX_PHOTOS,
        tmpDir: uploadTmpDir(config.dataDir),
      });
    },
    discardUploads,

    /**
     * The adopter's answer, with its photos (temporary files, removed in every case). Answers the page after
     * it, or throws a Spanish 4xx: a link not ours (404), expired or cancelled (410), answered already (409),
     * a field wrong (400, by field).
     */
    async answer(
      id: string,
      token: string | null | undefined,
      input: unknown,
      files: UploadedFile[],
      now = new Date(),
    ): Promise<FollowupPage> {
      try {
        const before = await byLink(id, token);
        const refused = refusal(followupPage(before, now));
        if (refused) throw refused;
        const parsed = parseWith(followupAnswerSchema, input ?? {});
        if (!parsed.ok) throw new AppError(400, Object.values(parsed.errors)[0]!, parsed.errors);
        const { wantsHelp, mayPublish, ...answers } = parsed.data;
        const row = before!;
        const photos: ImageRef[] = await processUploads(files, storage, {
          field: PHOTOS_FIELD,
          alt: () => `${row.dogName} en su casa`,
        });
        const attention = attentionOf({ ...answers, wantsHelp });
        const saved = await db.transaction(async (tx) => {
          const [done] = await tx
            .update(adoptionFollowups)
            .set({
              answers: { ...answers, problem: answers.problem || undefined },
              photos,
              wantsHelp,
              mayPublish,
              attention,
              answeredAt: now,
            })
            .where(and(eq(adoptionFollowups.id, id), isNull(adoptionFollowups.answeredAt)))
            .returning();
          if (!done) return undefined;
          const said = [
            `Respuesta al seguimiento ${followupName(row.afterDays)}: «${answers.howIsDog}»`,
            `Come: ${FEELING_LABELS[answers.eating]}. Duerme: ${FEELING_LABELS[answers.sleeping]}. Convivencia: ${FEELING_LABELS[answers.gettingAlong]}.`,
            answers.problem ? `Problema: ${answers.problem}` : '',
            wantsHelp ? 'Pide ayuda.' : '',
            photos.length ? `${photos.length} foto(s).` : '',
            mayPublish ? 'Se puede publicar.' : 'No se publica.',
          ];
          await addEvent(
            tx,
            'adoption',
            row.requestId,
            { id: null, email: '', name: `${row.adopterName} (quien adoptó)` },
            { note: said.filter(Boolean).join(' ') },
          );
          if (attention && config.staffEmail) {
            const label = FOLLOWUP_ATTENTION_LABELS[attention];
            await enqueueMail(tx, [
              {
                to: config.staffEmail,
                subject: `Seguimiento de ${row.dogName}: ${label.toLowerCase()}`,
                ...renderMail({
                  title: `Seguimiento de ${row.dogName}: ${label.toLowerCase()}`,
                  paragraphs: [
                    `${row.adopterName} respondió el seguimiento ${followupName(row.afterDays)}.`,
                    answers.problem ?? answers.howIsDog,
                  ],
                  link: {
                    href: `${base}/admin#/followups/${row.id}`,
                    label: 'Ver el seguimiento en el panel',
                  },
                }),
              },
            ]);
          }
          return done;
        });
        if (!saved) {
          await removeUnusedImages(db, storage, photos);
          throw new AppError(409, FOLLOWUP_MSG.alreadyAnswered);
        }
        deps.mail.wake();
        deps.changes.announce('adoption_requests');
        return followupPage(saved, now);
      } finally {
        await discardUploads(files);
      }
    },

    /** The adopter takes back the permission to publish: the story, if any, disappears at once. */
    async withdraw(id: string, token: string | null | undefined, now = new Date()): Promise<FollowupPage> {
      const row = await byLink(id, token);
      if (!row) throw new AppError(404, FOLLOWUP_MSG.invalidLink);
      if (!row.answeredAt) throw new AppError(409, FOLLOWUP_MSG.storyNotAnswered);
      const saved = await db.transaction(async (tx) => {
        const [done] = await tx
          .update(adoptionFollowups)
          .set({ mayPublish: false, storyPublishedAt: null, storyPublishedBy: null })
          .where(eq(adoptionFollowups.id, id))
          .returning();
        if (row.mayPublish)
          await addEvent(
            tx,
            'adoption',
            row.requestId,
            { id: null, email: '', name: `${row.adopterName} (quien adoptó)` },
            { note: `Retiró el permiso para publicar el seguimiento ${followupName(row.afterDays)}.` },
          );
        return done!;
      });
      return followupPage(saved, now);
    },

    /** Staff: the follow-ups of one adoption, in their order (the request's card). */
    async ofRequest(requestId: string) {
      const rows = await db
        .select()
        .from(adoptionFollowups)
        .where(eq(adoptionFollowups.requestId, requestId))
        .orderBy(adoptionFollowups.afterDays);
      return rows.map((row) => ({
        id: row.id,
        name: followupName(row.afterDays),
        dueOn: row.dueOn,
        state: followupState(row),
        attention: row.attention,
        storyPublished: row.storyPublishedAt !== null,
      }));
    },

    /** Published stories, the latest first; of one dog when `dogId` is given. Cached until follow-ups change. */
    stories(options: { dogId?: string; limit: number }): Promise<PublicStory[]> {
      const key = `stories ${options.dogId ?? 'all'} ${options.limit}`;
      return deps.tableCache.get(key, ['adoption_followups', 'adoption_returns'], async () => {
        const rows = await db
          .select({ row: adoptionFollowups, deliveredOn: adoptionRequests.deliveredOn })
          .from(adoptionFollowups)
          .innerJoin(adoptionRequests, eq(adoptionRequests.id, adoptionFollowups.requestId))
          .where(
            and(
              isNotNull(adoptionFollowups.storyPublishedAt),
              eq(adoptionFollowups.mayPublish, true),
              isNotNull(adoptionFollowups.dogId),
              options.dogId ? eq(adoptionFollowups.dogId, options.dogId) : undefined,
              // A dog that came back has no family to tell of.
              sql`not exists (select 1 from ${adoptionReturns} where ${adoptionReturns.requestId} = ${adoptionFollowups.requestId})`,
            ),
          )
          .orderBy(desc(adoptionFollowups.storyPublishedAt))
          .limit(options.limit);
        return rows.map(({ row, deliveredOn }) => ({
          id: row.id,
          dogName: row.dogName,
          dogId: row.dogId!,
          text: row.storyText ?? '',
          photos: row.photos,
          adoptedOn: deliveredOn ?? row.dueOn,
          publishedAt: row.storyPublishedAt!.toISOString(),
        }));
      });
    },
  };
}
