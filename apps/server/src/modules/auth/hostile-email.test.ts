// Issue 14, item 1: an email of "a@" + 128,000 dots + "@" kept the event loop busy for ~29 s (the email
// pattern backtracked quadratically, and ran even after the length check had failed). A megabyte of it
// must now be refused at once, and the server must keep answering everyone else meanwhile.
import { AUTH_MSG } from '@campito/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

/** "a@" + dots + "@": just under the 1 MiB body limit once wrapped in JSON. */
const HOSTILE_EMAIL = `a@${'.'.repeat(1_000_000)}@`;

describe('a hostile megabyte email (ReDoS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
    // A first, ordinary request to each route, so the timings below measure the hostile email and not
    // the app's first request (route compilation, the database's first query).
    for (const url of ['/api/auth/login', '/api/auth/register', '/api/password'])
      await t.app.inject({ method: 'POST', url, payload: { email: 'nadie@example.com' } });
    await t.app.inject({ method: 'GET', url: '/api/health' });
  });
  afterAll(() => t.close());

  const timed = async <T>(started: number, work: Promise<T>) => {
    const res = await work;
    return { res, ms: performance.now() - started };
  };

  it.each([
    ['/api/auth/login', { email: HOSTILE_EMAIL, pass: 'perro2024' }],
    ['/api/auth/register', { name: 'Persona de Prueba', email: HOSTILE_EMAIL, pass: 'perro2024' }],
    ['/api/password', { email: HOSTILE_EMAIL }],
  ])('POST %s refuses it in Spanish in well under a second while /api/health answers', async (url, body) => {
    const started = performance.now();
    const [hostile, health] = await Promise.all([
      timed(started, t.app.inject({ method: 'POST', url, payload: body })),
      timed(started, t.app.inject({ method: 'GET', url: '/api/health' })),
    ]);
    expect(hostile.res.statusCode).toBe(400);
    expect(hostile.res.json()).toMatchObject({ error: AUTH_MSG.email, errors: { email: AUTH_MSG.email } });
    expect(hostile.ms).toBeLessThan(1000);
    expect(health.res.statusCode).toBe(200);
    expect(health.res.json()).toEqual({ status: 'ok' });
    expect(health.ms).toBeLessThan(1000);
  });
});
