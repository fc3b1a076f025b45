import {
  ADOPTION_IN_PROCESS_STAGES,
  AppError,
  checkDogImageCount,
  cleanDogFilters,
  DEFAULT_DOG_SORT,
  DOG_FILTER_KEYS,
  DOG_IMAGES_FIELD,
  DOG_TRAIT_FILTER_KEYS,
  DOG_TRAIT_FILTERS,
  type DogFilters,
  type DogReport,
  type DogSort,
  dogReportSchema,
  dogStatus,
  dogSubmissionSchema,
  type FieldErrors,
  imageUrl,
  isRowId,
  MAX_DOG_IMAGES,
  type PublicDog,
  parseWith,
  SPECIAL_NEEDS_REFERENCES,
} from '@campito/core';
import { adoptionRequests, dogReports, dogs, equalsFolded, matchesFolded } from '@campito/db';
import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import {
  discardUploads,
  processUploads,
  type RequestForm,
  readRequestForm,
  removeUploads,
  UploadError,
  type UploadedFile,
  uploadTmpDir,
} from '../../media/uploads';
import { isStaff } from '../auth/guards';
import type { SessionUser } from '../auth/session.service';
import { refuseFilledHoneypot } from '../forms/pipeline';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/templates';
import type { RateLimitService, RateRule } from '../security/rate-limit.service';

/**
 * A dog the public may see (its page, sponsoring it): not given "Dar de baja" and not awaiting staff
 * review. An adopted dog keeps its page ("Ya tiene familia").
 */
export const isActiveDog = sql`${dogs.isDelete} = false and ${dogs.isPending} = false`;

/**
 * The one rule of "listed in the catalog": an active dog that has no family yet. Constants, not query
 * parameters, so the planner always matches it with the partial index dogs_listed_idx.
 */
const isListedDog = sql`${dogs.isDelete} = false and ${dogs.isPending} = false and ${dogs.adoptedAt} is null`;

/** Public submissions per address (docs/product.md §10.7); generous for a shelter volunteer loading several dogs. */
const DOG_SUBMISSION_RATE: RateRule = { name: 'dog-submission', max: 10, windowMs: 3600_000 };

const FORM_INVALID = 'Revisá los datos marcados en el formulario.';

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
  if (f.name) conditions.push(matchesFolded(dogs.name, f.name));
  return and(...conditions)!;
}

