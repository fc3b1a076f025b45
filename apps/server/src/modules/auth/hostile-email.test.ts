// Issue 14, item 1: an email of "a@" + 128,000 dots + "@" kept the event loop busy for ~29 s (the email
// pattern backtracked quadratically, and ran even after the length check had failed). A megabyte of it
// must now be refused at once, and the server must keep answering everyone else meanwhile. No wall-clock
// assertion (issue 32): the pattern's safety is recheck's verdict (packages/core/src/patterns.test.ts) and
// the length check that runs before it; here, the answer and a concurrent health check.
import { AUTH_MSG } from '@campito/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

/** "a@" + dots + "@": just under the 1 MiB body limit once wrapped in JSON. */
const HOSTILE_EMAIL = `a@${'.'.repeat(1_000_000)}@`;

describe('a hostile megabyte email (ReDoS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
  });
  afterAll(() => t.close());

  it.each([
    ['/api/auth/login', { email: HOSTILE_EMAIL, pass: 'perro2024' }],
    ['/api/auth/register', { name: 'Persona de Prueba', email: HOSTILE_EMAIL, pass: 'perro2024' }],
    ['/api/password', { email: HOSTILE_EMAIL }],
  ])('POST %s refuses it in Spanish by its length while /api/health answers', async (url, body) => {
    const [hostile, health] = await Promise.all([
      t.app.inject({ method: 'POST', url, payload: body }),
      t.app.inject({ method: 'GET', url: '/api/health' }),
    ]);
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json()).toMatchObject({ error: AUTH_MSG.email, errors: { email: AUTH_MSG.email } });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
  });
});
