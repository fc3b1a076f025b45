// The authorization matrix: every admin endpoint called as anonymous, public, voluntario, admin and
// superAdmin, each with its expected status (docs/product.md §10.1). Refused calls must change nothing.
import { INTERFACE_ID } from '@campito/core';
import { auditLog } from '@campito/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminFixtures,
  insertAdminFixtures,
  PERSONAS,
  type Persona,
  type SignedIn,
  signIn,
  signInEveryone,
} from '../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { multipartBody, png } from '../../../test/image-fixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Endpoint {
  name: string;
  method: Method;
  /** Path under /api/admin, per persona (hard deletes need one target each). */
  path: (p: Persona) => string;
  body?: (p: Persona) => unknown;
  multipart?: boolean;
  /** Status for admin; superAdmin expects the same unless superAdmin is given. */
  admin: number;
  superAdmin?: number;
}

let t: TestApp;
let fx: AdminFixtures;
let cookies: Record<Persona, string | undefined>;
let people: Awaited<ReturnType<typeof signInEveryone>>;
const targets: Record<string, Record<Persona, string>> = {};
let plainUser: SignedIn;
let auditId: string;
let image: Awaited<ReturnType<typeof multipartBody>>;

const dog = (p: Persona) => ({
  name: `perro de ${p}`,
  gender: 'macho',
  age: 'adulto',
  size: 'mediano',
  race: 'mestizo',
  references: ['tranquilo'],
  features: 'un buen perro',
});

