// CSV export in the shape staff open in a spreadsheet: chosen columns, Spanish headers, no JSON blobs.
import { downloadCSV } from 'react-admin';

const cell = (value: unknown): string => {
  const text =
    value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value);
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function exportCsv<T>(
  rows: readonly T[],
  columns: [header: string, value: (row: T) => unknown][],
  filename: string,
) {
  const lines = [
    columns.map(([header]) => cell(header)).join(','),
    ...rows.map((row) => columns.map(([, value]) => cell(value(row))).join(',')),
  ];
  // The BOM makes spreadsheet programs read the accents as UTF-8.
  downloadCSV(`\uFEFF${lines.join('\r\n')}`, filename);
}
