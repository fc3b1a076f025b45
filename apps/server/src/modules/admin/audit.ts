// The audit log: who changed what, when, with every changed field's old and new value (issue 6).
import { auditLog, type DbOrTx } from '@campito/db';
import type { SessionUser } from '../auth/session.service';
import type { Row } from './resource';

export type AuditAction = 'create' | 'update' | 'delete';
export type Changes = Record<string, { old: unknown; new: unknown }>;

/** Bookkeeping columns that change on every write and say nothing about the change. */
const IGNORED = new Set(['id', 'createdAt', 'updatedAt']);
export const REDACTED = '[oculto]';

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

export async function writeAudit(
  tx: DbOrTx,
  actor: Pick<SessionUser, 'id' | 'email'>,
  entry: { action: AuditAction; resource: string; recordId: string; changes: Changes },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    resource: entry.resource,
    recordId: entry.recordId,
    changes: entry.changes,
  });
}
