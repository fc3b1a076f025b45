import { AppError, AUTH_MSG, type PublicUser } from '@campito/core';
import { users } from '@campito/db';
import cookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { mayMailMailbox } from '../security/mailbox';
import type { RateLimitService, RateRule } from '../security/rate-limit.service';
import { assertPasswordNotCommon, hashPassword, verifyPassword } from '../users/password';
import { toPublicUser, type UserRow } from '../users/users.service';
import { type Confirmer, createEmailVerification, type VerifyOutcome } from './email-verification';
import { createGoogleSignIn } from './google';
import { createPasswordResets } from './password-reset';
import { createSealer } from './sealed';
import { SESSION_COOKIE, type SessionService, sessionCookie } from './session.service';

const MINUTE = 60_000;
/**
 * Per address, and per address+account (`ip|email`) — never per account alone, or a stranger failing on
 * purpose would lock the owner out (issue 14). A successful sign-in clears its address+account count, so
 * that one counts failures. RATE_LIMIT_MULTIPLIER scales them (docs/product.md §10.7).
 */
const AUTH_LIMITS = {
  login: { name: 'login', max: 10, windowMs: 15 * MINUTE },
  loginIp: { name: 'login-ip', max: 50, windowMs: 15 * MINUTE },
  register: { name: 'register', max: 5, windowMs: 60 * MINUTE },
  registerIp: { name: 'register-ip', max: 20, windowMs: 60 * MINUTE },
} satisfies Record<string, RateRule>;

/** The address+account key of the per-account limits. */
const ipAccount = (ip: string, email: string) => `${ip}|${email}`;

export interface CookieResult {
  /** Set-Cookie header values, the same for the API reply and a page's Response. */
  setCookies: string[];
}

function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  return cookie.parse(header)[name];
}

/**
 * Registration, password sign-in, sign-out, password recovery and Google sign-in. Called by the REST
 * routes and by the /profile, /recuperar and /cambiarPassword page actions alike; cookies go out as
 * Set-Cookie strings so both can send them.
 */
export function createAuthService(
  deps: ServiceDeps,
  { sessions, rateLimit }: { sessions: SessionService; rateLimit: RateLimitService },
) {
  const { db, config } = deps;
  const sealer = createSealer(config.sessionSecret);
  const google = createGoogleSignIn(deps, sealer, sessions);
  const verification = createEmailVerification(deps, rateLimit, sessions);
  const resets = createPasswordResets(deps, sessions, rateLimit);
  // Unknown emails still cost one verification, so timing does not tell which emails exist.
  let decoyHash: Promise<string> | undefined;

  return {
    async register(
      input: { name: string; email: string; pass: string; image?: string | null },
      ip: string,
    ): Promise<PublicUser> {
      // No photo comes with a registration: a path would be someone else's media (issue 39).
      if (input.image) throw new AppError(400, AUTH_MSG.imageUpload, { image: AUTH_MSG.imageUpload });
      assertPasswordNotCommon(input.pass);
      await rateLimit.consume(AUTH_LIMITS.registerIp, ip);
      await rateLimit.consume(AUTH_LIMITS.register, ipAccount(ip, input.email));
      const passwordHash = await hashPassword(input.pass);
      // One limit per mailbox for every mail a visitor can make the site send (the account is created
      // all the same; its owner can ask for the link again from the profile).
      const mayMail = await mayMailMailbox(rateLimit, input.email);
      // The account and the mail with its verification link are stored together.
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            name: input.name,
            email: input.email,
            passwordHash,
            image: input.image ?? null,
            roles: ['public'],
          })
          .onConflictDoNothing()
          .returning();
        if (created && mayMail) await verification.queue(tx, created);
        return created;
      });
      if (!row) throw new AppError(409, AUTH_MSG.emailTaken, { email: AUTH_MSG.emailTaken });
      deps.mail.wake();
      return toPublicUser(row);
    },

    /**
     * Password sign-in: a new session (and a new token) each time; the session the browser had is ended.
     * A Google identity waiting in the browser for the same email is linked now (ADR 006: linking
     * happens after a password login).
     */
    async login(
      input: { email: string; pass: string },
      request: { ip: string; cookieHeader?: string | null },
    ): Promise<{ user: PublicUser } & CookieResult> {
      const account = ipAccount(request.ip, input.email);
      await rateLimit.consume(AUTH_LIMITS.loginIp, request.ip);
      await rateLimit.consume(AUTH_LIMITS.login, account);
      const [row] = await db.select().from(users).where(eq(users.email, input.email));
      const ok = await checkPassword(row, input.pass);
      if (!row || !ok) throw new AppError(401, AUTH_MSG.mismatch);
      await rateLimit.reset(AUTH_LIMITS.login, account);
      const previous = readCookie(request.cookieHeader, SESSION_COOKIE);
      if (previous) await sessions.destroy(previous);
      const { token } = await sessions.create(row.id);
      const setCookies = [sessionCookie(token, config.publicUrl)];
      setCookies.push(...(await google.linkAfterPasswordLogin(row, request.cookieHeader)));
      return { user: toPublicUser(row), setCookies };
    },

    async logout(cookieHeader: string | null | undefined): Promise<CookieResult> {
      const token = readCookie(cookieHeader, SESSION_COOKIE);
      if (token) await sessions.destroy(token);
      return { setCookies: [sessionCookie(null, config.publicUrl)] };
    },

    requestPasswordReset: resets.request,
    resetPassword: resets.reset,

    /** "Reenviar el correo de verificación" (signed in): 'sent', or 'already' when the email is verified. */
    resendVerification: verification.resend,
    /** What the mailed verification link can do, without using it (the page's GET). */
    checkVerification: verification.check,
    /**
     * The verification link's button: 'verified', 'already' (used, account verified) or 'invalid'; when
     * the confirmer chose the account's password, the cookie of their new session.
     */
    async verifyEmail(
      token: string,
      ip: string,
      confirmer: Confirmer,
    ): Promise<{ outcome: VerifyOutcome } & CookieResult> {
      const { outcome, session } = await verification.confirm(token, ip, confirmer);
      return { outcome, setCookies: session ? [sessionCookie(session, config.publicUrl)] : [] };
    },

    google,
  };

  async function checkPassword(row: UserRow | undefined, pass: string): Promise<boolean> {
    if (row?.passwordHash && !row.isDelete) return verifyPassword(row.passwordHash, pass);
    decoyHash ??= hashPassword('decoy-password-0');
    await verifyPassword(await decoyHash, pass);
    return false;
  }
}
