// The foster programme's rules (issue 38, items 1–3), one schema each, shared by the site, the API and the
// panel: the application «Ser hogar de tránsito», a placement of a dog with an approved foster (and its end),
// a foster's update about their dog, and a supply request with its way through the staff queue.
import { z } from 'zod';
import { DOG_SIZES } from '../constants';
import { MAX } from '../form-texts';
import {
  FOSTER_CAN_TAKE,
  FOSTER_DESTINATIONS,
  FOSTER_DURATIONS,
  FOSTER_HOMES,
  FOSTER_MSG,
  FOSTER_TIME_AT_HOME,
  SUPPLY_KINDS,
  SUPPLY_STATES,
  SUPPLY_URGENCIES,
} from '../foster-texts';
import {
  birthdayField,
  blankToNull,
  calendarDay,
  choice,
  choices,
  emailField,
  guardFields,
  optionalText,
  phoneField,
  requiredLine,
  requiredText,
  strictForm,
} from './applicant-fields';

const M = FOSTER_MSG;

/** A checkbox group that may be left empty: every value from the list, no repeats. */
const someOf = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .array(z.unknown(), { error: message })
    .max(values.length, message)
    .refine((list) => list.every((v) => (values as readonly unknown[]).includes(v)), message)
    .refine((list) => new Set(list).size === list.length, message)
    .optional()
    .transform((list) => list ?? []) as unknown as z.ZodType<T[number][], string[] | undefined>;

export const fosterApplicationSchema = strictForm({
  name: requiredLine(M.name, MAX.name),
  email: emailField(),
  phone: phoneField(),
  birthday: birthdayField(),
  area: requiredLine(M.area),
  /** Staff-only and audited when read (issue 38, item 7). */
  address: requiredLine(M.address),
  home: choice(FOSTER_HOMES),
  household: requiredText(M.comment, MAX.long),
  otherAnimals: requiredText(M.otherAnimals, MAX.long),
  timeAtHome: choice(FOSTER_TIME_AT_HOME),
  sizes: choices(DOG_SIZES, M.sizes),
  canTake: someOf(FOSTER_CAN_TAKE, M.canTake),
  duration: choice(FOSTER_DURATIONS),
  unavailable: optionalText(MAX.long),
  question: optionalText(MAX.long),
  ...guardFields,
});
export type FosterApplicationInput = z.input<typeof fosterApplicationSchema>;
export type FosterApplication = z.output<typeof fosterApplicationSchema>;

const optionalDay = (message: string) => z.preprocess(blankToNull, calendarDay(message).nullable());
const sharedText = (max: number) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(max));

/** What staff share with the foster about a dog in their home, and their own notes. */
const placementShared = {
  expectedUntil: optionalDay(M.expectedUntil).optional(),
  /** Care, medication, food: the foster reads it at /mi-transito. */
  care: sharedText(2000).optional(),
  nextVetOn: optionalDay(M.nextVetOn).optional(),
  /** Staff's private notes: never shown to the foster. */
  notes: sharedText(2000).optional(),
};

/** Staff place a dog with an approved foster. */
export const placementCreateSchema = z
  .object({
    dogId: z.uuid({ error: M.dog }),
    fosterId: z.uuid({ error: M.foster }),
    startsOn: calendarDay(M.startsOn),
    ...placementShared,
  })
  .refine((v) => !v.expectedUntil || v.expectedUntil >= v.startsOn, {
    error: M.expectedUntil,
    path: ['expectedUntil'],
  });

/**
 * Staff change what they share, the expected end or their notes, and end the placement: the day and where
 * the dog went, both together.
 */
export const placementEditSchema = z
  .object({
    ...placementShared,
    endedOn: calendarDay(M.endedOn).optional(),
    destination: z.enum(FOSTER_DESTINATIONS, { error: M.destination }).optional(),
  })
  .refine((v) => (v.endedOn === undefined) === (v.destination === undefined), {
    error: M.destination,
    path: ['destination'],
  });

/** A foster's update about one of their dogs (the photos come as uploads, at most FOSTER_UPDATE_PHOTOS). */
export const fosterUpdateSchema = z.object({
  dogId: z.uuid({ error: M.notYourDog }),
  text: requiredText(M.updateText, 2000),
});

/** A foster asks for supplies. */
export const supplyRequestSchema = z.object({
  dogId: z.preprocess(blankToNull, z.uuid({ error: M.notYourDog }).nullable()).optional(),
  kind: z.enum(SUPPLY_KINDS, { error: M.supplyKind }),
  detail: requiredText(M.supplyDetail, 500),
  quantity: requiredLine(M.quantity, 100),
  urgency: z.enum(SUPPLY_URGENCIES, { error: M.urgency }),
});
export type SupplyRequestInput = z.input<typeof supplyRequestSchema>;

/** Staff move a supply request; the foster is mailed with the optional note. */
export const supplyStateSchema = z.object({
  state: z.enum(SUPPLY_STATES, { error: M.supplyState }),
  note: z.preprocess((v) => v ?? '', z.string().trim().max(1000)).optional(),
});
