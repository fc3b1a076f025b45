// What the public sends in for review: volunteer applications, adoption requests and contact messages.
// Staff read every answer and change only the review state (pending / handled).
import {
  adminContactSchema,
  adminPendingSchema,
  CONTACT_SUBJECTS,
  VOLUNTEER_MODALITIES,
  YES_NO_MAYBE,
} from '@campito/core';
import { adoptionRequests, contactMessages, dogs, volunteers } from '@campito/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { ResourceDef, Row, WriteContext } from './resource';

export const volunteersResource: ResourceDef = {
  name: 'volunteers',
  table: volunteers,
  id: volunteers.id,
  sort: {
    name: volunteers.name,
    email: volunteers.email,
    area: volunteers.area,
    modality: volunteers.modality,
    date: volunteers.date,
    isPending: volunteers.isPending,
  },
  defaultSort: { field: 'date', order: 'DESC' },
  filters: {
    name: { kind: 'contains', column: volunteers.name },
    email: { kind: 'contains', column: volunteers.email },
    area: { kind: 'contains', column: volunteers.area },
    isPending: { kind: 'bool', column: volunteers.isPending },
    modality: { kind: 'eq', column: volunteers.modality, values: VOLUNTEER_MODALITIES },
    carpooling: { kind: 'eq', column: volunteers.carpooling, values: YES_NO_MAYBE },
    isDelete: { kind: 'bool', column: volunteers.isDelete },
  },
  search: [volunteers.name, volunteers.email, volunteers.area],
  hideDeleted: { field: 'isDelete', column: volunteers.isDelete },
  update: { schema: adminPendingSchema },
  remove: { mode: 'soft', set: { isDelete: true } },
};

/** The dog a request is about: by reference, else the listed dog of that name (older requests). */
async function requestedDog(request: Row, ctx: WriteContext): Promise<Row | undefined> {
  if (request.dogId) {
    const [dog] = await ctx.tx
      .select()
      .from(dogs)
      .where(eq(dogs.id, request.dogId as string));
    return dog;
  }
  const [dog] = await ctx.tx
    .select()
    .from(dogs)
    .where(and(sql`lower(${dogs.name}) = lower(${request.nameDog as string})`, eq(dogs.isDelete, false)))
    .orderBy(dogs.createdAt)
    .limit(1);
  return dog;
}

/**
 * Approving a request (isPending → false) adopts the dog: it stops being offered (toAdopt false).
 * Reopening it offers the dog again unless another approved request still holds it.
 */
async function adoptionDogRule(before: Row, after: Row, ctx: WriteContext): Promise<void> {
  if (before.isPending === after.isPending) return;
  const dog = await requestedDog(after, ctx);
  if (!dog) return;
  let toAdopt: boolean;
  if (after.isPending === false) {
    toAdopt = false;
  } else {
    const [other] = await ctx.tx
      .select({ id: adoptionRequests.id })
      .from(adoptionRequests)
      .where(
        and(
          eq(adoptionRequests.dogId, dog.id as string),
          eq(adoptionRequests.isPending, false),
          eq(adoptionRequests.isDelete, false),
          ne(adoptionRequests.id, after.id as string),
        ),
      )
      .limit(1);
    if (other) return;
    toAdopt = true;
  }
  if (dog.toAdopt === toAdopt) return;
  const [updated] = await ctx.tx
    .update(dogs)
    .set({ toAdopt })
    .where(eq(dogs.id, dog.id as string))
    .returning();
  await ctx.audit({
    action: 'update',
    resource: 'dogs',
    recordId: dog.id as string,
    before: dog,
    after: updated!,
  });
}

export const adoptionsResource: ResourceDef = {
  name: 'adoptions',
  table: adoptionRequests,
  id: adoptionRequests.id,
  sort: {
    nameDog: adoptionRequests.nameDog,
    name: adoptionRequests.name,
    email: adoptionRequests.email,
    date: adoptionRequests.date,
    isPending: adoptionRequests.isPending,
    approvedAt: adoptionRequests.approvedAt,
  },
  defaultSort: { field: 'date', order: 'DESC' },
  filters: {
    nameDog: { kind: 'contains', column: adoptionRequests.nameDog },
    name: { kind: 'contains', column: adoptionRequests.name },
    email: { kind: 'contains', column: adoptionRequests.email },
    isPending: { kind: 'bool', column: adoptionRequests.isPending },
    dogId: { kind: 'eq', column: adoptionRequests.dogId, uuid: true },
    isDelete: { kind: 'bool', column: adoptionRequests.isDelete },
  },
  search: [adoptionRequests.nameDog, adoptionRequests.name, adoptionRequests.email],
  hideDeleted: { field: 'isDelete', column: adoptionRequests.isDelete },
  update: {
    schema: adminPendingSchema,
    prepare: async (changes) => {
      if (changes.isPending === false) return { ...changes, approvedAt: new Date() };
      if (changes.isPending === true) return { ...changes, approvedAt: null };
      return changes;
    },
    after: adoptionDogRule,
  },
  remove: { mode: 'soft', set: { isDelete: true } },
};

export const contactsResource: ResourceDef = {
  name: 'contacts',
  table: contactMessages,
  id: contactMessages.id,
  sort: {
    createdAt: contactMessages.createdAt,
    fullName: contactMessages.fullName,
    email: contactMessages.email,
    asunto: contactMessages.asunto,
    handled: contactMessages.handled,
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    asunto: { kind: 'eq', column: contactMessages.asunto, values: CONTACT_SUBJECTS },
    handled: { kind: 'bool', column: contactMessages.handled },
    fullName: { kind: 'contains', column: contactMessages.fullName },
    email: { kind: 'contains', column: contactMessages.email },
  },
  search: [
    contactMessages.fullName,
    contactMessages.email,
    contactMessages.organization,
    contactMessages.consulta,
  ],
  update: { schema: adminContactSchema },
};
