import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { Role } from '@campito/core';
import { users } from '@campito/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { SESSION_COOKIE, type SessionUser } from '../modules/auth/session.service';
import { registerAdminGate } from './admin-gate';

/** The gate on a bare Fastify app: the user comes from a test header, the "pages" answer 403 like the site. */
async function appWith(distDir: string): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const roles = request.headers['x-roles'];
    request.user = roles
      ? ({
          id: 'u',
          name: 'Persona',
          email: 'p@example.com',
          roles: String(roles).split(',') as Role[],
        } as SessionUser)
      : null;
  });
  await registerAdminGate(app, { distDir });
  app.get('/*', async (_request, reply) => reply.status(403).send('pagina sin acceso'));
  return app;
}

describe('the /admin gate', () => {
  let root: string;
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'campito-admin-'));
    dir = path.join(root, 'dist');
    await mkdir(path.join(dir, 'assets'), { recursive: true });
    await writeFile(path.join(root, 'secret.txt'), 'secreto');
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Panel</title><div id="root"></div>');
    await writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("panel")');
    await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await appWith(dir);
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it.each([
    ['anonymous', undefined],
    ['a public user', 'public'],
    ['a volunteer', 'voluntario,equipo1'],
  ])('lets %s fall through to the no-access page', async (_who, roles) => {
    for (const url of ['/admin', '/admin/', '/admin/dogs/123', '/admin/assets/index-abc123.js']) {
      const res = await app.inject({ url, headers: roles ? { 'x-roles': roles } : {} });
      expect(res.statusCode, url).toBe(403);
      expect(res.body).toBe('pagina sin acceso');
    }
  });

  it.each([['admin'], ['superAdmin'], ['public,admin']])('serves the SPA to %s', async (roles) => {
    for (const url of ['/admin', '/admin/', '/admin/dogs/123/edit?x=1']) {
      const res = await app.inject({ url, headers: { 'x-roles': roles } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.body).toContain('<title>Panel</title>');
    }
  });

  it('serves hashed assets with an immutable private cache, other files revalidated', async () => {
    const js = await app.inject({ url: '/admin/assets/index-abc123.js', headers: { 'x-roles': 'admin' } });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/text\/javascript/);
    expect(js.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(js.body).toBe('console.log("panel")');
    const icon = await app.inject({ url: '/admin/favicon.svg', headers: { 'x-roles': 'admin' } });
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('private, no-cache');
  });

  it("sends the build's brotli or gzip copy to a browser that takes it, the file itself otherwise", async () => {
    const big = `console.log(${JSON.stringify('panel '.repeat(400))});`;
    const file = path.join(dir, 'assets', 'big-def456.js');
    await writeFile(file, big);
    await writeFile(`${file}.br`, brotliCompressSync(big));
    await writeFile(`${file}.gz`, gzipSync(big));
    const url = '/admin/assets/big-def456.js';
    const ask = (acceptEncoding?: string) =>
      app.inject({
        url,
        headers: { 'x-roles': 'admin', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const br = await ask('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Cookie, accept-encoding');
    expect(br.headers['content-type']).toMatch(/text\/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(big);
    const gz = await ask('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(big);
    for (const plain of [await ask(), await ask('br;q=0, gzip;q=0')]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(big);
    }
    // A file the build did not compress (small ones) is sent as it is.
    const small = await app.inject({
      url: '/admin/assets/index-abc123.js',
      headers: { 'x-roles': 'admin', 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log("panel")');
  });

  it('never serves a file outside the build, and a missing asset is a 404 rather than the SPA', async () => {
    for (const url of [
      '/admin/..%2fsecret.txt',
      '/admin/..%2f..%2fdist%2f..%2fsecret.txt',
      '/admin/assets/nope.js',
    ]) {
      const res = await app.inject({ url, headers: { 'x-roles': 'admin' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('secreto');
    }
    // A literal ../ is resolved before routing: it is simply not an /admin path any more.
    const dotted = await app.inject({ url: '/admin/../secret.txt', headers: { 'x-roles': 'admin' } });
    expect(dotted.body).not.toContain('secreto');
  });

  it('answers a short Spanish page to staff while the panel is not built', async () => {
    const empty = await appWith(path.join(dir, 'no-existe'));
    try {
      const res = await empty.inject({ url: '/admin', headers: { 'x-roles': 'superAdmin' } });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('todavía no está compilado');
      expect(res.body).toContain('npm run build -w @campito/admin');
      const other = await empty.inject({ url: '/admin', headers: { 'x-roles': 'public' } });
      expect(other.statusCode).toBe(403);
    } finally {
      await empty.close();
    }
  });

  it('leaves other paths and methods alone', async () => {
    expect((await app.inject({ url: '/administracion', headers: { 'x-roles': 'admin' } })).statusCode).toBe(
      403,
    );
    const post = await app.inject({ method: 'POST', url: '/admin', headers: { 'x-roles': 'admin' } });
    expect(post.statusCode).toBe(404);
  });
});

describe('the /admin gate in the whole app', () => {
  it('decides from the server-side session, not from anything the browser claims', async () => {
    const t = await createTestApp();
    try {
      const [admin] = await t.db
        .insert(users)
        .values({ name: 'Administración', email: 'admin@example.com', roles: ['admin'] })
        .returning();
      const { token } = await t.app.services.sessions.create(admin!.id);
      const staff = await t.app.inject({ url: '/admin', headers: { cookie: `${SESSION_COOKIE}=${token}` } });
      // The built panel (200) or the "not built yet" page (503), depending on this checkout.
      expect([200, 503]).toContain(staff.statusCode);
      expect(staff.headers['content-type']).toMatch(/text\/html/);
      // No session, or a forged cookie / localStorage copy: not served here (the API-only test app has
      // no pages, so the request ends in the JSON 404 instead of the no-access page).
      for (const cookie of [undefined, `${SESSION_COOKIE}=falso`, 'user={"roles":["admin"]}']) {
        const res = await t.app.inject({ url: '/admin', headers: cookie ? { cookie } : {} });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/json/);
      }
    } finally {
      await t.close();
    }
  });
});
