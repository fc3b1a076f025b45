import { type DbOrTx, mailOutbox, queryRows } from '@campito/db';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { MailTransport } from './transport';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Removes CR/LF so user text can never add a header line. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/**
 * Queues mails in the caller's transaction: the submission and its mails are stored together or not at
 * all, and the worker delivers them later (SMTP being down never fails a submission).
 */
export async function enqueueMail(tx: DbOrTx, mails: MailMessage[]): Promise<void> {
  if (mails.length === 0) return;
  await tx.insert(mailOutbox).values(
    mails.map((m) => ({
      to: oneLine(m.to),
      subject: oneLine(m.subject),
      text: m.text,
      html: m.html ?? null,
    })),
  );
}

export const MAX_ATTEMPTS = 12;
const LOCK_SECONDS = 120;

/** 10 s, 20 s, 40 s … capped at one hour. */
export function backoffMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export interface DeliveryResult {
  sent: number;
  failed: number;
}

/**
 * Delivers due mails once. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so several
 * instances never send the same mail concurrently.
 */
export async function deliverDueMails(
  db: DbOrTx,
  transport: MailTransport,
  batch = 20,
): Promise<DeliveryResult> {
  const claimed = await queryRows<{ id: string }>(
    db,
    sql`
    update ${mailOutbox} set locked_until = now() + make_interval(secs => ${LOCK_SECONDS})
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
  if (ids.length === 0) return { sent: 0, failed: 0 };
  const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
  const result: DeliveryResult = { sent: 0, failed: 0 };
  for (const row of rows) {
    try {
      await transport.send({
        messageId: `<${row.id}@elcampito>`,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
      });
      await db
        .update(mailOutbox)
        .set({
          status: 'sent',
          sentAt: new Date(),
          attempts: row.attempts + 1,
          lockedUntil: null,
          lastError: null,
        })
        .where(eq(mailOutbox.id, row.id));
      result.sent++;
    } catch (err) {
      const attempts = row.attempts + 1;
      await db
        .update(mailOutbox)
        .set({
          attempts,
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
          lockedUntil: null,
          lastError: String((err as Error).message ?? err).slice(0, 500),
        })
        .where(eq(mailOutbox.id, row.id));
      result.failed++;
    }
  }
  return result;
}

/** Pending mails that are due now (for tests and the readiness of the worker). */
export async function countDueMails(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, new Date()),
        or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, new Date())),
      ),
    );
  return row?.n ?? 0;
}
