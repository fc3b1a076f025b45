// `volver`: where a sign-in sends the person afterwards (the admin panel's no-access page links to
// `/profile?volver=/admin…`). The value comes from the address bar, so anyone can write a link with it: it
// is used only when it is a path of this site, checked here and nowhere else (browser and server alike).

import { ADMIN_SUBPATH_RE, ENCODED_SLASH_RE } from './patterns';

/** The query parameter's name. */
export const RETURN_PARAM = 'volver';

const MAX_LENGTH = 2048;
// Resolving against an origin nobody owns shows where a browser would really go.
const PLACEHOLDER_ORIGIN = 'http://volver.invalid';

/** A path of this site: one leading slash (never `//`), no backslash, no space or control character. */
function looksLikeLocalPath(value: string): boolean {
  if (value.length === 0 || value.length > MAX_LENGTH) return false;
  if (value[0] !== '/' || value[1] === '/') return false;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    // Browsers drop tabs and newlines from addresses (`/\t/evil.example` is `//evil.example`) and read
    // a backslash as a slash (`/\evil.example`).
    if (code <= 0x20 || code === 0x7f || code === 0x5c) return false;
  }
  return true;
}

/**
 * The path to send someone to, or null when `value` is not a same-site path: only `/…` (with its query and
 * fragment) is accepted — never `//host`, a scheme (`https:`, `javascript:`), a backslash or whitespace.
 * The answer is the normalized form, checked again (`/.//evil.example` normalizes to `//evil.example`).
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !looksLikeLocalPath(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return looksLikeLocalPath(path) ? path : null;
}

/** /admin itself or anything under it (the panel is served to staff only). */
export function isAdminPath(path: string): boolean {
  return path === '/admin' || ADMIN_SUBPATH_RE.test(path);
}

/**
 * Where a successful sign-in goes: the `volver` path when it is safe — an /admin one only for staff, who
 * are the only ones the panel opens for — otherwise null (the profile page, as without `volver`).
 */
export function afterLoginPath(volver: unknown, staff: boolean): string | null {
  const path = safeReturnPath(volver);
  if (!path || (isAdminPath(path) && !staff)) return null;
  return path;
}

/** The sign-in page that comes back to `path` (`/profile?volver=/admin`); just /profile if it is not safe. */
export function loginHref(path: string): string {
  const safe = safeReturnPath(path);
  if (!safe) return '/profile';
  // Slashes may stay as they are in a query: the link reads `?volver=/admin/dogs`.
  return `/profile?${RETURN_PARAM}=${encodeURIComponent(safe).replace(ENCODED_SLASH_RE, '/')}`;
}
