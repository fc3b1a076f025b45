import { adminInterfaceSchema } from '@campito/core';

/**
 * The form's values checked with the schema the API applies (core's adminInterfaceSchema), so staff see
 * the same Spanish message under a field before saving as the API would answer. Keyed by the field: an
 * image's inner fields ("slider.0.key") report on their input.
 */
export function validateSite(values: Record<string, unknown>): Record<string, string> {
  const result = adminInterfaceSchema.safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= issue.message;
  }
  return errors;
}
