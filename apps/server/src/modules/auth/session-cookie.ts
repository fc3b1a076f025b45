import cookie from '@fastify/cookie';
import { SESSION_COOKIE } from './session.service';

/**
 * The session cookie's value in a Cookie header, read by the parser the session plugin reads it with
 * (`request.cookies[SESSION_COOKIE]`, plugins/session.ts: @fastify/cookie's, which it loads when
 * registered). That parser accepts more than `campito_session=…`: spaces or tabs around the name and the
 * `=`, the name repeated (the first one counts), other cookies around it. Anything deciding from the raw
 * header whether a request is signed in must ask here, or it will disagree with the session plugin (issue
 * 39, item 2: `campito_session =TOKEN` was signed in for the session plugin and anonymous for the answer
 * cache). Names are case-sensitive: `Campito_Session=` is not the session cookie for either.
 */
export function sessionTokenIn(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  return cookie.parse(cookieHeader)[SESSION_COOKIE];
}

/**
 * Whether a request carries the session cookie, with any value (an empty or unknown token too): such a
 * request may be signed in, so nothing shared with anonymous visitors (the answer cache) answers or stores it.
 */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return sessionTokenIn(cookieHeader) !== undefined;
}
