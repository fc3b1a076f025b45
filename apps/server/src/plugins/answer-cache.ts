import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AnswerCache } from '../modules/cache/answer-store';

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
 * ETag and revalidate (304) cheaply.
 */
export async function registerAnswerCache(app: FastifyInstance) {
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

  /**
   * The answer's key: its path and only the query parameters its route reads, in that order. A page reads
   * the first value of each of its `handle.query` names; an API route's querystring schema sees every
   * value (a repeated name is an array, which it may refuse), so all of them count. `/?x=1`, `/?x=2`… are
   * one entry, so junk query strings cannot push real answers out of the cache.
   */
  const keyOf = (request: FastifyRequest): string => {
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    const page = request.routeOptions.url === '/*';
    const names = page ? app.pageCacheQuery(pathname) : schemaQueryNames(request);
    if (!names.length || !search) return pathname;
    const params = new URLSearchParams(search);
    const kept = new URLSearchParams();
    for (const name of names) {
      const values = params.getAll(name);
      for (const value of page ? values.slice(0, 1) : values) kept.append(name, value);
    }
    const query = kept.toString();
    return query ? `${pathname}?${query}` : pathname;
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
    if (request.headers.cookie?.includes('campito_session=')) return;
    // Only answers whose route declared tags were ever stored, so a hit needs no tag lookup.
    const key = keyOf(request);
    const hit = cache.get(key);
    if (!hit) {
      const tags =
        request.routeOptions.config?.cache ??
        (request.routeOptions.url === '/*' ? app.pageCacheTags(request.url.split('?')[0]!) : undefined);
      if (!tags?.length) return;
      cache.misses++;
      request.cacheKey = key;
      request.cacheTags = tags;
      request.cacheSnapshot = cache.snapshot(tags);
      return;
    }
    cache.hits++;
    reply.header('etag', hit.etag).header('cache-control', REVALIDATE).header('x-cache', 'hit');
    if (request.headers['if-none-match'] === hit.etag) return reply.code(304).send();
    const { encoding, body } = cache.body(hit, request.headers['accept-encoding']);
    reply.code(hit.status).headers(hit.headers);
    if (encoding !== 'identity') reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
    return reply.send(body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.cacheKey || !request.cacheTags || !request.cacheSnapshot) return payload;
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
  });
}

/** The names an API route's zod querystring schema declares (none without one). */
function schemaQueryNames(request: FastifyRequest): readonly string[] {
  const schema = request.routeOptions.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
  return schema?.shape ? Object.keys(schema.shape) : [];
}
