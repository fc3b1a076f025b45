// Roles are the keys to the panel: only a superAdmin changes roles or creates staff, staff accounts are
// only touched by a superAdmin, nobody locks themselves out, and changes take effect on the next request.
import { ADMIN_MSG, MSG } from '@campito/core';
import { auditLog, users } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminClient } from '../../../test/admin-client';
import { signIn, signInEveryone } from '../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { verifyPassword } from '../users/password';

let t: TestApp;
let people: Awaited<ReturnType<typeof signInEveryone>>;
let admin: AdminClient;
let superAdmin: AdminClient;

beforeAll(async () => {
  t = await createTestApp();
  people = await signInEveryone(t.db, t.app.services);
  admin = adminClient(t.app, people.admin.cookie);
  superAdmin = adminClient(t.app, people.superAdmin.cookie);
});

afterAll(async () => {
  await t?.close();
});

const rolesOf = async (id: string) =>
  (await t.db.select({ roles: users.roles }).from(users).where(eq(users.id, id)))[0]!.roles;
const canOpenAdmin = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/dogs', headers: { cookie } })).statusCode;

describe('role changes', () => {
  it('an admin cannot change roles; the user keeps theirs', async () => {
    const user = await signIn(t.db, t.app.services, ['public'], 'ana@example.com');
    const res = await admin.update('users', user.id, { roles: ['public', 'admin'] });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual({ roles: ADMIN_MSG.onlySuperAdminRoles });
    expect(await rolesOf(user.id)).toEqual(['public']);
    // Sending the same roles back (the edit form sends the whole record) is not a change.
    expect(
      (await admin.update('users', user.id, { name: 'x', roles: ['public'], isDelete: false })).statusCode,
    ).toBe(200);
  });

  it('a superAdmin promotes and demotes, and the panel opens and closes on the next request', async () => {
    const user = await signIn(t.db, t.app.services, ['public'], 'beto@example.com');
    expect(await canOpenAdmin(user.cookie)).toBe(403);
    const promoted = await superAdmin.update('users', user.id, { roles: ['public', 'admin', 'admin'] });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().roles).toEqual(['public', 'admin']);
    expect(await canOpenAdmin(user.cookie)).toBe(200);
    await superAdmin.update('users', user.id, { roles: ['public', 'padrino'] });
    expect(await canOpenAdmin(user.cookie)).toBe(403);
    expect((await superAdmin.update('users', user.id, { roles: [] })).json().errors).toEqual({
      roles: ADMIN_MSG.roles,
    });
    expect((await superAdmin.update('users', user.id, { roles: ['rey'] })).json().errors).toEqual({
      'roles.0': ADMIN_MSG.role,
    });
  });

  it('only a superAdmin creates staff; an admin creates ordinary users with a hashed password', async () => {
    const staff = {
      name: 'nueva admin',
      email: 'nueva@example.com',
      password: 'clave1234',
      roles: ['admin'],
    };
    expect((await admin.create('users', staff)).statusCode).toBe(403);
    expect((await admin.create('users', { ...staff, roles: ['superAdmin'] })).statusCode).toBe(403);
    const plain = await admin.create('users', { ...staff, roles: ['public', 'voluntario'] });
    expect(plain.statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'nueva@example.com'));
    expect(await verifyPassword(row!.passwordHash!, 'clave1234')).toBe(true);
    const created = await superAdmin.create('users', { ...staff, email: 'Otra.Admin@Example.com' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: 'otra.admin@example.com', roles: ['admin'] });
  });

  it('refuses a taken email and a weak password under their fields', async () => {
    const res = await admin.create('users', {
      name: 'copia',
      email: 'ADMIN@example.com',
      password: 'clave1234',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: ADMIN_MSG.emailTaken });
    const weak = await admin.create('users', {
      name: 'debil',
      email: 'debil@example.com',
      password: 'solamenteletras',
    });
    expect(weak.json().errors).toEqual({ password: ADMIN_MSG.password });
  });

  it('an admin cannot disable another staff account; a superAdmin can, and its sessions end', async () => {
    const other = await signIn(t.db, t.app.services, ['admin'], 'otro-admin@example.com');
    const refused = await admin.remove('users', other.id);
    expect(refused.statusCode).toBe(403);
    expect(await canOpenAdmin(other.cookie)).toBe(200);
    const disabled = await superAdmin.remove('users', other.id);
    expect(disabled.json().isDelete).toBe(true);
    expect(await canOpenAdmin(other.cookie)).toBe(401);
    // An admin may disable an ordinary user, and enable them again.
    const user = await signIn(t.db, t.app.services, ['public'], 'carla@example.com');
    expect((await admin.update('users', user.id, { isDelete: true })).json().isDelete).toBe(true);
    expect((await admin.update('users', user.id, { isDelete: false })).json().isDelete).toBe(false);
  });

  it('a superAdmin cannot lock themselves out', async () => {
    const self = people.superAdmin.id;
    expect((await superAdmin.update('users', self, { roles: ['admin'] })).json().errors).toEqual({
      roles: ADMIN_MSG.notYourself,
    });
    expect((await superAdmin.remove('users', self)).json().errors).toEqual({
      isDelete: ADMIN_MSG.notYourself,
    });
    expect(await rolesOf(self)).toEqual(['superAdmin']);
    // Adding a role to oneself is fine.
    expect((await superAdmin.update('users', self, { roles: ['superAdmin', 'padrino'] })).statusCode).toBe(
      200,
    );
  });
});

