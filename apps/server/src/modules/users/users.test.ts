import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { AUTH_MSG, MSG, type Role } from '@campito/core';
import { validAdoption, validVolunteer } from '@campito/core/test';
import { auditLog, users, volunteers } from '@campito/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signIn } from '../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { SESSION_COOKIE } from '../auth/session.service';

const PASS = 'perro2024';
type Who = 'anonymous' | 'user' | 'other' | 'admin' | 'superAdmin';

function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = '----campito-test-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('users API: who may read and change what', () => {
  let t: TestApp;
  const ids = {} as Record<Exclude<Who, 'anonymous'>, string>;
  const tokens = {} as Record<Exclude<Who, 'anonymous'>, string>;

  async function account(who: Exclude<Who, 'anonymous'>, roles: Role[]) {
    const email = `${who.toLowerCase()}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Persona de Prueba', email, pass: PASS },
    });
    ids[who] = res.json().user._id;
    await t.db.update(users).set({ roles }).where(eq(users.id, ids[who]));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, pass: PASS },
    });
    tokens[who] = login.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
  }
  const as = (who: Who) => (who === 'anonymous' ? {} : { cookie: `${SESSION_COOKIE}=${tokens[who]}` });
  const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url, headers: as(who) });
  const put = (who: Who, url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url, headers: as(who), payload });

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
    await account('user', ['public']);
    await account('other', ['public', 'voluntario']);
    await account('admin', ['admin']);
    await account('superAdmin', ['superAdmin']);
  });
  afterAll(() => t.close());

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['other', 403],
    ['admin', 200],
    ['superAdmin', 200],
  ] as const)('GET /api/users and /api/users/ as %s → %i', async (who, status) => {
    for (const url of ['/api/users', '/api/users/']) {
      const res = await get(who, url);
      expect(res.statusCode).toBe(status);
      if (status !== 200) expect(res.json().error).toMatch(/iniciar sesión|permisos/);
    }
  });

  it('lists users for staff without any hash or provider subject, with the total', async () => {
    const res = await get('admin', '/api/users?limit=2');
    expect(res.json()).toHaveLength(2);
    expect(res.headers['x-total-count']).toBe('4');
    const all = await get('superAdmin', '/api/users');
    const list = all.json();
    expect(list.map((u: { email: string }) => u.email).sort()).toEqual([
      'admin@example.com',
      'other@example.com',
      'superadmin@example.com',
      'user@example.com',
    ]);
    for (const u of list) {
      expect(Object.keys(u).sort()).toEqual(
        [
          '_id',
          'birthday',
          'createdAt',
          'email',
          'google',
          'image',
          'isDelete',
          'name',
          'phone',
          'roles',
        ].sort(),
      );
    }
    expect(all.body).not.toMatch(/argon2|password|oidc/i);
    expect((await get('admin', '/api/users?limit=0')).statusCode).toBe(400);
  });

  it.each([
    ['anonymous', 401],
    ['user', 200],
    ['other', 403],
    ['admin', 200],
    ['superAdmin', 200],
  ] as const)("GET /api/users/{the user's id} as %s → %i", async (who, status) => {
    const res = await get(who, `/api/users/${ids.user}`);
    expect(res.statusCode).toBe(status);
    if (status === 200) {
      expect(res.json()).toEqual({
        _id: ids.user,
        name: 'Persona de Prueba',
        email: 'user@example.com',
        image: null,
        phone: null,
        birthday: null,
        roles: ['public'],
      });
    }
  });

  it('answers 404 to staff for an unknown or malformed id', async () => {
    expect((await get('admin', '/api/users/00000000-0000-4000-8000-00000000abcd')).statusCode).toBe(404);
    const res = await get('admin', '/api/users/no-es-un-id');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('No encontramos ese usuario.');
  });

  it.each([
    ['anonymous', 401],
    ['other', 403],
    ['user', 200],
    ['admin', 200],
    ['superAdmin', 200],
  ] as const)("PUT /api/users/{the user's id} as %s → %i", async (who, status) => {
    const phone = `11${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const res = await put(who, `/api/users/${ids.user}`, { phone, birthday: '1990-05-01' });
    expect(res.statusCode).toBe(status);
    const [row] = await t.db.select().from(users).where(eq(users.id, ids.user));
    if (status === 200) {
      expect(res.json()).toMatchObject({
        message: 'Cambios guardados!',
        user: { phone, birthday: '1990-05-01' },
      });
      expect(row!.phone).toBe(phone);
    } else {
      expect(row!.phone).not.toBe(phone);
    }
  });

  it('lets a person change only image, phone and birthday — never roles, name or email', async () => {
    for (const payload of [{ roles: ['admin'] }, { name: 'Otro Nombre' }, { email: 'otro@example.com' }]) {
      const res = await put('user', `/api/users/${ids.user}`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(AUTH_MSG.onlyProfileFields);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, ids.user));
    expect(row).toMatchObject({ roles: ['public'], name: 'Persona de Prueba', email: 'user@example.com' });
  });

  it('checks phone and birthday with the profile rules, and clears them with null', async () => {
    const phone = await put('user', `/api/users/${ids.user}`, { phone: '12345' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toEqual({
      error: 'El numero ingresado es invalido',
      errors: { phone: AUTH_MSG.phone },
    });
    const old = await put('user', `/api/users/${ids.user}`, { birthday: '1949-12-31' });
    expect(old.json().errors).toEqual({ birthday: AUTH_MSG.birthday });
    const outside = await put('user', `/api/users/${ids.user}`, { image: 'https://otro.example/a.png' });
    expect(outside.json().errors).toEqual({ image: AUTH_MSG.image });
    const cleared = await put('user', `/api/users/${ids.user}`, { phone: null, birthday: null });
    expect(cleared.json().user).toMatchObject({ phone: null, birthday: null });
  });

  it('takes a profile photo as multipart, through the image pipeline', async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c84' } })
      .png()
      .toBuffer();
    const body = multipart({ phone: '1155550123' }, { name: 'yo.png', type: 'image/png', data: png });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${ids.user}`,
      headers: { ...as('user'), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user.phone).toBe('1155550123');
    expect(user.image).toMatch(/^\/media\/[0-9a-f-]{36}-320\.webp$/);
    expect(existsSync(path.join(t.config.mediaDir, user.image.replace('/media/', '')))).toBe(true);

    const notImage = multipart({}, { name: 'virus.png', type: 'image/png', data: Buffer.from('hola') });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${ids.user}`,
      headers: { ...as('user'), ...notImage.headers },
      payload: notImage.payload,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.image).toMatch(/virus\.png/);
    const otherAccount = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${ids.user}`,
      headers: { ...as('other'), ...body.headers },
      payload: body.payload,
    });
    expect(otherAccount.statusCode).toBe(403);
  });

  // Issue 39 item 8b: `image` took any /media/ path, so a profile could show someone else's photo.
  it('keeps a photo only as uploaded with the profile: the current one or none, never other media', async () => {
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#48c' } })
      .png()
      .toBuffer();
    const upload = async (who: Who, fields: Record<string, string>, file?: Buffer) => {
      const body = multipart(fields, file && { name: 'foto.png', type: 'image/png', data: file });
      return t.app.inject({
        method: 'PUT',
        url: `/api/users/${ids[who as Exclude<Who, 'anonymous'>]}`,
        headers: { ...as(who), ...body.headers },
        payload: body.payload,
      });
    };
    const theirs = (await upload('other', {}, png)).json().user.image as string;
    const mine = (await upload('user', {}, png)).json().user.image as string;
    expect(theirs).toMatch(/^\/media\/.+-320\.webp$/);
    expect(mine).not.toBe(theirs);
    const imageOf = async (id: string) =>
      (await t.db.select({ image: users.image }).from(users).where(eq(users.id, id)))[0]!.image;
    const refused = { error: AUTH_MSG.imageUpload, errors: { image: AUTH_MSG.imageUpload } };

    // Another person's photo, a dog's or any other path: as JSON, as a multipart field, by staff too.
    for (const image of [theirs, '/media/luna-perro-480.webp', mine.replace('-320.webp', '-480.webp')]) {
      const json = await put('user', `/api/users/${ids.user}`, { image, phone: '1133334444' });
      expect(json.statusCode, image).toBe(400);
      expect(json.json()).toEqual(refused);
      const field = await upload('user', { image });
      expect(field.statusCode, image).toBe(400);
      expect(field.json()).toEqual(refused);
      const staff = await put('admin', `/api/users/${ids.user}`, { image });
      expect(staff.statusCode, image).toBe(400);
      expect(staff.json()).toEqual(refused);
    }
    // Nothing changed, and the other person's photo is still theirs.
    expect(await imageOf(ids.user)).toBe(mine);
    expect(await imageOf(ids.other)).toBe(theirs);
    expect(existsSync(path.join(t.config.mediaDir, theirs.replace('/media/', '')))).toBe(true);

    // The current one sent back changes nothing; null clears it.
    const kept = await put('user', `/api/users/${ids.user}`, { image: mine, phone: '1133334444' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().user).toMatchObject({ image: mine, phone: '1133334444' });
    const cleared = await put('user', `/api/users/${ids.user}`, { image: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().user.image).toBeNull();
    expect(await imageOf(ids.user)).toBeNull();

    // A registration has no upload: any photo path is refused, and no account is made.
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Persona de Prueba', email: 'con-foto@example.com', pass: PASS, image: theirs },
    });
    expect(registered.statusCode).toBe(400);
    expect(registered.json()).toEqual(refused);
    expect(await t.db.select().from(users).where(eq(users.email, 'con-foto@example.com'))).toEqual([]);
  });

  it("lists the person's own adoption and volunteer applications with their state", async () => {
    const adoption = await t.app.services.adoptions.submit(
      validAdoption({ email: 'USER@example.com', nameDog: 'Luna' }),
      {
        ip: '10.0.0.9',
        user: null,
      },
    );
    const volunteer = await t.app.services.volunteers.submit(validVolunteer({ email: 'user@example.com' }), {
      ip: '10.0.0.9',
      user: null,
    });
    await t.app.services.volunteers.submit(validVolunteer({ email: 'otra@example.com' }), {
      ip: '10.0.0.9',
      user: null,
    });
    expect(adoption.ok && volunteer.ok).toBe(true);
    await t.db.update(volunteers).set({ isPending: false }).where(eq(volunteers.email, 'user@example.com'));
    // Listed only for a verified email (issue 14; email-verification.test.ts covers the unverified side).
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, ids.user));
    const { emailVerified, items: list } = await t.app.services.users.applications(ids.user);
    expect(emailVerified).toBe(true);
    expect(
      list
        .map(({ kind, nameDog, isPending }) => ({ kind, nameDog, isPending }))
        .sort((a, b) => a.kind.localeCompare(b.kind)),
    ).toEqual([
      { kind: 'adopcion', nameDog: 'Luna', isPending: true },
      { kind: 'voluntariado', nameDog: null, isPending: false },
    ]);
  });

  it('GET /api/auth/me tells who is signed in', async () => {
    expect((await get('anonymous', '/api/auth/me')).json()).toEqual({ user: null });
    expect((await get('admin', '/api/auth/me')).json().user).toMatchObject({
      _id: ids.admin,
      roles: ['admin'],
    });
  });
});

// Issue 14: only a superAdmin touches another staff account (admin or superAdmin), on every door; every
// staff write to someone else's record leaves an audit entry; a person's edit of their own profile does not.
describe('users API: staff boundaries and the audit of profile edits', () => {
  let t: TestApp;
  let people: Record<'user' | 'admin' | 'otherAdmin' | 'superAdmin' | 'otherSuper', SignedIn>;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
    const { db } = t;
    const { services } = t.app;
    people = {
      user: await signIn(db, services, ['public'], 'persona@example.com'),
      admin: await signIn(db, services, ['admin'], 'admin@example.com'),
      otherAdmin: await signIn(db, services, ['public', 'admin'], 'otra-admin@example.com'),
      superAdmin: await signIn(db, services, ['superAdmin'], 'super@example.com'),
      otherSuper: await signIn(db, services, ['superAdmin'], 'otro-super@example.com'),
    };
  });
  afterAll(() => t.close());

  type Who = keyof typeof people;
  const put = (who: Who, target: Who, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/${people[target].id}`,
      headers: { cookie: people[who].cookie },
      payload,
    });
  const rowOf = async (who: Who) => (await t.db.select().from(users).where(eq(users.id, people[who].id)))[0]!;
  const auditOf = (who: Who) => t.db.select().from(auditLog).where(eq(auditLog.recordId, people[who].id));

  it.each([
    ['admin', 'superAdmin'],
    ['admin', 'otherAdmin'],
  ] as const)(
    'an %s cannot change the phone or birthday of a %s: 403, the row and the audit log unchanged',
    async (who, target) => {
      const before = await rowOf(target);
      const res = await put(who, target, { phone: '1144443333', birthday: '1980-02-03' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: MSG.onlySuperAdminStaff });
      expect(await rowOf(target)).toEqual(before);
      expect(await auditOf(target)).toEqual([]);
    },
  );

  it('refuses a photo for another staff account before processing it (multipart)', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#48c' } })
      .png()
      .toBuffer();
    const body = multipart({ phone: '1144443333' }, { name: 'foto.png', type: 'image/png', data: png });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${people.superAdmin.id}`,
      headers: { cookie: people.admin.cookie, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MSG.onlySuperAdminStaff);
    const row = await rowOf('superAdmin');
    expect(row.image).toBeNull();
    expect(row.phone).toBeNull();
    expect(existsSync(t.config.mediaDir) ? readdirSync(t.config.mediaDir) : []).toEqual([]);
  });

  it('a superAdmin changes an admin and another superAdmin; each change is audited with actor, target and fields', async () => {
    for (const target of ['admin', 'otherSuper'] as const) {
      const res = await put('superAdmin', target, { phone: '1155550001', birthday: '1985-07-09' });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ phone: '1155550001', birthday: '1985-07-09' });
      expect(await auditOf(target)).toEqual([
        expect.objectContaining({
          actorId: people.superAdmin.id,
          actorEmail: 'super@example.com',
          action: 'update',
          resource: 'users',
          recordId: people[target].id,
          changes: {
            phone: { old: null, new: '1155550001' },
            birthday: { old: null, new: '1985-07-09' },
          },
        }),
      ]);
    }
  });

  it("an admin still changes a non-staff person's profile, and that is audited (only the fields that changed)", async () => {
    const first = await put('admin', 'user', { phone: '1166660001', birthday: '1992-11-30' });
    expect(first.statusCode).toBe(200);
    expect((await rowOf('user')).phone).toBe('1166660001');
    // Only what differs is recorded; an edit that changes nothing leaves no entry.
    expect((await put('admin', 'user', { phone: '1166660002', birthday: '1992-11-30' })).statusCode).toBe(
      200,
    );
    expect((await put('admin', 'user', { phone: '1166660002' })).statusCode).toBe(200);
    const entries = (await auditOf('user')).map(({ actorId, action, resource, changes }) => ({
      actorId,
      action,
      resource,
      changes,
    }));
    expect(entries).toHaveLength(2);
    expect(entries).toEqual(
      expect.arrayContaining([
        {
          actorId: people.admin.id,
          action: 'update',
          resource: 'users',
          changes: {
            phone: { old: null, new: '1166660001' },
            birthday: { old: null, new: '1992-11-30' },
          },
        },
        {
          actorId: people.admin.id,
          action: 'update',
          resource: 'users',
          changes: { phone: { old: '1166660001', new: '1166660002' } },
        },
      ]),
    );
  });

  it.each(['user', 'admin', 'otherAdmin'] as const)(
    '%s edits their own profile as before, without an audit entry',
    async (who) => {
      const before = (await auditOf(who)).length;
      const res = await put(who, who, { phone: '1177770001' });
      expect(res.statusCode).toBe(200);
      expect((await rowOf(who)).phone).toBe('1177770001');
      expect(await auditOf(who)).toHaveLength(before);
    },
  );

  it('a non-staff person still cannot write anyone else, staff or not', async () => {
    for (const target of ['admin', 'superAdmin'] as const) {
      const res = await put('user', target, { phone: '1188880001' });
      expect(res.statusCode).toBe(403);
      expect((await rowOf(target)).phone).not.toBe('1188880001');
    }
  });

  it('the service itself enforces the rule, whoever calls it (the page action calls it too)', async () => {
    const { users: service } = t.app.services;
    const actor = (who: Who) => ({ id: people[who].id, email: people[who].email, roles: [] as Role[] });
    const admin = { ...actor('admin'), roles: ['admin'] as Role[] };
    await expect(
      service.updateProfile(admin, people.superAdmin.id, { phone: '1199990001' }),
    ).rejects.toMatchObject({
      statusCode: 403,
      message: MSG.onlySuperAdminStaff,
    });
    await expect(
      service.updateProfile(actor('user'), people.otherAdmin.id, { phone: '1199990001' }),
    ).rejects.toMatchObject({ statusCode: 403, message: MSG.noAccess });
    expect(service.mayEdit(admin, { id: people.user.id, roles: ['public'] })).toBe(true);
    expect(service.mayEdit(admin, { id: people.otherAdmin.id, roles: ['public', 'admin'] })).toBe(false);
    expect(service.mayEdit(admin, { id: people.admin.id, roles: ['admin'] })).toBe(true);
  });
});
