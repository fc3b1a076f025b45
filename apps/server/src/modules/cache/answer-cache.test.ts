import { brotliDecompressSync } from 'node:zlib';
import { INTERFACE_ID } from '@campito/core';
import { interfaces } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/app';
import { waitFor } from '../../../test/wait';
import { AnswerCache, ENTRY_OVERHEAD_BYTES, MAX_ANSWER_ENTRIES, MAX_ANSWER_KEY_CHARS } from './answer-store';

describe('answer cache for anonymous visitors', () => {
  let t: TestApp;
  let renders = 0;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.get('/api/test-cached', { config: { cache: ['interfaces'] } }, async () => {
        renders++;
        const row = await app.services.site.getInterface();
        return { text: row?.visitasText ?? null, pad: 'x'.repeat(2000) };
      });
      // A cached route keyed on a free text, as a search is.
      app.get(
        '/api/test-cached-query',
        {
          config: { cache: ['interfaces'] },
          schema: { querystring: z.object({ q: z.string().optional() }) },
        },
        async (request) => ({ q: (request.query as { q?: string }).q ?? null }),
      );
      // A cached route whose answer is made for a person some other way than the session cookie (a route's
      // own sign-in): it must never be stored, whatever the answer cache decided from the cookie.
      app.get(
        '/api/test-cached-personal',
        {
          config: { cache: ['interfaces'] },
          onRequest: async (request) => {
            if (request.headers.authorization === 'Bearer ana')
              request.user = {
                id: '00000000-0000-4000-8000-000000000001',
                name: 'Ana Secreta',
                email: 'ana@example.com',
                image: null,
                phone: null,
                birthday: null,
                roles: ['public'],
              };
          },
        },
        async (request) => ({ name: request.user?.name ?? null }),
      );
    });
    await t.db.insert(interfaces).values({ id: INTERFACE_ID, visitasText: 'primero' });
    // The insert's own change notification arrives asynchronously on PostgreSQL: let it land first.
    await waitFor(() => t.app.answerCache.snapshot(['interfaces'])[0]! > 0);
  });
  afterAll(() => t.close());

  it('serves the second anonymous request from the cache with an ETag, and 304 on revalidation', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/test-cached' });
    expect(first.headers['x-cache']).toBe('miss');
    const second = await t.app.inject({ method: 'GET', url: '/api/test-cached' });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.json().text).toBe('primero');
    expect(renders).toBe(1);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/api/test-cached',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    const br = await t.app.inject({
      method: 'GET',
      url: '/api/test-cached',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
  });

  it('keys on the query parameters the route reads: junk query strings share one entry', async () => {
    const before = t.app.answerCache.size;
    const first = await t.app.inject({ method: 'GET', url: '/api/dogs?gender=hembra' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    for (let i = 0; i < 50; i++) {
      const junk = await t.app.inject({
        method: 'GET',
        url: `/api/dogs?gender=hembra&x=${i}&utm_source=${i}`,
      });
      expect(junk.headers['x-cache']).toBe('hit');
    }
    // Order and unread parameters do not matter; a parameter the route reads does.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/dogs?page=1&gender=hembra' })).headers['x-cache'],
    ).toBe('miss');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/dogs?gender=hembra&page=1' })).headers['x-cache'],
    ).toBe('hit');
    expect(t.app.answerCache.size).toBe(before + 2);
  });

  it('never caches for a visitor with a session cookie', async () => {
    const before = renders;
    await t.app.inject({
      method: 'GET',
      url: '/api/test-cached',
      headers: { cookie: 'campito_session=abc' },
    });
    expect(renders).toBe(before + 1);
  });

  it('never stores an answer made for a signed-in person, however the cache judged the request', async () => {
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/api/test-cached-personal',
      headers: { authorization: 'Bearer ana' },
    });
    expect(signedIn.json().name).toBe('Ana Secreta');
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect(signedIn.headers.etag).toBeUndefined();
    expect(t.app.answerCache.get('/api/test-cached-personal')).toBeUndefined();
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/test-cached-personal' });
    expect(anonymous.headers['x-cache']).toBe('miss');
    expect(anonymous.json().name).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/test-cached-personal' })).headers['x-cache']).toBe(
      'hit',
    );
  });

  it('answers a query no page links to (a key over the limit) without storing it', async () => {
    const before = t.app.answerCache.size;
    const long = 'a'.repeat(600);
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'GET', url: `/api/test-cached-query?q=${long}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().q).toBe(long);
      expect(res.headers['x-cache']).toBeUndefined();
    }
    expect(t.app.answerCache.size).toBe(before);
    // A short one is stored as before.
    await t.app.inject({ method: 'GET', url: '/api/test-cached-query?q=corto' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/test-cached-query?q=corto' })).headers['x-cache'],
    ).toBe('hit');
  });

  it('keeps no favourites list in the shared cache: many distinct lists make no entry (issue 39, item 3)', async () => {
    const entries = t.app.answerCache.size;
    const bytes = t.app.answerCache.byteSize;
    const misses = t.app.answerCache.misses;
    for (let i = 0; i < 200; i++) {
      const ids = `${'a'.repeat(3600)}${i.toString(16)}`;
      const res = await t.app.inject({ method: 'GET', url: `/api/favorites/dogs?ids=${ids}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
      expect(res.headers['x-cache']).toBeUndefined();
      // A personal list: neither a browser nor a CDN keeps it.
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    // Asked twice, the same list is made afresh too.
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/favorites/dogs?ids=' });
      expect(res.headers['x-cache']).toBeUndefined();
    }
    expect(t.app.answerCache.size).toBe(entries);
    expect(t.app.answerCache.byteSize).toBe(bytes);
    expect(t.app.answerCache.misses).toBe(misses);
  });

  it('drops the answer as soon as the table it shows changes (database change feed)', async () => {
    await t.app.inject({ method: 'GET', url: '/api/test-cached' });
    const before = renders;
    await t.db.update(interfaces).set({ visitasText: 'segundo' }).where(eq(interfaces.id, INTERFACE_ID));
    await waitFor(() => !t.app.answerCache.get('/api/test-cached'));
    const fresh = await t.app.inject({ method: 'GET', url: '/api/test-cached' });
    expect(fresh.json().text).toBe('segundo');
    expect(renders).toBe(before + 1);
  });
});

