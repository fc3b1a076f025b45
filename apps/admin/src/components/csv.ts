// CSV export in the shape staff open in a spreadsheet, safe to open: the text of every export is built
// here, by pure functions (csv.test.ts builds a hostile record of each resource through them);
// export.ts only hands that text to the browser. No react-admin import, so the tests run in Node.
import { type ImageRef, imageUrl } from '@campito/core';

type CsvRecord = Record<string, unknown>;
export type CsvColumns<T> = [header: string, value: (row: T) => unknown][];

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV Injection"): a
 * visitor's "=HYPERLINK(…)" typed into a form would run on the staff member's computer.
 */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);
/** Fields with one of these are wrapped in double quotes (";" too: spreadsheets in Spanish split on it). */
const NEEDS_QUOTES = /[",;\r\n]/;

const plain = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/**
 * One field. A number (a number-typed value) stays a number; any text that a spreadsheet would take for
 * a formula gets a leading single quote; quotes are doubled and the field quoted when it needs it.
 */
export function csvCell(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  let text = Array.isArray(value) ? value.map(plain).join(', ') : plain(value);
  if (FORMULA_START.has(text.charAt(0))) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: a header line, one line per row, CRLF, and a BOM so spreadsheets read UTF-8 accents. */
export function toCsv<T>(rows: readonly T[], columns: CsvColumns<T>): string {
  const lines = [
    columns.map(([header]) => csvCell(header)).join(','),
    ...rows.map((row) => columns.map(([, value]) => csvCell(value(row))).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}`;
}

/** Internal fields a spreadsheet has no use for. */
const HIDDEN_FIELDS = new Set(['idempotencyKey']);

/** Every field the records have, in the order they first appear (what react-admin's export gave). */
export function allFieldsCsv(records: readonly CsvRecord[]): string {
  const fields: string[] = [];
  for (const record of records)
    for (const key of Object.keys(record))
      if (!HIDDEN_FIELDS.has(key) && !fields.includes(key)) fields.push(key);
  return toCsv(
    records,
    fields.map((field): CsvColumns<CsvRecord>[number] => [field, (r) => r[field]]),
  );
}

const yesNo = (v: unknown) => (v ? 'sí' : 'no');

/** The dogs' CSV: the dog as the site shows it, images as addresses on `origin`. */
export function dogsCsv(records: readonly CsvRecord[], origin = globalThis.location?.origin ?? ''): string {
  return toCsv(records, [
    ['id', (r) => r.id],
    ['nombre', (r) => r.name],
    ['sexo', (r) => r.gender],
    ['edad', (r) => r.age],
    ['tamaño', (r) => r.size],
    ['raza', (r) => r.race],
    ['referencias', (r) => r.references],
    ['características', (r) => r.features],
    ['en adopción', (r) => yesNo(r.toAdopt)],
    ['apadrinado', (r) => yesNo(r.isSponsored)],
    ['dado de baja', (r) => yesNo(r.isDelete)],
    ['pendiente', (r) => yesNo(r.isPending)],
    ['video', (r) => r.video],
    ['imágenes', (r) => ((r.images as ImageRef[] | undefined) ?? []).map((i) => `${origin}${imageUrl(i)}`)],
    ['ingresó', (r) => r.createdAt],
    ['baja', (r) => r.deletedAt],
  ]);
}

/**
 * The export of each admin list that has one (users and the audit log have none: `exporter={false}`).
 * Every list passes `csvExporter(resource)` (export.ts), never react-admin's default exporter, which
 * writes cells as they come.
 */
export const CSV_EXPORTS = {
  dogs: { filename: 'perritos', build: (records: readonly CsvRecord[]) => dogsCsv(records) },
  adoptions: { filename: 'adopciones', build: allFieldsCsv },
  volunteers: { filename: 'voluntarios', build: allFieldsCsv },
  contacts: { filename: 'contactos', build: allFieldsCsv },
  contributions: { filename: 'aportes', build: allFieldsCsv },
  press: { filename: 'prensa', build: allFieldsCsv },
  escolar: { filename: 'educacion-y-conciencia', build: allFieldsCsv },
} as const;
export type CsvResource = keyof typeof CSV_EXPORTS;
