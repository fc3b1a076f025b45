import type { FieldErrors } from '@campito/core';

/** Response headers carrying every Set-Cookie the auth service produced. */
export function cookieHeaders(setCookies: string[]): Headers {
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  for (const c of setCookies) headers.append('Set-Cookie', c);
  return headers;
}

export interface ClientError {
  statusCode: number;
  message: string;
  errors?: FieldErrors;
}

/**
 * A service's Spanish 4xx (HttpError). Matched by shape: the site's server bundle and the API's are
 * built separately, so the class itself is not shared.
 */
export function isClientError(error: unknown): error is ClientError {
  const e = error as Partial<ClientError> | null;
  return (
    !!e &&
    typeof e.statusCode === 'number' &&
    e.statusCode >= 400 &&
    e.statusCode < 500 &&
    typeof e.message === 'string'
  );
}
