// The answer cache's early path: an anonymous hit is answered by the HTTP server's own handler, before
// Fastify builds a request for it, with everything a hit answered by Fastify carries — the stored headers,
// the security headers, a request id, ETag and 304, compression — and the same log line and metrics.
// Over real HTTP (inject() never reaches the server's handler), on a real database.
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as dogPage from '../../../web/app/routes/adoptar-perro';
import { signIn } from '../../test/admin-fixtures';
import { testConfig } from '../../test/app';
import { openTestDatabase } from '../../test/database';
import { insertTestDogs } from '../../test/dog-fixtures';
import { pageBuild } from '../../test/page-build';
import { waitFor } from '../../test/wait';
import { type App, buildApp } from '../app';

let app: App;
let base: string;
let dataDir: string;
let dogId: string;
/** Requests Fastify answered, by URL (its onResponse hook runs just after the answer is sent). */
const reachedFastify: string[] = [];
const answeredByFastify = async (urls: string[]) => {
  await waitFor(() => reachedFastify.length >= urls.length, { what: `Fastify answering ${urls.join(', ')}` });
  expect(reachedFastify).toEqual(urls);
  reachedFastify.length = 0;
};
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'campito-early-'));
  const config = testConfig(dataDir, { LOG_LEVEL: 'info', TRUST_PROXY: '127.0.0.1' });
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
  });
  const database = await openTestDatabase();
  app = await buildApp({ config, database, logStream });
  app.addHook('onResponse', async (request) => {
    reachedFastify.push(request.url);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  dogId = (await insertTestDogs(app.deps.db)).active[0]!.id;
});

