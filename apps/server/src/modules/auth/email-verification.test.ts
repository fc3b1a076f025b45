import { AUTH_MSG, MSG } from '@campito/core';
import { validAdoption, validVolunteer } from '@campito/core/test';
import { mailedTokens, mailOutbox, users } from '@campito/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { passwordLink, verificationLink } from '../../../test/mail-link';
import { startSmtpServer } from '../../../test/smtp';
import { deliverDueMails } from '../mail/outbox';
import { createMailTransport } from '../mail/transport';
import { SESSION_COOKIE } from './session.service';

const PASS = 'perro2024';
const SITE = 'https://elcampito.example';

// Issue 14: applications are found by the email typed into the form, and registering does not prove an
// address is yours. So they show on the profile only once the email is verified.
describe('email verification: applications belong to whoever proves the email', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  const register = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Persona de Prueba', email, pass: PASS },
    });
  const idOf = async (email: string) =>
    (await t.db.select().from(users).where(eq(users.email, email)))[0]!.id;
  /** The link's button from a browser without the account's session: it also chooses the password. */
  const confirm = (token: string, ip = '203.0.113.5', pass = PASS) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth/verification/${token}`,
      remoteAddress: ip,
      payload: { pass },
    });
  const sessionFor = async (email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, pass: PASS },
    });
    return res.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
  };
  const resend = (token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/verification',
      headers: token ? { cookie: `${SESSION_COOKIE}=${token}` } : {},
    });
  /** Delivers the outbox to the test SMTP server; returns the mails that arrived for `to`. */
  async function mailsTo(to: string) {
    const transport = createMailTransport({ ...t.config, smtpUrl: smtp.url });
    try {
      await deliverDueMails(t.db, transport);
    } finally {
      transport.close();
    }
    return smtp.received.filter((m) => m.to.includes(to));
  }
  const tokenOf = (link: string) => link.split('/verificar/')[1]!;
  async function lastVerificationToken(to: string): Promise<string> {
    const link = (await mailsTo(to))
      .map((m) => verificationLink(m.raw))
      .filter(Boolean)
      .at(-1);
    return tokenOf(link!);
  }
  const sendAdoption = async (email: string, nameDog: string) => {
    const sent = await t.app.services.adoptions.submit(validAdoption({ email, nameDog }), {
      ip: '198.51.100.1',
      user: null,
    });
    expect(sent.ok).toBe(true);
  };

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '1', PUBLIC_URL: SITE });
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  it("the attack: an application sent with someone's email does not show to whoever registers that email", async () => {
    // A stranger sends an adoption request with the victim's address, then registers that address.
    await sendAdoption('victima@example.com', 'Luna');
    expect((await register('victima@example.com')).statusCode).toBe(201);
    const id = await idOf('victima@example.com');
    expect(await t.app.services.users.applications(id)).toEqual({ emailVerified: false, items: [] });
  });

  it('registration mails a /verificar link that works once; then the applications sent with the email show', async () => {
    await sendAdoption('Duenia@example.com', 'Toby');
    await t.app.services.volunteers.submit(validVolunteer({ email: 'duenia@example.com' }), {
      ip: '198.51.100.1',
      user: null,
    });
    expect((await register('duenia@example.com')).statusCode).toBe(201);
    const id = await idOf('duenia@example.com');

    // The applications' own acknowledgements went to the same address; this is the verification one.
    const mail = (await mailsTo('duenia@example.com')).find((m) => verificationLink(m.raw));
    expect(mail!.to).toEqual(['duenia@example.com']);
    const link = verificationLink(mail!.raw)!;
    expect(link).toMatch(/^https:\/\/elcampito\.example\/verificar\/[A-Za-z0-9_-]{43}$/);
    // Stored only as its hash, for 48 hours.
    const [row] = await t.db
      .select()
      .from(mailedTokens)
      .where(and(eq(mailedTokens.userId, id), eq(mailedTokens.purpose, 'email')));
    expect(row!.tokenHash).not.toBe(tokenOf(link));
    const hours = (row!.expiresAt.getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    expect((await t.app.services.users.applications(id)).emailVerified).toBe(false);

    const ok = await confirm(tokenOf(link));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: AUTH_MSG.verified });
    const after = await t.app.services.users.applications(id);
    expect(after.emailVerified).toBe(true);
    expect(after.items.map((a) => [a.kind, a.nameDog]).sort()).toEqual([
      ['adopcion', 'Toby'],
      ['voluntariado', null],
    ]);

    // The same link again says it is done, and verifies nothing new: once the account is unverified
    // (as if a staff member had reset it), the used link is refused.
    expect((await confirm(tokenOf(link))).json()).toEqual({ message: AUTH_MSG.verifyAlready });
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, id));
    const again = await confirm(tokenOf(link));
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(AUTH_MSG.verifyFailed);
    expect((await t.app.services.users.applications(id)).emailVerified).toBe(false);
  });

  it('an expired link, a password-recovery token and made-up tokens are refused with a Spanish 400', async () => {
    await register('vencida@example.com');
    const id = await idOf('vencida@example.com');
    const token = await lastVerificationToken('vencida@example.com');
    await t.db
      .update(mailedTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mailedTokens.userId, id));
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe(AUTH_MSG.verifyFailed);

    // A recovery link's token is not a verification token.
    await t.app.inject({ method: 'POST', url: '/api/password', payload: { email: 'vencida@example.com' } });
    const recovery = (await mailsTo('vencida@example.com')).map((m) => passwordLink(m.raw)).find(Boolean)!;
    expect((await confirm(recovery.split('/cambiarPassword/')[1]!)).statusCode).toBe(400);

    for (const made of ['x', 'a'.repeat(43), '..%2F..%2Fetc', 'b'.repeat(100)]) {
      const res = await confirm(made);
      expect(res.statusCode, made).toBe(400);
      expect(res.json().error, made).toBe(AUTH_MSG.verifyFailed);
    }
    // Longer than any route parameter: no such address, still a 4xx.
    expect((await confirm('c'.repeat(300))).statusCode).toBe(404);
    expect((await t.app.services.users.applications(id)).emailVerified).toBe(false);
  });

  it('"Reenviar el correo de verificación": signed in only, a new link retires the old one, limited per account', async () => {
    expect((await resend()).statusCode).toBe(401);
    await register('reenvio@example.com');
    const id = await idOf('reenvio@example.com');
    const first = await lastVerificationToken('reenvio@example.com');
    const session = await sessionFor('reenvio@example.com');

    const res = await resend(session);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MSG.verifySent });
    const second = await lastVerificationToken('reenvio@example.com');
    expect(second).not.toBe(first);
    expect((await confirm(first)).statusCode).toBe(400);
    // Signed in as the account, its button confirms without choosing the password again.
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/auth/verification/${second}`,
      headers: { cookie: `${SESSION_COOKIE}=${session}` },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await t.app.services.users.applications(id)).emailVerified).toBe(true);
    // Verified: nothing more to send.
    expect((await resend(session)).json()).toEqual({ message: AUTH_MSG.verifyAlready });
    expect((await resend(session)).statusCode).toBe(200);
    const limited = await resend(session);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe(MSG.tooManyRequests);
  });

  it('changing the password through the mailed recovery link proves the email too', async () => {
    await sendAdoption('olvido@example.com', 'Negra');
    await register('olvido@example.com');
    const id = await idOf('olvido@example.com');
    await t.app.inject({ method: 'POST', url: '/api/password', payload: { email: 'olvido@example.com' } });
    const link = (await mailsTo('olvido@example.com')).map((m) => passwordLink(m.raw)).find(Boolean)!;
    const token = link.split('/cambiarPassword/')[1]!;
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/password/${token}`,
      payload: { pass: 'nueva2025' },
    });
    expect(changed.statusCode).toBe(200);
    const list = await t.app.services.users.applications(id);
    expect(list.emailVerified).toBe(true);
    expect(list.items.map((a) => a.nameDog)).toEqual(['Negra']);
  });

  it('an email already registered is still refused, and sends no mail', async () => {
    const before = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'victima@example.com')))
      .length;
    const res = await register('VICTIMA@example.com');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(AUTH_MSG.emailTaken);
    const after = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'victima@example.com')))
      .length;
    expect(after).toBe(before);
  });

  // Issue 39: anyone can register with someone else's address; confirming must give the account to the
  // address's owner, never verify the stranger's password.
  it("without the account's session the link needs a password, which ends every other session", async () => {
    const email = 'pre-reclamada@example.com';
    expect((await register(email)).statusCode).toBe(201);
    const stranger = await sessionFor(email);
    const token = await lastVerificationToken(email);

    const bare = await t.app.inject({ method: 'POST', url: `/api/auth/verification/${token}` });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({
      error: AUTH_MSG.verifyChoosePassword,
      errors: { pass: AUTH_MSG.verifyChoosePassword },
    });
    const weak = await confirm(token, '203.0.113.5', 'corta');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toHaveProperty('pass');
    const [unverified] = await t.db.select().from(users).where(eq(users.email, email));
    expect(unverified!.emailVerifiedAt).toBeNull();

    const owner = await confirm(token, '203.0.113.5', 'duenia2024');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({ message: AUTH_MSG.verified });
    const session = owner.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
    expect(session).toBeTruthy();
    // The stranger's session and password are gone; the owner's new session works.
    expect((await resend(stranger)).statusCode).toBe(401);
    const oldPass = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, pass: PASS },
    });
    expect(oldPass.statusCode).toBe(401);
    expect((await resend(session)).json()).toEqual({ message: AUTH_MSG.verifyAlready });
  });

  it('signed in as the account, the link confirms without asking for a password', async () => {
    const email = 'con-sesion@example.com';
    expect((await register(email)).statusCode).toBe(201);
    const own = await sessionFor(email);
    const token = await lastVerificationToken(email);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auth/verification/${token}`,
      headers: { cookie: `${SESSION_COOKIE}=${own}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MSG.verified });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect((await resend(own)).json()).toEqual({ message: AUTH_MSG.verifyAlready });
  });
});
