// The answer cache's hits, over real HTTP on a real database: answered from Fastify's onRequest hook, so a
// hit goes through the same hooks as every answer (issue 33: one request path) — the stored headers, the
// security headers, a request id, ETag and 304, compression, the request log line and the metrics.
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
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'campito-hits-'));
  const config = testConfig(dataDir, { LOG_LEVEL: 'info', TRUST_PROXY: '127.0.0.1' });
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
  });
  const database = await openTestDatabase();
  app = await buildApp({ config, database, logStream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  dogId = (await insertTestDogs(app.deps.db)).active[0]!.id;
});

afterAll(async () => {
  await app?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => fetch(`${base}${url}`, { headers });
const lineOf = (answer: Response) =>
  waitFor(() => lines.find((l) => l.reqId === answer.headers.get('x-request-id')), {
    what: `La línea de ${answer.url}`,
  });

describe('anonymous hits', () => {
  it('carry the headers a miss carries, a request id of their own and the same log line', async () => {
    const url = `/api/dogs/${dogId}`;
    const miss = await get(url);
    expect(miss.headers.get('x-cache')).toBe('miss');
    const missBody = await miss.text();

    const hit = await get(url, { 'x-forwarded-for': '203.0.113.9' });
    expect(hit.status).toBe(200);
    expect(hit.headers.get('x-cache')).toBe('hit');
    expect(await hit.text()).toBe(missBody);
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

    // pino's line, with this answer's request id and the forwarded client address.
    const line = await lineOf(hit);
    expect(line).toMatchObject({ msg: 'request completed', method: 'GET', url, statusCode: 200, level: 30 });
    expect(line.ip).toBe('203.0.113.9');
    expect(typeof line.ms).toBe('number');
    const missLine = await lineOf(miss);
    expect(Object.keys(line).sort()).toEqual(Object.keys(missLine).sort());
  });

  it('revalidate with 304, and answer HEAD without a body', async () => {
    const url = `/api/dogs/${dogId}`;
    const { headers } = await get(url);
    const etag = headers.get('etag')!;
    const revalidated = await get(url, { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('x-cache')).toBe('hit');
    // No policy of its own: the browser would put it in place of the stored page's (CI, issue 33).
    expect(revalidated.headers.get('content-security-policy')).toBeNull();

    const head = await fetch(`${base}${url}`, { method: 'HEAD' });
    expect(head.headers.get('x-cache')).toBe('hit');
    expect(await head.text()).toBe('');
  });

  it('share one entry among query strings that differ only in parameters the route does not read', async () => {
    const url = '/api/dogs?gender=hembra';
    expect((await get(url)).headers.get('x-cache')).toBe('miss');
    expect((await get(`${url}&utm_source=x&fbclid=1`)).headers.get('x-cache')).toBe('hit');
    // A value the route reads is another answer.
    expect((await get('/api/dogs?gender=macho')).headers.get('x-cache')).toBe('miss');
  });

  it('send the stored answer compressed with brotli', async () => {
    const url = '/api/dogs?gender=hembra';
    const plain = await (await get(url)).text();
    const response = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'br' } });
    // fetch decodes brotli itself; the header says it was sent compressed.
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe(plain);
  });

  it('are counted in the metrics under their route pattern', async () => {
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

  it('are never answered to a visitor with a session', async () => {
    const signedIn = await get(`/api/dogs/${dogId}`, { cookie: 'campito_session=nada' });
    expect(signedIn.headers.get('x-cache')).toBeNull();
  });
});

// Issue 39, item 2: the session plugin reads the session cookie with @fastify/cookie's parser, which accepts
// `campito_session =TOKEN` and other spellings; the answer cache looked for `campito_session=` in the raw
// header, so such a request was rendered for the signed-in person and stored for everyone (their favourites
// were in the root loader's data of `/adoptar/perros/<id>`). The dog page with the site's root, over HTTP
// on a real database: the person keeps that dog in their favourites, so their
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

  it('never sends the stored anonymous page to a request with the cookie', async () => {
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
