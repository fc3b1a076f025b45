import { auditLog, mailOutbox, users } from '@campito/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../../../test/admin-client';
import { type SignedIn, signIn } from '../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { passwordLink } from '../../../test/mail-link';
import { startSmtpServer } from '../../../test/smtp';
import { hashPassword } from '../users/password';
import { deliverDueMails } from './outbox';
import { HIDDEN_LINK, hideSecretLinks, isSecretLink } from './secrets';
import { createMailTransport } from './transport';

const SITE = 'https://elcampito.example';
const TOKEN = 'Xy7_abcDEFghiJKLmnoPQRstuVWXyz0123456789-_a';

describe('which links of a mail are secret', () => {
  it('hides reset, verification, signed confirmation and opt-out links, and keeps the rest', () => {
    for (const link of [
      `${SITE}/cambiarPassword/${TOKEN}`,
      `${SITE}/verificar/${TOKEN}`,
      `${SITE}/avisos/confirmar/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed?t=${TOKEN}`,
      `${SITE}/avisos/baja/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed?t=abc`,
      `${SITE}/novedades/baja?email=ana%40example.com&firma=abc`,
      // Any token-shaped value, even on a path this list does not know yet.
      `${SITE}/algo-nuevo/${TOKEN}`,
      `${SITE}/algo-nuevo?clave=${TOKEN}`,
    ]) {
      expect(isSecretLink(link), link).toBe(true);
    }
    for (const link of [
      SITE,
      `${SITE}/adoptar/perros/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed`,
      `${SITE}/adoptar/perros/frida-la-perra-de-las-tres-patas-2024`,
      `${SITE}/media/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed-640.webp`,
      `${SITE}/admin#/adoptions/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed`,
      `${SITE}/transferencia?monto=15000`,
    ]) {
      expect(isSecretLink(link), link).toBe(false);
    }
  });

  it('replaces the whole link in text and in HTML, escaped ampersands included', () => {
    const signed = `${SITE}/novedades/baja?email=ana%40example.com&amp;firma=abc`;
    expect(hideSecretLinks(`Cambiá tu contraseña: ${SITE}/cambiarPassword/${TOKEN}\nGracias`)).toBe(
      `Cambiá tu contraseña: ${HIDDEN_LINK}\nGracias`,
    );
    expect(hideSecretLinks(`<a href="${signed}">Dejar de recibir</a> <a href="${SITE}">Inicio</a>`)).toBe(
      `<a href="${HIDDEN_LINK}">Dejar de recibir</a> <a href="${SITE}">Inicio</a>`,
    );
  });
});

// Issue 39, finding 1: an admin asked for a superAdmin's password reset and read the link in «Correos».
describe('the outbox never shows staff a secret link (API)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let admin: SignedIn;
  let superAdmin: SignedIn;
  let otherSuper: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100', PUBLIC_URL: SITE });
    smtp = await startSmtpServer();
    admin = await signIn(t.db, t.app.services, ['admin'], 'admin@example.com');
    superAdmin = await signIn(t.db, t.app.services, ['superAdmin'], 'super@example.com');
    otherSuper = await signIn(t.db, t.app.services, ['superAdmin'], 'otro-super@example.com');
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword('original2024') })
      .where(eq(users.id, superAdmin.id));
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  const deliver = async () => {
    const transport = createMailTransport({ ...t.config, smtpUrl: smtp.url });
    try {
      await deliverDueMails(t.db, transport);
    } finally {
      transport.close();
    }
  };

  it('an admin asking for the superAdmin reset sees that it was sent, to whom and when, never the link', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/password',
      payload: { email: superAdmin.email },
      headers: { cookie: admin.cookie },
    });
    expect(asked.statusCode).toBe(200);

    const [stored] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, superAdmin.email));
    const token = /\/cambiarPassword\/([A-Za-z0-9_-]+)/.exec(stored!.secretText ?? '')?.[1];
    expect(token).toHaveLength(43);

    for (const reader of [admin, superAdmin]) {
      const client = adminClient(t.app, reader.cookie);
      const list = await client.list('mails', { filter: { to: superAdmin.email } });
      expect(list.status).toBe(200);
      expect(list.rows).toHaveLength(1);
      expect(list.rows[0]).toMatchObject({
        to: superAdmin.email,
        subject: 'Recuperar tu cuenta de El Campito',
      });
      expect(list.rows[0]!.text).toContain(HIDDEN_LINK);
      expect(list.res.body).not.toContain(token);
      expect(list.res.body).not.toContain('/cambiarPassword/');
      const one = await client.get('mails', String(list.rows[0]!.id));
      expect(one.statusCode).toBe(200);
      expect(one.body).not.toContain(token);
      expect(one.json().text).toContain(HIDDEN_LINK);
    }

    // The reset of a staff account is in the audit log: who asked and when.
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.recordId, superAdmin.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorEmail: admin.email, resource: 'users', action: 'update' });
    expect(Object.keys(entries[0]!.changes)).toEqual(['passwordResetRequestedFrom']);

    // The mail itself carries the link; once sent, the outbox forgets it.
    await deliver();
    const received = smtp.received.find((m) => m.to.includes(superAdmin.email));
    expect(passwordLink(received!.raw)).toBe(`${SITE}/cambiarPassword/${token}`);
    const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, stored!.id));
    expect(sent).toMatchObject({ status: 'sent', secretText: null, secretHtml: null });
    expect(sent!.html).not.toContain(token);
  });

  it('a staff password changed through the link is audited and mailed to every superAdmin', async () => {
    await t.app.inject({ method: 'POST', url: '/api/password', payload: { email: superAdmin.email } });
    const [pending] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, superAdmin.email), eq(mailOutbox.status, 'pending')));
    const token = /\/cambiarPassword\/([A-Za-z0-9_-]+)/.exec(pending!.secretText!)![1]!;
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/password/${token}`,
      payload: { pass: 'cambiada2025' },
    });
    expect(changed.statusCode).toBe(200);

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.recordId, superAdmin.id));
    const used = entries.find((e) => 'passwordResetFrom' in e.changes);
    expect(used?.changes.passwordHash).toEqual({ old: '[oculto]', new: '[oculto]' });
    const notices = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Se cambió la contraseña de una cuenta del equipo'));
    expect(notices.map((m) => m.to).sort()).toEqual([otherSuper.email, superAdmin.email].sort());
    expect(notices[0]!.text).toContain(superAdmin.email);
  });

  it('a public account reset is not audited and mails no superAdmin', async () => {
    const person = await signIn(t.db, t.app.services, ['public'], 'persona@example.com');
    const before = await t.db.select().from(auditLog);
    await t.app.inject({ method: 'POST', url: '/api/password', payload: { email: person.email } });
    expect(await t.db.select().from(auditLog)).toHaveLength(before.length);
  });
});
