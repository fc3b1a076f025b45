// The audit log: who changed what, when, with every changed field's old and new value (issue 6).
import { type AUDIT_ACTIONS, isoDay } from '@campito/core';
import { auditLog, type DbOrTx } from '@campito/db';
import type { SessionUser } from '../auth/session.service';
import type { Row } from './resource';

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type Changes = Record<string, { old: unknown; new: unknown }>;

/** Bookkeeping columns that change on every write and say nothing about the change. */
const IGNORED = new Set(['id', 'createdAt', 'updatedAt']);
const REDACTED = '[oculto]';

/** JSON-comparable form: dates as ISO text, so a Date and its string compare equal. */
export function comparable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));

/**
 * The fields that differ between two versions of a record (null stands for "no record": a create has
 * no before, a hard delete no after). Redacted fields record that they changed, never their values.
 */
export function diffRecords(before: Row | null, after: Row | null, redact: readonly string[] = []): Changes {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Changes = {};
  for (const key of keys) {
    if (IGNORED.has(key)) continue;
    const oldValue = before ? (before[key] ?? null) : null;
    const newValue = after ? (after[key] ?? null) : null;
    if (same(oldValue, newValue)) continue;
    changes[key] = redact.includes(key)
      ? { old: oldValue === null ? null : REDACTED, new: newValue === null ? null : REDACTED }
      : { old: comparable(oldValue), new: comparable(newValue) };
  }
  return changes;
}

const filled = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const withDetail = (main: string | null, detail: string | null) =>
  main && detail ? `${main} (${detail})` : (main ?? detail);

/**
 * How the log names a record of each resource: what staff call it. Written into the entry with the
 * change (audit_log.record_label), so the list and the record read it in their one query, and a press
 * note deleted since keeps its title. Migration 0008 gave the older entries the same names in SQL.
 */
const RECORD_LABELS: Record<string, (row: Row) => string | null> = {
  dogs: (r) => filled(r.name),
  users: (r) => withDetail(filled(r.name), filled(r.email)),
  press: (r) => filled(r.title) ?? filled(r.media),
  escolar: (r) => filled(r.title) ?? filled(r.category),
  contributions: (r) =>
    filled(r.name) ??
    filled(r.email) ??
    (r.type ? `${r.type} · ${Number(r.total)} ${r.currency ?? ''}`.trim() : null),
  volunteers: (r) => filled(r.name),
  adoptions: (r) => withDetail(filled(r.name), filled(r.nameDog)),
  contacts: (r) => filled(r.fullName),
  // The school, never the teacher: the log keeps its label after housekeeping removed the teacher's data.
  'school-requests': (r) => filled(r.school),
  // Issue 38: a foster home by the person's name (never the address).
  'foster-applications': (r) => filled(r.name),
  // A date by its title and day; a booking by the person's name (issue 35).
  events: (r) => withDetail(filled(r.title), r.startsAt ? isoDay(r.startsAt as string | Date) : null),
  'event-bookings': (r) => filled(r.name),
  interfaces: () => 'Textos e imágenes del sitio',
  'dog-updates': (r) => {
    const text = filled(r.text);
    return text && text.length > 80 ? `${text.slice(0, 79)}…` : text;
  },
};

/** The name of a record for the log (null when it has none to give). */
export function recordLabel(resource: string, row: Row | null): string | null {
  const label = row && Object.hasOwn(RECORD_LABELS, resource) ? RECORD_LABELS[resource]!(row) : null;
  return label ? label.slice(0, 300) : null;
}

/**
 * One entry. `record` is the record as it is after the change (as it was, for a deletion): it gives
 * the entry the record's name.
 */
export async function writeAudit(
  tx: DbOrTx,
  actor: Pick<SessionUser, 'id' | 'email'>,
  entry: { action: AuditAction; resource: string; recordId: string; changes: Changes; record: Row | null },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    resource: entry.resource,
    recordId: entry.recordId,
    recordLabel: recordLabel(entry.resource, entry.record),
    changes: entry.changes,
  });
}

/**
 * What happened to a staff account outside the panel (issue 39): a password reset asked for or used, an
 * email confirmed through the mail. `changes` names the event and the client address it came from; the
 * actor is whoever was signed in, or nobody (the usual case: these links are used signed out).
 */
export async function writeAccountEvent(
  tx: DbOrTx,
  account: Row & { id: string },
  changes: Changes,
  actor: Pick<SessionUser, 'id' | 'email'> | null = null,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    action: 'update',
    resource: 'users',
    recordId: account.id,
    recordLabel: recordLabel('users', account),
    changes,
  });
}

/**
 * A donor's change to their own monthly plan from its mailed link (issue 36): nobody is signed in, so the
 * actor is empty and the change says how it came.
 */
export async function writeDonorChange(
  tx: DbOrTx,
  plan: Row & { id: string },
  changes: Changes,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: null,
    actorEmail: null,
    action: 'update',
    resource: 'subscriptions',
    recordId: plan.id,
    recordLabel: recordLabel('subscriptions', plan),
    changes: { ...changes, via: { old: null, new: 'enlace del donante' } },
  });
}
