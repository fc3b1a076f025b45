import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasSessionCookie } from '../modules/auth/session-cookie';
import { AnswerCache, type CachedAnswer, type HitKind } from '../modules/cache/answer-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Tables this GET answer shows: anonymous answers are cached until one of them changes. */
    cache?: readonly string[];
  }
  interface FastifyInstance {
    answerCache: AnswerCache;
    /** Tables a page shows (from its route modules' `handle.cache`), set by the web plugin. */
    pageCacheTags: (pathname: string) => readonly string[] | undefined;
    /** The query parameters a page reads (its leaf route's `handle.query`), set by the web plugin. */
    pageCacheQuery: (pathname: string) => readonly string[];
  }
  interface FastifyRequest {
    cacheKey?: string;
    cacheTags?: readonly string[];
    cacheSnapshot?: number[];
    /**
     * Set when this answer was made while a dependency failed and the failure was swallowed (a page
     * showing a notice instead of its data): such an answer is never stored, whatever its status.
     */
    degraded?: boolean;
  }
}

// Headers that belong to the answer (kept) — not per-request ones like x-request-id, date or set-cookie.
const KEPT_HEADERS = [
  'content-type',
  'content-security-policy',
  'content-language',
  'link',
  'vary',
  'x-total-count',
];
const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * Caches GET answers for visitors without a session: pages whose routes declare `handle.cache` and API
 * routes with `config.cache`. Invalidation comes from the database's change feed, so every instance
 * drops exactly the answers showing a table that changed, whoever changed it. Clients and CDNs get an
 * ETag and revalidate (304) cheaply. A hit is answered from the `onRequest` hook, so it goes through the
 * same hooks as every answer: security headers, request log line and metrics (issue 33: one request path).
 */
async function registerAnswerCache(app: FastifyInstance): Promise<void> {
  const maxBytes = app.deps.config.answerCacheBytes;
  const cache = new AnswerCache(maxBytes);
  app.decorate('answerCache', cache);
  app.decorate('pageCacheTags', () => undefined);
  app.decorate('pageCacheQuery', () => []);
  // ANSWER_CACHE_MB=0: every answer is made afresh (what each miss costs; `npm run bench` measures it so).
  if (maxBytes === 0) {
    cache.enabled = false;
    return;
  }

  /** How a path's key is made: the query parameters its route reads, and whether only the first counts. */
  const schemeOf = (route: RouteOptions, pathname: string): KeyScheme => {
    const page = route.url === '/*';
    return { names: page ? app.pageCacheQuery(pathname) : schemaQueryNames(route), page };
  };

  // Every instance drops the answers showing a table that changed, whoever changed it; while the feed
  // is down a change could go unannounced, so nothing is kept.
  cache.enabled = app.deps.changes.live;
  const unsubscribe = app.deps.changes.subscribe({
    changed: (table) => cache.invalidate(table),
    lost: () => {
      cache.clear();
      cache.enabled = false;
    },
    restored: () => {
      cache.clear();
      cache.enabled = true;
    },
  });
  app.addHook('onClose', async () => {
    unsubscribe();
  });

  /** The stored answer for this request, or undefined (then a miss that will be stored is marked on it). */
  const lookup = (request: FastifyRequest): CachedAnswer | undefined => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !cache.enabled) return;
    // A session cookie as the session plugin reads it, whatever its spelling (issue 39, item 2).
    if (hasSessionCookie(request.headers.cookie)) return;
    // Only answers whose route declared tags were ever stored, so a hit needs no tag lookup.
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    // Read once: Fastify makes this object afresh on every read.
    const route = request.routeOptions;
    const scheme = schemeOf(route, pathname);
    const key = answerKey(pathname, search, scheme);
    // A key no page links to (a long query value) is neither looked up nor stored: it is answered afresh.
    if (!cache.keeps(key)) return;
    const hit = cache.get(key);
    if (hit) return hit;
    const tags = route.config?.cache ?? (route.url === '/*' ? app.pageCacheTags(pathname) : undefined);
    if (!tags?.length) return;
    cache.misses++;
    request.cacheKey = key;
    request.cacheTags = tags;
    request.cacheSnapshot = cache.snapshot(tags);
  };

  // Hooks on every request are written with `done` rather than `async`: a hit passes through about ten of
  // them, and a promise and a microtask each cost a cache hit about a fifth of its rate (issue 33).
  app.addHook('onRequest', (request, reply, done) => {
    const hit = lookup(request);
    if (!hit) return done();
    const answer = hitAnswer(hit, hitKind(cache, hit, request.headers), cache);
    reply
      .code(answer.status)
      .headers(answer.headers)
      .send(answer.body ?? undefined);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    done(null, request.cacheKey ? store(request, reply, payload) : payload);
  });

  /** Stores the answer made for a miss when it may be kept, and marks it (ETag, x-cache). */
  const store = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!request.cacheKey || !request.cacheTags || !request.cacheSnapshot) return payload;
    // Stored only when the answer was made for nobody: a render or route that saw a signed-in person (the web
    // render's RequestContext.user and every API route read `request.user`) is theirs, whatever decided above.
    if (request.user || request.sessionToken) return payload;
    if (request.degraded) {
      // Made while the database (or another dependency) failed: the next visitor gets a fresh try, and
      // neither browsers nor a CDN keep this copy.
      reply.header('cache-control', 'no-store').header('x-cache', 'bypass');
      return payload;
    }
    if (reply.statusCode !== 200) {
      reply.header('x-cache', 'bypass');
      return payload;
    }
    if (reply.hasHeader('set-cookie')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    cache.set(
      request.cacheKey,
      { status: 200, headers, body, tags: request.cacheTags },
      request.cacheSnapshot,
    );
    const stored = cache.get(request.cacheKey);
    if (stored) reply.header('etag', stored.etag);
    reply.header('cache-control', REVALIDATE).header('x-cache', 'miss');
    return payload;
  };
}

