// The foster's page, /mi-transito (issue 38, item 3), and its API: for an account with the role «transito»,
// their current and past dogs with what staff share (care and medication, the next vet visit, the expected
// end: never staff's private notes), the updates they posted, and posting one with up to
// FOSTER_UPDATE_PHOTOS photos about one of their current dogs. A foster sees only their own placements: any
// other dog is a Spanish 404. Staff read the updates in «Novedades de tránsito» (admin/fosters.resources.ts).
import {
  AppError,
  FOSTER_DESTINATION_LABELS,
  FOSTER_MSG,
  FOSTER_UPDATE_PHOTOS,
  type FosterDestination,
  fosterUpdateSchema,
  type ImageRef,
  parseWith,
} from '@campito/core';
import { dogs, fosterPlacements, fosterUpdates } from '@campito/db';
import { desc, eq, inArray } from 'drizzle-orm';
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
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/templates';
import type { RateLimitService, RateRule } from '../security/rate-limit.service';
import {
  currentPlacementOf,
  type Foster,
  requireFoster,
  type SupplyView,
  suppliesOf,
} from './supplies.service';

/** The form field of an update's photos (the page's and the API's multipart). */
export const UPDATE_PHOTOS_FIELD = 'photos';
const UPDATE_RATE: RateRule = { name: 'foster-updates', max: 30, windowMs: 3_600_000 };
/** Placements and updates the page lists at most. */
const PLACEMENTS_LISTED = 50;
const UPDATES_LISTED = 200;

const PORTAL_MSG = {
  posted: '¡Gracias! Tu novedad ya le llegó al equipo.',
} as const;

export interface FosterUpdateView {
  id: string;
  text: string;
  photos: ImageRef[];
  createdAt: string;
  /** Staff published it as the dog's «Novedad». */
  published: boolean;
}

/** One of the foster's dogs, with only what staff share with them. */
export interface FosterDogView {
  placementId: string;
  dogId: string;
  name: string;
  photo: ImageRef | null;
  startsOn: string;
  expectedUntil: string | null;
  care: string;
  nextVetOn: string | null;
  endedOn: string | null;
  destination: string | null;
  updates: FosterUpdateView[];
}

export interface FosterOverview {
  current: FosterDogView[];
  past: FosterDogView[];
  requests: SupplyView[];
}

