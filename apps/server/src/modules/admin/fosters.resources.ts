// The fosters' side of the panel (issue 38, item 3). «Novedades de tránsito» (foster_updates): what fosters
// told about their dogs, newest first, with their photos; «Publicar como novedad del perro» makes one a dog's
// «Novedad» (its text and first photo) mailed once, after the commit, to the dog's sponsors exactly as a news
// item staff post (giving.resources.ts). «Pedidos de tránsito» (supply_requests): the fosters' requests,
// the most urgent first, moved pedido → preparado → entregado with an optional note; each move mails the
// foster through the outbox in the same transaction, and the engine audits it (crud.ts).
import { randomUUID } from 'node:crypto';
import {
  AppError,
  FOSTER_MSG,
  type ImageRef,
  SUPPLY_KINDS,
  SUPPLY_STATE_LABELS,
  SUPPLY_STATES,
  SUPPLY_URGENCIES,
  type SupplyState,
  supplyStateSchema,
} from '@campito/core';
import { dogs, dogUpdates, fosterUpdates, supplyRequests, users } from '@campito/db';
import { eq, isNotNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { SUPPLIES_MSG, supplyStateMail } from '../fosters/supplies.service';
import { enqueueMail } from '../mail/outbox';
import { dateRange, type ResourceDef, type Row } from './resource';

/** Staff publish a foster's update as the dog's «Novedad»: the one change the panel makes to it. */
const publishSchema = z.object({
  published: z.literal(true, { error: 'Para publicarla, mandá «published: true».' }),
});

/** The name of the dog a row of a foster table is about, read beside the row (lists, the dashboard). */
export const dogNameOf = (table: 'foster_updates' | 'supply_requests' | 'foster_placements') =>
  sql<string | null>`(select "name" from "dogs" where "dogs"."id" = ${sql.raw(`"${table}"."dog_id"`)})`;

export const fosterUpdatesResource: ResourceDef = {
  name: 'foster-updates',
  table: fosterUpdates,
  id: fosterUpdates.id,
  sort: { createdAt: fosterUpdates.createdAt },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    dogId: { kind: 'eq', column: fosterUpdates.dogId, uuid: true },
    placementId: { kind: 'eq', column: fosterUpdates.placementId, uuid: true },
    published: { kind: 'flag', when: isNotNull(fosterUpdates.dogUpdateId) },
    ...dateRange('createdAt', fosterUpdates.createdAt),
  },
  search: [fosterUpdates.text],
  computed: {
    fields: {
      dogName: dogNameOf('foster_updates'),
      fosterName: sql<
        string | null
      >`(select "foster_name" from "foster_placements" where "foster_placements"."id" = "foster_updates"."placement_id")`,
    },
    reads: ['dogs', 'foster_placements'],
  },
  toRecord: (row) => ({ ...row, published: row.dogUpdateId != null }),
  update: {
    schema: publishSchema,
    async prepare(_changes: Row, before: Row, ctx) {
      // The row is locked (crud.ts): a second click waits for the first and finds it published.
      if (before.dogUpdateId) throw new AppError(409, FOSTER_MSG.alreadyPublished);
      const [dog] = await ctx.tx
        .select({ id: dogs.id })
        .from(dogs)
        .where(eq(dogs.id, String(before.dogId)));
      if (!dog) throw new AppError(404, FOSTER_MSG.notYourDog);
      const id = randomUUID();
      const photo = (before.photos as ImageRef[])[0] ?? null;
      const [created] = await ctx.tx
        .insert(dogUpdates)
        .values({ id, dogId: dog.id, text: String(before.text), image: photo, authorId: ctx.actor.id })
        .returning();
      await ctx.audit({
        action: 'create',
        resource: 'dog-updates',
        recordId: id,
        before: null,
        after: created!,
      });
      // The sponsors' mails, once, after the commit (as newsResource does for staff's own news).
      ctx.afterCommit(async () => {
        await ctx.services.sponsorship.mailUpdate(id);
      });
      return { dogUpdateId: id };
    },
  },
};

export const supplyRequestsResource: ResourceDef = {
  name: 'supply-requests',
  table: supplyRequests,
  id: supplyRequests.id,
  sort: {
    // 'urgente' > 'pronto' > 'normal' as text too: descending puts the most urgent first.
    urgency: supplyRequests.urgency,
    createdAt: supplyRequests.createdAt,
    stateAt: supplyRequests.stateAt,
    state: supplyRequests.state,
    kind: supplyRequests.kind,
    fosterName: supplyRequests.fosterName,
  },
  defaultSort: { field: 'urgency', order: 'DESC' },
  filters: {
    state: { kind: 'eq', column: supplyRequests.state, values: SUPPLY_STATES },
    kind: { kind: 'eq', column: supplyRequests.kind, values: SUPPLY_KINDS },
    urgency: { kind: 'eq', column: supplyRequests.urgency, values: SUPPLY_URGENCIES },
    dogId: { kind: 'eq', column: supplyRequests.dogId, uuid: true },
    fosterId: { kind: 'eq', column: supplyRequests.fosterId, uuid: true },
    open: { kind: 'flag', when: ne(supplyRequests.state, 'entregado') },
    ...dateRange('createdAt', supplyRequests.createdAt),
  },
  search: [supplyRequests.fosterName, supplyRequests.detail, supplyRequests.quantity],
  computed: { fields: { dogName: dogNameOf('supply_requests') }, reads: ['dogs'] },
  toRecord: (row) => ({ ...row, open: row.state !== 'entregado' }),
  update: {
    schema: supplyStateSchema,
    async prepare(changes: Row, before: Row) {
      if (!('state' in changes))
        throw new AppError(
          409,
          SUPPLIES_MSG.sameState(SUPPLY_STATE_LABELS[before.state as SupplyState] ?? String(before.state)),
        );
      return { state: changes.state, stateAt: new Date(), staffNote: String(changes.note ?? '') };
    },
    /** The foster hears of it in the same transaction (their account's address; none once it is gone). */
    async after(_before: Row, after: Row, ctx) {
      if (!after.fosterId) return;
      const [foster] = await ctx.tx
        .select({ email: users.email, name: users.name, isDelete: users.isDelete })
        .from(users)
        .where(eq(users.id, String(after.fosterId)));
      if (!foster || foster.isDelete) return;
      const [dog] = after.dogId
        ? await ctx.tx
            .select({ name: dogs.name })
            .from(dogs)
            .where(eq(dogs.id, String(after.dogId)))
        : [];
      await enqueueMail(ctx.tx, [
        supplyStateMail(
          ctx.deps.config.publicUrl,
          foster,
          after as Parameters<typeof supplyStateMail>[2],
          dog?.name ?? null,
        ),
      ]);
      ctx.afterCommit(async () => ctx.deps.mail.wake());
    },
  },
};
