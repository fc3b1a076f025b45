import { MSG } from '@campito/core';
import { users } from '@campito/db';
import { createTestApp, type TestApp } from '@campito/server/test';
import { eq } from 'drizzle-orm';
import type { ActionFunctionArgs } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action } from './profile';

type Answer = {
  data: { intent: string; ok: boolean; error?: string | null };
  init?: { status?: number } | null;
};

// Issue 14, item 5 on the /profile login form: it goes through the same auth service as the API with the
// client's address, so a stranger's failures from one address do not lock the owner out elsewhere.
describe('the /profile login form: limits by address, never by account alone', () => {
  let t: TestApp;
  const PASS = 'perro2024';

  const login = async (pass: string, ip: string) =>
    (await action({
      request: new Request('http://localhost/profile', {
        method: 'POST',
        body: new URLSearchParams({ intent: 'login', _js: '1', email: 'duenia@example.com', pass }),
      }),
      url: new URL('http://localhost/profile'),
      pattern: '/profile',
      context: {
        services: t.app.services,
        config: { publicUrl: 'http://localhost:3000' },
        requestId: 'test',
        user: null,
        ip,
      },
      params: {},
    } as unknown as ActionFunctionArgs)) as unknown as Answer;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
    await t.app.services.auth.register(
      { name: 'Dueña de la Cuenta', email: 'duenia@example.com', pass: PASS },
      '203.0.113.1',
    );
    await t.db
      .update(users)
      .set({ roles: ['superAdmin'] })
      .where(eq(users.email, 'duenia@example.com'));
  });
  afterAll(() => t.close());

  it("a stranger's failures block the stranger's address only; the owner signs in from another", async () => {
    for (let i = 0; i < 10; i++) expect((await login('mala12345', '198.51.100.66')).init?.status).toBe(401);
    const blocked = await login(PASS, '198.51.100.66');
    expect(blocked.init?.status).toBe(429);
    expect(blocked.data).toMatchObject({ intent: 'login', ok: false, error: MSG.tooManyRequests });
    const owner = await login(PASS, '203.0.113.50');
    expect(owner.data).toMatchObject({ intent: 'login', ok: true });
  });
});
