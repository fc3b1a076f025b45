// Dogs: the public add-dog form, the list filters (API and pages), the public JSON and the admin
// create/update rules. One home for every rule and Spanish message about a dog (DESIGN §1).
import { z } from 'zod';
import {
  API_MAX_LIMIT,
  DOG_AGE_FILTERS,
  DOG_AGES,
  DOG_GENDERS,
  DOG_PAGE_SIZE,
  DOG_SIZES,
} from '../constants';
import { MAX } from '../form-texts';
import { IMAGE_KEY_RE, REFERENCE_SEPARATOR_RE, YOUTUBE_URL_RE } from '../patterns';
import { emailField, phoneField, requiredLine } from './applicant-fields';
import { DOG_MSG } from './dog-common';

export * from './dog-common';

// ---------- fields shared by the public form and the admin ----------

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** "a, b" or ["a", "b, c"] → ["a", "b", "c"]: trimmed, without blanks or repeats. */
function splitReferences(value: unknown): unknown {
  if (value === undefined || value === null) return [];
  const items = Array.isArray(value) ? value : [value];
  if (!items.every((v) => typeof v === 'string')) return value;
  const parts = (items as string[]).flatMap((v) => v.split(REFERENCE_SEPARATOR_RE)).map((v) => v.trim());
  return [...new Set(parts.filter(Boolean))];
}

export const dogReferencesSchema = z.preprocess(
  splitReferences,
  z
    .array(z.string().max(40, DOG_MSG.referencesMany), { error: DOG_MSG.referencesMany })
    .max(12, DOG_MSG.referencesMany),
);

export const dogVideoSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: DOG_MSG.video })
    .max(200, { message: DOG_MSG.video, abort: true })
    .regex(YOUTUBE_URL_RE, DOG_MSG.video)
    .nullable(),
);

const dogCoreFields = {
  name: requiredText(DOG_MSG.name, 40, DOG_MSG.nameLong),
  gender: z.enum(DOG_GENDERS, { error: DOG_MSG.gender }),
  age: z.enum(DOG_AGES, { error: DOG_MSG.age }),
  size: z.enum(DOG_SIZES, { error: DOG_MSG.size }),
  race: requiredText(DOG_MSG.race, 60, DOG_MSG.raceLong),
};

/**
 * The public add-dog form (SPEC §5): name, gender, age, size and race required; features and
 * references optional. Images are files and are checked apart (see `checkDogImageCount`).
 */
export const dogSubmissionSchema = z.object({
  ...dogCoreFields,
  features: z.string().trim().max(3000, DOG_MSG.featuresLong).optional().default(''),
  references: dogReferencesSchema,
});
export type DogSubmission = z.output<typeof dogSubmissionSchema>;

/**
 * The same form sent by anyone whose dog waits for review (everyone but staff, issue 16): who found it,
 * validated like the other public forms, so staff can call them back. Their text about the dog is kept as
 * a private note; staff write the public story when they approve it.
 */
export const dogReportSchema = dogSubmissionSchema.extend({
  finderName: requiredLine(DOG_MSG.finderName, MAX.name),
  finderPhone: phoneField(),
  finderEmail: emailField(),
});
export type DogReport = z.output<typeof dogReportSchema>;
/** The report's own fields, in the order the form shows them. */
export const DOG_FINDER_FIELDS = ['finderName', 'finderPhone', 'finderEmail'] as const;

// ---------- admin create / update (SPEC §5 "Admin creates") ----------

/** A processed image as stored (see ImageRef): the admin sends back what the upload returned. */
export const imageRefSchema = z.object({
  key: z.string().max(81, { abort: true }).regex(IMAGE_KEY_RE),
  width: z.number().int().positive(),
  height: z.number().int().nonnegative(),
  widths: z.array(z.number().int().positive()).min(1),
  alt: z.string().max(300).optional(),
});

const adminDogFields = {
  ...dogCoreFields,
  references: dogReferencesSchema.refine((list) => (list as string[]).length > 0, DOG_MSG.references),
  features: requiredText(DOG_MSG.features, 3000, DOG_MSG.featuresLong),
  video: dogVideoSchema.optional(),
  images: z.array(imageRefSchema).max(20),
  isSponsored: z.boolean(),
  toAdopt: z.boolean(),
  isPending: z.boolean(),
};

/** Admin "create": name, age, size, gender, race, references and features required; flags default. */
export const adminDogCreateSchema = z.object({
  ...adminDogFields,
  images: adminDogFields.images.default([]),
  isSponsored: adminDogFields.isSponsored.default(false),
  toAdopt: adminDogFields.toAdopt.default(true),
  isPending: adminDogFields.isPending.default(false),
});
/** Admin "edit": the same rules, every field optional (only what is sent changes; no defaults). */
export const adminDogUpdateSchema = z.object(adminDogFields).partial();
export type AdminDogCreate = z.output<typeof adminDogCreateSchema>;
export type AdminDogUpdate = z.output<typeof adminDogUpdateSchema>;

// ---------- list filters ----------

/** GET /api/dogs query: unknown values are a 400 with a Spanish message. */
export const dogListQuerySchema = z.object({
  gender: z.enum(DOG_GENDERS, { error: 'El sexo debe ser macho o hembra' }).optional(),
  age: z
    .enum(DOG_AGE_FILTERS, { error: `La edad debe ser una de: ${DOG_AGE_FILTERS.join(', ')}` })
    .optional(),
  size: z.enum(DOG_SIZES, { error: 'El tamaño debe ser chico, mediano o grande' }).optional(),
  page: z.coerce
    .number({ error: 'La página debe ser un número entero mayor que 0' })
    .int('La página debe ser un número entero mayor que 0')
    .min(1, 'La página debe ser un número entero mayor que 0')
    .max(100_000, 'La página es demasiado grande')
    .default(1),
  limit: z.coerce
    .number({ error: `El límite debe ser un número entero entre 1 y ${API_MAX_LIMIT}` })
    .int(`El límite debe ser un número entero entre 1 y ${API_MAX_LIMIT}`)
    .min(1, `El límite debe ser un número entero entre 1 y ${API_MAX_LIMIT}`)
    .max(API_MAX_LIMIT, `El límite debe ser un número entero entre 1 y ${API_MAX_LIMIT}`)
    .default(DOG_PAGE_SIZE),
});
export type DogListQuery = z.output<typeof dogListQuerySchema>;

// ---------- the public dog ----------

/** A dog as the public API answers it (SPEC §3 names; `_id` as SPEC §3 says records from the server use). */
export const publicDogSchema = z.object({
  _id: z.string(),
  name: z.string(),
  gender: z.enum(DOG_GENDERS),
  age: z.enum(DOG_AGES),
  size: z.enum(DOG_SIZES),
  race: z.string(),
  /** Absolute URLs of each image's largest rendition. */
  images: z.array(z.string()),
  features: z.string(),
  references: z.array(z.string()),
  isSponsored: z.boolean(),
  toAdopt: z.boolean(),
  video: z.string().nullable(),
});
export type PublicDog = z.output<typeof publicDogSchema>;

/** What POST /api/dogs answers: the new id and whether it waits for staff review. */
export const dogSubmittedSchema = z.object({
  _id: z.string(),
  isPending: z.boolean(),
  message: z.string(),
});
