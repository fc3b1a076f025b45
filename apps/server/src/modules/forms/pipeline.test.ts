import { HONEYPOT_FIELD, MSG } from '@campito/core';
import { validAdoption, validContact, validVolunteer } from '@campito/core/test';
import { adoptionRequests, contactMessages, mailOutbox, volunteers } from '@campito/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { insertDog, postJson, queuedMails } from '../../../test/form-helpers';
import { freePort } from '../../../test/ports';
import { startSmtpServer } from '../../../test/smtp';
import { deliverDueMails } from '../mail/outbox';
import { createMailTransport } from '../mail/transport';
import { BOT_MESSAGE } from './pipeline';

const FORMS = [
  { url: '/api/adoptions', body: validAdoption, table: adoptionRequests },
  { url: '/api/volunteers', body: validVolunteer, table: volunteers },
  { url: '/api/contacto', body: validContact, table: contactMessages },
] as const;

describe('the submission pipeline of the public forms', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 0.1 × 20 submissions per hour and IP → 2; 0.1 × 8 mails per hour and mailbox (MAILBOX_RATE) → 1.
    t = await createTestApp({ STAFF_EMAIL: 'staff@elcampito.example', RATE_LIMIT_MULTIPLIER: '0.1' });
    await insertDog(t, { name: 'Luna' });
  });
  afterAll(() => t.close());

  it.each(FORMS)(
    '$url: a filled honeypot is refused in Spanish and nothing is stored or mailed',
    async (form) => {
      const res = await postJson(
        t,
        form.url,
        { ...form.body(), [HONEYPOT_FIELD]: 'http://spam.example' },
        { ip: '198.51.100.1' },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: BOT_MESSAGE });
      expect(await t.db.select().from(form.table)).toHaveLength(0);
      expect(await queuedMails(t)).toHaveLength(0);
    },
  );

  it.each(FORMS)(
    '$url: more submissions than the limit from one IP get a Spanish 429; other IPs go on',
    async (form) => {
      const ip = `192.0.2.${FORMS.indexOf(form) + 1}`;
      for (let i = 0; i < 2; i++)
        expect((await postJson(t, form.url, form.body(), { ip })).statusCode).toBe(201);
      const blocked = await postJson(t, form.url, form.body(), { ip });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ error: MSG.tooManyRequests });
      // Invalid bodies count too: the limit is checked before validation.
      expect((await postJson(t, form.url, {}, { ip })).statusCode).toBe(429);
      expect(await t.db.select().from(form.table)).toHaveLength(2);
      expect((await postJson(t, form.url, form.body(), { ip: `${ip}0` })).statusCode).toBe(201);
    },
  );

  it('stores every submission but sends an address at most its quota of confirmations', async () => {
    await t.db.delete(mailOutbox);
    const body = validContact({ email: 'destino@example.com' });
    expect((await postJson(t, '/api/contacto', body, { ip: '198.51.100.50' })).statusCode).toBe(201);
    expect((await postJson(t, '/api/contacto', body, { ip: '198.51.100.51' })).statusCode).toBe(201);
    const mails = await queuedMails(t);
    expect(mails.filter((m) => m.to === 'staff@elcampito.example')).toHaveLength(2);
    expect(mails.filter((m) => m.to === 'destino@example.com')).toHaveLength(1);
  });
});

describe('a page form post through the same pipeline', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
  });
  afterAll(() => t.close());
  const who = { ip: '203.0.113.77', user: null };

  it('takes the strings a form posts, answers field messages instead of throwing, and stores once per key', async () => {
    const posted = { ...validVolunteer(), availability: '4', days: ['lunes', 'jueves'], sitioWeb: '' };
    const bad = await t.app.services.volunteers.submit({ ...posted, phone: '12' }, who);
    expect(bad).toEqual({
      ok: false,
      status: 400,
      error: 'Revisá los datos marcados.',
      errors: { phone: 'El numero ingresado es invalido' },
    });
    const key = crypto.randomUUID();
    const first = await t.app.services.volunteers.submit({ ...posted, idempotencyKey: key }, who);
    const again = await t.app.services.volunteers.submit({ ...posted, idempotencyKey: key }, who);
    expect(first).toEqual({ ok: true, id: expect.any(String), created: true });
    expect(again).toEqual({ ok: true, id: first.ok && first.id, created: false });
    const rows = await t.db.select().from(volunteers);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ availability: 4, days: ['lunes', 'jueves'] });
  });

  it('answers the honeypot with the bot message', async () => {
    expect(await t.app.services.contact.submit({ ...validContact(), sitioWeb: 'x' }, who)).toEqual({
      ok: false,
      status: 400,
      error: BOT_MESSAGE,
    });
  });
});

describe('mail delivery of a submission', () => {
  it('with the SMTP server down the submission is accepted; once it is back each mail is delivered once', async () => {
    const port = await freePort();
    const t = await createTestApp({
      STAFF_EMAIL: 'staff@elcampito.example',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      RATE_LIMIT_MULTIPLIER: '100',
    });
    const transport = createMailTransport(t.config);
    let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
    try {
      await insertDog(t, { name: 'Luna' });
      const res = await postJson(t, '/api/adoptions', validAdoption());
      expect(res.statusCode).toBe(201);
      const id = res.json().id;

      expect(await deliverDueMails(t.db, transport)).toEqual({ sent: 0, failed: 2 });
      expect((await queuedMails(t)).every((m) => m.status === 'pending' && m.attempts === 1)).toBe(true);

      smtp = await startSmtpServer(port);
      await t.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
      expect(await deliverDueMails(t.db, transport)).toEqual({ sent: 2, failed: 0 });
      expect(await deliverDueMails(t.db, transport)).toEqual({ sent: 0, failed: 0 });

      expect(smtp.received.map((m) => m.to).sort()).toEqual([
        ['maria@example.com'],
        ['staff@elcampito.example'],
      ]);
      const staff = smtp.received.find((m) => m.to[0] === 'staff@elcampito.example')!;
      expect(unfold(staff.raw)).toContain(`/admin#/adoptions/${id}`);
      expect(await t.db.select().from(adoptionRequests)).toHaveLength(1);
    } finally {
      transport.close();
      await smtp?.close();
      await t.close();
    }
  });

  it('text typed by the applicant cannot add mail headers and is escaped in the HTML', async () => {
    const t = await createTestApp({ STAFF_EMAIL: 'staff@elcampito.example', RATE_LIMIT_MULTIPLIER: '100' });
    const smtp = await startSmtpServer();
    const transport = createMailTransport({ ...t.config, smtpUrl: smtp.url });
    try {
      const res = await postJson(
        t,
        '/api/contacto',
        validContact({
          fullName: 'Ana\r\nBcc: victima@example.com',
          consulta: '<img src=x onerror=alert(1)>',
        }),
      );
      expect(res.statusCode).toBe(201);
      const staffRow = (await queuedMails(t)).find((m) => m.to === 'staff@elcampito.example')!;
      expect(staffRow.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(staffRow.html).not.toContain('<img');
      expect(await deliverDueMails(t.db, transport)).toEqual({ sent: 2, failed: 0 });
      expect(smtp.received.flatMap((m) => m.to).sort()).toEqual([
        'ana@example.com',
        'staff@elcampito.example',
      ]);
      for (const mail of smtp.received) expect(mail.raw).not.toMatch(/^Bcc:/im);
    } finally {
      transport.close();
      await smtp.close();
      await t.close();
    }
  });
});

/** Undoes quoted-printable soft line breaks and escapes, enough to search a link in a raw mail. */
function unfold(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}
