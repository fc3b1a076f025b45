import { AUTH_MSG, MSG } from '@campito/core';
import { mailOutbox, rateLimits, sessions, users } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { SESSION_COOKIE } from './session.service';

const PASS = 'perro2024';
const person = (n: string) => ({ name: 'Persona de Prueba', email: `${n}@example.com`, pass: PASS });

interface Cookie {
  name: string;
  value: string;
  secure?: boolean;
  maxAge?: number;
}

function sessionOf(res: { cookies: Cookie[] }) {
  return res.cookies.find((c) => c.name === SESSION_COOKIE);
}

describe('registration, login and logout (API)', () => {
  let t: TestApp;
  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {},
    });
  const me = async (token?: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: token ? { cookie: `${SESSION_COOKIE}=${token}` } : {},
      })
    ).json().user;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
  });
  afterAll(() => t.close());

  it('registers with an argon2id hash and a lower-cased email, without signing in', async () => {
    const res = await post('/api/auth/register', { ...person('Registro'), email: 'Registro@Example.com' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Se registro correctamente');
    expect(body.user).toEqual({
      _id: expect.any(String),
      name: 'Persona de Prueba',
      email: 'registro@example.com',
      image: null,
      phone: null,
      birthday: null,
      roles: ['public'],
    });
    expect(res.body).not.toMatch(/argon2|passwordHash|pass"/);
    expect(sessionOf(res)).toBeUndefined();
    const [row] = await t.db.select().from(users).where(eq(users.email, 'registro@example.com'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an email already registered, in any case', async () => {
    const res = await post('/api/auth/register', { ...person('registro'), email: 'REGISTRO@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'El Email Ya Fue Registrado',
      errors: { email: 'El Email Ya Fue Registrado' },
    });
  });

  it('answers invalid registrations with the messages of docs/product.md §5.7', async () => {
    const res = await post('/api/auth/register', { name: 'Ana 2', email: 'ana', pass: 'perros' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: AUTH_MSG.name,
      errors: { name: AUTH_MSG.name, email: AUTH_MSG.email, pass: AUTH_MSG.registerPassword },
    });
    const long = await post('/api/auth/register', { ...person('largo'), pass: `a1${'b'.repeat(127)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ pass: AUTH_MSG.passwordTooLong });
    const junk = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2',
    });
    expect(junk.statusCode).toBe(400);
  });

  it('logs in: an httpOnly SameSite=Lax cookie with a 256-bit token, stored hashed, and the profile', async () => {
    await post('/api/auth/register', person('login'));
    const res = await post('/api/auth/login', { email: 'Login@Example.com ', pass: PASS });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'login@example.com', roles: ['public'] });
    const cookie = sessionOf(res)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(Buffer.from(cookie.value, 'base64url')).toHaveLength(32);
    const stored = await t.db.select().from(sessions);
    expect(stored.map((s) => s.tokenHash)).not.toContain(cookie.value);
    expect(await me(cookie.value)).toMatchObject({ email: 'login@example.com' });
    expect(await me()).toBeNull();
  });

  it('answers wrong credentials, unknown emails and disabled accounts alike', async () => {
    const wrong = await post('/api/auth/login', { email: 'login@example.com', pass: 'otra12345' });
    const unknown = await post('/api/auth/login', { email: 'nadie@example.com', pass: PASS });
    await post('/api/auth/register', person('baja'));
    await t.db.update(users).set({ isDelete: true }).where(eq(users.email, 'baja@example.com'));
    const disabled = await post('/api/auth/login', { email: 'baja@example.com', pass: PASS });
    for (const res of [wrong, unknown, disabled]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'El email o la contraseña no coinciden' });
      expect(sessionOf(res)).toBeUndefined();
    }
  });

  it('says "Ingrese algun dato" for an empty login and checks each field otherwise', async () => {
    const empty = await post('/api/auth/login', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'Ingrese algun dato', errors: { _: 'Ingrese algun dato' } });
    const bad = await post('/api/auth/login', { email: 'x@y', pass: 'corta' });
    expect(bad.json().errors).toEqual({ email: AUTH_MSG.email, pass: AUTH_MSG.loginPassword });
    const long = await post('/api/auth/login', { email: 'login@example.com', pass: `a1${'b'.repeat(200)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe(AUTH_MSG.passwordTooLong);
  });

  it('issues a new token at each login and ends the session the browser had', async () => {
    const first = sessionOf(await post('/api/auth/login', { email: 'login@example.com', pass: PASS }))!.value;
    const second = sessionOf(
      await post('/api/auth/login', { email: 'login@example.com', pass: PASS }, first),
    )!.value;
    expect(second).not.toBe(first);
    expect(await me(first)).toBeNull();
    expect(await me(second)).toMatchObject({ email: 'login@example.com' });
  });

  it('logs out: the session is deleted and the cookie cleared', async () => {
    const token = sessionOf(await post('/api/auth/login', { email: 'login@example.com', pass: PASS }))!.value;
    const res = await post('/api/auth/logout', {}, token);
    expect(res.statusCode).toBe(200);
    const cleared = sessionOf(res)!;
    expect(cleared.value).toBe('');
    expect(cleared.maxAge).toBe(0);
    expect(await me(token)).toBeNull();
  });

  it('disabling an account ends all its sessions', async () => {
    await post('/api/auth/register', person('deshabilitar'));
    const a = sessionOf(
      await post('/api/auth/login', { email: 'deshabilitar@example.com', pass: PASS }),
    )!.value;
    const b = sessionOf(
      await post('/api/auth/login', { email: 'deshabilitar@example.com', pass: PASS }),
    )!.value;
    const [row] = await t.db.select().from(users).where(eq(users.email, 'deshabilitar@example.com'));
    await t.app.services.users.setDisabled(row!.id, true);
    expect(await me(a)).toBeNull();
    expect(await me(b)).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, row!.id))).toHaveLength(0);
  });

  it('refuses a login posted from another site (Origin check)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://malicioso.example' },
      payload: { email: 'login@example.com', pass: PASS },
    });
    expect(res.statusCode).toBe(403);
    expect(sessionOf(res)).toBeUndefined();
  });
});

