import { AUTH_MSG } from '@campito/core';
import { mailOutbox, users } from '@campito/db';
import { createTestApp, type TestApp, validAdoption } from '@campito/server/test';
import type { SessionUser } from '@campito/server/web';
import { desc, eq } from 'drizzle-orm';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as profileAction, loader as profileLoader } from './profile';
import { loader as verifyLoader } from './verificar';

/** What a React Router `data()` answer carries (loaders and actions return it as is). */
type Answer<T> = { data: T; init?: { status?: number } | null };

// Issue 14 on the pages: /profile lists "Mis solicitudes" only for a verified email and otherwise offers
// the resend; /verificar/{token} is the mailed link.
describe('the /profile and /verificar pages: applications only for a verified email', () => {
  let t: TestApp;
  let person: SessionUser;

  const context = (user: SessionUser | null) =>
    ({
      services: t.app.services,
      config: { publicUrl: 'http://localhost:3000' },
      requestId: 'test',
      user,
      ip: '203.0.113.8',
    }) as unknown as LoaderFunctionArgs['context'];
  const openProfile = async () =>
    (await profileLoader({
      request: new Request('http://localhost/profile'),
      url: new URL('http://localhost/profile'),
      pattern: '/profile',
      context: context(person),
      params: {},
    } as LoaderFunctionArgs)) as {
      applications: { nameDog: string | null }[];
      emailVerified: boolean;
    };
  const openLink = async (token: string) =>
    (await verifyLoader({
      request: new Request(`http://localhost/verificar/${token}`),
      url: new URL(`http://localhost/verificar/${token}`),
      pattern: '/verificar/:token',
      context: context(null),
      params: { token },
    } as LoaderFunctionArgs)) as unknown as Answer<{ ok: boolean; message: string }>;
  const lastLinkToken = async () => {
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, person.email))
      .orderBy(desc(mailOutbox.createdAt));
    return mail!.text.match(/\/verificar\/([A-Za-z0-9_-]+)/)![1]!;
  };

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
    // A stranger sends an adoption request with this address first, then the address is registered.
    const sent = await t.app.services.adoptions.submit(
      validAdoption({ email: 'pagina@example.com', nameDog: 'Pirata' }),
      { ip: '198.51.100.1', user: null },
    );
    expect(sent.ok).toBe(true);
    await t.app.services.auth.register(
      { name: 'Persona de Prueba', email: 'pagina@example.com', pass: 'perro2024' },
      '203.0.113.8',
    );
    const [row] = await t.db.select().from(users).where(eq(users.email, 'pagina@example.com'));
    const { id, name, email, image, phone, birthday, roles } = row!;
    person = { id, name, email, image, phone, birthday, roles };
  });
  afterAll(() => t.close());

  it('an unverified account sees no applications; "Reenviar el correo de verificación" mails a new link', async () => {
    expect(await openProfile()).toMatchObject({ applications: [], emailVerified: false });
    const before = await lastLinkToken();
    const form = new URLSearchParams({ intent: 'resend-verification' });
    const answer = (await profileAction({
      request: new Request('http://localhost/profile', { method: 'POST', body: form }),
      url: new URL('http://localhost/profile'),
      pattern: '/profile',
      context: context(person),
      params: {},
    } as ActionFunctionArgs)) as unknown as Answer<{ intent: string; ok: boolean; message: string }>;
    expect(answer.data).toEqual({ intent: 'resend-verification', ok: true, message: AUTH_MSG.verifySent });
    expect(await lastLinkToken()).not.toBe(before);
  });

  it('the mailed link confirms once, and then the profile lists the applications', async () => {
    const token = await lastLinkToken();
    const first = await openLink(token);
    expect(first.data).toEqual({ ok: true, message: AUTH_MSG.verified });
    const profile = await openProfile();
    expect(profile.emailVerified).toBe(true);
    expect(profile.applications.map((a) => a.nameDog)).toEqual(['Pirata']);
    expect((await openLink(token)).data).toEqual({ ok: true, message: AUTH_MSG.verifyAlready });
  });

  it('a made-up link says so in Spanish with a 400', async () => {
    const bad = await openLink('a'.repeat(43));
    expect(bad.init?.status).toBe(400);
    expect(bad.data).toEqual({ ok: false, message: AUTH_MSG.verifyFailed });
  });
});
