// Field rules shared by the three public forms (adoption, volunteer, contact). Each builder takes the
// Spanish message docs/product.md §5 gives for that field, so every form keeps its own wording letter for letter.
import { z } from 'zod';
import { BIRTHDAY_MIN_FORMS, PHONE_DIGITS, PHONE_TYPED_MAX } from '../constants';
import { isoDay } from '../dates';
import {
  BIRTHDAY_FUTURE,
  BIRTHDAY_REQUIRED,
  BIRTHDAY_TOO_OLD,
  EMAIL_FORMAT,
  EMAIL_REQUIRED,
  PHONE_INVALID,
  PHONE_REQUIRED,
  SELECT_REQUIRED,
} from '../field-messages';
import { MAX, todayIso, tooLong } from '../form-texts';
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from '../forms';
import { MSG } from '../messages';
import { IDEMPOTENCY_KEY_RE, ISO_DATE_RE, PHONE_RE, WHITESPACE_RUN_RE } from '../patterns';
import { argentinePhone } from '../phones';

/** Whether "YYYY-MM-DD" is a day the calendar has (2026-02-30 is not). */
export const isRealDay = (v: string) => {
  if (!ISO_DATE_RE.test(v)) return false;
  const d = new Date(`${v}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** A calendar day "YYYY-MM-DD" that exists, with one message for any mistake. */
export const calendarDay = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(10, { message, abort: true })
    .refine(isRealDay, { message, abort: true });

/** A day of the last `days` days, today included (a delivery, a return). */
export const recentDay = (message: string, days: number) =>
  calendarDay(message).refine((v) => v <= isoDay() && v >= isoDay(Date.now() - days * 86_400_000), message);

/** A blank text is "not given" (an optional field left empty). */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** An empty value is "none" (a nullable column cleared in a form). */
export const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** A required free text: trimmed, not blank, at most `max` characters. */
export const requiredText = (message: string, max: number = MAX.short) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(max));

/** A required one-line text (a name, an address): runs of spaces and line breaks become one space. */
export const requiredLine = (message: string, max: number = MAX.short) =>
  z
    .string({ error: message })
    .overwrite((v) => v.replace(WHITESPACE_RUN_RE, ' ').trim())
    .min(1, message)
    .max(max, tooLong(max));

/** An optional free text: trimmed; blank is kept as "" and stored as null by the services. */
export const optionalText = (max: number = MAX.short) =>
  z
    .string({ error: tooLong(max) })
    .trim()
    .max(max, tooLong(max))
    .optional();

export const emailField = () =>
  z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .min(1, EMAIL_REQUIRED)
    // A text over the maximum stops there: the pattern never runs on it.
    .max(MAX.email, { message: tooLong(MAX.email), abort: true })
    .regex(z.regexes.email, EMAIL_FORMAT);

/**
 * Exactly 10 digits (area code without 0 or 15), from the phone as people type it («+54 9 11 5555-0123»,
 * «(011) 5555-0123», «11 15 5555-0123»: `argentinePhone`), so what is stored is the 10 digits.
 */
export const phoneField = () =>
  z
    .string({ error: PHONE_REQUIRED })
    .max(PHONE_TYPED_MAX, { message: PHONE_INVALID, abort: true })
    .overwrite(argentinePhone)
    .min(1, PHONE_REQUIRED)
    .max(PHONE_DIGITS, { message: PHONE_INVALID, abort: true })
    .regex(PHONE_RE, PHONE_INVALID);

const isRealDate = (v: string) => {
  if (v.length !== 10 || !ISO_DATE_RE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** A real calendar date (YYYY-MM-DD) from `min` (docs/product.md §9: 1923-01-01) up to today. */
export const birthdayField = (min: string = BIRTHDAY_MIN_FORMS) =>
  z
    .string({ error: BIRTHDAY_REQUIRED })
    .trim()
    .min(1, BIRTHDAY_REQUIRED)
    .refine(isRealDate, BIRTHDAY_REQUIRED)
    .refine((v) => !isRealDate(v) || v >= min, BIRTHDAY_TOO_OLD)
    .refine((v) => !isRealDate(v) || v <= todayIso(), BIRTHDAY_FUTURE);

/** One value of a fixed list (a <select>); anything else, blank included, gets `message`. */
export const choice = <const T extends readonly [string, ...string[]]>(
  values: T,
  message = SELECT_REQUIRED,
) => z.enum(values, { error: message });

/**
 * A checkbox group: at least one value, every value from the list, no repeats. Errors point at the
 * group itself (never at "items.0"), so the message shows under the group.
 */
export const choices = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .array(z.unknown(), { error: message })
    .min(1, message)
    .max(values.length, message)
    .refine((list) => list.every((v) => (values as readonly unknown[]).includes(v)), message)
    .refine((list) => new Set(list).size === list.length, message) as unknown as z.ZodType<
    T[number][],
    string[]
  >;

/**
 * A whole number from a JSON number or a form's text ("3"); blank is "missing". Other messages
 * (not whole, out of range) come from `messages`.
 */
export const wholeNumber = (messages: { required: string; invalid: string }, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
    z
      .number({ error: messages.required })
      .int(messages.invalid)
      .min(min, messages.invalid)
      .max(max, messages.invalid),
  );

/** A checkbox: "on" from a form, a boolean from JSON; absent is false. */
export const checkboxField = (message: string) =>
  z
    .union([z.boolean(), z.enum(['on', 'true', 'false', ''])], { error: message })
    .optional()
    .transform((v) => v === true || v === 'on' || v === 'true');

/** Unknown fields are refused (a 400 naming them), never silently stored. */
export const strictForm = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Campos no permitidos: ${issue.keys.join(', ')}` : MSG.badRequest,
  });

/**
 * The two hidden fields every public form posts (components/form-kit FormGuards): the honeypot, which the
 * submission pipeline checks before anything else, and the per-render idempotency key.
 */
export const guardFields = {
  [HONEYPOT_FIELD]: z.string({ error: MSG.badRequest }).max(1000, MSG.badRequest).optional(),
  [IDEMPOTENCY_FIELD]: z
    .string({ error: MSG.badRequest })
    .max(100, { message: MSG.badRequest, abort: true })
    .regex(IDEMPOTENCY_KEY_RE, MSG.badRequest)
    .optional(),
} as const;
