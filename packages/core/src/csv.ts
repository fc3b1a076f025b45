// CSV that staff open in a spreadsheet, safe to open: the one place every export's cells are written, by
// the panel's list exports (apps/admin/src/components/csv.ts) and the server's (a date's bookings, issue 35).
// Pure, no Node or browser API.
import { CSV_NEEDS_QUOTES_RE } from './patterns';

export type CsvColumns<T> = [header: string, value: (row: T) => unknown][];

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV Injection"): a
 * visitor's "=HYPERLINK(…)" typed into a form would run on the staff member's computer.
 */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);

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
  return CSV_NEEDS_QUOTES_RE.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: a header line, one line per row, CRLF, and a BOM so spreadsheets read UTF-8 accents. */
export function toCsv<T>(rows: readonly T[], columns: CsvColumns<T>): string {
  const lines = [
    columns.map(([header]) => csvCell(header)).join(','),
    ...rows.map((row) => columns.map(([, value]) => csvCell(value(row))).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}`;
}