function endpoints(): Endpoint[] {
  const id =
    (resource: keyof AdminFixtures, i = 0) =>
    () =>
      `/${resource}/${fx[resource][i]!.id}`;
  const own = (resource: string) => (p: Persona) => `/${resource}/${targets[resource]![p]}`;
  return [
    { name: 'list dogs', method: 'GET', path: () => '/dogs', admin: 200 },
    { name: 'get a dog', method: 'GET', path: id('dogs'), admin: 200 },
    { name: 'create a dog', method: 'POST', path: () => '/dogs', body: dog, admin: 201 },
    {
      name: 'update a dog',
      method: 'PUT',
      path: id('dogs'),
      body: (p) => ({ features: `editado por ${p}` }),
      admin: 200,
    },
    { name: 'Dar de baja a dog', method: 'DELETE', path: id('dogs', 5), admin: 200 },
    { name: 'list users', method: 'GET', path: () => '/users', admin: 200 },
    { name: 'get a user', method: 'GET', path: () => `/users/${plainUser.id}`, admin: 200 },
    {
      name: 'create a user',
      method: 'POST',
      path: () => '/users',
      body: (p) => ({
        name: `usuario ${p}`,
        email: `nuevo-${p}@example.com`,
        password: 'clave1234',
        roles: ['public'],
      }),
      admin: 201,
    },
    {
      name: 'create an admin',
      method: 'POST',
      path: () => '/users',
      body: (p) => ({
        name: `admin ${p}`,
        email: `admin-${p}@example.com`,
        password: 'clave1234',
        roles: ['admin'],
      }),
      admin: 403,
      superAdmin: 201,
    },
    {
      name: 'disable a user',
      method: 'PUT',
      path: () => `/users/${plainUser.id}`,
      body: () => ({ isDelete: false }),
      admin: 200,
    },
    {
      name: 'change roles',
      method: 'PUT',
      path: () => `/users/${plainUser.id}`,
      body: (p) => ({ roles: ['public', p === 'superAdmin' ? 'padrino' : 'donante'] }),
      admin: 403,
      superAdmin: 200,
    },
    { name: 'delete (disable) a user', method: 'DELETE', path: own('users'), admin: 200 },
    { name: 'list press', method: 'GET', path: () => '/press', admin: 200 },
    { name: 'get a press note', method: 'GET', path: id('press'), admin: 200 },
    {
      name: 'create a press note',
      method: 'POST',
      path: () => '/press',
      body: (p) => ({ media: `medio ${p}`, type: 'Radio / Audio', date: '2024-05-05' }),
      admin: 201,
    },
    {
      name: 'update a press note',
      method: 'PUT',
      path: id('press'),
      body: (p) => ({ title: `titulo ${p}` }),
      admin: 200,
    },
    { name: 'delete a press note', method: 'DELETE', path: own('press'), admin: 200 },
    { name: 'list contributions', method: 'GET', path: () => '/contributions', admin: 200 },
    { name: 'get a contribution', method: 'GET', path: id('contributions'), admin: 200 },
    {
      name: 'create a contribution',
      method: 'POST',
      path: () => '/contributions',
      body: () => ({ type: 'donación', date: '2024-06-01', total: 500, method: 'otro' }),
      admin: 201,
    },
    {
      // Only a pending one (a told transfer) is confirmed; the fixture was paid, so staff get a 400.
      name: 'confirm a contribution that is not pending',
      method: 'PUT',
      path: id('contributions'),
      body: () => ({ status: 'paid' }),
      admin: 400,
    },
    { name: 'delete a contribution', method: 'DELETE', path: id('contributions'), admin: 405 },
    { name: 'list volunteers', method: 'GET', path: () => '/volunteers', admin: 200 },
    { name: 'get a volunteer', method: 'GET', path: id('volunteers'), admin: 200 },
    {
      name: 'create a volunteer',
      method: 'POST',
      path: () => '/volunteers',
      body: () => ({ name: 'x' }),
      admin: 405,
    },
    {
      name: 'approve a volunteer',
      method: 'PUT',
      path: id('volunteers'),
      body: () => ({ isPending: false }),
      admin: 200,
    },
    { name: 'remove a volunteer', method: 'DELETE', path: id('volunteers', 2), admin: 200 },
    { name: 'list adoptions', method: 'GET', path: () => '/adoptions', admin: 200 },
    { name: 'get an adoption request', method: 'GET', path: id('adoptions'), admin: 200 },
    {
      name: 'create an adoption request',
      method: 'POST',
      path: () => '/adoptions',
      body: () => ({}),
      admin: 405,
    },
    {
      name: 'approve an adoption request',
      method: 'PUT',
      path: id('adoptions', 1),
      body: () => ({ isPending: false }),
      admin: 200,
    },
    { name: 'remove an adoption request', method: 'DELETE', path: id('adoptions', 3), admin: 200 },
    { name: 'list escolar', method: 'GET', path: () => '/escolar', admin: 200 },
    { name: 'get a post', method: 'GET', path: id('escolar'), admin: 200 },
    {
      name: 'create a post',
      method: 'POST',
      path: () => '/escolar',
      body: () => ({ category: 'charlas', date: '2024-05-05' }),
      admin: 201,
    },
    {
      name: 'update a post',
      method: 'PUT',
      path: id('escolar'),
      body: (p) => ({ title: `post ${p}` }),
      admin: 200,
    },
    { name: 'delete a post', method: 'DELETE', path: own('escolar'), admin: 200 },
    { name: 'list interfaces', method: 'GET', path: () => '/interfaces', admin: 200 },
    {
      name: 'get the interface record',
      method: 'GET',
      path: () => `/interfaces/${INTERFACE_ID}`,
      admin: 200,
    },
    {
      name: 'edit the interface record',
      method: 'PUT',
      path: () => `/interfaces/${INTERFACE_ID}`,
      body: (p) => ({ visitasText: `por ${p}` }),
      admin: 200,
    },
    {
      name: 'create an interface record',
      method: 'POST',
      path: () => '/interfaces',
      body: () => ({}),
      admin: 405,
    },
    {
      name: 'delete the interface record',
      method: 'DELETE',
      path: () => `/interfaces/${INTERFACE_ID}`,
      admin: 405,
    },
    { name: 'list contact messages', method: 'GET', path: () => '/contacts', admin: 200 },
    { name: 'get a contact message', method: 'GET', path: id('contacts'), admin: 200 },
    {
      name: 'mark a message handled',
      method: 'PUT',
      path: id('contacts'),
      body: () => ({ handled: true }),
      admin: 200,
    },
    { name: 'delete a contact message', method: 'DELETE', path: id('contacts'), admin: 405 },
    { name: 'list the audit log', method: 'GET', path: () => '/audit', admin: 200 },
    { name: 'get an audit entry', method: 'GET', path: () => `/audit/${auditId}`, admin: 200 },
    { name: 'write the audit log', method: 'POST', path: () => '/audit', body: () => ({}), admin: 405 },
    {
      name: 'edit an audit entry',
      method: 'PUT',
      path: () => `/audit/${auditId}`,
      body: () => ({}),
      admin: 405,
    },
    { name: 'delete an audit entry', method: 'DELETE', path: () => `/audit/${auditId}`, admin: 405 },
    { name: 'statistics', method: 'GET', path: () => '/stats?year=2024', admin: 200 },
    { name: 'statistics of an impossible year', method: 'GET', path: () => '/stats?year=1800', admin: 400 },
    { name: 'dashboard', method: 'GET', path: () => '/dashboard', admin: 200 },
    { name: 'upload an image', method: 'POST', path: () => '/uploads', multipart: true, admin: 201 },
    { name: 'an unknown admin path', method: 'GET', path: () => '/secretos', admin: 404 },
  ];
}

