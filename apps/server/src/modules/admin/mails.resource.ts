// The mail outbox, read-only: what the site sent or tried to send, so staff can see a mail that failed
// (the dashboard's "correos que fallaron" links here) and to whom. Rows are written by the outbox only.
import { mailOutbox } from '@campito/db';
import type { ResourceDef } from './resource';

const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

export const mailsResource: ResourceDef = {
  name: 'mails',
  table: mailOutbox,
  id: mailOutbox.id,
  sort: {
    createdAt: mailOutbox.createdAt,
    updatedAt: mailOutbox.updatedAt,
    status: mailOutbox.status,
    to: mailOutbox.to,
    subject: mailOutbox.subject,
    attempts: mailOutbox.attempts,
    sentAt: mailOutbox.sentAt,
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    status: { kind: 'eq', column: mailOutbox.status, values: MAIL_STATUSES },
    to: { kind: 'contains', column: mailOutbox.to },
  },
  search: [mailOutbox.to, mailOutbox.subject],
  // The worker's lease is nobody's business; the HTML copy repeats the text.
  toRecord: (row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt,
    sentAt: row.sentAt,
    lastError: row.lastError,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }),
};
