// Foster placements in the panel (issue 38, item 2; ADR 017): staff place a dog with an approved foster
// (from, expected until, what they share with the foster, private notes) and end it recording where the dog
// went. `dogs.in_foster` follows in the same transaction: the catalog says «En tránsito» and filters it, and
// where the dog lives stays private. One open placement per dog (a partial unique index decides races).
import {
  AppError,
  FOSTER_DESTINATIONS,
  FOSTER_MSG,
  placementCreateSchema,
  placementEditSchema,
} from '@campito/core';
import { type DbOrTx, dogs, fosterPlacements, users } from '@campito/db';
import { eq, sql } from 'drizzle-orm';
import { dogNameOf } from './fosters.resources';
import type { ResourceDef, Row, WriteContext } from './resource';

/** A placement still going on (the list's flag, the dashboard's card). */
export const OPEN_PLACEMENT = sql`${fosterPlacements.endedOn} is null`;

/** The dog to place: active, in the shelter's care and without a family. */
async function placeableDog(tx: DbOrTx, dogId: string) {
  const [dog] = await tx.select().from(dogs).where(eq(dogs.id, dogId)).for('update');
  if (!dog || dog.isDelete) throw new AppError(400, FOSTER_MSG.dog, { dogId: FOSTER_MSG.dog });
  if (dog.adoptedAt) throw new AppError(409, FOSTER_MSG.adopted, { dogId: FOSTER_MSG.adopted });
  if (dog.inFoster) throw new AppError(409, FOSTER_MSG.alreadyPlaced, { dogId: FOSTER_MSG.alreadyPlaced });
  return dog;
}

/** The foster: an account with the role «transito» (given when their application is approved). */
async function approvedFoster(tx: DbOrTx, fosterId: string) {
  const [foster] = await tx.select().from(users).where(eq(users.id, fosterId));
  if (!foster || foster.isDelete || !foster.roles.includes('transito'))
    throw new AppError(400, FOSTER_MSG.notFoster, { fosterId: FOSTER_MSG.notFoster });
  return foster;
}

/** Writes the dog's «En tránsito» flag, audited as a change of the dog, and tells the caches. */
async function markDog(ctx: WriteContext, dogId: string, inFoster: boolean) {
  const [before] = await ctx.tx.select().from(dogs).where(eq(dogs.id, dogId));
  if (!before || before.inFoster === inFoster) return;
  const [after] = await ctx.tx.update(dogs).set({ inFoster }).where(eq(dogs.id, dogId)).returning();
  await ctx.audit({ action: 'update', resource: 'dogs', recordId: dogId, before, after: after! });
  ctx.afterCommit(async () => ctx.deps.changes.announce('dogs'));
}

export const placementsResource: ResourceDef = {
  name: 'foster-placements',
  table: fosterPlacements,
  id: fosterPlacements.id,
  sort: {
    startsOn: fosterPlacements.startsOn,
    expectedUntil: fosterPlacements.expectedUntil,
    endedOn: fosterPlacements.endedOn,
    fosterName: fosterPlacements.fosterName,
  },
  defaultSort: { field: 'startsOn', order: 'DESC' },
  filters: {
    dogId: { kind: 'eq', column: fosterPlacements.dogId, uuid: true },
    fosterId: { kind: 'eq', column: fosterPlacements.fosterId, uuid: true },
    destination: { kind: 'eq', column: fosterPlacements.destination, values: FOSTER_DESTINATIONS },
    open: { kind: 'flag', when: OPEN_PLACEMENT },
  },
  search: [fosterPlacements.fosterName, fosterPlacements.notes, fosterPlacements.care],
  computed: {
    fields: { dogName: dogNameOf('foster_placements') },
    reads: ['dogs'],
  },
  toRecord: (row) => ({ ...row, open: row.endedOn == null }),
  create: {
    schema: placementCreateSchema,
    async prepare(data, ctx) {
      const dog = await placeableDog(ctx.tx, String(data.dogId));
      const foster = await approvedFoster(ctx.tx, String(data.fosterId));
      await markDog(ctx, dog.id, true);
      return {
        ...data,
        fosterName: foster.name || foster.email,
        care: data.care ?? '',
        notes: data.notes ?? '',
        createdBy: ctx.actor.id,
      };
    },
  },
  update: {
    schema: placementEditSchema,
    async prepare(changes, before) {
      const ending = changes.endedOn !== undefined || changes.destination !== undefined;
      if (ending && before.endedOn != null) throw new AppError(409, FOSTER_MSG.ended);
      const endedOn = (changes.endedOn ?? before.endedOn) as string | null;
      if (ending && endedOn !== null && endedOn < String(before.startsOn))
        throw new AppError(400, FOSTER_MSG.endedOn, { endedOn: FOSTER_MSG.endedOn });
      const until = (changes.expectedUntil === undefined ? before.expectedUntil : changes.expectedUntil) as
        | string
        | null;
      if (until && until < String(before.startsOn))
        throw new AppError(400, FOSTER_MSG.expectedUntil, { expectedUntil: FOSTER_MSG.expectedUntil });
      return changes;
    },
    async after(before: Row, after: Row, ctx: WriteContext) {
      if (before.endedOn == null && after.endedOn != null) await markDog(ctx, String(after.dogId), false);
    },
  },
};
