// @engines pglite postgres — row leases with FOR UPDATE SKIP LOCKED: `npm test` runs this file on both (scripts/test.mjs).
import { mailOutbox } from '@campito/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { freePort } from '../../../test/ports';
import { startSmtpServer } from '../../../test/smtp';
import { backoffMs, deliverDueMails, enqueueMail } from './outbox';
import { renderMail } from './templates';
import { createMailTransport } from './transport';

describe('mail outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps mails while SMTP is down and delivers each exactly once when it is back', async () => {
    const port = await freePort();
    const transport = createMailTransport({ ...t.config, smtpUrl: `smtp://127.0.0.1:${port}` });
    await t.db.transaction(async (tx) => {
      await enqueueMail(tx, [
        { to: 'staff@example.com', subject: 'Nuevo formulario', text: 'uno' },
        { to: 'persona@example.com', subject: 'Recibimos tu formulario', text: 'dos' },
      ]);
    });

    const down = await deliverDueMails(t.db, transport);
    expect(down).toEqual({ sent: 0, failed: 2 });
    const pending = await t.db.select().from(mailOutbox);
    expect(pending.every((m) => m.status === 'pending' && m.attempts === 1 && m.lastError)).toBe(true);

    const smtp = await startSmtpServer(port);
    try {
      // Backoff not yet elapsed: nothing is retried early.
      expect(await deliverDueMails(t.db, transport)).toEqual({ sent: 0, failed: 0 });
      await t.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
      expect(await deliverDueMails(t.db, transport)).toEqual({ sent: 2, failed: 0 });
      expect(await deliverDueMails(t.db, transport)).toEqual({ sent: 0, failed: 0 });
      expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['persona@example.com', 'staff@example.com']);
      const sent = await t.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'sent'));
      expect(sent).toHaveLength(2);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('user text cannot add headers and is escaped in HTML', async () => {
    await t.db.delete(mailOutbox);
    const { text, html } = renderMail({
      title: 'Consulta',
      rows: [['Mensaje', '<script>alert(1)</script>']],
    });
    await enqueueMail(t.db, [
      { to: 'staff@example.com', subject: 'Hola\r\nBcc: victima@example.com', text, html },
    ]);
    const smtp = await startSmtpServer();
    const transport = createMailTransport({ ...t.config, smtpUrl: smtp.url });
    try {
      expect(await deliverDueMails(t.db, transport)).toEqual({ sent: 1, failed: 0 });
      const [mail] = smtp.received;
      expect(mail!.to).toEqual(['staff@example.com']);
      expect(mail!.raw).not.toMatch(/^Bcc:/im);
      expect(mail!.raw).toContain('&lt;script&gt;');
      // Only the text/plain part carries the text as typed.
      expect(html).not.toContain('<script>');
      expect(text).toContain('Mensaje: <script>');
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('a subscription mail carries one-click unsubscribe headers (RFC 8058); others carry none', async () => {
    await t.db.delete(mailOutbox);
    const url = 'http://localhost:3000/avisos/baja/abc.def';
    await enqueueMail(t.db, [
      { to: 'suscripta@example.com', subject: 'Llegó un perro', text: 'uno', unsubscribeUrl: url },
      { to: 'otra@example.com', subject: 'Recibimos tu formulario', text: 'dos' },
      {
        to: 'tercera@example.com',
        subject: 'Otro',
        text: 'tres',
        unsubscribeUrl: `${url}\r\nBcc: x@example.com`,
      },
    ]);
    const smtp = await startSmtpServer();
    const transport = createMailTransport({ ...t.config, smtpUrl: smtp.url });
    try {
      const first = await deliverDueMails(t.db, transport);
      const second = await deliverDueMails(t.db, transport);
      expect(first.sent + second.sent).toBe(3);
      const alert = smtp.received.find((m) => m.to.includes('suscripta@example.com'))!;
      expect(alert.raw).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/avisos\/baja\/abc\.def/im);
      expect(alert.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
      // An address with a line break stays one header line: it can never add a header.
      const third = smtp.received.find((m) => m.to.includes('tercera@example.com'))!;
      expect(third.raw).not.toMatch(/^Bcc:/im);
      expect(third.to).toEqual(['tercera@example.com']);
      const other = smtp.received.find((m) => m.to.includes('otra@example.com'))!;
      expect(other.raw).not.toMatch(/^List-Unsubscribe/im);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('without SMTP_URL writes each mail as an .eml file in DATA_DIR/outbox', async () => {
    await t.db.delete(mailOutbox);
    await enqueueMail(t.db, [{ to: 'a@example.com', subject: 'Archivo', text: 'cuerpo' }]);
    const transport = createMailTransport(t.config);
    expect(await deliverDueMails(t.db, transport)).toEqual({ sent: 1, failed: 0 });
    const { readdir, readFile } = await import('node:fs/promises');
    const files = await readdir(t.config.outboxDir);
    expect(files).toHaveLength(1);
    expect(await readFile(`${t.config.outboxDir}/${files[0]}`, 'utf8')).toContain('Subject: Archivo');
  });

  it('backs off exponentially up to an hour', () => {
    expect(backoffMs(1)).toBe(10_000);
    expect(backoffMs(2)).toBe(20_000);
    expect(backoffMs(20)).toBe(3_600_000);
  });
});