afterAll(async () => {
  await app?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => fetch(`${base}${url}`, { headers });

describe('anonymous hits answered before Fastify', () => {
  it('carries what a hit through Fastify carries, and Fastify never sees it', async () => {
    const url = `/api/dogs/${dogId}`;
    const miss = await get(url);
    expect(miss.headers.get('x-cache')).toBe('miss');
    const missBody = await miss.text();
    await answeredByFastify([url]);

    const hit = await get(url, { 'x-forwarded-for': '203.0.113.9' });
    expect(hit.status).toBe(200);
    expect(hit.headers.get('x-cache')).toBe('hit');
    expect(await hit.text()).toBe(missBody);
    expect(reachedFastify).toEqual([]);
    for (const name of [
      'content-type',
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'permissions-policy',
      'etag',
    ]) {
      expect(hit.headers.get(name), name).toBe(miss.headers.get(name));
    }
    expect(hit.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(hit.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(hit.headers.get('x-request-id')).not.toBe(miss.headers.get('x-request-id'));

    // The same log line as Fastify's, with this answer's request id and the forwarded client address.
    const line = lines.find((l) => l.reqId === hit.headers.get('x-request-id'));
    expect(line).toMatchObject({ msg: 'request completed', method: 'GET', url, statusCode: 200 });
    expect(line?.ip).toBe('203.0.113.9');
    const fastifyLine = lines.find((l) => l.reqId === miss.headers.get('x-request-id'));
    expect(Object.keys(line ?? {}).sort()).toEqual(Object.keys(fastifyLine ?? {}).sort());
  });

  it('revalidates with 304, compresses, and answers HEAD without a body', async () => {
    const url = `/api/dogs/${dogId}`;
    const { headers } = await get(url);
    const etag = headers.get('etag')!;
    const revalidated = await get(url, { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('x-cache')).toBe('hit');

    const head = await fetch(`${base}${url}`, { method: 'HEAD' });
    expect(head.headers.get('x-cache')).toBe('hit');
    expect(await head.text()).toBe('');
  });

  it('keys a query string like Fastify does once its path was stored: junk parameters share the entry', async () => {
    const url = '/api/dogs?gender=hembra';
    expect((await get(url)).headers.get('x-cache')).toBe('miss');
    await answeredByFastify([url]);
    const junk = await get(`${url}&utm_source=x&fbclid=1`);
    expect(junk.headers.get('x-cache')).toBe('hit');
    expect(reachedFastify).toEqual([]);
    // A value the route reads is another answer: Fastify makes it.
    expect((await get('/api/dogs?gender=macho')).headers.get('x-cache')).toBe('miss');
    await answeredByFastify(['/api/dogs?gender=macho']);
  });

  it('brotli bodies are the stored answer', async () => {
    const url = '/api/dogs?gender=hembra';
    const plain = await (await get(url)).text();
    const response = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'br' } });
    // fetch decodes brotli itself; the header says it was sent compressed.
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe(plain);
  });

  it('counts hits in the metrics under their route pattern', async () => {
    const staff = await signIn(app.deps.db, app.services, ['admin'], 'metricas@example.com');
    const text = await (await get('/api/metrics', { cookie: staff.cookie })).text();
    const line = text
      .split('\n')
      .find(
        (l) =>
          l.startsWith('http_requests_total{') &&
          l.includes('route="/api/dogs/:id"') &&
          l.includes('status="200"'),
      );
    expect(Number(line?.split(' ').at(-1))).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/http_requests_total\{[^}]*route="\/api\/dogs\/:id"[^}]*status="304"[^}]*\} 1/);
  });

  it('a visitor with a session, or a request with a body, goes to Fastify', async () => {
    const url = `/api/dogs/${dogId}`;
    await new Promise((resolve) => setTimeout(resolve, 100));
    reachedFastify.length = 0;
    const signedIn = await get(url, { cookie: 'campito_session=nada' });
    expect(signedIn.headers.get('x-cache')).toBeNull();
    const withBody = await new Promise<number>((resolve, reject) => {
      const req = request(`${base}${url}`, { method: 'GET', headers: { 'content-length': '2' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end('{}');
    });
    expect(withBody).toBe(200);
    await answeredByFastify([url, url]);
  });
});

// Issue 39, item 2: the session plugin reads the session cookie with @fastify/cookie's parser, which accepts
// `campito_session =TOKEN` and other spellings; the answer cache looked for `campito_session=` in the raw
// header, so such a request was rendered for the signed-in person and stored for everyone (their favourites
// were in the root loader's data of `/adoptar/perros/<id>`). The dog page with the site's root, over HTTP
// (the early path included), on a real database: the person keeps that dog in their favourites, so their
// page shows its heart pressed (the root loader's favourites), and an anonymous one does not.
describe('a signed-in page is never shared, however its cookie is spelled', () => {
  let web: App;
  let at: string;
  let page: string;
  let token: string;
  /** What only their page shows: the dog's heart pressed, its form set to take it out of their favourites. */
  const theirFavourite = 'name="intent" value="quitar"';

  beforeAll(async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'campito-shared-'));
    web = await buildApp({
      config: testConfig(dir),
      database: await openTestDatabase(),
      logger: false,
      web: {
        build: pageBuild({ 'routes/adoptar-perro': ['adoptar/perros/:id', dogPage] }),
        mode: 'production',
      },
    });
    web.addHook('onClose', () => rm(dir, { recursive: true, force: true }));
    await web.listen({ port: 0, host: '127.0.0.1' });
    at = `http://127.0.0.1:${(web.server.address() as AddressInfo).port}`;
    const { active } = await insertTestDogs(web.deps.db);
    page = `/adoptar/perros/${active[0]!.id}`;
    const person = await signIn(web.deps.db, web.services, ['public'], 'favoritos@example.com');
    await web.services.favorites.add(person.id, active[0]!.id);
    token = person.cookie.slice('campito_session='.length);
    // Once the inserts' changes have landed, an anonymous copy is stored and served.
    await waitFor(async () => (await visit()).cache === 'miss' && (await visit()).cache === 'hit', {
      what: 'la página guardada para anónimos',
    });
  });
  afterAll(() => web?.close());

  /** The dog page with exactly this Cookie header (node:http sends it as it is). */
  const visit = (cookie?: string) =>
    new Promise<{ cache: string | undefined; body: string }>((resolve, reject) => {
      const req = request(`${at}${page}`, { headers: cookie === undefined ? {} : { cookie } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          expect(res.statusCode).toBe(200);
          const cache = res.headers['x-cache'];
          resolve({ cache: Array.isArray(cache) ? cache[0] : cache, body: Buffer.concat(chunks).toString() });
        });
      });
      req.on('error', reject);
      req.end();
    });

  /**
   * Spellings of the session cookie the parser accepts, and whether the page is theirs: a quoted value keeps
   * its quotes and the first of a repeated name counts, so those two render for nobody — and are not stored
   * either, since the request carries the cookie.
   */
  const spellings = (): [cookie: string, theirs: boolean][] => [
    [`campito_session=${token}`, true],
    [`campito_session =${token}`, true],
    [`campito_session= ${token}`, true],
    [`campito_session = ${token}`, true],
    [`campito_session\t=\t${token}`, true],
    [`campito_session="${token}"`, false],
    [`campito_session=${token}; campito_session=otro`, true],
    [`campito_session=otro; campito_session=${token}`, false],
    [`_ga=GA1.2.3; campito_session =${token}; tema=oscuro`, true],
    [`tema=oscuro;campito_session =${token}`, true],
  ];

  it('knows their page when it sees it (their favourite is in it), and the anonymous one has none', async () => {
    expect((await visit(`campito_session=${token}`)).body).toContain(theirFavourite);
    const anonymous = (await visit()).body;
    expect(anonymous).toContain('name="intent" value="guardar"');
    expect(anonymous).not.toContain(theirFavourite);
  });

  it('stores no spelling of a signed-in request: the next anonymous visitor gets a page of their own', async () => {
    for (const [cookie, theirs] of spellings()) {
      web.answerCache.clear();
      const signedIn = await visit(cookie);
      expect(signedIn.body.includes(theirFavourite), cookie).toBe(theirs);
      const stored = web.answerCache.size;
      const anonymous = await visit();
      expect(anonymous.body, cookie).not.toContain(theirFavourite);
      expect(signedIn.cache, cookie).toBeUndefined();
      expect(stored, cookie).toBe(0);
      expect(anonymous.cache, cookie).toBe('miss');
      expect((await visit()).cache, cookie).toBe('hit');
    }
  });

  it('never sends the stored anonymous page to a request with the cookie, before Fastify or through it', async () => {
    await visit();
    expect((await visit()).cache).toBe('hit');
    for (const [cookie, theirs] of spellings()) {
      const signedIn = await visit(cookie);
      expect(signedIn.cache, cookie).toBeUndefined();
      expect(signedIn.body.includes(theirFavourite), cookie).toBe(theirs);
    }
  });

  it('takes another name (`Campito_Session`) for another cookie, as the session plugin does: that page is anonymous and may be stored', async () => {
    web.answerCache.clear();
    const other = await visit(`Campito_Session=${token}`);
    expect(other.cache).toBe('miss');
    expect(other.body).not.toContain(theirFavourite);
    const anonymous = await visit();
    expect(anonymous.cache).toBe('hit');
    expect(anonymous.body).not.toContain(theirFavourite);
  });
});