describe('session cookie in production', () => {
  it('is Secure when PUBLIC_URL is https', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'https://elcampito.example' });
    try {
      await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: person('seguro') });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'seguro@example.com', pass: PASS },
      });
      expect(sessionOf(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    } finally {
      await t.close();
    }
  });
});

describe('rate limits on login, registration and recovery', () => {
  let t: TestApp;
  const login = (email: string, pass: string, ip = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, pass } });
  const recover = (email: string, ip = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/password', remoteAddress: ip, payload: { email } });
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: person('limite') });
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: person('jefa') });
    await t.db
      .update(users)
      .set({ roles: ['superAdmin'] })
      .where(eq(users.email, 'jefa@example.com'));
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: person('victima') });
  });
  afterAll(() => t.close());

  it('answers a Spanish 429 to an address after its 10 failures for one account, even with the right password', async () => {
    for (let i = 0; i < 10; i++)
      expect((await login('limite@example.com', 'mala12345')).statusCode).toBe(401);
    const blocked = await login('limite@example.com', 'mala12345');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe(MSG.tooManyRequests);
    expect((await login('limite@example.com', PASS)).statusCode).toBe(429);
    // Other accounts from the same address, and the same account from another address, go on.
    expect((await login('otra@example.com', 'mala12345')).statusCode).toBe(401);
    expect((await login('limite@example.com', PASS, '10.0.0.2')).statusCode).toBe(200);
  });

  it("a stranger's failures never lock the superAdmin out: the right password from another address signs in", async () => {
    const attacker = '198.51.100.66';
    const codes: number[] = [];
    for (let i = 0; i < 14; i++)
      codes.push((await login('jefa@example.com', `mala${i}2345`, attacker)).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes.slice(10)).toEqual(Array(4).fill(429));
    const owner = await login('jefa@example.com', PASS, '203.0.113.7');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user).toMatchObject({ email: 'jefa@example.com', roles: ['superAdmin'] });
    // The attacker's address stays limited, right password or not.
    expect((await login('jefa@example.com', PASS, attacker)).statusCode).toBe(429);
  });

  it('counts only failures per address and account: a successful sign-in starts the count again', async () => {
    const ip = '203.0.113.20';
    for (let i = 0; i < 9; i++)
      expect((await login('victima@example.com', 'mala12345', ip)).statusCode).toBe(401);
    expect((await login('victima@example.com', PASS, ip)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++)
      expect((await login('victima@example.com', 'mala12345', ip)).statusCode).toBe(401);
    expect((await login('victima@example.com', PASS, ip)).statusCode).toBe(200);
  });

  it('limits one address over all accounts (50 attempts in 15 minutes)', async () => {
    const ip = '198.51.100.99';
    for (let i = 0; i < 50; i++)
      expect((await login(`nadie${i}@example.com`, 'mala12345', ip)).statusCode).toBe(401);
    const blocked = await login('victima@example.com', PASS, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe(MSG.tooManyRequests);
  });

  it('limits registrations per address and email', async () => {
    const register = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/register', payload: person('repetido') });
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await register()).statusCode);
    expect(codes).toEqual([201, 409, 409, 409, 409, 429]);
  });

  it("a stranger asking again and again for someone's recovery mail does not stop that person's own request", async () => {
    const stranger = '198.51.100.13';
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await recover('victima@example.com', stranger)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    expect((await recover('victima@example.com', stranger)).json().error).toBe(MSG.tooManyRequests);

    const queued = async () =>
      (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'victima@example.com'))).filter((m) =>
        (m.secretText ?? m.text).includes('/cambiarPassword/'),
      ).length;
    const before = await queued();
    const own = await recover('victima@example.com', '203.0.113.20');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ message: AUTH_MSG.recoverySent });
    expect(await queued()).toBe(before + 1);
  });

  it('many addresses together hold back recovery mails for one email for minutes, not for good', async () => {
    for (const ip of ['198.51.100.21', '198.51.100.22']) {
      for (let i = 0; i < 3; i++) expect((await recover('limite@example.com', ip)).statusCode).toBe(200);
    }
    expect((await recover('limite@example.com', '203.0.113.30')).statusCode).toBe(429);
    const [window] = await t.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, 'recovery-email:limite@example.com'));
    expect(window!.resetAt.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    // Unknown emails are counted the same way, so the limits do not tell which emails have an account.
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++)
      unknown.push((await recover('fantasma@example.com', '198.51.100.40')).statusCode);
    expect(unknown).toEqual([404, 404, 404, 429]);
  });
});

