import { AppError, AUTH_MSG, hasStaffRole } from '@campito/core';
import { type DbOrTx, users } from '@campito/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { writeAccountEvent } from '../admin/audit';
import { grantOnVerifiedEmail } from '../fosters/foster-role';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/templates';
import { MAILBOX_RATE, mailboxOf } from '../security/mailbox';
import type { createRateLimitService, RateRule } from '../security/rate-limit.service';
import { assertPasswordNotCommon, hashPassword } from '../users/password';
import type { UserRow } from '../users/users.service';
import { claimMailedToken, issueMailedToken, peekMailedToken, usedMailedTokenOwner } from './mailed-tokens';
import type { SessionService, SessionUser } from './session.service';

const VERIFY_TOKEN_TTL_MS = 48 * 3600_000;
const MINUTE = 60_000;
const VERIFY_LIMITS = {
  /** "Reenviar el correo de verificación": per account (signed in, so only its owner spends it) and per address. */
  resend: { name: 'verify-resend', max: 3, windowMs: 15 * MINUTE },
  resendIp: { name: 'verify-resend-ip', max: 20, windowMs: 60 * MINUTE },
  confirmIp: { name: 'verify-ip', max: 30, windowMs: 60 * MINUTE },
} satisfies Record<string, RateRule>;

export type VerifyOutcome = 'verified' | 'already' | 'invalid';

/**
 * What a verification link can do, read without using it: 'valid' (and whether confirming needs the
 * account's password to be chosen), 'already' (used, the account is verified) or 'invalid'.
 */
export type VerifyCheck = { state: 'valid'; choosePassword: boolean } | { state: 'already' | 'invalid' };

/** Who confirms: the signed-in person if any, and the password they chose on the page. */
export interface Confirmer {
  user: Pick<SessionUser, 'id' | 'email'> | null;
  pass?: string;
}

/** Sets email_verified_at once (a later proof keeps the first date). */
export async function markEmailVerified(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  await grantOnVerifiedEmail(tx, userId);
}

/**
 * Email verification (issue 14): registering with a password does not prove the email is the person's,
 * and adoption and volunteer applications are found by email, so they show on the profile only once the
 * address is proven. Proof is the mailed link (single-use, 48 hours, the same token machinery as password
 * recovery), a password reset through the mail, or Google's `email_verified`.
 *
 * Anyone can register with someone else's address (issue 39): so opening the link changes nothing (mail
 * scanners follow links), and confirming from a browser that is not signed in as that account also
 * chooses the account's password, which ends every other session. Whoever registered with an address
 * that is not theirs loses the account to its owner; the proof always belongs to the password's holder.
 */
export function createEmailVerification(
  { db, config, mail }: ServiceDeps,
  rateLimit: ReturnType<typeof createRateLimitService>,
  sessions: SessionService,
) {
  /** Issues a new link (retiring earlier ones) and queues its mail, in the caller's transaction. */
  async function queue(tx: DbOrTx, user: Pick<UserRow, 'id' | 'name' | 'email'>): Promise<void> {
    const token = await issueMailedToken(tx, user.id, 'email', VERIFY_TOKEN_TTL_MS);
    const subject = 'Confirmá tu email en El Campito';
    const body = renderMail({
      title: subject,
      paragraphs: [
        `Hola ${user.name}: para terminar de crear tu cuenta, confirmá que este email es tuyo.`,
        'Así vas a poder ver en tu perfil las solicitudes de adopción y de voluntariado que enviaste con él. El enlace sirve una sola vez y vence en 48 horas.',
        'Si no creaste vos esta cuenta, alguien usó tu email. Podés ignorar este correo: sin confirmar, la cuenta no ve nada tuyo. O abrí el enlace y elegí tu propia contraseña: la cuenta pasa a ser tuya y se cierran las sesiones de quien la creó.',
      ],
      link: { href: `${config.publicUrl}/verificar/${token}`, label: 'Confirmar mi email' },
    });
    await enqueueMail(tx, [{ to: user.email, subject, ...body }]);
  }

  return {
    queue,

    /** "Reenviar el correo de verificación" for the signed-in person: 'sent', or 'already' when verified. */
    async resend(userId: string, ip: string): Promise<'sent' | 'already'> {
      await rateLimit.consume(VERIFY_LIMITS.resendIp, ip);
      await rateLimit.consume(VERIFY_LIMITS.resend, userId);
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user || user.isDelete) throw new AppError(401, AUTH_MSG.noAccess);
      if (user.emailVerifiedAt) return 'already';
      await rateLimit.consume(MAILBOX_RATE, mailboxOf(user.email));
      await db.transaction((tx) => queue(tx, user));
      mail.wake();
      return 'sent';
    },

    /** What the link can do, without using it (opening the page must change nothing). */
    async check(token: string, viewer: Pick<SessionUser, 'id'> | null): Promise<VerifyCheck> {
      const owner = await peekMailedToken(db, token, 'email');
      if (owner) return { state: 'valid', choosePassword: viewer?.id !== owner };
      return { state: await usedLinkState(db, token) };
    },

    /**
     * The link's button: verifies once. Signed in as the account, that is all; otherwise `pass` becomes
     * the account's password (400 on `pass` without one), every session of the account ends and the
     * confirmer gets a new one (`session`). A used link of an already verified account says so.
     */
    async confirm(
      token: string,
      ip: string,
      confirmer: Confirmer,
    ): Promise<{ outcome: VerifyOutcome; session?: string }> {
      await rateLimit.consume(VERIFY_LIMITS.confirmIp, ip);
      const owner = await peekMailedToken(db, token, 'email');
      if (!owner) return { outcome: await usedLinkState(db, token) };
      const choosing = confirmer.user?.id !== owner;
      if (choosing && !confirmer.pass) {
        throw new AppError(400, AUTH_MSG.verifyChoosePassword, { pass: AUTH_MSG.verifyChoosePassword });
      }
      if (choosing) assertPasswordNotCommon(confirmer.pass!);
      const passwordHash = choosing ? await hashPassword(confirmer.pass!) : undefined;
      const verified = await db.transaction(async (tx) => {
        // Claimed and used together: a second click finds it already used.
        if ((await claimMailedToken(tx, token, 'email')) !== owner) return null;
        const [user] = await tx
          .update(users)
          .set({
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
            ...(passwordHash ? { passwordHash } : {}),
          })
          .where(and(eq(users.id, owner), eq(users.isDelete, false)))
          .returning();
        // An approved foster application of this email makes the account a foster now (issue 38).
        if (user) await grantOnVerifiedEmail(tx, user.id);
        if (user && hasStaffRole(user.roles)) {
          await writeAccountEvent(tx, user, { emailVerifiedFrom: { old: null, new: ip } }, confirmer.user);
        }
        return user ?? null;
      });
      if (!verified) return { outcome: await usedLinkState(db, token) };
      if (!passwordHash) return { outcome: 'verified' };
      await sessions.destroyAllFor(verified.id);
      const { token: session } = await sessions.create(verified.id);
      return { outcome: 'verified', session };
    },
  };
}

/** A link that cannot be used any more: 'already' when it was used and its account is verified. */
async function usedLinkState(db: DbOrTx, token: string): Promise<'already' | 'invalid'> {
  const owner = await usedMailedTokenOwner(db, token, 'email');
  if (!owner) return 'invalid';
  const [row] = await db
    .select({ verifiedAt: users.emailVerifiedAt, isDelete: users.isDelete })
    .from(users)
    .where(eq(users.id, owner));
  return row?.verifiedAt && !row.isDelete ? 'already' : 'invalid';
}
