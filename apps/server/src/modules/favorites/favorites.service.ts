import { AppError, type DogCard, FAVORITE_MSG, isRowId, MAX_FAVORITES, toDogCard } from '@campito/core';
import { dogs, favorites } from '@campito/db';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import type { DogsService } from '../dogs/dogs.service';
import { dogWithProcess, isActiveDog } from '../dogs/dogs.sql';
import type { RateLimitService, RateRule } from '../security/rate-limit.service';

/** What a person's list of favourites reads: a dog the public can no longer see leaves it. */
const FAVORITE_TABLES = ['favorites', 'dogs'] as const;

/** Hearts toggled per account: far beyond a person tapping, a wall for a script. */
export const FAVORITES_RATE: RateRule = { name: 'favorites', max: 300, windowMs: 3_600_000 };

/**
 * Favourite dogs (issue 17). A signed-in person's list lives in `favorites`; a visitor without an account
 * keeps theirs in the browser, and the browser's list is merged here after sign-in. Only dogs the public
 * may see count (an adopted dog keeps its page, so it stays); at most MAX_FAVORITES per person.
 */
export function createFavoritesService(
  deps: ServiceDeps,
  { dogs: dogsService, rateLimit }: { dogs: DogsService; rateLimit: RateLimitService },
) {
  const { db, tableCache, changes } = deps;

  // A person's favourites that the public may still see, newest first.
  const visibleOf = (userId: string) => and(eq(favorites.userId, userId), isActiveDog);
  const newestFirst = [desc(favorites.createdAt), desc(favorites.id)] as const;

  /**
   * Every page a signed-in person opens starts its hearts from this list (the root loader), so it is kept in
   * memory until `favorites` or `dogs` changes on any instance (migration 0014; ADR 009): a render no longer
   * waits for a query. The kept list is shared between requests: what leaves this service is a copy.
   */
  function kept(userId: string): Promise<readonly string[]> {
    return tableCache.get(`favorites.ids ${userId}`, FAVORITE_TABLES, async () => {
      const rows = await db
        .select({ id: favorites.dogId })
        .from(favorites)
        .innerJoin(dogs, eq(dogs.id, favorites.dogId))
        .where(visibleOf(userId))
        .orderBy(...newestFirst)
        .limit(MAX_FAVORITES);
      return rows.map((row) => row.id);
    });
  }

  const ids = async (userId: string): Promise<string[]> => [...(await kept(userId))];

  /** This instance changed someone's list: its own cache hears it now, the others by the change feed. */
  const changed = () => changes.announce('favorites');

  return {
    /** The ids of the person's favourite dogs, newest first. */
    ids,

    /** The person's favourite dogs as cards, newest first ("Mis favoritos"). */
    async cards(userId: string): Promise<DogCard[]> {
      const rows = await db
        .select({ dog: dogWithProcess })
        .from(favorites)
        .innerJoin(dogs, eq(dogs.id, favorites.dogId))
        .where(visibleOf(userId))
        .orderBy(...newestFirst)
        .limit(MAX_FAVORITES);
      return rows.map((row) => toDogCard(row.dog));
    },

    /**
     * Public cards of the given dogs, in the order asked, for a visitor whose favourites live in the browser:
     * unknown, removed or pending dogs are left out. At most MAX_FAVORITES ids (a longer list is a 400).
     */
    async publicCards(wanted: readonly string[]): Promise<DogCard[]> {
      if (wanted.length > MAX_FAVORITES) throw new AppError(400, FAVORITE_MSG.tooMany);
      const unique = [...new Set(wanted.filter(isRowId).map((id) => id.toLowerCase()))];
      if (unique.length === 0) return [];
      const rows = await db
        .select(dogWithProcess)
        .from(dogs)
        .where(and(inArray(dogs.id, unique), isActiveDog));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return unique.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toDogCard(row)] : [];
      });
    },

    /** Adds a dog the public may see; already there is fine. 404 for another dog, 409 when the list is full. */
    async add(userId: string, dogId: string): Promise<string[]> {
      await rateLimit.consume(FAVORITES_RATE, userId);
      const dog = await dogsService.findActiveById(dogId);
      if (!dog) throw new AppError(404, FAVORITE_MSG.dogNotFound);
      const current = await ids(userId);
      if (current.includes(dog.id)) return current;
      // Two adds racing at 99 may both pass: the lists read back stay bounded by their LIMIT all the same.
      if (current.length >= MAX_FAVORITES) throw new AppError(409, FAVORITE_MSG.full);
      await db.insert(favorites).values({ userId, dogId: dog.id }).onConflictDoNothing();
      changed();
      return [dog.id, ...current];
    },

    /** Removes a dog from the list (not there is fine). */
    async remove(userId: string, dogId: string): Promise<string[]> {
      await rateLimit.consume(FAVORITES_RATE, userId);
      if (isRowId(dogId)) {
        await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.dogId, dogId)));
        changed();
      }
      return ids(userId);
    },

    /**
     * The browser's list (newest first) added to the account's after sign-in, as its newest: dogs the public
     * may no longer see are skipped, and what does not fit in MAX_FAVORITES is left out (the account's stay).
     */
    async merge(userId: string, browserIds: readonly string[]): Promise<string[]> {
      await rateLimit.consume(FAVORITES_RATE, userId);
      const wanted = [...new Set(browserIds.filter(isRowId).map((id) => id.toLowerCase()))].slice(
        0,
        MAX_FAVORITES,
      );
      const current = await ids(userId);
      const fresh = wanted.filter((id) => !current.includes(id));
      const room = MAX_FAVORITES - current.length;
      if (fresh.length === 0 || room <= 0) return current;
      const visible = new Set(
        (
          await db
            .select({ id: dogs.id })
            .from(dogs)
            .where(and(inArray(dogs.id, fresh), isActiveDog))
        ).map((row) => row.id),
      );
      const adding = fresh.filter((id) => visible.has(id)).slice(0, room);
      if (adding.length > 0) {
        // The browser's order is kept: its first (newest) gets the latest time, a millisecond apart.
        const now = Date.now();
        await db
          .insert(favorites)
          .values(adding.map((dogId, i) => ({ userId, dogId, createdAt: new Date(now - i) })))
          .onConflictDoNothing();
        changed();
      }
      return ids(userId);
    },
  };
}
