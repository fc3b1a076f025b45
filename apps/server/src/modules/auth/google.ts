import { afterLoginPath, hasStaffRole, type PublicUser, safeReturnPath } from '@campito/core';
import { users } from '@campito/db';
import cookie from '@fastify/cookie';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { grantOnVerifiedEmail } from '../fosters/foster-role';
import { toPublicUser, type UserRow } from '../users/users.service';
import { markEmailVerified } from './email-verification';
import { createOidcClient, type OidcClient, type OidcFlow, type OidcIdentity } from './oidc';
import type { Sealer } from './sealed';
import { type createSessionService, SESSION_COOKIE, sessionCookie } from './session.service';

/** Which home modal follows the sign-in (docs/product.md §2.3, §4): the query value of `/?google=…`. */
type GoogleOutcome = 'welcome' | 'confirm' | 'registered' | 'error';

const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';
const FLOW_COOKIE = 'campito_oidc';
const FLOW_PATH = '/api/auth/google';
const FLOW_TTL_MS = 10 * 60_000;
/** A verified identity waiting for the person to confirm registering, or to log in with a password. */
const PENDING_COOKIE = 'campito_google';
const PENDING_TTL_MS = 30 * 60_000;

export interface PendingIdentity {
  email: string;
  name: string | null;
}

type Outcome<T extends GoogleOutcome = GoogleOutcome> = {
  outcome: T;
  setCookies: string[];
  /** Where a signed-in person goes instead of the home modal: the `volver` the flow started with, if it applies. */
  returnTo?: string;
  /** Why it failed, for the log (never shown). */
  reason?: string;
};

/** The flow's secrets and where the person wanted to go back to (null: the home page's modal). */
type SealedFlow = OidcFlow & { returnTo: string | null };

/**
 * Google sign-in on top of the OpenID Connect client. The flow secrets (PKCE verifier, state, nonce)
 * and a pending identity live in sealed, short-lived, httpOnly cookies: no server memory, so any
 * instance can finish a flow another one started.
 */
