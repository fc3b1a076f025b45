// After the adoption in the panel (issue 37): an adoption's commitments (castration, vaccines, microchip…)
// with their due dates, and a dog's return. Both hang on an approved request. Recording a return stops the
// adoption's follow-ups and commitments and takes the dog out of «Ya tienen familia»: back in the catalog at
// once when staff tick it, or kept in the shelter until they offer it again from the dog's record.
import {
  AppError,
  COMMITMENT_KINDS,
  COMMITMENT_MSG,
  commitmentEditSchema,
  commitmentSchema,
  RETURN_MSG,
  RETURN_REASONS,
  returnEditSchema,
  returnSchema,
} from '@campito/core';
import { adoptionCommitments, adoptionRequests, adoptionReturns, type DbOrTx, dogs } from '@campito/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { addEvent } from '../applications/stage-change';
import type { ResourceDef, Row, WriteContext } from './resource';

/** The approved request a commitment or a return hangs on, not returned yet; a Spanish 409 otherwise. */
async function adoptedRequest(tx: DbOrTx, requestId: unknown, message: string) {
  const [row] = await tx
    .select()
    .from(adoptionRequests)
    .where(and(eq(adoptionRequests.id, String(requestId)), eq(adoptionRequests.isDelete, false)));
  if (row?.stage !== 'aprobada') throw new AppError(409, message, { requestId: message });
  const [returned] = await tx
    .select({ id: adoptionReturns.id })
    .from(adoptionReturns)
    .where(eq(adoptionReturns.requestId, row.id));
  if (returned) throw new AppError(409, RETURN_MSG.already, { requestId: RETURN_MSG.already });
  return row;
}

/** A commitment past its date and neither done nor cancelled (the list's flag, the dashboard's card). */
export const OVERDUE_COMMITMENT = sql`${adoptionCommitments.doneAt} is null and ${adoptionCommitments.cancelledAt} is null and ${adoptionCommitments.dueOn} < current_date`;

export const commitmentsResource: ResourceDef = {
  name: 'commitments',
  table: adoptionCommitments,
  id: adoptionCommitments.id,
  sort: {
    dueOn: adoptionCommitments.dueOn,
    dogName: adoptionCommitments.dogName,
    createdAt: adoptionCommitments.createdAt,
  },
  defaultSort: { field: 'dueOn', order: 'ASC' },
  filters: {
    requestId: { kind: 'eq', column: adoptionCommitments.requestId, uuid: true },
    kind: { kind: 'eq', column: adoptionCommitments.kind, values: Object.keys(COMMITMENT_KINDS) },
    overdue: { kind: 'flag', when: OVERDUE_COMMITMENT },
    done: { kind: 'flag', when: sql`${adoptionCommitments.doneAt} is not null` },
  },
  search: [adoptionCommitments.dogName, adoptionCommitments.adopterName, adoptionCommitments.description],
  toRecord: (row) => ({ ...row, done: row.doneAt != null, escalated: row.escalatedAt != null }),
  create: {
    schema: commitmentSchema,
    async prepare(data, ctx) {
      const request = await adoptedRequest(ctx.tx, data.requestId, COMMITMENT_MSG.notAdopted);
      await addEvent(ctx.tx, 'adoption', request.id, ctx.actor, {
        note: `Compromiso: ${data.description}, para el ${data.dueOn}.`,
      });
      return { ...data, adopterName: request.name, dogName: request.nameDog, createdBy: ctx.actor.id };
    },
  },
  update: {
    schema: commitmentEditSchema,
    async prepare(changes, before) {
      const { done, escalated, ...out } = changes as Row & { done?: boolean; escalated?: boolean };
      if (done !== undefined) out.doneAt = done ? (before.doneAt ?? new Date()) : null;
      if (escalated !== undefined) out.escalatedAt = escalated ? (before.escalatedAt ?? new Date()) : null;
      // A new date gets its own reminder.
      if ('dueOn' in out) out.remindedAt = null;
      return out;
    },
  },
  remove: { mode: 'hard' },
};

export const returnsResource: ResourceDef = {
  name: 'returns',
  table: adoptionReturns,
  id: adoptionReturns.id,
  sort: { returnedOn: adoptionReturns.returnedOn, dogName: adoptionReturns.dogName },
  defaultSort: { field: 'returnedOn', order: 'DESC' },
  filters: {
    requestId: { kind: 'eq', column: adoptionReturns.requestId, uuid: true },
    dogId: { kind: 'eq', column: adoptionReturns.dogId, uuid: true },
    reason: { kind: 'eq', column: adoptionReturns.reason, values: Object.keys(RETURN_REASONS) },
  },
  search: [adoptionReturns.dogName, adoptionReturns.broughtBy, adoptionReturns.note],
  create: {
    schema: returnSchema,
    async prepare(data, ctx) {
      const { backToCatalog, ...values } = data as Row & { backToCatalog: boolean };
      const request = await adoptedRequest(ctx.tx, values.requestId, RETURN_MSG.notAdopted);
      await endAdoption(ctx, request, Boolean(backToCatalog));
      await addEvent(ctx.tx, 'adoption', request.id, ctx.actor, {
        note: `Devolución: ${RETURN_REASONS[values.reason as keyof typeof RETURN_REASONS]}. ${
          backToCatalog ? 'Vuelve al catálogo.' : 'Queda en el refugio, fuera del catálogo por ahora.'
        }`,
      });
      return {
        ...values,
        note: values.note || null,
        dogId: request.dogId,
        dogName: request.nameDog,
        createdBy: ctx.actor.id,
      };
    },
  },
  update: { schema: returnEditSchema },
};

/** What a return stops: the follow-ups and commitments to come, and the dog's «Ya tiene familia». */
async function endAdoption(
  ctx: WriteContext,
  request: typeof adoptionRequests.$inferSelect,
  backToCatalog: boolean,
) {
  const now = new Date();
  await ctx.services.followups.cancelFor(ctx.tx, request.id, now);
  await ctx.tx
    .update(adoptionCommitments)
    .set({ cancelledAt: now })
    .where(
      and(
        eq(adoptionCommitments.requestId, request.id),
        isNull(adoptionCommitments.doneAt),
        isNull(adoptionCommitments.cancelledAt),
      ),
    );
  if (!request.dogId) return;
  const [before] = await ctx.tx.select().from(dogs).where(eq(dogs.id, request.dogId));
  if (!before) return;
  const [after] = await ctx.tx
    .update(dogs)
    .set({ adoptedAt: null, toAdopt: backToCatalog })
    .where(eq(dogs.id, request.dogId))
    .returning();
  await ctx.audit({ action: 'update', resource: 'dogs', recordId: before.id, before, after: after! });
  ctx.afterCommit(async () => ctx.deps.changes.announce('dogs'));
}