describe('AnswerCache', () => {
  const answer = (tags: string[], size = 10) => ({
    status: 200,
    headers: {},
    body: Buffer.alloc(size),
    tags,
  });

  /** A page-like body: markup around text that varies, as a list of dogs does (~50 KB). */
  const pageLike = () => {
    const words = [
      'perro',
      'patas',
      'adoptar',
      'paseo',
      'cucha',
      'vacuna',
      'mimos',
      'campo',
      'collar',
      'hueso',
    ];
    let seed = 7;
    const word = () => {
      seed = (seed * 48271) % 2147483647;
      return words[seed % words.length];
    };
    const items = Array.from(
      { length: 600 },
      (_, i) => `<li class="dog-card"><a href="/adoptar/perros/${i}">${word()} ${word()} ${word()}</a></li>`,
    );
    return Buffer.from(items.join(''));
  };

  it('does not store a render that raced with a change to its data', () => {
    const cache = new AnswerCache();
    const snapshot = cache.snapshot(['dogs']);
    cache.invalidate('dogs');
    cache.set('/a', answer(['dogs']), snapshot);
    expect(cache.get('/a')).toBeUndefined();
  });

  it('invalidates only the answers tagged with the changed table', () => {
    const cache = new AnswerCache();
    cache.set('/dogs', answer(['dogs']), cache.snapshot(['dogs']));
    cache.set('/press', answer(['press_notes']), cache.snapshot(['press_notes']));
    cache.invalidate('dogs');
    expect(cache.get('/dogs')).toBeUndefined();
    expect(cache.get('/press')).toBeDefined();
  });

  it('evicts the least recently used answers beyond its byte budget', () => {
    // Room for two of these entries, not three.
    const one = ENTRY_OVERHEAD_BYTES + '/1'.length + 10 + 29 + 't'.length;
    const cache = new AnswerCache(2 * one + one / 2);
    cache.set('/1', answer(['t']), cache.snapshot(['t']));
    cache.set('/2', answer(['t']), cache.snapshot(['t']));
    cache.get('/1');
    cache.set('/3', answer(['t']), cache.snapshot(['t']));
    expect(cache.get('/2')).toBeUndefined();
    expect(cache.get('/1')).toBeDefined();
    expect(cache.get('/3')).toBeDefined();
  });

  it('counts what a hit makes (compressed variants) and gives it back when dropped', () => {
    const cache = new AnswerCache();
    cache.set('/big', answer(['t'], 4096), cache.snapshot(['t']));
    const entry = cache.get('/big')!;
    const stored = cache.byteSize;
    expect(stored).toBeGreaterThan(4096);
    const br = cache.body(entry, cache.encoding(entry, 'gzip, br'));
    expect(cache.byteSize).toBe(stored + br.length);
    // Made once: a second hit reuses it and counts nothing more.
    expect(cache.body(entry, 'br')).toBe(br);
    expect(cache.byteSize).toBe(stored + br.length);
    cache.invalidate('t');
    expect(cache.byteSize).toBe(0);
    // Made for an entry dropped while its hit was being answered: not counted against the cache.
    cache.body(entry, 'gzip');
    expect(cache.byteSize).toBe(0);
  });

  it('answers the first brotli hit with a quick copy and every later one with the smallest, made off the main thread', async () => {
    const cache = new AnswerCache();
    const html = pageLike().toString();
    cache.set('/page', { ...answer(['t']), body: Buffer.from(html) }, cache.snapshot(['t']));
    const stored = cache.byteSize;
    const entry = cache.get('/page')!;
    const quick = cache.body(entry, 'br');
    expect(cache.body(entry, 'br')).toBe(quick);
    await waitFor(() => cache.refining === 0);
    const best = cache.body(entry, 'br');
    expect(best.length).toBeLessThan(quick.length);
    expect(brotliDecompressSync(best).toString()).toBe(html);
    // The size counts the new copy instead of the quick one.
    expect(cache.byteSize).toBe(stored + best.length);
  });

  it('keeps nothing it made off the main thread for an entry dropped meanwhile', async () => {
    const cache = new AnswerCache();
    cache.set('/page', { ...answer(['t']), body: pageLike() }, cache.snapshot(['t']));
    const entry = cache.get('/page')!;
    const quick = cache.body(entry, 'br');
    cache.invalidate('t');
    await waitFor(() => cache.refining === 0);
    expect(entry.variants.br).toBe(quick);
    expect(cache.byteSize).toBe(0);
  });

  it('counts the key, the stored headers, the ETag and tags with a fixed overhead, not just the body', () => {
    const cache = new AnswerCache();
    const key = `/api/favorites/dogs?ids=${'a'.repeat(400)}`;
    const headers = { 'content-type': 'application/json; charset=utf-8', 'x-total-count': '0' };
    cache.set(key, { ...answer(['dogs']), headers, body: Buffer.from('[]') }, cache.snapshot(['dogs']));
    const entry = cache.get(key)!;
    const headerChars = Object.entries(headers).reduce(
      (n, [name, value]) => n + name.length + value.length,
      0,
    );
    expect(cache.byteSize).toBe(
      ENTRY_OVERHEAD_BYTES + key.length + 2 + entry.etag.length + headerChars + 'dogs'.length,
    );
    expect(entry.bytes).toBe(cache.byteSize);
    // 60,000 such answers of 2 bytes each said 395 KB (issue 39, item 3); each now counts what it holds.
    expect(cache.byteSize).toBeGreaterThan(key.length + ENTRY_OVERHEAD_BYTES);
    cache.invalidate('dogs');
    expect(cache.byteSize).toBe(0);
  });

  it('keeps its own copy of a small body, not the shared slab it was a view of', () => {
    const cache = new AnswerCache();
    const pooled = Buffer.from('[]');
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length);
    cache.set('/small', { ...answer(['t']), body: pooled }, cache.snapshot(['t']));
    const body = cache.get('/small')!.body;
    expect(body.toString()).toBe('[]');
    expect(body.buffer.byteLength).toBe(2);
  });

  it('keeps at most its number of entries, dropping the least recently used', () => {
    const cache = new AnswerCache(64 * 1024 * 1024, 3);
    for (const key of ['/1', '/2', '/3']) cache.set(key, answer(['t']), cache.snapshot(['t']));
    cache.get('/1');
    cache.set('/4', answer(['t']), cache.snapshot(['t']));
    cache.set('/5', answer(['t']), cache.snapshot(['t']));
    expect(cache.size).toBe(3);
    expect(cache.get('/1')).toBeDefined();
    expect(cache.get('/2')).toBeUndefined();
    expect(cache.get('/3')).toBeUndefined();
    expect(cache.get('/4')).toBeDefined();
    expect(cache.get('/5')).toBeDefined();
    // The byte count follows what is left.
    expect(cache.byteSize).toBe(3 * (ENTRY_OVERHEAD_BYTES + 2 + 10 + 29 + 1));
  });

  it('keeps no more than MAX_ANSWER_ENTRIES by default, however small the answers', () => {
    const cache = new AnswerCache();
    for (let i = 0; i < MAX_ANSWER_ENTRIES + 500; i++)
      cache.set(`/api/x?q=${i}`, answer(['t'], 2), cache.snapshot(['t']));
    expect(cache.size).toBe(MAX_ANSWER_ENTRIES);
    expect(cache.get('/api/x?q=0')).toBeUndefined();
    expect(cache.get(`/api/x?q=${MAX_ANSWER_ENTRIES + 499}`)).toBeDefined();
  });

  it('does not store an answer under an over-long key', () => {
    const cache = new AnswerCache();
    const longest = `/x?q=${'a'.repeat(MAX_ANSWER_KEY_CHARS - 5)}`;
    const tooLong = `${longest}b`;
    expect(cache.keeps(longest)).toBe(true);
    expect(cache.keeps(tooLong)).toBe(false);
    cache.set(tooLong, answer(['t']), cache.snapshot(['t']));
    expect(cache.get(tooLong)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.byteSize).toBe(0);
    cache.set(longest, answer(['t']), cache.snapshot(['t']));
    expect(cache.get(longest)).toBeDefined();
  });

  it('sends small bodies as they are, and the encoding the client accepts otherwise', () => {
    const cache = new AnswerCache();
    cache.set('/small', answer(['t'], 100), cache.snapshot(['t']));
    cache.set('/big', answer(['t'], 2048), cache.snapshot(['t']));
    expect(cache.encoding(cache.get('/small')!, 'br')).toBe('identity');
    const big = cache.get('/big')!;
    expect(cache.encoding(big, 'gzip, deflate, br')).toBe('br');
    expect(cache.encoding(big, 'gzip')).toBe('gzip');
    expect(cache.encoding(big, undefined)).toBe('identity');
  });
});
