import { brotliDecompressSync } from 'node:zlib';
import { INTERFACE_ID } from '@campito/core';
import { interfaces } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { waitFor } from '../../../test/wait';
import { AnswerCache } from './answer-store';

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return check();
};

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
    });
    await t.db.insert(interfaces).values({ id: INTERFACE_ID, visitasText: 'primero' });
    // The insert's own change notification arrives asynchronously on PostgreSQL: let it land first.
    await until(() => t.app.answerCache.snapshot(['interfaces'])[0]! > 0);
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

  it('drops the answer as soon as the table it shows changes (database change feed)', async () => {
    await t.app.inject({ method: 'GET', url: '/api/test-cached' });
    const before = renders;
    await t.db.update(interfaces).set({ visitasText: 'segundo' }).where(eq(interfaces.id, INTERFACE_ID));
    expect(await until(() => !t.app.answerCache.get('/api/test-cached'))).toBe(true);
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
    route: '/*',
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
    const cache = new AnswerCache(25);
    cache.set('/1', answer(['t']), cache.snapshot(['t']));
    cache.set('/2', answer(['t']), cache.snapshot(['t']));
    cache.get('/1');
    cache.set('/3', answer(['t']), cache.snapshot(['t']));
    expect(cache.get('/2')).toBeUndefined();
    expect(cache.get('/1')).toBeDefined();
    expect(cache.get('/3')).toBeDefined();
  });

  it('counts what a hit makes (compressed variants, prepared headers) and gives it back when dropped', () => {
    const cache = new AnswerCache();
    cache.set('/big', answer(['t'], 4096), cache.snapshot(['t']));
    const entry = cache.get('/big')!;
    expect(cache.byteSize).toBe(4096);
    const br = cache.body(entry, cache.encoding(entry, 'gzip, br'));
    expect(cache.byteSize).toBe(4096 + br.length);
    // Made once per kind: a second hit of the same kind reuses it and counts nothing more.
    const make = () => ({ status: 200, head: ['content-encoding', 'br', 'x-request-id', ''], body: br });
    const first = cache.prepared(entry, 'br', make);
    expect(cache.prepared(entry, 'br', make)).toBe(first);
    expect(cache.byteSize).toBe(4096 + br.length + 'content-encodingbrx-request-id'.length);
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
    const entry = cache.get('/page')!;
    const quick = cache.body(entry, 'br');
    const make = () => ({ status: 200, head: ['content-length', String(quick.length)], body: quick });
    cache.prepared(entry, 'br', make);
    expect(cache.body(entry, 'br')).toBe(quick);
    await waitFor(() => cache.refining === 0);
    const best = cache.body(entry, 'br');
    expect(best.length).toBeLessThan(quick.length);
    expect(brotliDecompressSync(best).toString()).toBe(html);
    // The headers made for the quick copy (its length) went with it, and the size counts the new copy.
    const remade = cache.prepared(entry, 'br', () => ({
      status: 200,
      head: ['content-length', String(best.length)],
      body: best,
    }));
    expect(remade.body).toBe(best);
    expect(cache.byteSize).toBe(
      html.length + best.length + 'content-length'.length + String(best.length).length,
    );
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
