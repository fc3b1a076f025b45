import { users } from '@campito/db';
import { createTestApp, type TestApp } from '@campito/server/test';
import { eq } from 'drizzle-orm';
import type { ActionFunctionArgs } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action } from './profile';

type Answer = {
  data: { intent: string; ok: boolean; to?: string | null };
  init?: { status?: number } | null;
};

// Issue 16: the admin panel's no-access page links to /profile?volver=/admin…; after the sign-in, staff go
// back there — by a redirect of the POST without JavaScript, by the answer's `to` with it — and nobody is
// ever sent off the site or, without the role, to the panel.
describe('the /profile login form with "volver"', () => {
  let t: TestApp;
  const PASS = 'perro2024';
  const STAFF = 'equipo-volver@example.com';
  const PERSON = 'persona-volver@example.com';

  const login = (email: string, volver: string | null, js: boolean) => {
    const address = `http://localhost/profile${volver === null ? '' : `?volver=${encodeURIComponent(volver)}`}`;
    return action({
      request: new Request(address, {
        method: 'POST',
        body: new URLSearchParams({ intent: 'login', _js: js ? '1' : '', email, pass: PASS }),
      }),
      url: new URL(address),
      pattern: '/profile',
      context: {
        services: t.app.services,
        config: { publicUrl: 'http://localhost:3000' },
        requestId: 'test',
        user: null,
        ip: '203.0.113.9',
      },
      params: {},
    } as unknown as ActionFunctionArgs) as Promise<unknown>;
  };

  /** The redirect of a post without JavaScript: where it goes, and that it signs in. */
  const redirectOf = async (email: string, volver: string | null) => {
    const res = (await login(email, volver, false)) as Response;
    expect(res).toBeInstanceOf(Response);
    expect(res.status).toBe(302);
    expect(res.headers.get('set-cookie')).toBeTruthy();
    return res.headers.get('location');
  };

  const answerOf = async (email: string, volver: string | null) => {
    const answer = (await login(email, volver, true)) as Answer;
    expect(answer.data).toMatchObject({ intent: 'login', ok: true });
    return answer.data.to;
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const email of [STAFF, PERSON]) {
      await t.app.services.auth.register({ name: 'Persona de Prueba', email, pass: PASS }, '203.0.113.1');
    }
    await t.db
      .update(users)
      .set({ roles: ['admin'] })
      .where(eq(users.email, STAFF));
  });
  afterAll(() => t.close());

  it('without JavaScript, staff are redirected to the admin path they came from', async () => {
    expect(await redirectOf(STAFF, '/admin')).toBe('/admin');
    expect(await redirectOf(STAFF, '/admin/dogs')).toBe('/admin/dogs');
    expect(await redirectOf(STAFF, '/admin#/dogs/3')).toBe('/admin#/dogs/3');
    expect(await redirectOf(STAFF, null)).toBe('/profile');
  });

  it('with JavaScript, the answer says where to go', async () => {
    expect(await answerOf(STAFF, '/admin')).toBe('/admin');
    expect(await answerOf(STAFF, null)).toBeNull();
  });

  it('an unsafe "volver" is ignored: the profile, as without it', async () => {
    for (const volver of [
      '//evil.example',
      'https://evil.example/admin',
      '/\\evil.example',
      '/.//evil.example',
    ]) {
      expect(await redirectOf(STAFF, volver), volver).toBe('/profile');
      expect(await answerOf(STAFF, volver), volver).toBeNull();
    }
  });

  it('someone without the role is not sent to the panel', async () => {
    expect(await redirectOf(PERSON, '/admin')).toBe('/profile');
    expect(await answerOf(PERSON, '/admin/dogs')).toBeNull();
  });

  it('a failed sign-in goes nowhere', async () => {
    const res = (await action({
      request: new Request('http://localhost/profile?volver=/admin', {
        method: 'POST',
        body: new URLSearchParams({ intent: 'login', _js: '', email: STAFF, pass: 'otra-clave-1' }),
      }),
      url: new URL('http://localhost/profile?volver=/admin'),
      pattern: '/profile',
      context: {
        services: t.app.services,
        config: { publicUrl: 'http://localhost:3000' },
        requestId: 'test',
        user: null,
        ip: '203.0.113.9',
      },
      params: {},
    } as unknown as ActionFunctionArgs)) as Answer;
    expect(res).not.toBeInstanceOf(Response);
    expect(res.init?.status).toBe(401);
    expect(res.data).toMatchObject({ intent: 'login', ok: false });
  });
});
