// Tables the system itself needs: sessions, password-reset tokens, the mail outbox and the audit log.
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './common';
import { users } from './users';

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * The single-use tokens mailed as links: password recovery (`password`) and email verification
 * (`email`). Only the SHA-256 of each token is stored.
 */
export const mailedTokens = pgTable(
  'mailed_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password', 'email'] })
      .notNull()
      .default('password'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('mailed_tokens_user_idx').on(t.userId)],
);

/** A file attached to a mail: small and textual (a calendar invitation), kept with the outbox row. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /**
     * The mail as it is delivered, while it carries a secret link (a password reset, an email verification,
     * a signed confirmation or opt-out): `text` and `html` hold the copy staff see, with the link replaced by
     * «[enlace oculto]». Cleared once the mail is sent or has failed for good (modules/mail/secrets.ts).
     */
    secretText: text('secret_text'),
    secretHtml: text('secret_html'),
    /**
     * A one-click unsubscribe address (new-dog alerts, a dog's news): sent as List-Unsubscribe with
     * List-Unsubscribe-Post (RFC 8058), so mail apps offer "Cancelar suscripción" themselves.
     */
    unsubscribeUrl: text('unsubscribe_url'),
    /** Small text files sent with the mail (an event's .ics): name, MIME type and content. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    /** pending → sent, or failed after the last retry. */
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Who holds the lease: set by each claim; a worker writes the outcome only while it still matches. */
    leaseToken: uuid('lease_token'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    ...timestamps,
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    action: text('action', { enum: ['create', 'update', 'delete', 'view'] }).notNull(),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    /**
     * What the record was called when it changed (a dog's name, a person's name and email, a note's
     * title…), written with the entry so the log names records without a join and after a hard delete.
     */
    recordLabel: text('record_label'),
    /** { field: { old, new } } */
    changes: jsonb('changes').$type<Record<string, { old: unknown; new: unknown }>>().notNull(),
    ...timestamps,
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_resource_idx').on(t.resource, t.recordId),
  ],
);

/** Fixed-window counters shared by every instance (docs/architecture.md#principles: no per-process state). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
