// Issue 39, item 2: whether a request carries the session cookie is decided by the parser the session plugin
// reads it with, for every spelling that parser accepts, so the answer cache and the session plugin never
// disagree about who is signed in.
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './session.service';
import { hasSessionCookie, sessionTokenIn } from './session-cookie';

const T = 'tok3n-de_prueba';

/** Cookie headers and the session token the session plugin sees in each (undefined: none). */
const SPELLINGS: [header: string, token: string | undefined][] = [
  [`campito_session=${T}`, T],
  [`campito_session =${T}`, T],
  [`campito_session= ${T}`, T],
  [`campito_session = ${T} `, T],
  [`  campito_session\t=\t${T}`, T],
  [`campito_session="${T}"`, `"${T}"`],
  [`campito_session=%74${T.slice(1)}`, T],
  [`campito_session=${T}; campito_session=otro`, T],
  [`campito_session=otro; campito_session=${T}`, 'otro'],
  [`campito_session=; campito_session=${T}`, ''],
  [`campito_session=`, ''],
  [`_ga=GA1.2.3; campito_session =${T}; tema=oscuro`, T],
  [`tema=oscuro;campito_session=${T};x=1`, T],
  [`a=b=c; campito_session=${T}`, T],
  // Names are case-sensitive, and a name that only contains it is another cookie.
  [`Campito_Session=${T}`, undefined],
  [`CAMPITO_SESSION=${T}`, undefined],
  [`xcampito_session=${T}`, undefined],
  [`campito_session_x=${T}`, undefined],
  [`campito_session`, undefined],
  ['', undefined],
];

describe('the session cookie, read as the session plugin reads it', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(cookie);
    app.get('/', async (request) => ({ token: request.cookies[SESSION_COOKIE] ?? null }));
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(SPELLINGS)('%j', async (header, token) => {
    // What the session plugin sees (plugins/session.ts: request.cookies from @fastify/cookie)…
    const seen = (await app.inject({ method: 'GET', url: '/', headers: { cookie: header } })).json().token;
    expect(seen ?? undefined).toBe(token);
    // …is what is read here; any value, even empty, counts as carrying the cookie.
    expect(sessionTokenIn(header)).toBe(token);
    expect(hasSessionCookie(header)).toBe(token !== undefined);
  });

  it('no header, no session', () => {
    expect(sessionTokenIn(undefined)).toBeUndefined();
    expect(hasSessionCookie(undefined)).toBe(false);
    expect(hasSessionCookie(null)).toBe(false);
  });
});
