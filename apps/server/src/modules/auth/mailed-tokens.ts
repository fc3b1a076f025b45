import { randomBytes } from 'node:crypto';
import { type DbOrTx, mailedTokens } from '@campito/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken } from './session.service';

/** What a mailed link is for: changing the password, or proving the email is the person's. */
export type MailedTokenPurpose = 'password' | 'email';

/** The shape of a token in a link (43 base64url characters when we make it; anything else is refused). */
export const MAILED_TOKEN_RE = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The links the site mails (password recovery, email verification): a random 256-bit token, stored only
 * as its SHA-256, valid once and until `ttlMs` passes. Issuing a new one retires the person's earlier
 * links of the same purpose, so only the newest mail works. Runs in the caller's transaction, beside the
 * mail that carries the link.
 */
export async function issueMailedToken(
  tx: DbOrTx,
  userId: string,
  purpose: MailedTokenPurpose,
  ttlMs: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx
    .delete(mailedTokens)
    .where(and(eq(mailedTokens.userId, userId), eq(mailedTokens.purpose, purpose)));
  await tx.insert(mailedTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** The row of a token that can still be used: of this purpose, unused and not expired. */
const usable = (token: string, purpose: MailedTokenPurpose) =>
  and(
    eq(mailedTokens.tokenHash, hashToken(token)),
    eq(mailedTokens.purpose, purpose),
    isNull(mailedTokens.usedAt),
    gt(mailedTokens.expiresAt, new Date()),
  );

/**
 * Uses a token: marks it used if it is of this purpose, unused and not expired, and returns its user;
 * otherwise null. Claiming is one UPDATE, so two uses at once cannot both succeed.
 */
export async function claimMailedToken(
  tx: DbOrTx,
  token: string,
  purpose: MailedTokenPurpose,
): Promise<string | null> {
  if (!MAILED_TOKEN_RE.test(token)) return null;
  const [claimed] = await tx
    .update(mailedTokens)
    .set({ usedAt: new Date() })
    .where(usable(token, purpose))
    .returning({ userId: mailedTokens.userId });
  return claimed?.userId ?? null;
}

/**
 * The user of a token that could still be used (of this purpose, unused, not expired), or null. Reads
 * only: opening a mailed link shows a page; using it is a separate, explicit step (claimMailedToken).
 */
export async function peekMailedToken(
  tx: DbOrTx,
  token: string,
  purpose: MailedTokenPurpose,
): Promise<string | null> {
  if (!MAILED_TOKEN_RE.test(token)) return null;
  const [row] = await tx
    .select({ userId: mailedTokens.userId })
    .from(mailedTokens)
    .where(usable(token, purpose));
  return row?.userId ?? null;
}

/** The user of a token that was already used (for "your email is already confirmed"), or null. */
export async function usedMailedTokenOwner(
  tx: DbOrTx,
  token: string,
  purpose: MailedTokenPurpose,
): Promise<string | null> {
  if (!MAILED_TOKEN_RE.test(token)) return null;
  const [row] = await tx
    .select({ userId: mailedTokens.userId, usedAt: mailedTokens.usedAt })
    .from(mailedTokens)
    .where(and(eq(mailedTokens.tokenHash, hashToken(token)), eq(mailedTokens.purpose, purpose)));
  return row?.usedAt ? row.userId : null;
}
