import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@campito/core';
import { sessions, users } from '@campito/db';
import { and, eq, gt } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';

export const SESSION_COOKIE = 'campito_session';
export const SESSION_IDLE_MS = 14 * 24 * 3600 * 1000;
export const SESSION_ABSOLUTE_MS = 60 * 24 * 3600 * 1000;
/** lastSeenAt is written at most this often, so browsing does not write on every request. */
const TOUCH_EVERY_MS = 3600 * 1000;

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

/** Server-side sessions: a random 256-bit token in the cookie, only its hash in the database. */
export function createSessionService({ db }: ServiceDeps) {
  return {
    async create(userId: string): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_MS);
      await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
      return { token, expiresAt };
    },

    async resolve(token: string | undefined): Promise<SessionUser | null> {
      if (!token || token.length > 100) return null;
      const tokenHash = hashToken(token);
      const now = Date.now();
      const [row] = await db
        .select({
          lastSeenAt: sessions.lastSeenAt,
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
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date(now))));
      if (!row || row.user.isDelete) return null;
      if (now - row.lastSeenAt.getTime() > SESSION_IDLE_MS) {
        await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
        return null;
      }
      if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(sessions.tokenHash, tokenHash));
      }
      const { isDelete: _, ...user } = row.user;
      return user;
    },

    async destroy(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },

    /** Ends every session of a user (disabled account, password reset). */
    async destroyAllFor(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}
