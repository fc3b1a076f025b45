import { AUTH_MSG } from '@campito/core';
import { mailOutbox, users } from '@campito/db';
import { createTestApp, type TestApp, validAdoption } from '@campito/server/test';
import type { SessionUser } from '@campito/server/web';
import { desc, eq } from 'drizzle-orm';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as profileAction, loader as profileLoader } from './profile';
import { action as verifyAction, loader as verifyLoader } from './verificar';

/** What a React Router `data()` answer carries (loaders and actions return it as is). */
type Answer<T> = { data: T; init?: { status?: number } | null };

// Issue 14 on the pages: /profile lists "Mis solicitudes" only for a verified email and otherwise offers
// the resend; /verificar/{token} is the mailed link. Issue 39: opening it changes nothing, its button
// confirms, and confirming without the account's session chooses the account's password.
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
  const openLink = async (token: string, user: SessionUser | null = person) =>
    (await verifyLoader({
      request: new Request(`http://localhost/verificar/${token}`),
      url: new URL(`http://localhost/verificar/${token}`),
      pattern: '/verificar/:token',
      context: context(user),
      params: { token },
    } as LoaderFunctionArgs)) as unknown as Answer<{ state: string; choosePassword?: boolean }>;
  const confirmLink = async (
    token: string,
    user: SessionUser | null,
    fields: Record<string, string> = {},
  ) => {
    const answer = (await verifyAction({
      request: new Request(`http://localhost/verificar/${token}`, {
        method: 'POST',
        body: new URLSearchParams(fields),
      }),
      url: new URL(`http://localhost/verificar/${token}`),
      pattern: '/verificar/:token',
      context: context(user),
      params: { token },
    } as ActionFunctionArgs)) as unknown as Answer<Record<string, unknown>> & {
      init?: { headers?: Headers };
    };
    return answer;
  };
  const lastLinkToken = async (email = person.email) => {
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.createdAt));
    // Staff see the mail with the link hidden; the deliverable copy has it until the mail is sent.
    expect(mail!.text).not.toMatch(/\/verificar\/[A-Za-z0-9_-]{20}/);
    return mail!.secretText!.match(/\/verificar\/([A-Za-z0-9_-]+)/)![1]!;
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

  it('opening the link changes nothing; its button confirms once, and then the profile lists the applications', async () => {
    const token = await lastLinkToken();
    expect((await openLink(token)).data).toEqual({ state: 'valid', choosePassword: false });
    expect((await openLink(token)).data).toEqual({ state: 'valid', choosePassword: false });
    expect((await openProfile()).emailVerified).toBe(false);

    const first = await confirmLink(token, person);
    expect(first.data).toEqual({ ok: true, message: AUTH_MSG.verified });
    const profile = await openProfile();
    expect(profile.emailVerified).toBe(true);
    expect(profile.applications.map((a) => a.nameDog)).toEqual(['Pirata']);
    expect((await openLink(token)).data).toEqual({ state: 'already' });
    expect((await confirmLink(token, person)).data).toEqual({ ok: true, message: AUTH_MSG.verifyAlready });
  });

  it("someone who registered with another person's email loses the account when its owner confirms", async () => {
    // The owner sent a request with her address; a stranger registers that address with his password.
    await t.app.services.adoptions.submit(validAdoption({ email: 'duena@example.com', nameDog: 'Luna' }), {
      ip: '198.51.100.1',
      user: null,
    });
    await t.app.services.auth.register(
      { name: 'Intruso', email: 'duena@example.com', pass: 'intruso2024' },
      '198.51.100.66',
    );
    const [row] = await t.db.select().from(users).where(eq(users.email, 'duena@example.com'));
    const intruder = await t.app.services.sessions.create(row!.id);
    const token = await lastLinkToken('duena@example.com');

    // The owner (or her mail scanner) opens the link: nothing changes, the page asks for a password.
    expect((await openLink(token, null)).data).toEqual({ state: 'valid', choosePassword: true });
    const [still] = await t.db.select().from(users).where(eq(users.id, row!.id));
    expect(still!.emailVerifiedAt).toBeNull();
    const noPassword = await confirmLink(token, null);
    expect(noPassword.init?.status).toBe(400);
    expect(noPassword.data).toEqual({
      ok: false,
      error: null,
      errors: { pass: AUTH_MSG.verifyChoosePassword },
    });
    const differ = await confirmLink(token, null, { pass: 'propia2024x', confirm: 'otra2024x' });
    expect(differ.data).toMatchObject({ ok: false, errors: { confirm: AUTH_MSG.passwordsDiffer } });

    // She chooses her password: verified, signed in, and the stranger is out.
    const done = await confirmLink(token, null, { pass: 'propia2024x', confirm: 'propia2024x' });
    expect(done.data).toEqual({ ok: true, message: AUTH_MSG.verified });
    expect(done.init?.headers?.get('set-cookie')).toMatch(/^campito_session=/);
    expect(await t.app.services.sessions.resolve(intruder.token)).toBeNull();
    await expect(
      t.app.services.auth.login({ email: 'duena@example.com', pass: 'intruso2024' }, { ip: '198.51.100.66' }),
    ).rejects.toMatchObject({ statusCode: 401 });
    const owner = await t.app.services.auth.login(
      { email: 'duena@example.com', pass: 'propia2024x' },
      { ip: '203.0.113.9' },
    );
    expect(owner.user.email).toBe('duena@example.com');
    const [after] = await t.db.select().from(users).where(eq(users.id, row!.id));
    expect(after!.emailVerifiedAt).not.toBeNull();
  });

  it('a made-up link says so in Spanish with a 400, and its button changes nothing', async () => {
    const bad = await openLink('a'.repeat(43), null);
    expect(bad.init?.status).toBe(400);
    expect(bad.data).toEqual({ state: 'invalid' });
    const posted = await confirmLink('a'.repeat(43), null, { pass: 'propia2024x', confirm: 'propia2024x' });
    expect(posted.init?.status).toBe(400);
    expect(posted.data).toEqual({ ok: false, error: AUTH_MSG.verifyFailed, errors: {} });
  });
});
