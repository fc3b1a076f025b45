import { DEFAULT_DOG_SORT, type DogFilters, type DogSort, isRowId } from '@campito/core';
import { dogReports, dogs, equalsFolded } from '@campito/db';
import { and, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import type { RateLimitService } from '../security/rate-limit.service';
import { createDogSubmissions } from './dog-submissions';
import {
  DOG_READ_TABLES,
  type DogRow,
  dogFilterKey,
  dogFilterWhere,
  dogWithProcess,
  isActiveDog,
  isListedDog,
  type ListedDog,
  listOrder,
} from './dogs.sql';

// Dogs as the public site reads them: by id and name, the catalog's pages, the home page's blocks, the
// adopted ones and the sitemap; the add-dog form is dog-submissions.ts, the query rules dogs.sql.ts.

/** Dogs as the public site sees them. */
export function createDogsService(deps: ServiceDeps, { rateLimit }: { rateLimit: RateLimitService }) {
  const { db, tableCache } = deps;
  return {
    /**
     * An active dog by id, with whether its adoption is under way; malformed ids are simply not found.
     * Kept in memory until a dog or an adoption request changes (a dog page is the site's most read
     * answer; signed-in visitors are never served from the answer cache).
     */
    async findActiveById(id: string): Promise<ListedDog | undefined> {
      if (!isRowId(id)) return undefined;
      return tableCache.get(`dogs.byId ${id}`, DOG_READ_TABLES, async () => {
        const [row] = await db
          .select(dogWithProcess)
          .from(dogs)
          .where(and(eq(dogs.id, id), isActiveDog));
        return row;
      });
    },

    /**
     * An active dog by name, case- and accent-insensitively (names come from URLs such as
     * /colaborar/{dogName}: "turron" finds Turrón); the name written exactly as given wins, then the oldest.
     */
    async findActiveByName(name: string): Promise<DogRow | undefined> {
      const wanted = name.trim();
      if (!wanted || wanted.length > 100) return undefined;
      const [row] = await db
        .select()
        .from(dogs)
        .where(and(equalsFolded(dogs.name, wanted), isActiveDog))
        .orderBy(sql`${dogs.name} = ${wanted} desc`, dogs.createdAt)
        .limit(1);
      return row;
    },

    /** Listed dogs available for adoption (toAdopt), by name: the adoption form's select. */
    async listAdoptable(): Promise<{ id: string; name: string }[]> {
      // Every render of the adoption form reads it: kept until a dog changes.
      return tableCache.get('dogs.adoptable', ['dogs'], () =>
        db
          .select({ id: dogs.id, name: dogs.name })
          .from(dogs)
          .where(and(isListedDog, eq(dogs.toAdopt, true)))
          .orderBy(dogs.name, dogs.createdAt),
      );
    },

    /**
     * One page of listed dogs matching the filters, in the sort's order (newest publication first by
     * default), and how many match in all. The page's ids are found first (for the default filters an
     * index walk on dogs_published_at_idx, skipping earlier pages there), then only its rows are read,
     * each with whether its adoption is under way; a page past the middle is read from the end. The count
     * is an index-only scan of dogs_listed_idx when the filters are the ones it holds, kept until a dog
     * changes.
     */
    async list(
      filters: DogFilters,
      page: { page: number; limit: number },
      sort: DogSort = DEFAULT_DOG_SORT,
    ): Promise<{ rows: ListedDog[]; total: number }> {
      // The filters name the query (building its SQL to name it would cost more than reading the answer
      // from memory).
      const key = dogFilterKey(filters);
      let whereSql: SQL | undefined;
      const where = () => (whereSql ??= dogFilterWhere(filters));
      const start = (page.page - 1) * page.limit;
      // Every page of a filter shares its total, kept until a dog changes (a crawler reading 7,000 pages
      // counts 75,000 dogs once, not 7,000 times).
      const counting = tableCache.get(`dogs.count ${key}`, ['dogs'], async () =>
        Number((await db.select({ total: count() }).from(dogs).where(where()))[0]?.total ?? 0),
      );
      const idsFrom = (fromEnd: boolean, limit: number, offset: number) =>
        db
          .select({ id: dogs.id })
          .from(dogs)
          .where(where())
          // The order is total (the id breaks ties), so its reverse reads the same rows from the end.
          .orderBy(...listOrder(sort, fromEnd))
          .limit(limit)
          .offset(offset);
      // A page's rows are kept like its total, until a dog or an adoption request changes.
      const read = (fromEnd: boolean, limit: number, offset: number) =>
        tableCache.get(`dogs.page ${key} ${sort} ${fromEnd} ${limit} ${offset}`, DOG_READ_TABLES, async () =>
          db
            .select(dogWithProcess)
            .from(dogs)
            .where(inArray(dogs.id, idsFrom(fromEnd, limit, offset)))
            .orderBy(...listOrder(sort, false)),
        );
      if (start === 0) {
        // The first page (the usual one) needs no total to be read: both at once.
        const [total, rows] = await Promise.all([counting, read(false, page.limit, 0)]);
        return { rows, total };
      }
      const total = await counting;
      if (start >= total) return { rows: [], total };
      const end = Math.min(start + page.limit, total);
      const fromEnd = total - end < start;
      const rows = await (fromEnd ? read(true, end - start, total - end) : read(false, page.limit, start));
      return { rows, total };
    },

    /**
     * Who reported a dog through the public form, with their words about it (staff only: the admin API
     * is its one reader). Undefined for a dog staff loaded themselves.
     */
    async findReport(dogId: string) {
      if (!isRowId(dogId)) return undefined;
      const [row] = await db.select().from(dogReports).where(eq(dogReports.dogId, dogId));
      return row;
    },

    /**
     * Dogs that found a family ("Ya tienen familia"), the latest adoption first, a page at a time, and
     * how many in all; each kept until a dog changes.
     */
    async listAdopted(page: { page: number; limit: number }): Promise<{ rows: DogRow[]; total: number }> {
      const adopted = and(isActiveDog, isNotNull(dogs.adoptedAt))!;
      const offset = (page.page - 1) * page.limit;
      const [total, rows] = await Promise.all([
        tableCache.get('dogs.adopted.count', ['dogs'], async () =>
          Number((await db.select({ total: count() }).from(dogs).where(adopted))[0]?.total ?? 0),
        ),
        tableCache.get(`dogs.adopted ${page.limit} ${offset}`, ['dogs'], () =>
          db
            .select()
            .from(dogs)
            .where(adopted)
            .orderBy(desc(dogs.adoptedAt), desc(dogs.id))
            .limit(page.limit)
            .offset(offset),
        ),
      ]);
      return { rows, total };
    },

    /**
     * The latest adoptions, for the home page's block: one query (no total), kept until a dog changes.
     */
    async recentlyAdopted(limit: number): Promise<DogRow[]> {
      return tableCache.get(`dogs.adopted ${limit} 0`, ['dogs'], () =>
        db
          .select()
          .from(dogs)
          .where(and(isActiveDog, isNotNull(dogs.adoptedAt)))
          .orderBy(desc(dogs.adoptedAt), desc(dogs.id))
          .limit(limit),
      );
    },

    /**
     * The listed dogs offered for adoption that have waited longest since they were published, for the
     * home page: one query, kept until a dog or an adoption request changes.
     */
    async longestWaiting(limit: number): Promise<ListedDog[]> {
      return tableCache.get(`dogs.waiting ${limit}`, DOG_READ_TABLES, () =>
        db
          .select(dogWithProcess)
          .from(dogs)
          .where(and(isListedDog, eq(dogs.toAdopt, true)))
          .orderBy(...listOrder('antiguos', false))
          .limit(limit),
      );
    },

    /**
     * Listed dogs staff marked urgent, the most recently published first, for the home page: one query,
     * kept until a dog or an adoption request changes.
     */
    async urgent(limit: number): Promise<ListedDog[]> {
      return tableCache.get(`dogs.urgent ${limit}`, DOG_READ_TABLES, () =>
        db
          .select(dogWithProcess)
          .from(dogs)
          .where(and(isListedDog, eq(dogs.isUrgent, true)))
          .orderBy(...listOrder('recientes', false))
          .limit(limit),
      );
    },

    /** Every active dog's id and last change, for the sitemap. */
    async listForSitemap(): Promise<{ id: string; updatedAt: Date }[]> {
      return db
        .select({ id: dogs.id, updatedAt: dogs.updatedAt })
        .from(dogs)
        .where(isActiveDog)
        .orderBy(desc(dogs.createdAt));
    },

    ...createDogSubmissions(deps, { rateLimit }),
  };
}

export type DogsService = ReturnType<typeof createDogsService>;
