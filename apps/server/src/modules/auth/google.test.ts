import { users } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  signInAtProvider,
  startOidcProvider,
  type TestAccount,
  type TestOidcProvider,
} from '../../../test/oidc-provider';
import { SESSION_COOKIE } from './session.service';

const SITE = 'http://localhost:3000';

/** A browser's cookie jar, reduced to what these tests need. */
class Jar {
  private values = new Map<string, string>();
  keep(res: { cookies: { name: string; value: string; maxAge?: number }[] }) {
    for (const c of res.cookies) {
      if (c.value === '' || c.maxAge === 0) this.values.delete(c.name);
      else this.values.set(c.name, c.value);
    }
  }
  has = (name: string) => this.values.has(name);
  header = () => [...this.values].map(([k, v]) => `${k}=${v}`).join('; ');
}

describe('Google sign-in (OpenID Connect against a local provider)', () => {
  let provider: TestOidcProvider;
  let t: TestApp;

  /** The whole round trip as a browser makes it: our start → provider login → our callback. */
  async function signIn(account: TestAccount | 'cancel', jar = new Jar(), volver?: string) {
    const start = await t.app.inject({
      method: 'GET',
      url:
        volver === undefined ? '/api/auth/google' : `/api/auth/google?volver=${encodeURIComponent(volver)}`,
      headers: { cookie: jar.header() },
    });
    expect(start.statusCode).toBe(302);
    jar.keep(start);
    const back = new URL(await signInAtProvider(start.headers.location as string, account));
    expect(back.origin + back.pathname).toBe(`${SITE}/api/auth/google/callback`);
    const callback = await t.app.inject({
      method: 'GET',
      url: back.pathname + back.search,
      headers: { cookie: jar.header() },
    });
    jar.keep(callback);
    return { callback, jar, backUrl: back.pathname + back.search, outcome: callback.headers.location };
  }
  const me = async (jar: Jar) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: jar.header() } })).json()
      .user;

  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUris: [`${SITE}/api/auth/google/callback`] });
    t = await createTestApp({ ...provider.env, PUBLIC_URL: SITE, RATE_LIMIT_MULTIPLIER: '100' });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('sends the browser to the provider with PKCE (S256), state and nonce, keeping the secrets sealed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(res.statusCode).toBe(302);
    const to = new URL(res.headers.location as string);
    expect(to.origin).toBe(provider.issuer);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(to.searchParams.get('state')).toBeTruthy();
    expect(to.searchParams.get('nonce')).toBeTruthy();
    expect(to.searchParams.get('redirect_uri')).toBe(`${SITE}/api/auth/google/callback`);
    const flow = res.cookies.find((c) => c.name === 'campito_oidc')!;
    expect(flow).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/google' });
    expect(flow.value).not.toContain(to.searchParams.get('state')!);
  });

  it('a new email: confirm modal, then confirming creates a password-less account keyed by issuer + subject', async () => {
    const { outcome, jar } = await signIn({
      email: 'Nueva@Gmail.example',
      name: 'Nueva Persona',
      sub: 'g-1',
    });
    expect(outcome).toBe('/?google=confirm');
    expect(jar.has(SESSION_COOKIE)).toBe(false);
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/auth/google/pending',
      headers: { cookie: jar.header() },
    });
    expect(pending.json()).toEqual({ email: 'nueva@gmail.example', name: 'Nueva Persona' });

    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google/confirm',
      headers: { cookie: jar.header() },
    });
    expect(confirm.statusCode).toBe(201);
    jar.keep(confirm);
    expect(confirm.json().user).toMatchObject({
      email: 'nueva@gmail.example',
      name: 'Nueva Persona',
      roles: ['public'],
    });
    expect(await me(jar)).toMatchObject({ email: 'nueva@gmail.example' });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'nueva@gmail.example'));
    expect(row).toMatchObject({ passwordHash: null, oidcIssuer: provider.issuer, oidcSubject: 'g-1' });
    // Google said email_verified: the applications sent with this email show on the profile at once.
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await t.app.services.users.applications(row!.id)).emailVerified).toBe(true);
    // The pending identity was used up.
    expect(jar.has('campito_google')).toBe(false);
  });

  it('a linked identity signs straight in (welcome), even after its email changed at the provider', async () => {
    const { outcome, jar } = await signIn({
      email: 'cambiada@gmail.example',
      name: 'Nueva Persona',
      sub: 'g-1',
    });
    expect(outcome).toBe('/?google=welcome');
    expect(await me(jar)).toMatchObject({ email: 'nueva@gmail.example' });
  });

  it('a signed-in person comes back to the `volver` path they started from; /admin only for staff', async () => {
    const account = { email: 'cambiada@gmail.example', name: 'Nueva Persona', sub: 'g-1' };
    expect((await signIn(account, new Jar(), '/adoptar/perros?edad=adulto')).outcome).toBe(
      '/adoptar/perros?edad=adulto',
    );
    // Not staff: the panel would only say no, so the sign-in ends as without `volver`.
    expect((await signIn(account, new Jar(), '/admin')).outcome).toBe('/?google=welcome');
    // Another site, or something that only looks like a path, is never followed.
    for (const evil of ['//evil.example/x', 'https://evil.example', '/\\evil.example'])
      expect((await signIn(account, new Jar(), evil)).outcome).toBe('/?google=welcome');

    await t.db
      .update(users)
      .set({ roles: ['admin'] })
      .where(eq(users.oidcSubject, 'g-1'));
    const staff = await signIn(account, new Jar(), '/admin');
    expect(staff.outcome).toBe('/admin');
    expect(await me(staff.jar)).toMatchObject({ roles: ['admin'] });
    await t.db
      .update(users)
      .set({ roles: ['public'] })
      .where(eq(users.oidcSubject, 'g-1'));
  });

  it('an email registered with a password: no session, and the identity is linked after a password login', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Persona Con Clave', email: 'conclave@example.com', pass: 'perro2024' },
    });
    const [unlinked] = await t.db.select().from(users).where(eq(users.email, 'conclave@example.com'));
    expect(unlinked!.emailVerifiedAt).toBeNull();
    const first = await signIn({ email: 'conclave@example.com', sub: 'g-2' });
    expect(first.outcome).toBe('/?google=registered');
    expect(first.jar.has(SESSION_COOKIE)).toBe(false);
    // Confirming is not possible for a registered email.
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google/confirm',
      headers: { cookie: first.jar.header() },
    });
    expect(confirm.statusCode).toBe(409);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: first.jar.header() },
      payload: { email: 'conclave@example.com', pass: 'perro2024' },
    });
    expect(login.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'conclave@example.com'));
    expect(row).toMatchObject({ oidcSubject: 'g-2', oidcIssuer: provider.issuer });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    // The password proved the account and Google (email_verified) the address.
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);

    const second = await signIn({ email: 'conclave@example.com', sub: 'g-2' });
    expect(second.outcome).toBe('/?google=welcome');
    expect(await me(second.jar)).toMatchObject({ email: 'conclave@example.com' });
  });

  it('a password login for another email does not link the waiting identity', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Tercera Persona', email: 'tercera@example.com', pass: 'perro2024' },
    });
    const { jar } = await signIn({ email: 'cuarta@gmail.example', sub: 'g-3' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: jar.header() },
      payload: { email: 'tercera@example.com', pass: 'perro2024' },
    });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'tercera@example.com'));
    expect(row!.oidcSubject).toBeNull();
    expect(row!.emailVerifiedAt).toBeNull();
  });

  it('cancelling at the provider, an unverified email, a replayed answer or a missing flow cookie are errors', async () => {
    expect((await signIn('cancel')).outcome).toBe('/?google=error');
    expect((await signIn({ email: 'sinverificar@gmail.example', emailVerified: false })).outcome).toBe(
      '/?google=error',
    );
    const done = await signIn({ email: 'nueva@gmail.example', sub: 'g-1' });
    expect(done.outcome).toBe('/?google=welcome');
    const replay = await t.app.inject({
      method: 'GET',
      url: done.backUrl,
      headers: { cookie: done.jar.header() },
    });
    expect(replay.headers.location).toBe('/?google=error');
    const noFlow = await t.app.inject({ method: 'GET', url: '/api/auth/google/callback?code=x&state=y' });
    expect(noFlow.headers.location).toBe('/?google=error');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/google/callback?code=x&state=y',
      headers: { cookie: 'campito_oidc=bm90LXNlYWxlZA' },
    });
    expect(forged.headers.location).toBe('/?google=error');
  });

  it('a disabled account cannot sign in with Google', async () => {
    await t.db.update(users).set({ isDelete: true }).where(eq(users.email, 'nueva@gmail.example'));
    expect((await signIn({ email: 'nueva@gmail.example', sub: 'g-1' })).outcome).toBe('/?google=error');
    await t.db.update(users).set({ isDelete: false }).where(eq(users.email, 'nueva@gmail.example'));
  });

  it('confirm without a pending identity, and pending without one, are Spanish 4xx', async () => {
    const confirm = await t.app.inject({ method: 'POST', url: '/api/auth/google/confirm' });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json().error).toBe('Error En iniciar sesión con Google, Pruba cambiando tu contraseña');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/google/pending' })).statusCode).toBe(404);
  });
});

describe('Google sign-in when it is not configured', () => {
  it('answers 404 and the site hides the button', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatch(/Google/);
      expect(t.app.services.auth.google.enabled()).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('an unreachable issuer sends the browser to the error modal instead of a 500', async () => {
    const t = await createTestApp({
      GOOGLE_CLIENT_ID: 'x',
      GOOGLE_CLIENT_SECRET: 'y',
      OIDC_ISSUER: 'http://127.0.0.1:9/',
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/?google=error');
    } finally {
      await t.close();
    }
  });
});