/** A filter as the in-memory caches name it: every key in a fixed order (building its SQL would cost more). */
function dogFilterKey(filters: DogFilters): string {
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

/** Where a dog stands (core's dogStatus), from its row. */
const statusOf = (row: ListedDog) =>
  dogStatus({ adopted: row.adoptedAt !== null, toAdopt: row.toAdopt, inProcess: row.inProcess });

/** Tables a public read of dogs depends on: the dogs, and the requests that say an adoption is under way. */
export const DOG_READ_TABLES = ['dogs', 'adoption_requests'];

/** The catalog's order for a sort: by publication, the id breaking ties; `reverse` is its exact reverse. */
function listOrder(sort: DogSort, reverse: boolean) {
  // PostgreSQL puts NULLs first descending and last ascending, so flipping both keys reverses them too.
  const newestFirst = (sort === 'recientes') !== reverse;
  return newestFirst ? [desc(dogs.publishedAt), desc(dogs.id)] : [asc(dogs.publishedAt), asc(dogs.id)];
}

/** A dog as the public API answers it: the field names of docs/product.md §3 and absolute image URLs. */
export function toPublicDog(row: ListedDog, publicUrl: string): PublicDog {
  const base = publicUrl.replace(/\/$/, '');
  return {
    _id: row.id,
    name: row.name,
    gender: row.gender,
    age: row.age,
    size: row.size,
    race: row.race,
    images: row.images.map((image) => `${base}${imageUrl(image)}`),
    features: row.features,
    references: row.references,
    isSponsored: row.isSponsored,
    toAdopt: row.toAdopt,
    video: row.video,
    status: statusOf(row),
    mobility: row.mobility,
    careNeeds: row.careNeeds,
    monthlyCareCost: row.monthlyCareCost,
    isUrgent: row.isUrgent,
  };
}

export interface DogSubmissionInput {
  /** The form's text fields as sent (validated here). */
  fields: Record<string, unknown>;
  files: UploadedFile[];
  user: SessionUser | null;
  /** Why the files could not even be read (too many, too big): shown with the fields' messages. */
  fileError?: string;
}

/** Dogs as the public site sees them. */
export function createDogsService(deps: ServiceDeps, { rateLimit }: { rateLimit: RateLimitService }) {
  const { db, storage, config, mail, tableCache } = deps;
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

    /**
     * The add-dog form posted to a page action, read as it streams (the photos to temporary files): hand
     * it to `submit`. Too many photos or one too big comes back as `fileError`, so the text fields are
     * still checked and every message shows at once.
     */
    readSubmission(request: Request): Promise<RequestForm> {
      return readRequestForm(request, {
        field: DOG_IMAGES_FIELD,
        maxFiles: MAX_DOG_IMAGES,
        tmpDir: uploadTmpDir(config.dataDir),
      });
    },

    /** Counts one public submission from this address; a Spanish 429 when over (call before reading the body). */
    consumeSubmissionRate(ip: string): Promise<void> {
      return rateLimit.consume(DOG_SUBMISSION_RATE, ip);
    },

    /**
     * The public add-dog form (docs/product.md §5.5, §10.8): validates the fields and the images, stores the
     * images, and saves the dog — live when sent by admin/superAdmin, otherwise pending staff review
     * (with a mail to the staff when STAFF_EMAIL is set). A filled honeypot is refused. Throws a 4xx AppError (400 with field messages); nothing is stored when anything fails.
     * The uploaded (temporary) files are removed in every case.
     */
    async submit(input: DogSubmissionInput): Promise<{ dog: DogRow; isPending: boolean }> {
      try {
        return await submitDog(input);
      } finally {
        await discardUploads(input.files);
      }
    },
  };

  async function submitDog({
    fields,
    files,
    user,
    fileError,
  }: DogSubmissionInput): Promise<{ dog: DogRow; isPending: boolean }> {
    refuseFilledHoneypot(fields);
    // Staff publish at once; anyone else's dog waits for review, and they say who they are (issue 16).
    const isPending = !isStaff(user);
    const parsed = parseWith(isPending ? dogReportSchema : dogSubmissionSchema, fields);
    const errors: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
    const imageProblem = fileError ?? checkDogImageCount(files.length);
    if (imageProblem) errors[DOG_IMAGES_FIELD] = imageProblem;
    if (!parsed.ok || imageProblem) throw new AppError(400, FORM_INVALID, errors);
    const { finderName, finderPhone, finderEmail, ...input } = parsed.data as DogReport;

    const images = await processUploads(files.slice(0, MAX_DOG_IMAGES), storage, {
      field: DOG_IMAGES_FIELD,
      alt: (i) => `Foto ${i + 1} de ${input.name}, ${input.race}`,
    }).catch((error: unknown) => {
      // The same answer shape as every other form problem: the summary, and the file's message below.
      throw error instanceof UploadError ? new AppError(400, FORM_INVALID, error.errors) : error;
    });
    try {
      const dog = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(dogs)
          .values({
            ...input,
            // A finder's words are a private note: the public story is the one staff write to approve it.
            features: isPending ? '' : input.features,
            images,
            isPending,
            submittedBy: user?.id ?? null,
            // Published at once when staff send it (the same moment as createdAt); else when approved.
            publishedAt: isPending ? null : sql`now()`,
          })
          .returning();
        if (isPending) {
          await tx.insert(dogReports).values({
            dogId: row!.id,
            finderName: finderName!,
            finderPhone: finderPhone!,
            finderEmail: finderEmail!,
            finderNote: input.features,
          });
        }
        if (isPending && config.staffEmail) {
          const { text, html } = renderMail({
            title: 'Un perro nuevo espera revisión',
            paragraphs: [
              'Alguien cargó un perro con el formulario público del sitio. No se publica hasta que lo revisen en el panel, donde también están sus datos de contacto.',
            ],
            rows: [
              ['Nombre', input.name],
              ['Sexo', input.gender],
              ['Edad', input.age],
              ['Tamaño', input.size],
              ['Raza', input.race],
              ['Fotos', String(images.length)],
              ['Lo encontró', finderName!],
              ['Enviado', user ? 'con su cuenta del sitio' : 'sin cuenta'],
            ],
            link: {
              href: `${config.publicUrl.replace(/\/$/, '')}/admin#/dogs/${row!.id}`,
              label: 'Revisarlo en el panel',
            },
          });
          await enqueueMail(tx, [
            { to: config.staffEmail, subject: `Perro para revisar: ${input.name}`, text, html },
          ]);
        }
        return row!;
      });
      if (isPending && config.staffEmail) mail.wake();
      return { dog, isPending };
    } catch (error) {
      await removeUploads(images, storage);
      throw error;
    }
  }
}

export type DogsService = ReturnType<typeof createDogsService>;
