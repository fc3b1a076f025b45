import { randomBytes } from 'node:crypto';
import { AUTH_MSG } from '@campito/core';
import { passwordResetTokens, users } from '@campito/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { HttpError } from '../../plugins/errors';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/templates';
import type { createRateLimitService, RateRule } from '../security/rate-limit.service';
import { hashPassword } from '../users/password';
import { type createSessionService, hashToken } from './session.service';

export const RESET_TOKEN_TTL_MS = 30 * 60_000;
const HOUR = 3600_000;
export const RESET_LIMITS = {
  request: { name: 'recovery', max: 5, windowMs: HOUR },
  requestIp: { name: 'recovery-ip', max: 20, windowMs: HOUR },
  resetIp: { name: 'reset-ip', max: 30, windowMs: HOUR },
} satisfies Record<string, RateRule>;

/**
 * Password recovery (DESIGN §4.5): a random 256-bit token, mailed as a link and stored only as its
 * hash, valid for 30 minutes and once. Using it sets the new password and ends every session of the
 * account.
 */
export function createPasswordResets(
  { db, config, mail }: ServiceDeps,
  sessions: ReturnType<typeof createSessionService>,
  rateLimit: ReturnType<typeof createRateLimitService>,
) {
  return {
    /** Unknown (or disabled) email → 404 "No se encontro email" (SPEC §8); otherwise the mail is queued. */
    async request(email: string, ip: string): Promise<void> {
      await rateLimit.consume(RESET_LIMITS.requestIp, ip);
      await rateLimit.consume(RESET_LIMITS.request, email);
      const [user] = await db.select().from(users).where(eq(users.email, email));
      if (!user || user.isDelete) {
        throw new HttpError(404, AUTH_MSG.recoveryNotFound, { email: AUTH_MSG.recoveryNotFound });
      }
      const token = randomBytes(32).toString('base64url');
      const link = `${config.publicUrl}/cambiarPassword/${token}`;
      const body = renderMail({
        title: 'Recuperá tu cuenta de El Campito',
        paragraphs: [
          `Hola ${user.name}: recibimos un pedido para cambiar la contraseña de tu cuenta.`,
          'El enlace sirve una sola vez y vence en 30 minutos. Si no lo pediste, ignorá este correo: tu contraseña sigue igual.',
        ],
        link: { href: link, label: 'Cambiar mi contraseña' },
      });
      await db.transaction(async (tx) => {
        // Only the newest link works: asking again retires the previous ones.
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
        await tx.insert(passwordResetTokens).values({
          tokenHash: hashToken(token),
          userId: user.id,
          expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
        });
        await enqueueMail(tx, [{ to: user.email, subject: 'Recuperar tu cuenta de El Campito', ...body }]);
      });
      mail.wake();
    },

    /** Invalid, used or expired token → 400 "Hubo un error al cambiar la contraseña" (SPEC §8). */
    async reset(token: string, pass: string, ip: string): Promise<void> {
      await rateLimit.consume(RESET_LIMITS.resetIp, ip);
      const failed = () => new HttpError(400, AUTH_MSG.passwordChangeFailed);
      if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw failed();
      const passwordHash = await hashPassword(pass);
      const userId = await db.transaction(async (tx) => {
        // Claiming the token and using it happen together: a second use finds it already used.
        const [claimed] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, hashToken(token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, new Date()),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!claimed) return null;
        const [user] = await tx
          .update(users)
          .set({ passwordHash })
          .where(and(eq(users.id, claimed.userId), eq(users.isDelete, false)))
          .returning({ id: users.id });
        return user?.id ?? null;
      });
      if (!userId) throw failed();
      await sessions.destroyAllFor(userId);
    },
  };
}
