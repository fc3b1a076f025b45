import { ROW_ID_RE } from './patterns';

/**
 * Whether a value is a row id (a UUID) before it reaches a uuid column, which would refuse anything else
 * with a database error: a stale or hand-typed id in a URL, a webhook's reference, the browser's storage.
 */
export const isRowId = (value: unknown): value is string =>
  typeof value === 'string' && ROW_ID_RE.test(value);
