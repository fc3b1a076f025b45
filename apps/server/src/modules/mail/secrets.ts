// Staff read the outbox (the admin's «Correos»), so a mail's secret link — a password reset, an email
// verification, a signed confirmation or opt-out — must not be readable there: whoever reads a reset
// link for a superAdmin's account owns it (issue 39). The outbox stores the copy staff see with such
// links replaced, and keeps the deliverable copy only until the mail is sent (outbox.ts).
import { redactUrl } from '../security/redact';

/** What staff see where a mail had a secret link. */
export const HIDDEN_LINK = '[enlace oculto]';

const URL_IN_TEXT = /https?:\/\/[^\s"'<>]+/g;
/**
 * A random token as this site makes them (32 bytes in base64url, an HMAC in base64url): 20 or more
 * URL-safe characters mixing upper and lower case. Slugs, UUIDs and media names are lower case, so they
 * stay readable.
 */
const TOKEN_SHAPED = /^(?=.*[a-z])(?=.*[A-Z])[A-Za-z0-9_-]{20,}$/;

/**
 * Whether a link carries a secret: one of the token paths or secret parameters the request logs hide
 * (security/redact.ts, one list for both), or any path segment or parameter value shaped like a token.
 */
export function isSecretLink(link: string): boolean {
  let url: URL;
  try {
    url = new URL(link.replaceAll('&amp;', '&'));
  } catch {
    return false;
  }
  const local = `${url.pathname}${url.search}`;
  if (redactUrl(local) !== local) return true;
  const parts = [...url.pathname.split('/'), ...url.searchParams.values()];
  return parts.some((part) => TOKEN_SHAPED.test(safeDecode(part)));
}

/** The text (plain or HTML) with every secret link replaced by HIDDEN_LINK. */
export function hideSecretLinks(text: string): string {
  return text.replace(URL_IN_TEXT, (link) => (isSecretLink(link) ? HIDDEN_LINK : link));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
