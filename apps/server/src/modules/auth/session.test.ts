import { sessions, users } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { waitFor } from '../../../test/wait';
import { hashToken, SESSION_IDLE_MS } from './session.service';

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
});