describe('bad input to the account endpoints', () => {
  let t: TestApp;
  let token: string;
  let id: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
    const reg = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: person('fuzz') });
    id = reg.json().user._id;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'fuzz@example.com', pass: PASS },
    });
    token = sessionOf(login)!.value;
  });
  afterAll(() => t.close());

  // zod's default (English) wording; the site's own Spanish texts include "invalido", so match whole phrases.
  const ENGLISH = /Invalid input|Invalid option|\bexpected\b|Too big|Too small|\bRequired\b|Unrecognized/;
  const bodies: unknown[] = [
    null,
    [],
    'texto',
    42,
    { email: {}, pass: [] },
    { email: 'a'.repeat(10_000), pass: 'b'.repeat(10_000), name: 'c'.repeat(10_000) },
    { phone: 5, birthday: true, image: {} },
    { roles: ['admin'], constructor: { prototype: { isStaff: true } } },
  ];

  it('is always a 4xx with Spanish messages, never a 500', async () => {
    const targets: [string, string][] = [
      ['POST', '/api/auth/register'],
      ['POST', '/api/auth/login'],
      ['POST', '/api/password'],
      ['PUT', `/api/users/${id}`],
      ['PUT', '/api/users/password/abcdefghijklmnopqrstuvwxyz'],
    ];
    for (const [method, url] of targets) {
      for (const body of bodies) {
        const res = await t.app.inject({
          method: method as 'POST' | 'PUT',
          url,
          headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${token}` },
          payload: JSON.stringify(body),
        });
        const label = `${method} ${url} ${JSON.stringify(body)?.slice(0, 60)}`;
        expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, label).toBeLessThan(500);
        const json = res.json();
        expect(typeof json.error, label).toBe('string');
        expect(json.error, label).not.toMatch(ENGLISH);
        for (const message of Object.values(json.errors ?? {})) expect(message, label).not.toMatch(ENGLISH);
      }
    }
    const poisoned = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${token}` },
      payload: '{"__proto__":{"roles":["admin"]}}',
    });
    expect(poisoned.statusCode).toBe(400);
    expect((await t.app.services.users.getPublic(id))!.roles).toEqual(['public']);
    for (const url of ['/api/users?limit=abc', '/api/users?offset=-1', `/api/users/${'x'.repeat(200)}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: `${SESSION_COOKIE}=${token}` },
      });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });

  it('documents every account endpoint in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/me',
      '/api/auth/google',
      '/api/auth/google/callback',
      '/api/password',
      '/api/users',
      '/api/users/{id}',
      '/api/users/password/{token}',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths['/api/auth/login'].post.requestBody).toBeDefined();
  });
});