/** How a hit is answered (304 when the client holds this ETag, else the best encoding it accepts); counts it. */
function hitKind(
  cache: AnswerCache,
  hit: CachedAnswer,
  headers: { 'if-none-match'?: string; 'accept-encoding'?: string },
): HitKind {
  cache.hits++;
  if (headers['if-none-match'] === hit.etag) return 'not-modified';
  return cache.encoding(hit, headers['accept-encoding']);
}

/**
 * What a hit of that kind answers: the stored status, headers and body in that encoding, or a 304 with
 * the ETag. The headers of each kind are made once per entry (the entry never changes once stored).
 */
function hitAnswer(
  hit: CachedAnswer,
  kind: HitKind,
  cache: AnswerCache,
): { status: number; headers: Record<string, string>; body: Buffer | null } {
  hit.hitHeaders ??= {};
  hit.hitHeaders[kind] ??= hitHeaders(hit, kind);
  const headers = hit.hitHeaders[kind];
  if (kind === 'not-modified') return { status: 304, headers, body: null };
  return { status: hit.status, headers, body: cache.body(hit, kind) };
}

function hitHeaders(hit: CachedAnswer, kind: HitKind): Record<string, string> {
  const fixed = { etag: hit.etag, 'cache-control': REVALIDATE, 'x-cache': 'hit' };
  if (kind === 'not-modified') return fixed;
  const encoded: Record<string, string> =
    kind === 'identity' ? {} : { 'content-encoding': kind, vary: 'accept-encoding' };
  return { ...hit.headers, ...fixed, ...encoded };
}

type RouteOptions = FastifyRequest['routeOptions'];

/** The query parameters a path's answers are keyed on, and whether only the first value of each counts. */
interface KeyScheme {
  names: readonly string[];
  page: boolean;
}

/**
 * The answer's key: its path and only the query parameters its route reads, in that order. A page reads
 * the first value of each of its `handle.query` names; an API route's querystring schema sees every value
 * (a repeated name is an array, which it may refuse), so all of them count. `/?x=1`, `/?x=2`… are one
 * entry, so junk query strings cannot push real answers out of the cache.
 */
function answerKey(pathname: string, search: string, { names, page }: KeyScheme): string {
  if (!names.length || !search) return pathname;
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of names) {
    const values = params.getAll(name);
    for (const value of page ? values.slice(0, 1) : values) kept.append(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The names an API route's zod querystring schema declares (none without one). */
function schemaQueryNames(route: RouteOptions): readonly string[] {
  const schema = route.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
  return schema?.shape ? Object.keys(schema.shape) : [];
}

/**
 * As app.ts registers it: after the session (a render that saw `request.user` is never stored) and the
 * security headers (a stored answer keeps the policy its render wrote).
 */
export const answerCachePlugin = fp(registerAnswerCache, {
  name: 'answer-cache',
  dependencies: ['session', 'security-headers'],
  decorators: { fastify: ['deps'] },
});
