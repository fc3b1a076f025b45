import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../env';

export interface OutgoingMail {
  /** Stable per outbox row, so a rare resend after a crash can be recognised as the same message. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise each mail becomes an .eml file in DATA_DIR/outbox. */
export function createMailTransport(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'outboxDir'>,
): MailTransport {
  const message = (mail: OutgoingMail) => ({
    from: config.mailFrom,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    messageId: mail.messageId,
  });

  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport(config.smtpUrl, {});
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
