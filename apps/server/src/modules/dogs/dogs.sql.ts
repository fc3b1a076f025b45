// The dogs' query rules, one home each (issue 33, item 2: ten files imported them from the service):
// which dogs are active and listed, what a catalog filter matches, whether an adoption is under way, and
// the catalog's order. The service, the favourites, the alerts and the routes read them from here.
import {
  ADOPTION_IN_PROCESS_STAGES,
  cleanDogFilters,
  DOG_FILTER_KEYS,
  DOG_TRAIT_FILTER_KEYS,
  DOG_TRAIT_FILTERS,
  type DogFilters,
  type DogSort,
  SPECIAL_NEEDS_REFERENCES,
} from '@campito/core';
import { adoptionRequests, dogs, matchesFolded } from '@campito/db';
import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  desc,
  eq,
  getTableColumns,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';

/**
 * A dog the public may see (its page, sponsoring it): not given "Dar de baja" and not awaiting staff
 * review. An adopted dog keeps its page ("Ya tiene familia").
 */
export const isActiveDog = sql`${dogs.isDelete} = false and ${dogs.isPending} = false`;

/**
 * The one rule of "listed in the catalog": an active dog that has no family yet. Constants, not query
 * parameters, so the planner always matches it with the partial index dogs_listed_idx.
 */
export const isListedDog = sql`${dogs.isDelete} = false and ${dogs.isPending} = false and ${dogs.adoptedAt} is null`;

/**
 * The one rule of "matches this filter": listed dogs (isListedDog) whose fields and references say what
 * the filter asks. The list page, GET /api/dogs and anything that stores a filter (new-dog alerts) use
 * this, so a saved filter finds exactly the dogs its list showed. "especial" (an age) and
 * `specialNeeds` both mean references with special needs, whatever the age; a trait means its reference;
 * "no-camina" any mobility but "camina"; the name is a part of it, accents and case aside.
 */
export function dogFilterWhere(filters: DogFilters): SQL {
  const f = cleanDogFilters(filters);
  const conditions: (SQL | undefined)[] = [isListedDog];
  if (f.gender) conditions.push(eq(dogs.gender, f.gender));
  if (f.size) conditions.push(eq(dogs.size, f.size));
  if (f.age === 'especial' || f.specialNeeds)
    conditions.push(arrayOverlaps(dogs.references, [...SPECIAL_NEEDS_REFERENCES]));
  if (f.age && f.age !== 'especial') conditions.push(eq(dogs.age, f.age));
  const traits = DOG_TRAIT_FILTER_KEYS.filter((key) => f[key]).map((key) => DOG_TRAIT_FILTERS[key]);
  if (traits.length > 0) conditions.push(arrayContains(dogs.references, traits));
  if (f.mobility === 'no-camina') conditions.push(ne(dogs.mobility, 'camina'));
  else if (f.mobility === 'carrito') conditions.push(eq(dogs.mobility, 'usa carrito'));
  if (f.inFoster) conditions.push(eq(dogs.inFoster, true));
  if (f.name) conditions.push(matchesFolded(dogs.name, f.name));
  return and(...conditions)!;
}

/** A filter as the in-memory caches name it: every key in a fixed order (building its SQL would cost more). */
export function dogFilterKey(filters: DogFilters): string {
  const f = cleanDogFilters(filters);
  return DOG_FILTER_KEYS.map((key) => (f[key] === undefined ? '' : String(f[key]))).join('|');
}

/**
 * Whether an adoption of this dog is under way: a request for it, not deleted, in a stage past "nueva"
 * that is still open. One EXISTS per row, on adoption_requests_dog_idx (no query per card). Written with
 * qualified names (Drizzle leaves a one-table select's columns bare, which the subquery would read as its
 * own); the stages are constants of core.
 */
const inAdoptionProcess = sql<boolean>`exists (select 1 from ${adoptionRequests} ${sql.raw(
  '"ar" where "ar"."dog_id" = "dogs"."id" and "ar"."is_delete" = false and "ar"."stage" in',
)} (${sql.raw(ADOPTION_IN_PROCESS_STAGES.map((stage) => `'${stage}'`).join(', '))}))`.mapWith(Boolean);

/** A dog's columns and whether its adoption is under way: what lists and pages read (see `statusOf`). */
export const dogWithProcess = { ...getTableColumns(dogs), inProcess: inAdoptionProcess };

export type DogRow = typeof dogs.$inferSelect;
/** A dog as the public reads it: its row and whether an adoption of it is under way. */
export type ListedDog = DogRow & { inProcess: boolean };

/** Tables a public read of dogs depends on: the dogs, and the requests that say an adoption is under way. */
export const DOG_READ_TABLES = ['dogs', 'adoption_requests'];

/** The catalog's order for a sort: by publication, the id breaking ties; `reverse` is its exact reverse. */
export function listOrder(sort: DogSort, reverse: boolean) {
  // PostgreSQL puts NULLs first descending and last ascending, so flipping both keys reverses them too.
  const newestFirst = (sort === 'recientes') !== reverse;
  return newestFirst ? [desc(dogs.publishedAt), desc(dogs.id)] : [asc(dogs.publishedAt), asc(dogs.id)];
}