// Issue 14: the users service's one rule — only a superAdmin touches another staff account — holds in
// the panel too, and every write to someone else's account is audited.
describe('staff accounts in the panel', () => {
  const rowOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
  const auditOf = (id: string) => t.db.select().from(auditLog).where(eq(auditLog.recordId, id));

  it("an admin cannot disable or re-enable a superAdmin's or another admin's account: 403, nothing written", async () => {
    const otherAdmin = await signIn(t.db, t.app.services, ['admin'], 'tercera-admin@example.com');
    for (const id of [people.superAdmin.id, otherAdmin.id]) {
      const before = await rowOf(id);
      const entries = (await auditOf(id)).length;
      const updated = await admin.update('users', id, { isDelete: true });
      expect(updated.statusCode).toBe(403);
      expect(updated.json().error).toBe(MSG.onlySuperAdminStaff);
      expect((await admin.remove('users', id)).statusCode).toBe(403);
      expect(await rowOf(id)).toEqual(before);
      expect(await auditOf(id)).toHaveLength(entries);
    }
  });

  it('a superAdmin disables and re-enables an admin, and each write is audited with actor and fields', async () => {
    const target = await signIn(t.db, t.app.services, ['admin'], 'cuarta-admin@example.com');
    expect((await superAdmin.update('users', target.id, { isDelete: true })).statusCode).toBe(200);
    expect((await superAdmin.update('users', target.id, { isDelete: false })).statusCode).toBe(200);
    const byActor = { actorId: people.superAdmin.id, actorEmail: people.superAdmin.email };
    const entries = await auditOf(target.id);
    expect(entries).toHaveLength(2);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          ...byActor,
          action: 'update',
          resource: 'users',
          changes: { isDelete: { old: false, new: true } },
        }),
        expect.objectContaining({
          ...byActor,
          action: 'update',
          resource: 'users',
          changes: { isDelete: { old: true, new: false } },
        }),
      ]),
    );
  });

  it("an admin still disables an ordinary person's account, audited", async () => {
    const person = await signIn(t.db, t.app.services, ['public'], 'dario@example.com');
    expect((await admin.update('users', person.id, { isDelete: true })).json().isDelete).toBe(true);
    expect(await auditOf(person.id)).toEqual([
      expect.objectContaining({
        actorId: people.admin.id,
        action: 'update',
        resource: 'users',
        changes: { isDelete: { old: false, new: true } },
      }),
    ]);
  });

  it('an admin on their own account: roles stay a superAdmin matter, and nobody disables themselves', async () => {
    const self = people.admin.id;
    expect((await admin.update('users', self, { roles: ['superAdmin'] })).json().errors).toEqual({
      roles: ADMIN_MSG.onlySuperAdminRoles,
    });
    expect((await admin.remove('users', self)).json().errors).toEqual({ isDelete: ADMIN_MSG.notYourself });
    expect(await rolesOf(self)).toEqual(['admin']);
    expect((await rowOf(self)).isDelete).toBe(false);
  });
});
