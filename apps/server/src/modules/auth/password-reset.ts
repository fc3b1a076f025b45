import { AppError, AUTH_MSG, hasStaffRole, shortDayTime } from '@campito/core';
import { type DbOrTx, users } from '@campito/db';
import { and, arrayContains, eq, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { writeAccountEvent } from '../admin/audit';
import { grantOnVerifiedEmail } from '../fosters/foster-role';
import { enqueueMail } from '../mail/outbox';
import { greeting, renderMail } from '../mail/templates';
import { MAILBOX_RATE, mailboxOf } from '../security/mailbox';
import type { createRateLimitService, RateRule } from '../security/rate-limit.service';
import { assertPasswordNotCommon, hashPassword } from '../users/password';
import type { UserRow } from '../users/users.service';
import { claimMailedToken, issueMailedToken, MAILED_TOKEN_RE } from './mailed-tokens';
import type { createSessionService, SessionUser } from './session.service';

const RESET_TOKEN_TTL_MS = 30 * 60_000;
const HOUR = 3600_000;
const MINUTE = 60_000;
/**
 * Recovery mails are limited per address, per address+email and per email — the last one over a short
 * window and above what one address may use, so a stranger asking again and again for someone's email
 * from one address never stops that person's own request, and many addresses hold it back minutes, not
 * hours. Every request counts the same whether or not the email exists.
 */
const RESET_LIMITS = {
  requestIp: { name: 'recovery-ip', max: 20, windowMs: HOUR },
  requestIpEmail: { name: 'recovery-ip-email', max: 3, windowMs: 15 * MINUTE },
  requestEmail: { name: 'recovery-email', max: 6, windowMs: 15 * MINUTE },
  resetIp: { name: 'reset-ip', max: 30, windowMs: HOUR },
} satisfies Record<string, RateRule>;

/**
 * Password recovery (docs/product.md §10.5): a random 256-bit token (mailed-tokens.ts), mailed as a link and stored
 * only as its hash, valid for 30 minutes and once. Using it sets the new password and ends every session of the
 * account.
 */
/**
 * A staff account's password was changed through a reset link: written to the audit log, and every
 * superAdmin gets a mail, so a reset the account's owner did not make is noticed the same day.
 */
async function staffPasswordChanged(tx: DbOrTx, user: UserRow, ip: string, publicUrl: string): Promise<void> {
  await writeAccountEvent(tx, user, {
    passwordHash: { old: '[oculto]', new: '[oculto]' },
    passwordResetFrom: { old: null, new: ip },
  });
  const admins = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(arrayContains(users.roles, ['superAdmin']), eq(users.isDelete, false)));
  const subject = 'Se cambió la contraseña de una cuenta del equipo';
  const body = renderMail({
    title: subject,
    paragraphs: [
      `La contraseña de ${user.name} (${user.email}) se cambió con el enlace de recuperación que le mandamos por correo.`,
      'Si no fue esa persona, desactivá la cuenta desde el panel («Usuarios») y revisá el registro de cambios.',
    ],
    rows: [
      ['Desde la dirección', ip],
      ['Cuándo', shortDayTime(new Date())],
    ],
    link: { href: `${publicUrl}/admin#/audit`, label: 'Ver el registro de cambios' },
  });
  await enqueueMail(
    tx,
    admins.map((admin) => ({ to: admin.email, subject, ...body })),
  );
}

/**
 * The owner's own word that the password changed (issue 34, item 7: a mail confirms what the page said),
 * with what to do if it was not them. Not counted against the mailbox's limit: only the reset link's
 * holder can cause it, once per link.
 */