export function createFosterPortal(deps: ServiceDeps, { rateLimit }: { rateLimit: RateLimitService }) {
  const { db, config, storage } = deps;
  const base = config.publicUrl.replace(/\/$/, '');

  return {
    /** 403 for an account without the foster role. */
    requireFoster,

    /** The foster's dogs, current then past (newest first), their updates and their supply requests. */
    async overview(user: Foster): Promise<FosterOverview> {
      requireFoster(user);
      // Only the columns shared with the foster: staff's notes are never read here.
      const placements = await db
        .select({
          placementId: fosterPlacements.id,
          dogId: fosterPlacements.dogId,
          startsOn: fosterPlacements.startsOn,
          expectedUntil: fosterPlacements.expectedUntil,
          care: fosterPlacements.care,
          nextVetOn: fosterPlacements.nextVetOn,
          endedOn: fosterPlacements.endedOn,
          destination: fosterPlacements.destination,
          name: dogs.name,
          images: dogs.images,
        })
        .from(fosterPlacements)
        .innerJoin(dogs, eq(dogs.id, fosterPlacements.dogId))
        .where(eq(fosterPlacements.fosterId, user.id))
        .orderBy(desc(fosterPlacements.startsOn), desc(fosterPlacements.id))
        .limit(PLACEMENTS_LISTED);
      const ids = placements.map((p) => p.placementId);
      const updates = ids.length
        ? await db
            .select({
              id: fosterUpdates.id,
              placementId: fosterUpdates.placementId,
              text: fosterUpdates.text,
              photos: fosterUpdates.photos,
              createdAt: fosterUpdates.createdAt,
              dogUpdateId: fosterUpdates.dogUpdateId,
            })
            .from(fosterUpdates)
            .where(inArray(fosterUpdates.placementId, ids))
            .orderBy(desc(fosterUpdates.createdAt), desc(fosterUpdates.id))
            .limit(UPDATES_LISTED)
        : [];
      const dogsOf = placements.map(
        (p): FosterDogView => ({
          placementId: p.placementId,
          dogId: p.dogId,
          name: p.name,
          photo: p.images[0] ?? null,
          startsOn: p.startsOn,
          expectedUntil: p.expectedUntil,
          care: p.endedOn ? '' : p.care,
          nextVetOn: p.endedOn ? null : p.nextVetOn,
          endedOn: p.endedOn,
          destination: p.destination
            ? (FOSTER_DESTINATION_LABELS[p.destination as FosterDestination] ?? null)
            : null,
          updates: updates
            .filter((u) => u.placementId === p.placementId)
            .map((u) => ({
              id: u.id,
              text: u.text,
              photos: u.photos,
              createdAt: u.createdAt.toISOString(),
              published: u.dogUpdateId != null,
            })),
        }),
      );
      return {
        current: dogsOf.filter((d) => !d.endedOn),
        past: dogsOf.filter((d) => d.endedOn),
        requests: await suppliesOf(db, user.id),
      };
    },

    /** The update form as a page action posts it, streamed: photos to temporary files (readRequestForm). */
    readForm(request: Request): Promise<RequestForm> {
      return readRequestForm(request, {
        field: UPDATE_PHOTOS_FIELD,
        maxFiles: FOSTER_UPDATE_PHOTOS,
        tmpDir: uploadTmpDir(config.dataDir),
      });
    },
    discardUploads,

    /**
     * The foster posts an update about one of their current dogs, with its photos (temporary files, removed
     * in every case). A Spanish 4xx otherwise: not a foster (403), a field wrong (400), a dog not theirs (404).
     */
    async postUpdate(
      user: Foster,
      input: unknown,
      files: UploadedFile[],
      now = new Date(),
    ): Promise<{ message: string; update: FosterUpdateView }> {
      try {
        requireFoster(user);
        const parsed = parseWith(fosterUpdateSchema, input ?? {});
        if (!parsed.ok) throw new AppError(400, Object.values(parsed.errors)[0]!, parsed.errors);
        if (files.length > FOSTER_UPDATE_PHOTOS)
          throw new AppError(400, FOSTER_MSG.tooManyPhotos, {
            [UPDATE_PHOTOS_FIELD]: FOSTER_MSG.tooManyPhotos,
          });
        const placement = await currentPlacementOf(db, user.id, parsed.data.dogId);
        await rateLimit.consume(UPDATE_RATE, user.id);
        const photos = await processUploads(files, storage, {
          field: UPDATE_PHOTOS_FIELD,
          alt: () => `${placement.dogName} en su hogar de tránsito`,
        });
        try {
          const row = await db.transaction(async (tx) => {
            const [row] = await tx
              .insert(fosterUpdates)
              .values({
                placementId: placement.id,
                dogId: placement.dogId,
                authorId: user.id,
                text: parsed.data.text,
                photos,
                createdAt: now,
                updatedAt: now,
              })
              .returning();
            if (config.staffEmail)
              await enqueueMail(tx, [
                {
                  to: config.staffEmail,
                  subject: `Novedad de tránsito: ${placement.dogName}`,
                  ...renderMail({
                    title: `${user.name || 'Su hogar de tránsito'} contó cómo está ${placement.dogName}`,
                    paragraphs: [
                      parsed.data.text,
                      ...(photos.length ? [`Con ${photos.length} foto(s).`] : []),
                    ],
                    link: {
                      href: `${base}/admin#/foster-updates/${row!.id}/show`,
                      label: 'Verla en el panel',
                    },
                  }),
                },
              ]);
            return row!;
          });
          deps.mail.wake();
          return {
            message: PORTAL_MSG.posted,
            update: {
              id: row.id,
              text: row.text,
              photos: row.photos,
              createdAt: row.createdAt.toISOString(),
              published: false,
            },
          };
        } catch (err) {
          await removeUnusedImages(db, storage, photos);
          throw err;
        }
      } finally {
        await discardUploads(files);
      }
    },
  };
}
