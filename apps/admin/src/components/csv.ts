// CSV export in the shape staff open in a spreadsheet, safe to open: the text of every export is built
// here, by pure functions (csv.test.ts builds a hostile record of each resource through them);
// export.ts only hands that text to the browser. No react-admin import, so the tests run in Node. The cells
// themselves (formula-injection protection, quoting) are core's `csvCell`/`toCsv`, shared with the server's
// export of a date's bookings.
import { type CsvColumns, csvCell, type ImageRef, imageUrl, toCsv } from '@campito/core';
import { fieldLabel, valueLabel } from '../i18n/values';

type CsvRecord = Record<string, unknown>;

export { csvCell, toCsv };

/** Internal fields a spreadsheet has no use for. */
const HIDDEN_FIELDS = new Set(['idempotencyKey']);
/**
 * Fields staff read one record at a time, each read audited, never in a file: a foster home's address
 * (issue 38; the API's records carry none, this is should one ever come).
 */
const STAFF_ONLY: Record<string, readonly string[]> = { 'foster-applications': ['address'] };

const yesNo = (v: unknown) => (v ? 'sí' : 'no');

/**
 * A stored value as staff read it in the panel: an enumeration by its Spanish label (a list, each item),
 * yes/no for a flag; numbers, dates and free texts as they are.
 */
function readable(resource: string, field: string, value: unknown): unknown {
  if (typeof value === 'boolean') return yesNo(value);
  if (typeof value === 'string') return valueLabel(resource, field, value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string'))
    return value.map((v) => valueLabel(resource, field, v));
  return value;
}

/**
 * Every field the records have, in the order they first appear, each headed by its label in the panel
 * (`field` keeps the stored name: csv.test.ts reads the file back through it).
 */
export function exportedFields(resource: string, records: readonly CsvRecord[]) {
  const fields: string[] = [];
  for (const record of records)
    for (const key of Object.keys(record))
      if (!HIDDEN_FIELDS.has(key) && !STAFF_ONLY[resource]?.includes(key) && !fields.includes(key))
        fields.push(key);
  return fields.map((field) => ({ field, header: fieldLabel(resource, field) }));
}

/** A list's export: every field (exportedFields), in Spanish, values as the panel shows them. */
const allFieldsCsv =
  (resource: string) =>
  (records: readonly CsvRecord[]): string =>
    toCsv(
      records,
      exportedFields(resource, records).map(({ field, header }): CsvColumns<CsvRecord>[number] => [
        header,
        (r) => readable(resource, field, r[field]),
      ]),
    );

/** The dogs' CSV: the dog as the site shows it, images as addresses on `origin`. */
function dogsCsv(records: readonly CsvRecord[], origin = globalThis.location?.origin ?? ''): string {
  return toCsv(records, [
    ['id', (r) => r.id],
    ['nombre', (r) => r.name],
    ['sexo', (r) => readable('dogs', 'gender', r.gender)],
    ['edad', (r) => readable('dogs', 'age', r.age)],
    ['tamaño', (r) => readable('dogs', 'size', r.size)],
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
  adoptions: { filename: 'adopciones', build: allFieldsCsv('adoptions') },
  volunteers: { filename: 'voluntarios', build: allFieldsCsv('volunteers') },
  'foster-applications': { filename: 'hogares-de-transito', build: allFieldsCsv('foster-applications') },
  contacts: { filename: 'contactos', build: allFieldsCsv('contacts') },
  contributions: { filename: 'aportes', build: allFieldsCsv('contributions') },
  press: { filename: 'prensa', build: allFieldsCsv('press') },
  escolar: { filename: 'educacion-y-conciencia', build: allFieldsCsv('escolar') },
  subscriptions: { filename: 'aportes-mensuales', build: allFieldsCsv('subscriptions') },
} as const;
export type CsvResource = keyof typeof CSV_EXPORTS;
