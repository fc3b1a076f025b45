// The bodies of the favourites and drafts API (issue 17): PUT /api/favorites (the browser's list merged on
// sign-in) and PUT /api/drafts/{form} (a form's answers as typed). Limits and texts: ../adopters.ts.
import { z } from 'zod';
import { DRAFT_LIMITS, DRAFT_MSG, type DraftForm, FAVORITE_MSG, MAX_FAVORITES } from '../adopters';
import { DOG_AGES, DOG_GENDERS, DOG_MOBILITIES, DOG_SIZES } from '../constants';
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from '../forms';
import { MSG } from '../messages';
import { DRAFT_FIELD_RE } from '../patterns';
import { adoptionSchema } from './adoption';
import { imageRefSchema } from './dog';
import { DOG_STATUSES } from './dog-labels';
import { fosterApplicationSchema } from './foster';
import { volunteerSchema } from './volunteer';

/** A dog's id as the favourites API takes it; anything else is a dog we do not know. */
export const favoriteDogIdSchema = z.guid({ error: FAVORITE_MSG.dogNotFound });

const objectError = (issue: { code: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' ? `Campos no permitidos: ${issue.keys?.join(', ')}` : MSG.badRequest;

/** PUT /api/favorites: the browser's favourites, added to the account's. */
export const favoritesMergeSchema = z.strictObject(
  {
    dogIds: z
      .array(z.guid({ error: FAVORITE_MSG.list }), { error: FAVORITE_MSG.list })
      .max(MAX_FAVORITES, FAVORITE_MSG.tooMany),
  },
  { error: objectError },
);

/**
 * A dog as a card shows it (photo, name, sex, age, size): what "Mis favoritos" lists, from the account or
 * — for a visitor without one — from GET /api/favorites/dogs with the browser's ids. Nothing personal.
 */
export const dogCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  gender: z.enum(DOG_GENDERS),
  age: z.enum(DOG_AGES),
  size: z.enum(DOG_SIZES),
  image: imageRefSchema.nullable(),
  /** Where it stands ("En adopción", "Adoptado"…: core's dogStatus) and how it moves: its card's badges. */
  status: z.enum(DOG_STATUSES),
  mobility: z.enum(DOG_MOBILITIES),
  /** Living in a foster home for now («En tránsito»; still adoptable, where stays private). */
  inFoster: z.boolean(),
});
export type DogCard = z.output<typeof dogCardSchema>;

/** One answer of a draft: a text, or the options ticked in a checkbox group. */
const draftValue = z.union(
  [
    z
      .array(z.string({ error: DRAFT_MSG.field }).max(DRAFT_LIMITS.item, DRAFT_MSG.item))
      .max(DRAFT_LIMITS.items, DRAFT_MSG.items),
    z.string().max(DRAFT_LIMITS.text, DRAFT_MSG.text),
  ],
  {
    // zod reports a list that is too long as "matches no option": say which limit it passed.
    error: (issue) =>
      Array.isArray(issue.input) && issue.input.length > DRAFT_LIMITS.items
        ? DRAFT_MSG.items
        : DRAFT_MSG.field,
  },
);

/** A draft's answers: a flat record of bounded texts and lists, keyed by field names. */
export const draftDataSchema = z
  .record(
    z
      .string({ error: DRAFT_MSG.field })
      .max(DRAFT_LIMITS.fieldName, { message: DRAFT_MSG.field, abort: true })
      .regex(DRAFT_FIELD_RE, DRAFT_MSG.field),
    draftValue,
    { error: (issue) => (issue.code === 'invalid_key' ? DRAFT_MSG.field : DRAFT_MSG.invalid) },
  )
  .refine((data) => Object.keys(data).length <= DRAFT_LIMITS.fields, DRAFT_MSG.tooManyFields);
export type DraftData = z.output<typeof draftDataSchema>;

/** PUT /api/drafts/{form}: `{ data: { field: answer, … } }`. */
export const draftBodySchema = z.strictObject({ data: draftDataSchema }, { error: objectError });

const answerFields = (shape: Record<string, unknown>) =>
  Object.freeze(Object.keys(shape).filter((name) => name !== HONEYPOT_FIELD && name !== IDEMPOTENCY_FIELD));

/** The fields a draft of each form may keep: the form's questions, never its honeypot or idempotency key. */
export const DRAFT_FIELDS: Record<DraftForm, readonly string[]> = {
  adoption: answerFields(adoptionSchema.shape),
  volunteer: answerFields(volunteerSchema.shape),
  foster: answerFields(fosterApplicationSchema.shape),
};
