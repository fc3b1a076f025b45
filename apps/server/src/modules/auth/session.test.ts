import { sessions, users } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { waitFor } from '../../../test/wait';
import {
  createSessionService,
  hashToken,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_TOUCH_EVERY_MS,
} from './session.service';

describe('server-side sessions', () => {
  let t: TestApp;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const [u] = await t.db
      .insert(users)
      .values({ name: 'Persona de Prueba', email: 'sesion@example.com', roles: ['public'] })
      .returning();
    userId = u!.id;
  });
  afterAll(() => t.close());

  it('stores only the hash of a 256-bit token and resolves the user from it', async () => {
    const { token } = await t.app.services.sessions.create(userId);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(stored.map((s) => s.tokenHash)).toContain(hashToken(token));
    expect(stored.map((s) => s.tokenHash)).not.toContain(token);
    const user = await t.app.services.sessions.resolve(token);
    expect(user).toMatchObject({ id: userId, email: 'sesion@example.com', roles: ['public'] });
    expect(user).not.toHaveProperty('passwordHash');
  });

  it('rejects unknown, idle-expired and disabled-user sessions', async () => {
    expect(await t.app.services.sessions.resolve('no-existe')).toBeNull();
    const { token } = await t.app.services.sessions.create(userId);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(await t.app.services.sessions.resolve(token)).toBeNull();

    const fresh = await t.app.services.sessions.create(userId);
    await t.db.update(users).set({ isDelete: true }).where(eq(users.id, userId));
    expect(await t.app.services.sessions.resolve(fresh.token)).toBeNull();
    await t.db.update(users).set({ isDelete: false }).where(eq(users.id, userId));
  });

  it('destroyAllFor ends every session of the user', async () => {
    const a = await t.app.services.sessions.create(userId);
    const b = await t.app.services.sessions.create(userId);
    await t.app.services.sessions.destroyAllFor(userId);
    expect(await t.app.services.sessions.resolve(a.token)).toBeNull();
    expect(await t.app.services.sessions.resolve(b.token)).toBeNull();
  });

  it('a session kept in memory follows the database: a role change, a row deleted elsewhere, a disabled user', async () => {
    const { token } = await t.app.services.sessions.create(userId);
    expect(await t.app.services.sessions.resolve(token)).toMatchObject({ roles: ['public'] });
    // Kept now; these writes bypass the service, as another instance's would: the change feed tells.
    await t.db
      .update(users)
      .set({ roles: ['public', 'admin'] })
      .where(eq(users.id, userId));
    await waitFor(
      async () => (await t.app.services.sessions.resolve(token))?.roles.includes('admin') === true,
      { what: 'La sesión guardada en memoria', timeoutMs: 1000 },
    );
    await t.db
      .update(users)
      .set({ roles: ['public'] })
      .where(eq(users.id, userId));
    await waitFor(
      async () => (await t.app.services.sessions.resolve(token))?.roles.includes('admin') === false,
      { what: 'La sesión guardada en memoria', timeoutMs: 1000 },
    );
    await t.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    await waitFor(async () => (await t.app.services.sessions.resolve(token)) === null, {
      what: 'La sesión guardada en memoria',
      timeoutMs: 1000,
    });
  });

  // Issue 39 item 8a: the idle timeout, on the service's own clock (moved by the test, never waited for).
  describe('on an injected clock', () => {
    const DAY = 24 * 3600 * 1000;
    let clock: number;
    const service = () => createSessionService(t.app.deps, { now: () => clock });
    const lastSeen = async (token: string) => {
      const [row] = await t.db
        .select({ at: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      return row?.at.getTime();
    };
    beforeEach(() => {
      clock = Date.parse('2031-03-01T12:00:00.000Z');
    });

    it('refuses a session unused for 14 days, whether this instance kept it or reads it from the database, and deletes it', async () => {
      const sessionsOf = service();
      const created = clock;
      const { token } = await sessionsOf.create(userId);
      // Its times are the service's clock, not the database's.
      expect(await lastSeen(token)).toBe(created);
      // Used now: kept in memory.
      expect(await sessionsOf.resolve(token)).toMatchObject({ id: userId });
      clock = created + SESSION_IDLE_MS - 1;
      expect(await sessionsOf.resolve(token)).toMatchObject({ id: userId });
      expect(await lastSeen(token)).toBe(clock);

      const used = clock;
      const other = await sessionsOf.create(userId);
      // Fourteen days after its last use, to the millisecond: over, on this instance (which kept it)…
      clock = used + SESSION_IDLE_MS;
      expect(await sessionsOf.resolve(token)).toBeNull();
      expect(await lastSeen(token)).toBeUndefined();
      // …and on one that never saw it, which reads it from the database.
      expect(await service().resolve(other.token)).toBeNull();
      expect(await lastSeen(other.token)).toBeUndefined();
      // Gone for good: an earlier clock does not bring it back.
      clock = used;
      expect(await sessionsOf.resolve(token)).toBeNull();
    });

    it('writes its last use at most once an hour however often it is used', async () => {
      const sessionsOf = service();
      const created = clock;
      const { token } = await sessionsOf.create(userId);
      for (const later of [0, 1_000, 59_000, 61_000, 30 * 60_000, SESSION_TOUCH_EVERY_MS - 1]) {
        clock = created + later;
        expect(await sessionsOf.resolve(token)).toMatchObject({ id: userId });
      }
      expect(await lastSeen(token)).toBe(created);
      clock = created + SESSION_TOUCH_EVERY_MS;
      expect(await sessionsOf.resolve(token)).toMatchObject({ id: userId });
      expect(await lastSeen(token)).toBe(clock);
      const touched = clock;
      clock = touched + 10 * 60_000;
      expect(await sessionsOf.resolve(token)).toMatchObject({ id: userId });
      expect(await lastSeen(token)).toBe(touched);
    });

    it('a session used every 13 days lasts until its absolute end, and not a moment more', async () => {
      const sessionsOf = service();
      const created = clock;
      const { token } = await sessionsOf.create(userId);
      for (let day = 13; day < SESSION_ABSOLUTE_MS / DAY; day += 13) {
        clock = created + day * DAY;
        expect(await sessionsOf.resolve(token), `día ${day}`).toMatchObject({ id: userId });
      }
      clock = created + SESSION_ABSOLUTE_MS - 1;
      expect(await sessionsOf.resolve(token)).toMatchObject({ id: userId });
      clock = created + SESSION_ABSOLUTE_MS;
      expect(await sessionsOf.resolve(token)).toBeNull();
    });
  });
});
