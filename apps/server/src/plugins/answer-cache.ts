import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pino from 'pino';
import { hasSessionCookie } from '../modules/auth/session-cookie';
import {
  AnswerCache,
  type CachedAnswer,
  type HitKind,
  type PreparedHit,
} from '../modules/cache/answer-store';
import { clientAddress, logCompleted } from '../modules/logging/access-log';
import { documentHeaders } from '../modules/security/headers';

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
    /** The path part of `cacheKey` and how its key was made (remembered for the early path once stored). */
    cacheScheme?: { path: string; scheme: KeyScheme };
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
 * ETag and revalidate (304) cheaply.
 */
export async function registerAnswerCache(app: FastifyInstance): Promise<EarlyAnswer | undefined> {
  const maxBytes = app.deps.config.answerCacheBytes;
  const cache = new AnswerCache(maxBytes);
  app.decorate('answerCache', cache);
  app.decorate('pageCacheTags', () => undefined);
  app.decorate('pageCacheQuery', () => []);
  // ANSWER_CACHE_MB=0: every answer is made afresh (what each miss costs; `npm run bench` measures it so).
  if (maxBytes === 0) {
    cache.enabled = false;
    return undefined;
  }

  /**
   * How each stored path's key is made: the query parameters its route reads and whether only their first
   * value counts (pages) or every value (API routes). Learnt when an answer is stored, so the early path
   * can key a request before routing; bounded, since only paths that were stored are learnt.
   */
  const schemes = new Map<string, KeyScheme>();
  const schemeOf = (request: FastifyRequest, pathname: string): KeyScheme => {
    const page = request.routeOptions.url === '/*';
    return { names: page ? app.pageCacheQuery(pathname) : schemaQueryNames(request), page };
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

  app.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !cache.enabled) return;
    // A session cookie as the session plugin reads it, whatever its spelling (issue 39, item 2).
    if (hasSessionCookie(request.headers.cookie)) return;
    // Only answers whose route declared tags were ever stored, so a hit needs no tag lookup.
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    const scheme = schemeOf(request, pathname);
    const key = answerKey(pathname, search, scheme);
    // A key no page links to (a long query value) is neither looked up nor stored: it is answered afresh.
    if (!cache.keeps(key)) return;
    const hit = cache.get(key);
    if (!hit) {
      const tags =
        request.routeOptions.config?.cache ??
        (request.routeOptions.url === '/*' ? app.pageCacheTags(pathname) : undefined);
      if (!tags?.length) return;
      cache.misses++;
      request.cacheKey = key;
      request.cacheScheme = { path: pathname, scheme };
      request.cacheTags = tags;
      request.cacheSnapshot = cache.snapshot(tags);
      return;
    }
    const answer = hitAnswer(cache, hit, hitKind(cache, hit, request.headers));
    return reply
      .code(answer.status)
      .headers(answer.headers)
      .send(answer.body ?? undefined);
  });

  app.addHook('onSend', async (request, reply, payload) => {
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
    const route = request.routeOptions.url ?? 'unmatched';
    cache.set(
      request.cacheKey,
      { status: 200, headers, body, tags: request.cacheTags, route },
      request.cacheSnapshot,
    );
    const learnt = request.cacheScheme;
    if (learnt && !schemes.has(learnt.path)) {
      if (schemes.size >= MAX_SCHEMES) schemes.clear();
      schemes.set(learnt.path, learnt.scheme);
    }
    const stored = cache.get(request.cacheKey);
    if (stored) reply.header('etag', stored.etag);
    reply.header('cache-control', REVALIDATE).header('x-cache', 'miss');
    return payload;
  });

  // The early path: a hit is answered from the HTTP server's own request handler, before Fastify builds
  // its request and reply and runs its hooks for it (ADR 009, third pass). It sends what the hook above
  // sends for a hit — the stored headers, the security headers, a request id, the same ETag/304 — and
  // writes the same log line and metrics. Anything else (a miss, a session, a body, a closing server, a
  // query string on a path never stored) goes on to Fastify, which answers it as before.
  const security = documentHeaders(app.deps.config);
  const addressOf = clientAddress(app.deps.config.trustProxy);
  const logsInfo = (pino.levels.values[app.log.level] ?? 0) <= pino.levels.values.info!;
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const { method, headers } = req;
    if ((method !== 'GET' && method !== 'HEAD') || !cache.enabled) return false;
    if (hasSessionCookie(headers.cookie)) return false;
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    let key = url;
    if (q >= 0) {
      const pathname = url.slice(0, q);
      const scheme = schemes.get(pathname);
      if (!scheme) return false;
      key = answerKey(pathname, url.slice(q + 1), scheme);
    }
    const hit = cache.get(key);
    if (!hit) return false;
    const start = performance.now();
    const id = randomUUID();
    const kind = hitKind(cache, hit, headers);
    // The headers of this entry's hits of this kind are made once; each request adds only its id.
    const { status, head, body } = cache.prepared(hit, kind, () =>
      preparedHit(hitAnswer(cache, hit, kind), security),
    );
    const sent = head.slice();
    sent[sent.length - 1] = id;
    res.writeHead(status, sent);
    if (body && method !== 'HEAD') res.end(body);
    else res.end();
    const ms = performance.now() - start;
    app.countAnswer(method, hit.route, status, ms);
    if (logsInfo) {
      logCompleted(app.log, {
        reqId: id,
        method,
        url,
        statusCode: status,
        elapsedMs: ms,
        ip: addressOf(req),
      });
    }
    return true;
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
 * What a hit of that kind answers, whichever path sends it (Fastify's hook or the early path): the stored
 * status, headers and body in that encoding, or a 304 with the ETag.
 */
function hitAnswer(
  cache: AnswerCache,
  hit: CachedAnswer,
  kind: HitKind,
): { status: number; headers: Record<string, string>; body: Buffer | null } {
  const fixed = { etag: hit.etag, 'cache-control': REVALIDATE, 'x-cache': 'hit' };
  if (kind === 'not-modified') return { status: 304, headers: fixed, body: null };
  const encoded: Record<string, string> =
    kind === 'identity' ? {} : { 'content-encoding': kind, vary: 'accept-encoding' };
  return {
    status: hit.status,
    headers: { ...hit.headers, ...fixed, ...encoded },
    body: cache.body(hit, kind),
  };
}

/**
 * A hit as the early path sends it: the security headers, then the answer's own (which win), its length,
 * and a last slot for each request's id — a flat list, which Node writes without copying it into an object.
 */
function preparedHit(answer: ReturnType<typeof hitAnswer>, security: Record<string, string>): PreparedHit {
  const all: Record<string, string> = { ...security, ...answer.headers };
  if (answer.body) all['content-length'] = String(answer.body.length);
  return {
    status: answer.status,
    head: [...Object.entries(all).flat(), 'x-request-id', ''],
    body: answer.body,
  };
}

/** Answers an anonymous request from the answer cache before Fastify; false when it is not a hit. */
export type EarlyAnswer = (req: IncomingMessage, res: ServerResponse) => boolean;

/** The query parameters a path's answers are keyed on, and whether only the first value of each counts. */
interface KeyScheme {
  names: readonly string[];
  page: boolean;
}

/** Paths whose key scheme is remembered for the early path (a path is one route's, so this is plenty). */
const MAX_SCHEMES = 10_000;

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
function schemaQueryNames(request: FastifyRequest): readonly string[] {
  const schema = request.routeOptions.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
  return schema?.shape ? Object.keys(schema.shape) : [];
}
