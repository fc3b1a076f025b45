import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailAttachment } from '@campito/db';
import nodemailer from 'nodemailer';
import type { Config } from '../../env';

interface OutgoingMail {
  /** Stable per outbox row, so a rare resend after a crash can be recognised as the same message. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** One-click unsubscribe (RFC 8058): List-Unsubscribe and List-Unsubscribe-Post headers. */
  unsubscribeUrl?: string | null;
  attachments?: MailAttachment[] | null;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * How long one SMTP attempt may wait, in ms: to connect, for the server's greeting, and for any answer
 * once talking (socket inactivity, e.g. a server stalled in DATA). nodemailer's defaults (2 min, 30 s,
 * 10 min) outlast the outbox lease (LEASE_SECONDS, 120 s), so a stalled server could let another
 * instance claim and send the same mail while this one still waits. Their sum (50 s) stays well under it;
 * outbox.test.ts checks that.
 */
export const SMTP_TIMEOUTS = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 30_000 };

/** SMTP through nodemailer when SMTP_URL is set; otherwise each mail becomes an .eml file in DATA_DIR/outbox. */
export function createMailTransport(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'outboxDir'>,
  timeouts: typeof SMTP_TIMEOUTS = SMTP_TIMEOUTS,
): MailTransport {
  const message = (mail: OutgoingMail) => ({
    from: config.mailFrom,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    messageId: mail.messageId,
    ...(mail.attachments?.length
      ? {
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
          })),
        }
      : {}),
    ...(mail.unsubscribeUrl
      ? {
          list: { unsubscribe: mail.unsubscribeUrl },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }
      : {}),
  });

  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: timeouts.connectionMs,
      greetingTimeout: timeouts.greetingMs,
      socketTimeout: timeouts.socketMs,
    });
    return {
      async send(mail) {
        await smtp.sendMail(message(mail));
      },
      close: () => smtp.close(),
    };
  }

  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await files.sendMail(message(mail));
      await mkdir(config.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const id = mail.messageId.replace(/[^a-z0-9-]/gi, '').slice(0, 40);
      await writeFile(path.join(config.outboxDir, `${stamp}-${id}.eml`), info.message as Buffer);
    },
    close: () => files.close(),
  };
}
