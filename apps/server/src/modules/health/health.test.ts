import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInEveryone } from '../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers liveness with ok and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is ready while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('answers JSON 404 in Spanish for an unknown API path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatch(/No encontramos/);
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/ready']));
    expect(doc.paths['/api/ready'].get.responses['503']).toBeDefined();
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });

  it('describes the admin API to staff only', async () => {
    const adminPaths = (doc: { paths: Record<string, unknown> }) =>
      Object.keys(doc.paths).filter((p) => p.startsWith('/api/admin'));
    const { admin, voluntario } = await signInEveryone(t.db, t.app.services);
    for (const url of ['/api/openapi.json', '/api/docs/json']) {
      const stranger = (await t.app.inject({ method: 'GET', url })).json();
      expect(adminPaths(stranger), url).toEqual([]);
      expect(Object.keys(stranger.paths), url).toContain('/api/dogs');
      const volunteer = (
        await t.app.inject({ method: 'GET', url, headers: { cookie: voluntario.cookie } })
      ).json();
      expect(adminPaths(volunteer), url).toEqual([]);
      const staff = (await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } })).json();
      expect(adminPaths(staff).length, url).toBeGreaterThan(5);
    }
    const yaml = await t.app.inject({ method: 'GET', url: '/api/docs/yaml' });
    expect(yaml.body).not.toContain('/api/admin');
  });

  it('answers malformed JSON with a Spanish 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"nope":',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('readiness when the database is gone', () => {
  it('answers 503 with a Spanish message', async () => {
    const t = await createTestApp();
    // Closing the database underneath the app simulates an unreachable server.
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatch(/no está disponible/);
    t.database.close = async () => {};
    await t.close();
  });
});