async function passwordChangedMail(tx: DbOrTx, user: UserRow, publicUrl: string): Promise<void> {
  const subject = 'Cambiaste la contraseña de tu cuenta';
  const body = renderMail({
    title: subject,
    paragraphs: [
      greeting(user.name),
      `La contraseña de tu cuenta de El Campito se cambió el ${shortDayTime(new Date())} con el enlace de recuperación que te mandamos. Por seguridad, cerramos tu sesión en todos los dispositivos.`,
      'Si no fuiste vos, pedí un enlace nuevo ahora para elegir otra contraseña y escribinos desde el formulario de contacto.',
    ],
    link: { href: `${publicUrl}/recuperar`, label: 'Pedir un enlace nuevo' },
  });
  await enqueueMail(tx, [{ to: user.email, subject, ...body }]);
}

export function createPasswordResets(
  { db, config, mail }: ServiceDeps,
  sessions: ReturnType<typeof createSessionService>,
  rateLimit: ReturnType<typeof createRateLimitService>,
) {
  return {
    /** Unknown (or disabled) email → 404 "No se encontro email" (docs/product.md §8); otherwise the mail is queued. */
    async request(email: string, ip: string, requester: SessionUser | null = null): Promise<void> {
      await rateLimit.consume(RESET_LIMITS.requestIp, ip);
      await rateLimit.consume(RESET_LIMITS.requestIpEmail, `${ip}|${email}`);
      await rateLimit.consume(RESET_LIMITS.requestEmail, email);
      // The mailbox's one limit across every form (security/mailbox.ts), counted whether or not it exists.
      await rateLimit.consume(MAILBOX_RATE, mailboxOf(email));
      const [user] = await db.select().from(users).where(eq(users.email, email));
      if (!user || user.isDelete) {
        throw new AppError(404, AUTH_MSG.recoveryNotFound, { email: AUTH_MSG.recoveryNotFound });
      }
      await db.transaction(async (tx) => {
        // Only the newest link works: asking again retires the previous ones.
        const token = await issueMailedToken(tx, user.id, 'password', RESET_TOKEN_TTL_MS);
        const body = renderMail({
          title: 'Recuperá tu cuenta de El Campito',
          paragraphs: [
            `Hola ${user.name}: recibimos un pedido para cambiar la contraseña de tu cuenta.`,
            'El enlace sirve una sola vez y vence en 30 minutos. Si no lo pediste, ignorá este correo: tu contraseña sigue igual.',
          ],
          link: { href: `${config.publicUrl}/cambiarPassword/${token}`, label: 'Cambiar mi contraseña' },
        });
        await enqueueMail(tx, [{ to: user.email, subject: 'Recuperar tu cuenta de El Campito', ...body }]);
        // A staff account's reset is a way into the panel: the log says who asked, from where and when.
        if (hasStaffRole(user.roles)) {
          await writeAccountEvent(
            tx,
            user,
            { passwordResetRequestedFrom: { old: null, new: ip } },
            requester,
          );
        }
      });
      mail.wake();
    },

    /** Invalid, used or expired token → 400 "Hubo un error al cambiar la contraseña" (docs/product.md §8). */
    async reset(token: string, pass: string, ip: string): Promise<void> {
      await rateLimit.consume(RESET_LIMITS.resetIp, ip);
      const failed = () => new AppError(400, AUTH_MSG.passwordChangeFailed);
      if (!MAILED_TOKEN_RE.test(token)) throw failed();
      // Before the link is used: another password can still be chosen with it.
      assertPasswordNotCommon(pass);
      const passwordHash = await hashPassword(pass);
      const userId = await db.transaction(async (tx) => {
        // Claiming the token and using it happen together: a second use finds it already used.
        const claimed = await claimMailedToken(tx, token, 'password');
        if (!claimed) return null;
        // The link arrived at the account's email: that proves the address too.
        const [user] = await tx
          .update(users)
          .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
          .where(and(eq(users.id, claimed), eq(users.isDelete, false)))
          .returning();
        if (!user) return null;
        await grantOnVerifiedEmail(tx, user.id);
        await passwordChangedMail(tx, user, config.publicUrl);
        if (hasStaffRole(user.roles)) await staffPasswordChanged(tx, user, ip, config.publicUrl);
        return user.id;
      });
      if (!userId) throw failed();
      mail.wake();
      await sessions.destroyAllFor(userId);
    },
  };
}
