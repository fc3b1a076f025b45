// An approved foster application gives its person the role «transito» (issue 38, item 1), with an entry of
// the audit log: at the approval, to the account that sent it and to a verified account of its email; or
// later, when an account of that email proves the address (verification link, password reset, Google).
// Never to an unverified account found by email alone: anyone may register with anyone's email (issue 39).
import { APPROVED_STAGE, type Role } from '@campito/core';
import { type DbOrTx, fosterApplications, users } from '@campito/db';
import { and, eq, isNotNull, not, or, type SQL, sql } from 'drizzle-orm';
import { writeAccountEvent, writeAudit } from '../admin/audit';
import type { SessionUser } from '../auth/session.service';

const FOSTER_ROLE: Role = 'transito';
const APPROVED = APPROVED_STAGE.foster;

type Row = Record<string, unknown>;

const sameEmail = (email: string): SQL => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

/** Adds the role to the accounts `where` picks that lack it; returns each one, before and after. */
async function addRole(tx: DbOrTx, where: SQL | undefined) {
  const lacking = and(where, eq(users.isDelete, false), not(sql`${FOSTER_ROLE} = any(${users.roles})`));
  const before = await tx.select().from(users).where(lacking).for('update');
  const changed = [];
  for (const account of before) {
    const [after] = await tx
      .update(users)
      .set({ roles: sql`array_append(${users.roles}, ${FOSTER_ROLE})` })
      .where(eq(users.id, account.id))
      .returning();
    if (after) changed.push({ before: account, after });
  }
  return changed;
}

/**
 * A foster application just moved to «aprobada» (stage screen or the «pendiente» switch): the account that
 * sent it and verified accounts of its email become fosters, each change audited as the staff member's.
 */
export async function grantOnApproval(
  tx: DbOrTx,
  actor: Pick<SessionUser, 'id' | 'email'>,
  before: Row,
  after: Row,
): Promise<void> {
  if (after.stage !== APPROVED || before.stage === APPROVED) return;
  const email = String(after.email ?? '');
  const byEmail = and(sameEmail(email), isNotNull(users.emailVerifiedAt));
  const own = typeof after.userId === 'string' ? eq(users.id, after.userId) : undefined;
  const changed = await addRole(tx, own ? or(own, byEmail) : byEmail);
  for (const { before: old, after: account } of changed)
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'users',
      recordId: account.id,
      changes: { roles: { old: old.roles, new: account.roles } },
      record: account,
    });
}

/**
 * An account just proved its email: if an approved foster application carries that email, the account
 * becomes a foster now (no one is signed in to act: the entry says how it came).
 */
export async function grantOnVerifiedEmail(tx: DbOrTx, userId: string): Promise<void> {
  const approvedForEmail = sql`exists (select 1 from ${fosterApplications}
    where ${fosterApplications.stage} = ${APPROVED} and ${fosterApplications.isDelete} = false
      and lower(${fosterApplications.email}) = lower(${users.email}))`;
  const changed = await addRole(
    tx,
    and(eq(users.id, userId), isNotNull(users.emailVerifiedAt), approvedForEmail),
  );
  for (const { before: old, after: account } of changed)
    await writeAccountEvent(tx, account, {
      roles: { old: old.roles, new: account.roles },
      via: { old: null, new: 'solicitud de hogar de tránsito aprobada' },
    });
}
