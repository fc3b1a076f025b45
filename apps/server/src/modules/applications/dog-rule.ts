// What an adoption request's decision does to its dog (ADR 011): approval adopts it, reopening offers it
// again; and the other people who asked for the same dog — listed beside an approval, flagged while their
// request stays open after the dog found a family.
import { OPEN_STAGES } from '@campito/core';
import { adoptionRequests, type Db, type DbOrTx, dogs, equalsFolded } from '@campito/db';
import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { diffRecords, writeAudit } from '../admin/audit';
import type { Actor, Row } from './stage-change';

/** The most other requests for one dog shown beside an approval and closed with it. */
const MAX_OTHERS = 50;

/**
 * What approving or reopening an adoption does to its dog: approved → adopted (out of the catalog, its
 * page says "Ya tiene familia") and no longer offered; reopened → offered again unless another approved
 * request still holds it. Audited as a change to the dog.
 */
export async function applyDogRule(tx: DbOrTx, actor: Actor, before: Row, after: Row): Promise<void> {
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

/** The other open requests for the dog of an adoption request, oldest first. */
export async function openOthers(tx: DbOrTx, row: Row) {
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

/** When the request's dog found a family (through this request or another), if it did. */
export async function dogAdoptedOf(db: DbOrTx, row: Row): Promise<{ name: string; adoptedAt: Date } | null> {
  if (!row.dogId) return null;
  const [dog] = await db
    .select({ name: dogs.name, adoptedAt: dogs.adoptedAt })
    .from(dogs)
    .where(and(eq(dogs.id, row.dogId as string), isNotNull(dogs.adoptedAt)));
  return dog?.adoptedAt ? { name: dog.name, adoptedAt: dog.adoptedAt } : null;
}

/** Open adoption requests whose dog another family adopted (staff should tell them). */
export function waitingForAdoptedNotice(db: Db, limit = 50) {
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
}