export function createGoogleSignIn(
  { db, config }: ServiceDeps,
  sealer: Sealer,
  sessions: ReturnType<typeof createSessionService>,
) {
  const secure = config.publicUrl.startsWith('https:');
  const client: OidcClient | undefined = config.google
    ? createOidcClient(config.google, `${config.publicUrl}${GOOGLE_CALLBACK_PATH}`)
    : undefined;

  const setCookie = (name: string, value: string | null, path: string, ttlMs: number) =>
    cookie.serialize(name, value ?? '', {
      path,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: value ? ttlMs / 1000 : 0,
    });
  const clearFlow = () => setCookie(FLOW_COOKIE, null, FLOW_PATH, 0);
  const clearPending = () => setCookie(PENDING_COOKIE, null, '/', 0);
  const pendingCookie = (identity: OidcIdentity) =>
    setCookie(PENDING_COOKIE, sealer.seal('google-pending', identity, PENDING_TTL_MS), '/', PENDING_TTL_MS);
  const readPending = (cookieHeader: string | null | undefined) =>
    sealer.unseal<OidcIdentity>(
      'google-pending',
      cookieHeader ? cookie.parse(cookieHeader)[PENDING_COOKIE] : undefined,
    );

  /** A new session (new token), ending the one this browser had, like a password login. */
  async function signIn(
    row: UserRow,
    cookieHeader: string | null | undefined,
    extra: string[] = [],
  ): Promise<Outcome<'welcome'>> {
    const previous = cookieHeader ? cookie.parse(cookieHeader)[SESSION_COOKIE] : undefined;
    if (previous) await sessions.destroy(previous);
    const { token } = await sessions.create(row.id);
    return {
      outcome: 'welcome',
      setCookies: [sessionCookie(token, config.publicUrl), clearPending(), ...extra],
    };
  }

  return {
    enabled: () => client !== undefined,

    /**
     * Where to send the browser, and the sealed flow cookie to set. Unconfigured → undefined. `volver`
     * (from the sign-in page's address) travels sealed with the flow, kept only when it is a path of this site.
     */
    async start(volver?: unknown): Promise<{ url: string; setCookies: string[] } | undefined> {
      if (!client) return undefined;
      const { url, flow } = await client.start();
      const sealed: SealedFlow = { ...flow, returnTo: safeReturnPath(volver) };
      return {
        url,
        setCookies: [
          setCookie(FLOW_COOKIE, sealer.seal('oidc-flow', sealed, FLOW_TTL_MS), FLOW_PATH, FLOW_TTL_MS),
        ],
      };
    },

    /**
     * The provider's answer: a known identity signs in; a new email waits for confirmation; an email
     * registered with a password waits for that password login to be linked; anything wrong is "error".
     */
    async callback(currentUrl: URL, cookieHeader: string | null | undefined): Promise<Outcome> {
      const flow = sealer.unseal<SealedFlow>(
        'oidc-flow',
        cookieHeader ? cookie.parse(cookieHeader)[FLOW_COOKIE] : undefined,
      );
      if (!client || !flow) return { outcome: 'error', setCookies: [clearFlow()], reason: 'sin flujo' };
      let identity: OidcIdentity;
      try {
        identity = await client.finish(currentUrl, flow);
      } catch (err) {
        return { outcome: 'error', setCookies: [clearFlow()], reason: String((err as Error).message ?? err) };
      }
      const [linked] = await db
        .select()
        .from(users)
        .where(and(eq(users.oidcIssuer, identity.issuer), eq(users.oidcSubject, identity.subject)));
      if (linked) {
        if (linked.isDelete)
          return { outcome: 'error', setCookies: [clearFlow()], reason: 'cuenta deshabilitada' };
        // Google only answers verified emails (oidc.ts): the same address is proven now.
        if (!linked.emailVerifiedAt && linked.email === identity.email)
          await markEmailVerified(db, linked.id);
        const welcome = await signIn(linked, cookieHeader, [clearFlow()]);
        // An /admin path only for staff, as after a password login (core's afterLoginPath).
        const returnTo = afterLoginPath(flow.returnTo, hasStaffRole(linked.roles)) ?? undefined;
        return { ...welcome, returnTo };
      }
      const [byEmail] = await db.select().from(users).where(eq(users.email, identity.email));
      if (byEmail?.isDelete)
        return { outcome: 'error', setCookies: [clearFlow()], reason: 'cuenta deshabilitada' };
      return {
        outcome: byEmail ? 'registered' : 'confirm',
        setCookies: [clearFlow(), pendingCookie(identity)],
      };
    },

    /** The identity waiting for confirmation (for the modal's text), or null. */
    pending(cookieHeader: string | null | undefined): PendingIdentity | null {
      const identity = readPending(cookieHeader);
      return identity ? { email: identity.email, name: identity.name } : null;
    },

    /** "Yes, register me": creates the account (no password) and signs in. */
    async confirm(
      cookieHeader: string | null | undefined,
    ): Promise<Outcome<'welcome' | 'registered' | 'error'> & { user?: PublicUser }> {
      const identity = readPending(cookieHeader);
      if (!identity) return { outcome: 'error', setCookies: [], reason: 'sin identidad pendiente' };
      const [row] = await db
        .insert(users)
        .values({
          name: identity.name ?? identity.email.split('@')[0]!,
          email: identity.email,
          roles: ['public'],
          oidcIssuer: identity.issuer,
          oidcSubject: identity.subject,
          // The ID token said email_verified (oidc.ts refuses any other): the address is the person's.
          emailVerifiedAt: new Date(),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) {
        // Registered meanwhile (or this identity is already linked): the person logs in instead.
        return { outcome: 'registered', setCookies: [] };
      }
      // Its email is proven: an approved foster application of it makes the account a foster (issue 38).
      await grantOnVerifiedEmail(db, row.id);
      return { ...(await signIn(row, cookieHeader)), user: toPublicUser(row) };
    },

    /** After a password login: links the waiting identity of the same email, once. */
    async linkAfterPasswordLogin(row: UserRow, cookieHeader: string | null | undefined): Promise<string[]> {
      const identity = readPending(cookieHeader);
      if (!identity) return [];
      if (identity.email !== row.email) return [];
      // The password proves the account and Google the address: the email counts as verified too.
      await db
        .update(users)
        .set({
          oidcIssuer: identity.issuer,
          oidcSubject: identity.subject,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        })
        .where(and(eq(users.id, row.id), isNull(users.oidcSubject)))
        .catch(() => {
          // The identity is linked to another account already (unique index): leave both as they are.
        });
      await grantOnVerifiedEmail(db, row.id);
      return [clearPending()];
    },
  };
}
