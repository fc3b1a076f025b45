import { randomUUID } from 'node:crypto';
import { type DbOrTx, type MailAttachment, mailOutbox, queryRows } from '@campito/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { hideSecretLinks } from './secrets';
import type { MailTransport } from './transport';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A one-click unsubscribe address of this site (List-Unsubscribe, RFC 8058). */
  unsubscribeUrl?: string;
  /** Files sent with it (an event's .ics calendar invitation). */
  attachments?: MailAttachment[];
}

/** Removes CR/LF so user text can never add a header line. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/**
 * Queues mails in the caller's transaction: the submission and its mails are stored together or not at
 * all, and the worker delivers them later (SMTP being down never fails a submission).
 */
export async function enqueueMail(tx: DbOrTx, mails: MailMessage[]): Promise<string[]> {
  if (mails.length === 0) return [];
  const rows = await tx
    .insert(mailOutbox)
    .values(
      mails.map((m) => {
        // Staff read `text` and `html`; a secret link stays only in the deliverable copy (secrets.ts).
        const text = hideSecretLinks(m.text);
        const html = m.html ? hideSecretLinks(m.html) : null;
        const secret = text !== m.text || html !== (m.html ?? null);
        return {
          to: oneLine(m.to),
          subject: oneLine(m.subject),
          text,
          html,
          secretText: secret ? m.text : null,
          secretHtml: secret ? (m.html ?? null) : null,
          unsubscribeUrl: m.unsubscribeUrl ? oneLine(m.unsubscribeUrl) : null,
          attachments: m.attachments?.length ? m.attachments : null,
        };
      }),
    )
    .returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}

const MAX_ATTEMPTS = 12;
/**
 * How long a claimed mail belongs to one worker. The lease is renewed before each mail of a batch, so it
 * covers one SMTP attempt, which the transport's timeouts keep well under it (SMTP_TIMEOUTS, transport.ts).
 */
export const LEASE_SECONDS = 120;

/** 10 s, 20 s, 40 s … capped at one hour. */
export function backoffMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export interface DeliveryResult {
  sent: number;
  failed: number;
}

export interface DeliveryOptions {
  batch?: number;
  /** The lease in seconds (LEASE_SECONDS; tests shorten it). */
  leaseSeconds?: number;
  /** Called for a mail this worker no longer held when it came to send it or write its outcome. */
  onLost?: (id: string) => void;
}

/**
 * Delivers due mails once. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease carrying a fresh
 * token, so several instances never send the same mail concurrently. Before each send the lease is renewed
 * and after it the outcome is written only where the row still carries this round's token: a worker whose
 * lease ran out and was claimed by another one writes nothing (the other worker's outcome stands).
 */
export async function deliverDueMails(
  db: DbOrTx,
  transport: MailTransport,
  options: DeliveryOptions | number = {},
): Promise<DeliveryResult> {
  const {
    batch = 20,
    leaseSeconds = LEASE_SECONDS,
    onLost,
  } = typeof options === 'number' ? { batch: options } : options;
  const token = randomUUID();
  const claimed = await queryRows<{ id: string }>(
    db,
    sql`
    update ${mailOutbox} set locked_until = now() + make_interval(secs => ${leaseSeconds}), lease_token = ${token}
    where id in (
      select id from ${mailOutbox}
      where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by next_attempt_at
      limit ${batch}
      for update skip locked
    )
    returning id`,
  );
  const ids = claimed.map((r) => r.id);
  const result: DeliveryResult = { sent: 0, failed: 0 };
  if (ids.length === 0) return result;
  const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
  const held = (id: string) => and(eq(mailOutbox.id, id), eq(mailOutbox.leaseToken, token));
  for (const row of rows) {
    // The batch's earlier mails took time: this one gets a whole lease for its own attempt, if still ours.
    const renewed = await db
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
      .where(and(held(row.id), eq(mailOutbox.status, 'pending')))
      .returning({ id: mailOutbox.id });
    if (renewed.length === 0) {
      onLost?.(row.id);
      continue;
    }
    let error: unknown = null;
    try {
      await transport.send({
        messageId: `<${row.id}@elcampito>`,
        to: row.to,
        subject: row.subject,
        text: row.secretText ?? row.text,
        html: row.secretText !== null ? row.secretHtml : row.html,
        unsubscribeUrl: row.unsubscribeUrl,
        attachments: row.attachments,
      });
    } catch (err) {
      error = err;
    }
    const attempts = row.attempts + 1;
    const done = error === null || attempts >= MAX_ATTEMPTS;
    // Once sent (or given up), nobody needs the secret link or the signed opt-out address any more.
    const forget = done ? { secretText: null, secretHtml: null, unsubscribeUrl: null } : {};
    const written = await db
      .update(mailOutbox)
      .set(
        error === null
          ? {
              status: 'sent',
              sentAt: new Date(),
              attempts,
              lockedUntil: null,
              leaseToken: null,
              lastError: null,
              ...forget,
            }
          : {
              ...forget,
              attempts,
              status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
              nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
              lockedUntil: null,
              leaseToken: null,
              lastError: String((error as Error).message ?? error).slice(0, 500),
            },
      )
      .where(held(row.id))
      .returning({ id: mailOutbox.id });
    if (written.length === 0) onLost?.(row.id);
    else if (error === null) result.sent++;
    else result.failed++;
  }
  return result;
}