beforeAll(async () => {
  t = await createTestApp();
  fx = await insertAdminFixtures(t.db);
  people = await signInEveryone(t.db, t.app.services);
  cookies = {
    anonymous: undefined,
    ...Object.fromEntries(Object.entries(people).map(([k, v]) => [k, v.cookie])),
  } as Record<Persona, string | undefined>;
  plainUser = await signIn(t.db, t.app.services, ['public'], 'comun@example.com');
  for (const resource of ['users', 'press', 'escolar']) targets[resource] = {} as Record<Persona, string>;
  for (const p of PERSONAS) {
    targets.users![p] = (await signIn(t.db, t.app.services, ['public'], `baja-${p}@example.com`)).id;
    const press = await t.app.inject({
      method: 'POST',
      url: '/api/admin/press',
      headers: { cookie: people.superAdmin.cookie },
      payload: { media: `borrable ${p}`, type: 'Radio / Audio', date: '2024-01-01' },
    });
    targets.press![p] = press.json().id;
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/admin/escolar',
      headers: { cookie: people.superAdmin.cookie },
      payload: { category: 'escolar', date: '2024-01-01' },
    });
    targets.escolar![p] = post.json().id;
  }
  const [entry] = await t.db.select({ id: auditLog.id }).from(auditLog).limit(1);
  auditId = entry!.id;
  image = await multipartBody({}, [
    { field: 'file', name: 'foto.png', data: await png(400, 300), type: 'image/png' },
  ]);
});

afterAll(async () => {
  await t?.close();
});

async function call(e: Endpoint, p: Persona) {
  const headers: Record<string, string> = cookies[p] ? { cookie: cookies[p]! } : {};
  if (e.multipart) {
    return t.app.inject({
      method: e.method,
      url: `/api/admin${e.path(p)}`,
      headers: { ...headers, ...image.headers },
      payload: image.payload,
    });
  }
  const body = e.body?.(p);
  return t.app.inject({
    method: e.method,
    url: `/api/admin${e.path(p)}`,
    headers:
      body === undefined && e.method === 'DELETE' ? { ...headers, 'content-type': 'text/plain' } : headers,
    ...(body !== undefined ? { payload: body as object } : {}),
  });
}

const expected = (e: Endpoint, p: Persona) =>
  p === 'anonymous'
    ? 401
    : p === 'public' || p === 'voluntario'
      ? 403
      : p === 'superAdmin'
        ? (e.superAdmin ?? e.admin)
        : e.admin;

/** Every content table as JSON: what refused calls must leave exactly as it was. */
async function snapshot() {
  const tables = [
    'dogs',
    'users',
    'press_notes',
    'posts',
    'contributions',
    'volunteers',
    'adoption_requests',
    'contact_messages',
    'interfaces',
    'audit_log',
  ];
  const out: Record<string, unknown> = {};
  for (const table of tables) {
    const result = await t.database.db.execute(`select * from ${table} order by id`);
    out[table] = JSON.stringify((result as unknown as { rows: unknown[] }).rows);
  }
  return out;
}

describe('the admin authorization matrix', () => {
  it('answers each endpoint with the expected status for each role, and refused calls change nothing', async () => {
    const list = endpoints();
    const failures: string[] = [];
    let cases = 0;
    const before = await snapshot();
    for (const p of ['anonymous', 'public', 'voluntario'] as const) {
      for (const e of list) {
        const res = await call(e, p);
        cases++;
        if (res.statusCode !== expected(e, p))
          failures.push(`${p} ${e.method} ${e.name}: ${res.statusCode} (expected ${expected(e, p)})`);
        expect(res.json().error, `${p} ${e.name}`).toEqual(expect.any(String));
      }
    }
    expect(await snapshot()).toEqual(before);
    for (const p of ['admin', 'superAdmin'] as const) {
      for (const e of list) {
        const res = await call(e, p);
        cases++;
        if (res.statusCode !== expected(e, p)) {
          failures.push(
            `${p} ${e.method} ${e.name}: ${res.statusCode} (expected ${expected(e, p)}) ${res.body.slice(0, 200)}`,
          );
        }
      }
    }
    console.log(
      `admin authorization matrix: ${cases} cases (${list.length} endpoints × ${PERSONAS.length} roles)`,
    );
    expect(failures).toEqual([]);
    expect(cases).toBe(list.length * PERSONAS.length);
  });
});
