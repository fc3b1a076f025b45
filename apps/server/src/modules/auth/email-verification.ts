import { AppError, AUTH_MSG } from '@campito/core';
import { type DbOrTx, users } from '@campito/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/templates';
import type { createRateLimitService, RateRule } from '../security/rate-limit.service';
import type { UserRow } from '../users/users.service';
import { claimMailedToken, issueMailedToken, usedMailedTokenOwner } from './mailed-tokens';

const VERIFY_TOKEN_TTL_MS = 48 * 3600_000;
const MINUTE = 60_000;
const VERIFY_LIMITS = {
  /** "Reenviar el correo de verificación": per account (signed in, so only its owner spends it) and per address. */
  resend: { name: 'verify-resend', max: 3, windowMs: 15 * MINUTE },
  resendIp: { name: 'verify-resend-ip', max: 20, windowMs: 60 * MINUTE },
  confirmIp: { name: 'verify-ip', max: 30, windowMs: 60 * MINUTE },
} satisfies Record<string, RateRule>;

export type VerifyOutcome = 'verified' | 'already' | 'invalid';

/** Sets email_verified_at once (a later proof keeps the first date). */
export async function markEmailVerified(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

/**
 * Email verification (issue 14): registering with a password does not prove the email is the person's,
 * and adoption and volunteer applications are found by email, so they show on the profile only once the
 * address is proven. Proof is the mailed link (single-use, 48 hours, the same token machinery as password
 * recovery), a password reset through the mail, or Google's `email_verified`.
 */
export function createEmailVerification(
  { db, config, mail }: ServiceDeps,
  rateLimit: ReturnType<typeof createRateLimitService>,
) {
  /** Issues a new link (retiring earlier ones) and queues its mail, in the caller's transaction. */
  async function queue(tx: DbOrTx, user: Pick<UserRow, 'id' | 'name' | 'email'>): Promise<void> {
    const token = await issueMailedToken(tx, user.id, 'email', VERIFY_TOKEN_TTL_MS);
    const subject = 'Confirmá tu email en El Campito';
    const body = renderMail({
      title: subject,
      paragraphs: [
        `Hola ${user.name}: para terminar de crear tu cuenta, confirmá que este email es tuyo.`,
        'Así vas a poder ver en tu perfil las solicitudes de adopción y de voluntariado que enviaste con él. El enlace sirve una sola vez y vence en 48 horas. Si no creaste una cuenta en El Campito, ignorá este correo.',
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
      await db.transaction((tx) => queue(tx, user));
      mail.wake();
      return 'sent';
    },

    /** The link from the mail: verifies once; a used link of an already verified account says so. */
    async confirm(token: string, ip: string): Promise<VerifyOutcome> {
      await rateLimit.consume(VERIFY_LIMITS.confirmIp, ip);
      return db.transaction(async (tx) => {
        const userId = await claimMailedToken(tx, token, 'email');
        if (userId) {
          const [user] = await tx
            .update(users)
            .set({ emailVerifiedAt: new Date() })
            .where(and(eq(users.id, userId), eq(users.isDelete, false), isNull(users.emailVerifiedAt)))
            .returning({ id: users.id });
          if (user) return 'verified';
        }
        const owner = userId ?? (await usedMailedTokenOwner(tx, token, 'email'));
        if (!owner) return 'invalid';
        const [row] = await tx
          .select({ verifiedAt: users.emailVerifiedAt, isDelete: users.isDelete })
          .from(users)
          .where(eq(users.id, owner));
        return row?.verifiedAt && !row.isDelete ? 'already' : 'invalid';
      });
    },
  };
}
