// Dogs: the public add-dog form, the list filters (API and pages), the public JSON and the admin
// create/update rules. One home for every rule and Spanish message about a dog (docs/architecture.md#principles).
import { z } from 'zod';
import {
  DOG_AGE_FILTERS,
  DOG_AGES,
  DOG_GENDERS,
  DOG_MOBILITIES,
  DOG_PAGE_SIZE,
  DOG_SIZES,
} from '../constants';
import { MAX } from '../form-texts';
import { stripNul } from '../forms';
import { IMAGE_KEY_RE, REFERENCE_SEPARATOR_RE, YOUTUBE_URL_RE } from '../patterns';
import { emailField, phoneField, requiredLine } from './applicant-fields';
import {
  DOG_MOBILITY_FILTERS,
  DOG_MSG,
  DOG_NAME_SEARCH_MAX,
  DOG_SORTS,
  DOG_STATUSES,
  MAX_CARE_NEEDS,
  MAX_MONTHLY_CARE_COST,
} from './dog-common';
import { limitQueryField, pageQueryField } from './paging';

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

const dogReferencesSchema = z.preprocess(
  splitReferences,
  z
    .array(z.string().max(40, DOG_MSG.referencesMany), { error: DOG_MSG.referencesMany })
    .max(12, DOG_MSG.referencesMany),
);

const dogVideoSchema = z.preprocess(
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
 * The public add-dog form (docs/product.md §5.5): name, gender, age, size and race required; features and
 * references optional. Images are files and are checked apart (see `checkDogImageCount`).
 */
export const dogSubmissionSchema = z.object({
  ...dogCoreFields,
  features: z.string().trim().max(3000, DOG_MSG.featuresLong).optional().default(''),
  references: dogReferencesSchema,
});

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

// ---------- admin create / update (docs/product.md §5.6) ----------

/** A processed image as stored (see ImageRef): the admin sends back what the upload returned. */
export const imageRefSchema = z.object({
  key: z.string().max(81, { abort: true }).regex(IMAGE_KEY_RE),
  width: z.number().int().positive(),
  height: z.number().int().nonnegative(),
  widths: z.array(z.number().int().positive()).min(1),
  alt: z.string().max(300).optional(),
});

/** Care needs in plain words; an empty or missing text (react-admin sends null) is none. */
const careNeedsSchema = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z.string({ error: DOG_MSG.careNeedsLong }).trim().max(MAX_CARE_NEEDS, DOG_MSG.careNeedsLong),
);

/** Whole pesos a month, or null when not known; an empty field is null. */
const monthlyCareCostSchema = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z
    .number({ error: DOG_MSG.monthlyCareCost })
    .int(DOG_MSG.monthlyCareCost)
    .min(0, DOG_MSG.monthlyCareCost)
    .max(MAX_MONTHLY_CARE_COST, DOG_MSG.monthlyCareCost)
    .nullable(),
);

const adminDogFields = {
  ...dogCoreFields,
  mobility: z.enum(DOG_MOBILITIES, { error: DOG_MSG.mobility }),
  careNeeds: careNeedsSchema,
  monthlyCareCost: monthlyCareCostSchema,
  isUrgent: z.boolean({ error: DOG_MSG.urgent }),
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
  mobility: adminDogFields.mobility.default('camina'),
  careNeeds: adminDogFields.careNeeds.default(''),
  monthlyCareCost: adminDogFields.monthlyCareCost.default(null),
  isUrgent: adminDogFields.isUrgent.default(false),
});
/** Admin "edit": the same rules, every field optional (only what is sent changes; no defaults). */
export const adminDogUpdateSchema = z.object(adminDogFields).partial();

// ---------- list filters ----------

/** A yes/no filter: `true`/`false` in a query string, or a boolean in a stored filter. */
const flag = (name: string) =>
  z
    .preprocess(
      (v) => (v === 'true' ? true : v === 'false' ? false : v),
      z.boolean({ error: `${name} debe ser true o false` }),
    )
    .optional();

const nameSearchMessage = `El nombre a buscar puede tener hasta ${DOG_NAME_SEARCH_MAX} caracteres`;

/**
 * The catalog's filters (core's DogFilters) with their Spanish messages: GET /api/dogs reads them from
 * its query, and a stored filter (new-dog alerts) is checked with the same rules.
 */
export const dogFiltersSchema = z.object({
  gender: z.enum(DOG_GENDERS, { error: 'El sexo debe ser macho o hembra' }).optional(),
  age: z
    .enum(DOG_AGE_FILTERS, { error: `La edad debe ser una de: ${DOG_AGE_FILTERS.join(', ')}` })
    .optional(),
  size: z.enum(DOG_SIZES, { error: 'El tamaño debe ser chico, mediano o grande' }).optional(),
  mobility: z
    .enum(DOG_MOBILITY_FILTERS, {
      error: `La movilidad debe ser una de: ${DOG_MOBILITY_FILTERS.join(', ')}`,
    })
    .optional(),
  goodWithDogs: flag('goodWithDogs'),
  goodWithCats: flag('goodWithCats'),
  apartment: flag('apartment'),
  specialNeeds: flag('specialNeeds'),
  inFoster: flag('inFoster'),
  name: z
    .string({ error: nameSearchMessage })
    .max(DOG_NAME_SEARCH_MAX * 4, { message: nameSearchMessage, abort: true })
    .transform((v) => stripNul(v).trim())
    .refine((v) => Array.from(v).length <= DOG_NAME_SEARCH_MAX, nameSearchMessage)
    .optional(),
});

/** GET /api/dogs query: the filters, an order, a page. Unknown values are a 400 with a Spanish message. */
export const dogListQuerySchema = dogFiltersSchema.extend({
  sort: z
    .enum(DOG_SORTS, { error: `El orden debe ser uno de: ${DOG_SORTS.join(', ')}` })
    .default('recientes'),
  page: pageQueryField,
  limit: limitQueryField(DOG_PAGE_SIZE),
});

// ---------- the public dog ----------

/** A dog as the public API answers it (the names of docs/product.md §3, with `_id` as records from the server use). */
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
  /** Where it stands: en-adopcion, en-proceso (an adoption under way), apadrinamiento, adoptado. */
  status: z.enum(DOG_STATUSES),
  mobility: z.enum(DOG_MOBILITIES),
  /** Its daily care in plain words ('' when nothing special). */
  careNeeds: z.string(),
  /** What its care costs a month, in whole pesos (null when not set). */
  monthlyCareCost: z.number().int().nullable(),
  /** Staff count it among the urgent cases. */
  isUrgent: z.boolean(),
  /** Living in a foster home for now: still adoptable; where it lives stays private. */
  inFoster: z.boolean(),
});
export type PublicDog = z.output<typeof publicDogSchema>;

/** What POST /api/dogs answers: the new id and whether it waits for staff review. */
export const dogSubmittedSchema = z.object({
  _id: z.string(),
  isPending: z.boolean(),
  message: z.string(),
});
