import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@campito/core';
import { sessions, users } from '@campito/db';
import { eq } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';

export const SESSION_COOKIE = 'campito_session';
/** A session unused this long is over, whatever its absolute end (`lastSeenAt`, kept to the hour). */
export const SESSION_IDLE_MS = 14 * 24 * 3600 * 1000;
/** A session ends this long after sign-in however much it is used (`expiresAt`). */
export const SESSION_ABSOLUTE_MS = 60 * 24 * 3600 * 1000;
/** lastSeenAt is written at most this often, so browsing does not write on every request. */
export const SESSION_TOUCH_EVERY_MS = 3600 * 1000;

/** The signed-in user as the server knows it (never what the browser stored). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  phone: string | null;
  birthday: string | null;
  roles: Role[];
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Signed-in sessions kept in memory, so a signed-in request does not read the database for its session
 * (one query was a third of a signed-in page's cost on PGlite; docs/decisions/009-render-performance.md).
 * An entry goes when the `sessions` or `users` table changes on any instance (the change feed), when this
 * instance ends the session, and after a minute in any case; while the feed is down nothing is kept.
 */
const CACHE_MAX_AGE_MS = 60_000;
const CACHE_MAX_ENTRIES = 2_000;

interface SessionRow {
  lastSeenAt: Date;
  expiresAt: Date;
  user: SessionUser & { isDelete: boolean };
}

/**
 * Server-side sessions: a random 256-bit token in the cookie, only its hash in the database. `now` is the
 * clock (tests move it); the database's own clock is never used for a session's times.
 */
export function createSessionService(
  { db, changes }: Pick<ServiceDeps, 'db' | 'changes'>,
  { now: clock = Date.now }: { now?: () => number } = {},
) {
  const kept = new Map<string, { row: SessionRow; at: number }>();
  // Bumped by every change: a read that started before one is not kept.
  let generation = 0;
  const forgetAll = () => {
    kept.clear();
    generation++;
  };
  changes.subscribe({
    changed: (table) => {
      if (table === 'sessions' || table === 'users') forgetAll();
    },
    lost: forgetAll,
    restored: forgetAll,
  });

  const read = async (tokenHash: string): Promise<SessionRow | undefined> => {
    const [row] = await db
      .select({
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        user: {
          id: users.id,
          name: users.name,
          email: users.email,
          image: users.image,
          phone: users.phone,
          birthday: users.birthday,
          roles: users.roles,
          isDelete: users.isDelete,
        },
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, tokenHash));
    return row;
  };

  const lookup = async (tokenHash: string, now: number): Promise<SessionRow | undefined> => {
    const hit = kept.get(tokenHash);
    if (hit && now - hit.at < CACHE_MAX_AGE_MS && changes.live) return hit.row;
    const before = generation;
    const row = await read(tokenHash);
    // Only sessions that exist are kept: random tokens cannot fill the memory.
    if (row && changes.live && generation === before) {
      kept.delete(tokenHash);
      if (kept.size >= CACHE_MAX_ENTRIES) kept.delete(kept.keys().next().value!);
      kept.set(tokenHash, { row, at: now });
    }
    return row;
  };

  return {
    async create(userId: string): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      const expiresAt = new Date(now + SESSION_ABSOLUTE_MS);
      await db
        .insert(sessions)
        .values({ tokenHash: hashToken(token), userId, lastSeenAt: new Date(now), expiresAt });
      return { token, expiresAt };
    },

    async resolve(token: string | undefined): Promise<SessionUser | null> {
      if (!token || token.length > 100) return null;
      const tokenHash = hashToken(token);
      const now = clock();
      // The copy kept in memory or the row just read: both are refused alike once expired or idle.
      const row = await lookup(tokenHash, now);
      if (!row || row.expiresAt.getTime() <= now || row.user.isDelete) return null;
      if (now - row.lastSeenAt.getTime() >= SESSION_IDLE_MS) {
        kept.delete(tokenHash);
        await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
        return null;
      }
      if (now - row.lastSeenAt.getTime() >= SESSION_TOUCH_EVERY_MS) {
        // The kept copy says so too, so the next requests do not write again.
        row.lastSeenAt = new Date(now);
        await db
          .update(sessions)
          .set({ lastSeenAt: row.lastSeenAt })
          .where(eq(sessions.tokenHash, tokenHash));
      }
      const { isDelete: _, ...user } = row.user;
      return user;
    },

    async destroy(token: string): Promise<void> {
      kept.delete(hashToken(token));
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },

    /** Ends every session of a user (disabled account, password reset). */
    async destroyAllFor(userId: string): Promise<void> {
      for (const [hash, { row }] of kept) if (row.user.id === userId) kept.delete(hash);
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

/**
 * The Set-Cookie value for a session token (null clears it). One function for the API (reply header)
 * and the pages (React Router actions return it in their Response headers). Tokens are base64url: nothing
 * in them needs encoding.
 */
export function sessionCookie(token: string | null, publicUrl: string): string {
  const parts = [
    `${SESSION_COOKIE}=${token ? encodeURIComponent(token) : ''}`,
    `Max-Age=${token ? Math.floor(SESSION_ABSOLUTE_MS / 1000) : 0}`,
    'Path=/',
    'HttpOnly',
  ];
  if (publicUrl.startsWith('https:')) parts.push('Secure');
  parts.push('SameSite=Lax');
  return parts.join('; ');
}
