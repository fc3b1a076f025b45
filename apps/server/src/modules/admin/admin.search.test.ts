// @engines pglite postgres — accent-folded search: `npm test` runs this file on both (scripts/test.mjs).
// Every search of the panel forgives accents and case ("turron" and "TURRÓN" find Turrón, "perez" finds
// Pérez), and a % or _ typed in it is that character, not a wildcard — on PGlite and, with
// TEST_DB=postgres, on PostgreSQL. The public lookup of a dog by the name in a URL too.
import { adoptionRequests, contactMessages, volunteers } from '@campito/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminClient } from '../../../test/admin-client';
import { type AdminFixtures, insertAdminFixtures, signInEveryone } from '../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
let admin: AdminClient;
let fx: AdminFixtures;

const dog = (name: string) => ({
  name,
  gender: 'macho',
  age: 'adulto',
  size: 'chico',
  race: 'Mestizo',
  references: ['tranquilo'],
  features: 'bueno',
  images: [],
});

/** A stored row as a template for another: without what the database gives. */
const template = <T extends Record<string, unknown>>(row: T) => {
  const { id, createdAt, updatedAt, ...rest } = row;
  return rest;
};

const names = (rows: Record<string, unknown>[], field = 'name') => rows.map((r) => r[field]).sort();

beforeAll(async () => {
  t = await createTestApp();
  fx = await insertAdminFixtures(t.db);
  const people = await signInEveryone(t.db, t.app.services);
  admin = adminClient(t.app, people.superAdmin.cookie);
  for (const name of ['Turrón', 'Turrona', '100% Firulais', '1000 Firulais', 'Perro_Uno', 'PerroxUno'])
    expect((await admin.create('dogs', dog(name))).statusCode).toBe(201);
  expect(
    (
      await admin.create('users', {
        name: 'María Pérez',
        email: 'maria@example.com',
        password: 'clave1234',
        roles: ['public'],
      })
    ).statusCode,
  ).toBe(201);
  await t.db
    .insert(volunteers)
    .values({ ...template(fx.volunteers[0]!), name: 'José PÉREZ', email: 'jose@example.com' });
  await t.db.insert(adoptionRequests).values({
    ...template(fx.adoptions[0]!),
    name: 'Ramón Pérez',
    nameDog: 'Turrón',
    email: 'ramon@example.com',
    dogId: null,
  });
  await t.db.insert(contactMessages).values({
    ...template(fx.contacts[0]!),
    fullName: 'Sofía Pérez',
    email: 'sofia@example.com',
    idempotencyKey: null,
  });
  expect(
    (
      await admin.create('contributions', {
        type: 'donación',
        date: '2024-05-01',
        total: 100,
        method: 'otro',
        name: 'Lucía Pérez',
      })
    ).statusCode,
  ).toBe(201);
});

afterAll(async () => {
  await t?.close();
});

describe('admin search', () => {
  it.each(['turron', 'TURRÓN', 'Turrón', 'tUrRoN'])('q «%s» finds Turrón (and Turrona)', async (q) => {
    const found = await admin.list('dogs', { filter: { q } });
    expect(found.status).toBe(200);
    expect(names(found.rows)).toEqual(['Turrona', 'Turrón']);
    expect(found.total).toBe(2);
  });

  it('a letter that differs is still a different letter', async () => {
    expect((await admin.list('dogs', { filter: { q: 'turrin' } })).total).toBe(0);
  });

  it('the "contains" filters forgive accents and case the same way', async () => {
    const found = await admin.list('dogs', { filter: { name: 'TURRON' } });
    expect(names(found.rows)).toEqual(['Turrona', 'Turrón']);
    const requests = await admin.list('adoptions', { filter: { nameDog: 'turron' } });
    expect(names(requests.rows)).toEqual(['Ramón Pérez']);
  });

  it.each([
    ['users', 'name', 'María Pérez'],
    ['volunteers', 'name', 'José PÉREZ'],
    ['adoptions', 'name', 'Ramón Pérez'],
    ['contacts', 'fullName', 'Sofía Pérez'],
    ['contributions', 'name', 'Lucía Pérez'],
  ])('%s: «perez» and «PÉREZ» find %s', async (resource, field, expected) => {
    for (const q of ['perez', 'PÉREZ', 'Perez']) {
      const found = await admin.list(resource, { filter: { q } });
      expect(found.status).toBe(200);
      expect(names(found.rows, field)).toEqual([expected]);
    }
  });

  it('% and _ in a term are those characters, not wildcards', async () => {
    expect(names((await admin.list('dogs', { filter: { q: '0%' } })).rows)).toEqual(['100% Firulais']);
    expect(names((await admin.list('dogs', { filter: { q: 'o_u' } })).rows)).toEqual(['Perro_Uno']);
    expect((await admin.list('dogs', { filter: { q: '\\' } })).total).toBe(0);
    expect((await admin.list('dogs', { filter: { q: '%' } })).total).toBe(1);
    expect((await admin.list('dogs', { filter: { q: '_' } })).total).toBe(1);
  });

  it('the change log is searched by the name of the record', async () => {
    const found = await admin.list('audit', { filter: { q: 'TURRON' } });
    expect(found.total).toBeGreaterThanOrEqual(2);
    expect(new Set(found.rows.map((r) => r.recordLabel))).toEqual(new Set(['Turrón', 'Turrona']));
  });
});

describe('a dog by the name in a URL', () => {
  it('is found whatever the accents and case', async () => {
    for (const name of ['turron', 'TURRÓN', ' Turrón '])
      expect((await t.app.services.dogs.findActiveByName(name))?.name).toBe('Turrón');
    expect(await t.app.services.dogs.findActiveByName('turro')).toBeUndefined();
  });

  it('prefers the name written exactly as given', async () => {
    expect((await admin.create('dogs', dog('Lúcas'))).statusCode).toBe(201);
    expect((await admin.create('dogs', dog('Lucas'))).statusCode).toBe(201);
    expect((await t.app.services.dogs.findActiveByName('Lucas'))?.name).toBe('Lucas');
    expect((await t.app.services.dogs.findActiveByName('Lúcas'))?.name).toBe('Lúcas');
    // Neither written so: the older one.
    expect((await t.app.services.dogs.findActiveByName('LUCAS'))?.name).toBe('Lúcas');
  });
});
