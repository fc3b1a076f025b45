// Issue 39 item 8c: a new password is checked against a list of the most common ones (shipped in an npm
// package, read on the server only) wherever one is chosen: registration, a reset link, staff creating an
// account. Refused with a 400 whose message is on the password's field; an uncommon one passes.
import { AUTH_MSG, isAppError } from '@campito/core';
import { users } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../../../test/admin-client';
import { signIn } from '../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { issueMailedToken } from '../auth/mailed-tokens';
import { assertPasswordNotCommon } from './password';

/** On the list, and each passes the schema's rule (8 or more, letters and digits): only the list refuses them. */
const COMMON = ['password123', 'Password1', 'QWERTY123', 'abc12345', 'passw0rd'];
/** Not on the list: a person's own. */
const UNCOMMON = 'galgo-de-Tandil-2031';
const refusal = (field: string) => ({
  error: AUTH_MSG.passwordCommon,
  errors: { [field]: AUTH_MSG.passwordCommon },
});

describe('assertPasswordNotCommon', () => {
  it('refuses a common password whatever its case, with the message on the field named', () => {
    for (const pass of [...COMMON, '123456789', 'iloveyou', 'PASSWORD']) {
      let thrown: unknown;
      try {
        assertPasswordNotCommon(pass);
      } catch (error) {
        thrown = error;
      }
      expect(isAppError(thrown), pass).toBe(true);
      expect(thrown).toMatchObject({
        statusCode: 400,
        message: AUTH_MSG.passwordCommon,
        errors: { pass: AUTH_MSG.passwordCommon },
      });
    }
    expect(() => assertPasswordNotCommon('password123', 'password')).toThrow(
      expect.objectContaining({ errors: { password: AUTH_MSG.passwordCommon } }),
    );
  });

  it('lets an uncommon password through, and one that only contains a common one', () => {
    for (const pass of [UNCOMMON, 'perro2024', 'password123 y algo más', ' password123']) {
      expect(() => assertPasswordNotCommon(pass), pass).not.toThrow();
    }
  });

  it('says so in Spanish, with voseo', () => {
    expect(AUTH_MSG.passwordCommon).toBe('Esa contraseña es muy común y fácil de adivinar. Elegí otra.');
  });
});

describe('choosing a common password through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
  });
  afterAll(() => t.close());

  const register = (email: string, pass: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Persona de Prueba', email, pass },
    });
  const login = (email: string, pass: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, pass } });

  it('registration refuses it on `pass` and creates no account; an uncommon one registers', async () => {
    for (const pass of COMMON) {
      const res = await register('comun@example.com', pass);
      expect(res.statusCode, pass).toBe(400);
      expect(res.json()).toEqual(refusal('pass'));
    }
    expect(await t.db.select().from(users).where(eq(users.email, 'comun@example.com'))).toEqual([]);
    const ok = await register('comun@example.com', UNCOMMON);
    expect(ok.statusCode).toBe(201);
    expect((await login('comun@example.com', UNCOMMON)).statusCode).toBe(200);
  });

  it('a reset link refuses it on `pass` and stays usable for another; an uncommon one is set', async () => {
    expect((await register('olvido@example.com', 'vieja2024x')).statusCode).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'olvido@example.com'));
    const token = await issueMailedToken(t.db, user!.id, 'password', 30 * 60_000);
    for (const pass of COMMON) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/users/password/${token}`,
        payload: { pass },
      });
      expect(res.statusCode, pass).toBe(400);
      expect(res.json()).toEqual(refusal('pass'));
    }
    expect((await login('olvido@example.com', 'vieja2024x')).statusCode).toBe(200);
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/users/password/${token}`,
      payload: { pass: UNCOMMON },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: AUTH_MSG.passwordChanged });
    expect((await login('olvido@example.com', UNCOMMON)).statusCode).toBe(200);
  });

  it('staff creating an account from the panel get it on `password`', async () => {
    const staff = await signIn(t.db, t.app.services, ['superAdmin'], 'equipo-claves@example.com');
    const admin = adminClient(t.app, staff.cookie);
    const account = { name: 'María Pérez', email: 'maria-claves@example.com', roles: ['public'] };
    const refused = await admin.create('users', { ...account, password: 'Password123' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { password: AUTH_MSG.passwordCommon } });
    expect(await t.db.select().from(users).where(eq(users.email, account.email))).toEqual([]);
    expect((await admin.create('users', { ...account, password: UNCOMMON })).statusCode).toBe(201);
  });
});
