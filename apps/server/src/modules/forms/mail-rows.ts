import { optionLabel } from '@campito/core';

/**
 * Label/value rows for a mail, in the order of `labels`. Values of selects and checkbox groups
 * (`choiceFields`) read as the form shows them ("Sí", "Compañía"); free text goes as typed (the mail
 * template escapes it).
 */
export function answerRows(
  labels: Record<string, string>,
  record: Record<string, unknown>,
  choiceFields: readonly string[] = [],
): [string, string][] {
  return Object.entries(labels).map(([field, label]) => {
    const value = record[field];
    if (value === null || value === undefined || value === '') return [label, '—'];
    const values = Array.isArray(value) ? value.map(String) : [String(value)];
    const shown = choiceFields.includes(field) ? values.map(optionLabel) : values;
    return [label, shown.join(', ')];
  });
}
