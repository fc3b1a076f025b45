import {
  AppError,
  checkDogImageCount,
  DOG_IMAGES_FIELD,
  type DogFilters,
  type DogReport,
  dogReportSchema,
  dogSubmissionSchema,
  type FieldErrors,
  imageUrl,
  MAX_DOG_IMAGES,
  type PublicDog,
  parseWith,
  SPECIAL_NEEDS_REFERENCES,
} from '@campito/core';
import { dogReports, dogs, equalsFolded } from '@campito/db';
import { and, arrayOverlaps, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
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

export type DogRow = typeof dogs.$inferSelect;

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** Public submissions per address (DESIGN §4.7); generous for a shelter volunteer loading several dogs. */
export const DOG_SUBMISSION_RATE: RateRule = { name: 'dog-submission', max: 10, windowMs: 3600_000 };

export const FORM_INVALID = 'Revisá los datos marcados en el formulario.';

/** Active dogs matching the filters; "especial" means special needs, whatever the age. */
export function dogFilterWhere(filters: DogFilters): SQL {
  const conditions: (SQL | undefined)[] = [isListedDog];
  if (filters.gender) conditions.push(eq(dogs.gender, filters.gender));
  if (filters.size) conditions.push(eq(dogs.size, filters.size));
  if (filters.age === 'especial')
    conditions.push(arrayOverlaps(dogs.references, [...SPECIAL_NEEDS_REFERENCES]));
  else if (filters.age) conditions.push(eq(dogs.age, filters.age));
  return and(...conditions)!;
}

/** A dog as the public API answers it: SPEC's field names and absolute image URLs. */
export function toPublicDog(row: DogRow, publicUrl: string): PublicDog {
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
     * An active dog by id; malformed ids are simply not found. Kept in memory until a dog changes (a dog
     * page is the site's most read answer; signed-in visitors are never served from the answer cache).
     */
    async findActiveById(id: string): Promise<DogRow | undefined> {
      if (!isUuid(id)) return undefined;
      return tableCache.get(`dogs.byId ${id}`, ['dogs'], async () => {
        const [row] = await db
          .select()
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
      return db
        .select({ id: dogs.id, name: dogs.name })
        .from(dogs)
        .where(and(isListedDog, eq(dogs.toAdopt, true)))
        .orderBy(dogs.name, dogs.createdAt);
    },

    /**
     * One page of active dogs matching the filters, newest first, and how many match in all. The page's
     * ids are found in dogs_listed_idx alone (it holds every column the filters test), skipping earlier
     * pages there, and only its rows are read; a page past the middle is counted from the end. The count
     * is an index-only scan of the same index, kept until a dog changes.
     */
    async list(filters: DogFilters, page: { page: number; limit: number }) {
      // The filters are three enumerations: they name the query (building its SQL to name it would cost
      // more than reading the answer from memory).
      const key = `${filters.gender ?? ''}|${filters.age ?? ''}|${filters.size ?? ''}`;
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
          .orderBy(...(fromEnd ? [asc(dogs.createdAt), asc(dogs.id)] : [desc(dogs.createdAt), desc(dogs.id)]))
          .limit(limit)
          .offset(offset);
      // A page's rows are kept like its total, until a dog changes.
      const read = (fromEnd: boolean, limit: number, offset: number) =>
        tableCache.get(`dogs.page ${key} ${fromEnd} ${limit} ${offset}`, ['dogs'], async () =>
          db
            .select()
            .from(dogs)
            .where(inArray(dogs.id, idsFrom(fromEnd, limit, offset)))
            .orderBy(desc(dogs.createdAt), desc(dogs.id)),
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
      if (!isUuid(dogId)) return undefined;
      const [row] = await db.select().from(dogReports).where(eq(dogReports.dogId, dogId));
      return row;
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
     * The public add-dog form (SPEC §5, DESIGN §4.8): validates the fields and the images, stores the
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
            publishedAt: isPending ? null : new Date(),
            submittedBy: user?.id ?? null,
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
