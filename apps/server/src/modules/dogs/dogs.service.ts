import { dogs } from '@campito/db';
import { and, eq, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';

export type DogRow = typeof dogs.$inferSelect;

/** The one rule of "listed publicly": not given "Dar de baja" and not awaiting staff review. */
export const isActiveDog = and(eq(dogs.isDelete, false), eq(dogs.isPending, false));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** Dogs as the public site sees them. */
export function createDogsService({ db }: ServiceDeps) {
  return {
    /** An active dog by id; malformed ids are simply not found. */
    async findActiveById(id: string): Promise<DogRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(dogs).where(and(eq(dogs.id, id), isActiveDog));
      return row;
    },

    /** An active dog by name, case- and accent-insensitively (names come from URLs such as /colaborar/{dogName}). */
    async findActiveByName(name: string): Promise<DogRow | undefined> {
      const wanted = name.trim();
      if (!wanted || wanted.length > 100) return undefined;
      const [row] = await db
        .select()
        .from(dogs)
        .where(and(sql`lower(${dogs.name}) = lower(${wanted})`, isActiveDog))
        .orderBy(dogs.createdAt)
        .limit(1);
      return row;
    },
  };
}
