// Helpers every form shares, in the browser, in page actions and in the API.
import type { z } from 'zod';

/** Field → Spanish message: the body of every 400 (`{ errors }`) and what forms show under fields. */
export type FieldErrors = Record<string, string>;

/** Hidden field that people never fill and naive bots do (docs/product.md §10.7). */
export const HONEYPOT_FIELD = 'sitioWeb';
/** Hidden per-render key: a double click or a resubmitted page stores one record. */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';

/** The first message of each field, keyed by its dotted path ("_" for the form as a whole). */
export function collectErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: collectErrors(result.error) };
}

/** NUL characters are never text a person typed, and PostgreSQL refuses them in text columns. */
export const stripNul = (value: string) =>
  value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;

/**
 * A FormData as a plain object: repeated names (checkbox groups) become arrays when listed in
 * `arrayFields`; files are left out (uploads are read separately).
 */
export function formDataToObject(
  form: FormData,
  arrayFields: readonly string[] = [],
): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  for (const name of arrayFields) out[name] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') continue;
    if (arrayFields.includes(name)) (out[name] as string[]).push(stripNul(value));
    else out[name] = stripNul(value);
  }
  return { ...out };
}
