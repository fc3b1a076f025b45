// The mails the review sends (ADR 011): each stage's template (the row staff saved, else the default text),
// filled in for one applicant, and the mail as it goes — the house layout in plain text and HTML.
import {
  type ApplicationKind,
  type ApplicationStage,
  DEFAULT_MAIL_TEMPLATES,
  fillTemplate,
  longDayTime,
  MAIL_TEMPLATE_KEYS,
  type MailTemplateKey,
  STAGE_LABELS,
  templateKeyFor,
} from '@campito/core';
import { type DbOrTx, events, mailTemplates } from '@campito/db';
import { eq } from 'drizzle-orm';
import type { MailMessage } from '../mail/outbox';
import { renderMail } from '../mail/templates';

type Row = Record<string, unknown>;

export interface MailPreview {
  key: MailTemplateKey;
  to: string;
  subject: string;
  body: string;
}

/** A template's text: the row staff saved, else the default. */
export async function templateText(
  db: DbOrTx,
  key: MailTemplateKey,
): Promise<{ subject: string; body: string }> {
  const [row] = await db
    .select({ subject: mailTemplates.subject, body: mailTemplates.body })
    .from(mailTemplates)
    .where(eq(mailTemplates.key, key));
  return row ?? DEFAULT_MAIL_TEMPLATES[key];
}

/** Every template has its row, with the default text (the admin lists and edits rows). */
export async function ensureMailTemplates(db: DbOrTx): Promise<void> {
  await db
    .insert(mailTemplates)
    .values(MAIL_TEMPLATE_KEYS.map((key) => ({ key, ...DEFAULT_MAIL_TEMPLATES[key] })))
    .onConflictDoNothing({ target: mailTemplates.key });
}

/**
 * What the placeholders stand for in one applicant's mail. A school's talk also has its school and, once
 * scheduled, its day and time: `talkAt` when staff are choosing it, else the request's event; without
 * either, {fecha} stays as written (the server fills it when the talk is scheduled).
 */
export async function placeholders(
  db: DbOrTx,
  publicUrl: string,
  row: Row,
  stage: ApplicationStage,
  talkAt?: Date,
) {
  let when = talkAt;
  if (!when && row.eventId) {
    const [event] = await db
      .select({ startsAt: events.startsAt })
      .from(events)
      .where(eq(events.id, row.eventId as string));
    when = event?.startsAt;
  }
  return {
    '{nombre}': String(row.name ?? ''),
    '{perro}': String(row.nameDog ?? ''),
    '{estado}': STAGE_LABELS[stage],
    '{sitio}': publicUrl,
    // Only a school's request has these: in other mails the words stay as written, as before.
    ...(typeof row.school === 'string' ? { '{escuela}': row.school } : {}),
    ...(when ? { '{fecha}': longDayTime(when) } : {}),
  };
}

/** The mail a move to `stage` sends, filled in for this applicant (null: that stage sends none). */
export async function previewFor(
  tx: DbOrTx,
  publicUrl: string,
  kind: ApplicationKind,
  row: Row,
  stage: ApplicationStage,
  options: { key?: MailTemplateKey; talkAt?: Date } = {},
): Promise<MailPreview | null> {
  const key = options.key ?? templateKeyFor(kind, stage);
  if (!key) return null;
  const text = await templateText(tx, key);
  const values = await placeholders(tx, publicUrl, row, stage, options.talkAt);
  return {
    key,
    to: String(row.email),
    subject: fillTemplate(text.subject, values),
    body: fillTemplate(text.body, values),
  };
}

/** The mail as sent: the (possibly edited) text in the house layout, plain text and HTML. */
export function mailOf(preview: { to: string; subject: string; body: string }): MailMessage {
  const paragraphs = preview.body
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    to: preview.to,
    subject: preview.subject,
    ...renderMail({ title: preview.subject, paragraphs }),
  };
}
