import { AUTH_MSG } from '@campito/core';
import { mailedTokens, users } from '@campito/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { decodedBody, passwordLink } from '../../../test/mail-link';
import { startSmtpServer } from '../../../test/smtp';
import { deliverDueMails } from '../mail/outbox';
import { createMailTransport } from '../mail/transport';
import { SESSION_COOKIE } from './session.service';

const OLD = 'vieja2024';
const NEW = 'nueva2025';

describe('password recovery through a real mail (API)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  const inject = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown, token?: string) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
      headers: token ? { cookie: `${SESSION_COOKIE}=${token}` } : {},
    });
  const login = async (pass: string) =>
    inject('POST', '/api/auth/login', { email: 'olvido@example.com', pass });
  /** Asks for the mail, delivers the outbox to the SMTP server, and returns the link it carried. */
  async function mailedLink(): Promise<string> {
    const before = smtp.received.length;
    const res = await inject('POST', '/api/password/', { email: 'Olvido@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Se envio un correo para recuperar tu cuenta.' });
    const transport = createMailTransport({ ...t.config, smtpUrl: smtp.url });
    try {
      await deliverDueMails(t.db, transport);
    } finally {
      transport.close();
    }
    // The registration's verification mail may go out in the same delivery: take the recovery one.
    const mail = smtp.received.slice(before).find((m) => passwordLink(m.raw))!;
    expect(mail.to).toEqual(['olvido@example.com']);
    return passwordLink(mail.raw)!;
  }
  const tokenOf = (link: string) => link.split('/cambiarPassword/')[1]!;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100', PUBLIC_URL: 'https://elcampito.example' });
    smtp = await startSmtpServer();
    await inject('POST', '/api/auth/register', {
      name: 'Persona Olvidadiza',
      email: 'olvido@example.com',
      pass: OLD,
    });
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  it('answers "No se encontro email" for an unknown email, and a bad email with the login rule', async () => {
    const res = await inject('POST', '/api/password', { email: 'nadie@example.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('No se encontro email');
    const bad = await inject('POST', '/api/password', { email: 'no-es-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: AUTH_MSG.email });
  });

  it('mails a PUBLIC_URL/cambiarPassword/{token} link; the token is stored only as its hash and expires in 30 minutes', async () => {
    const link = await mailedLink();
    expect(link).toMatch(/^https:\/\/elcampito\.example\/cambiarPassword\/[A-Za-z0-9_-]{43}$/);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'olvido@example.com'));
    const rows = await t.db
      .select()
      .from(mailedTokens)
      .where(and(eq(mailedTokens.userId, user!.id), eq(mailedTokens.purpose, 'password')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(tokenOf(link));
    const minutes = (rows[0]!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('changes the password once, ends every session, and the link then fails', async () => {
    const session = (await login(OLD)).cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    const token = tokenOf(await mailedLink());

    const weak = await inject('PUT', `/api/users/password/${token}`, { pass: 'sololetras' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual({ pass: AUTH_MSG.registerPassword });

    const ok = await inject('PUT', `/api/users/password/${token}`, { pass: NEW });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Se Cambio tu contaseña' });
    expect((await inject('GET', '/api/auth/me', undefined, session)).json().user).toBeNull();
    expect((await login(OLD)).statusCode).toBe(401);
    expect((await login(NEW)).statusCode).toBe(200);

    // The owner hears of it by mail, with the way back if it was not them (issue 34, item 7).
    const before = smtp.received.length;
    const transport = createMailTransport({ ...t.config, smtpUrl: smtp.url });
    try {
      await deliverDueMails(t.db, transport);
    } finally {
      transport.close();
    }
    const changed = smtp.received
      .slice(before)
      .filter((m) => decodedBody(m.raw).includes('Cambiaste la contraseña de tu cuenta'));
    expect(changed.map((m) => m.to)).toEqual([['olvido@example.com']]);
    const text = decodedBody(changed[0]!.raw);
    expect(text).toContain('Hola, Persona Olvidadiza:');
    expect(text).toContain('cerramos tu sesión en todos los dispositivos');
    expect(text).toContain('Pedir un enlace nuevo: https://elcampito.example/recuperar');

    const again = await inject('PUT', `/api/users/password/${token}`, { pass: 'otra2026x' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('Hubo un error al cambiar la contraseña');
    expect((await login(NEW)).statusCode).toBe(200);
  });

  it('refuses expired, retired and made-up tokens', async () => {
    const first = tokenOf(await mailedLink());
    const second = tokenOf(await mailedLink());
    // Asking again retires the earlier link.
    expect((await inject('PUT', `/api/users/password/${first}`, { pass: 'otra2026x' })).statusCode).toBe(400);
    await t.db.update(mailedTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await inject('PUT', `/api/users/password/${second}`, { pass: 'otra2026x' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe(AUTH_MSG.passwordChangeFailed);
    for (const made of ['x', 'a'.repeat(43), '../../etc']) {
      const res = await inject('PUT', `/api/users/password/${encodeURIComponent(made)}`, {
        pass: 'otra2026x',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(AUTH_MSG.passwordChangeFailed);
    }
    expect((await login(NEW)).statusCode).toBe(200);
  });
});
