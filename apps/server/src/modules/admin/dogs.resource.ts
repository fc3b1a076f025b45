// Dogs in the admin: every dog (active, given "Dar de baja", awaiting review), the same create/update
// rules as ./dog in core, and "Dar de baja" as a soft delete that records when (statistics).
// Photos a dog no longer has (dropped in the form, or every photo of a pending dog staff reject with
// "Dar de baja") are removed from storage once the change is committed, unless another record shows them.
import {
  AppError,
  adminDogCreateSchema,
  adminDogUpdateSchema,
  DOG_AGES,
  DOG_GENDERS,
  DOG_MOBILITIES,
  DOG_MSG,
  DOG_SIZES,
} from '@campito/core';
import { dogs } from '@campito/db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { droppedImages, removeUnusedImages, type StoredImage } from '../../media/unused-images';
import type { ResourceDef, Row, WriteContext } from './resource';

const dogUpdateSchema = adminDogUpdateSchema.extend({ isDelete: z.boolean().optional() });

/** isDelete and deletedAt move together: "Dar de baja" stamps the moment, its undo clears it. */
function stampRemoval(changes: Row): Row {
  if (changes.isDelete === true) return { ...changes, deletedAt: new Date() };
  if (changes.isDelete === false) return { ...changes, deletedAt: null };
  return changes;
}

/**
 * A dog is published when it first enters the catalog: created by staff not pending (the same moment
 * as its createdAt), or approved from a visitor's report (isPending true → false). Unpublishing and
 * approving again keeps the first date. "Recién llegados" and new-dog alerts read it.
 */
function stampPublication(changes: Row, before: Row): Row {
  if (changes.isPending === false && before.isPending === true && before.publishedAt == null)
    return { ...changes, publishedAt: sql`now()` };
  return changes;
}

/**
 * "Dar de baja" on a dog still pending review rejects a stranger's submission: its photos are not
 * kept (nobody chose them; they may show people or places). Its record stays, for the statistics.
 */
function dropRejectedPhotos(changes: Row, before: Row): Row {
  const pending = (changes.isPending ?? before.isPending) === true;
  if (changes.isDelete === true && pending) return { ...changes, images: [] };
  return changes;
}

/**
 * Approving a dog a visitor reported publishes it: staff must have written its public story first (the
 * finder's words stay a private note, issue 16).
 */
function requireStoryToPublish(changes: Row, before: Row): Row {
  if (!(changes.isPending === false && before.isPending === true)) return changes;
  const story = (changes.features ?? before.features) as string | null;
  if (!story?.trim()) throw new AppError(400, DOG_MSG.storyToPublish, { features: DOG_MSG.storyToPublish });
  return changes;
}

/** After the commit, the files of the photos the dog lost. */
async function removeDroppedPhotos(before: Row, after: Row, ctx: WriteContext): Promise<void> {
  const dropped = droppedImages(
    (before.images ?? []) as StoredImage[],
    (after.images ?? []) as StoredImage[],
  );
  if (dropped.length === 0) return;
  ctx.afterCommit(async () => {
    await removeUnusedImages(ctx.deps.db, ctx.deps.storage, dropped);
  });
}

export const dogsResource: ResourceDef = {
  name: 'dogs',
  table: dogs,
  id: dogs.id,
  sort: {
    name: dogs.name,
    gender: dogs.gender,
    age: dogs.age,
    size: dogs.size,
    race: dogs.race,
    toAdopt: dogs.toAdopt,
    isSponsored: dogs.isSponsored,
    isDelete: dogs.isDelete,
    isPending: dogs.isPending,
    mobility: dogs.mobility,
    isUrgent: dogs.isUrgent,
    createdAt: dogs.createdAt,
    publishedAt: dogs.publishedAt,
    deletedAt: dogs.deletedAt,
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    name: { kind: 'contains', column: dogs.name },
    gender: { kind: 'eq', column: dogs.gender, values: DOG_GENDERS },
    age: { kind: 'eq', column: dogs.age, values: DOG_AGES },
    size: { kind: 'eq', column: dogs.size, values: DOG_SIZES },
    toAdopt: { kind: 'bool', column: dogs.toAdopt },
    isSponsored: { kind: 'bool', column: dogs.isSponsored },
    isDelete: { kind: 'bool', column: dogs.isDelete },
    isPending: { kind: 'bool', column: dogs.isPending },
    mobility: { kind: 'eq', column: dogs.mobility, values: DOG_MOBILITIES },
    isUrgent: { kind: 'bool', column: dogs.isUrgent },
  },
  search: [dogs.name, dogs.race],
  create: {
    schema: adminDogCreateSchema,
    prepare: async (data) => ({
      ...data,
      video: data.video ?? null,
      publishedAt: data.isPending ? null : sql`now()`,
    }),
  },
  update: {
    schema: dogUpdateSchema,
    prepare: async (changes, before) =>
      requireStoryToPublish(
        dropRejectedPhotos(stampPublication(stampRemoval(changes), before), before),
        before,
      ),
    after: removeDroppedPhotos,
  },
  remove: { mode: 'soft', set: { isDelete: true } },
};
