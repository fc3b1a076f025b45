// @engines pglite postgres — raw SQL of the catalog: `npm test` runs this file on both (scripts/test.mjs).
import { DOG_GENDERS, DOG_SIZES, type DogFilters } from '@campito/core';
import { dogs } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { AGE_FILTERS, expectedMatches, insertTestDogs } from '../../../test/dog-fixtures';
import { waitFor } from '../../../test/wait';

type Fixture = Awaited<ReturnType<typeof insertTestDogs>>;

describe('GET /api/dogs', () => {
  let t: TestApp;
  let f: Fixture;
  const get = (query = '') => t.app.inject({ method: 'GET', url: `/api/dogs${query}` });
  const total = (res: Awaited<ReturnType<typeof get>>) => Number(res.headers['x-total-count']);

  beforeAll(async () => {
    t = await createTestApp();
    f = await insertTestDogs(t.db);
  });
  afterAll(() => t.close());

  it('lists the first 10 active dogs, newest publication first, with the field names of docs/product.md §3 and absolute image URLs', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(total(res)).toBe(f.active.length);
    const body = res.json();
    expect(body).toHaveLength(10);
    const newest = [...f.active].sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime());
    expect(body.map((d: { _id: string }) => d._id)).toEqual(newest.slice(0, 10).map((d) => d.id));
    const sample = f.active.find((d) => d.id === body[0]._id)!;
    expect(body[0]).toEqual({
      _id: sample.id,
      name: sample.name,
      gender: sample.gender,
      age: sample.age,
      size: sample.size,
      race: 'Mestizo',
      images: [`http://localhost:3000/media/${sample.images[0]!.key}-1280.webp`],
      features: sample.features,
      references: sample.references,
      isSponsored: false,
      toAdopt: sample.toAdopt,
      video: sample.video,
      status: sample.toAdopt ? 'en-adopcion' : 'apadrinamiento',
      mobility: sample.mobility,
      careNeeds: sample.careNeeds,
      monthlyCareCost: sample.monthlyCareCost,
      isUrgent: sample.isUrgent,
      inFoster: false,
    });
  });

  it('never lists dogs given "Dar de baja" or waiting for review', async () => {
    const res = await get('?limit=50');
    const ids = res.json().map((d: { _id: string }) => d._id);
    expect(ids).toHaveLength(f.active.length);
    expect(ids).not.toContain(f.removed.id);
    expect(ids).not.toContain(f.pending.id);
  });

  const single: [string, DogFilters][] = [
    ...DOG_GENDERS.map((gender): [string, DogFilters] => [`gender=${gender}`, { gender }]),
    ...AGE_FILTERS.map((age): [string, DogFilters] => [`age=${encodeURIComponent(age)}`, { age }]),
    ...DOG_SIZES.map((size): [string, DogFilters] => [`size=${size}`, { size }]),
  ];

  it.each(single)('filters by %s', async (query, filters) => {
    const res = await get(`?${query}&limit=50`);
    expect(res.statusCode).toBe(200);
    const expected = expectedMatches(f.active, filters);
    expect(expected.length).toBeGreaterThan(0);
    expect(total(res)).toBe(expected.length);
    expect(
      res
        .json()
        .map((d: { _id: string }) => d._id)
        .sort(),
    ).toEqual(expected.map((d) => d.id).sort());
  });

  it('"especial" finds the dogs with special needs whatever their age, and only them', async () => {
    const res = await get('?age=especial&limit=50');
    const names = res.json().map((d: { name: string }) => d.name);
    expect(names.sort()).toEqual(['Perro 1', 'Perro 7', 'Perro 14', 'Perro 22'].sort());
    const ages = new Set(res.json().map((d: { age: string }) => d.age));
    expect(ages.size).toBeGreaterThan(1);
  });

  it('combines every gender, age and size, matching what the data says (empty combinations included)', async () => {
    let empty = 0;
    for (const gender of [undefined, ...DOG_GENDERS]) {
      for (const age of [undefined, ...AGE_FILTERS]) {
        for (const size of [undefined, ...DOG_SIZES]) {
          const filters: DogFilters = {
            ...(gender && { gender }),
            ...(age && { age }),
            ...(size && { size }),
          };
          const query = new URLSearchParams({
            ...(filters as Record<string, string>),
            limit: '50',
          }).toString();
          const res = await get(`?${query}`);
          const expected = expectedMatches(f.active, filters);
          expect(res.statusCode, query).toBe(200);
          expect(total(res), query).toBe(expected.length);
          expect(
            res
              .json()
              .map((d: { _id: string }) => d._id)
              .sort(),
            query,
          ).toEqual(expected.map((d) => d.id).sort());
          if (expected.length === 0) empty++;
        }
      }
    }
    // The fixture has dogs where "especial" meets a gender and size with no special-needs dog.
    expect(empty).toBeGreaterThan(0);
  });

  it('paginates: pages never overlap, cover every active dog, and a page past the end is empty', async () => {
    const seen: string[] = [];
    const pages = Math.ceil(f.active.length / 7);
    for (let page = 1; page <= pages; page++) {
      const res = await get(`?limit=7&page=${page}`);
      expect(total(res)).toBe(f.active.length);
      const ids = res.json().map((d: { _id: string }) => d._id);
      expect(ids.length).toBe(page < pages ? 7 : f.active.length - 7 * (pages - 1));
      seen.push(...ids);
    }
    expect(new Set(seen).size).toBe(f.active.length);
    const past = await get(`?limit=7&page=${pages + 1}`);
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual([]);
    expect(total(past)).toBe(f.active.length);
  });

  it('accepts a limit of 1 and of 50 (the maximum)', async () => {
    expect((await get('?limit=1')).json()).toHaveLength(1);
    expect((await get('?limit=50')).json()).toHaveLength(Math.min(50, f.active.length));
  });

  it.each([
    ['gender=perro', 'gender', /macho o hembra/],
    ['age=joven', 'age', /La edad debe ser una de: cachorro, adulto, adulto jóven, viejito, especial/],
    ['age=adulto%20joven', 'age', /La edad debe ser una de/],
    ['size=enorme', 'size', /chico, mediano o grande/],
    ['page=0', 'page', /mayor que 0/],
    ['page=-1', 'page', /mayor que 0/],
    ['page=1.5', 'page', /mayor que 0/],
    ['page=dos', 'page', /mayor que 0/],
    ['limit=0', 'limit', /entre 1 y 50/],
    ['limit=51', 'limit', /entre 1 y 50/],
    ['limit=muchos', 'limit', /entre 1 y 50/],
    ['mobility=vuela', 'mobility', /La movilidad debe ser una de: no-camina, carrito/],
    ['goodWithDogs=si', 'goodWithDogs', /goodWithDogs debe ser true o false/],
    ['goodWithCats=1', 'goodWithCats', /goodWithCats debe ser true o false/],
    ['apartment=', 'apartment', /apartment debe ser true o false/],
    ['specialNeeds=quizas', 'specialNeeds', /specialNeeds debe ser true o false/],
    [`name=${'x'.repeat(41)}`, 'name', /hasta 40 caracteres/],
    [`name=${'x'.repeat(5000)}`, 'name', /hasta 40 caracteres/],
    ['sort=nombre', 'sort', /El orden debe ser uno de: recientes, antiguos/],
  ])('answers 400 with a Spanish message for %s', async (query, field, message) => {
    const res = await get(`?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('La solicitud no es válida.');
    expect(body.errors[field]).toMatch(message);
  });
});

describe('GET /api/dogs/{id}', () => {
  let t: TestApp;
  let f: Fixture;
  beforeAll(async () => {
    t = await createTestApp();
    f = await insertTestDogs(t.db);
  });
  afterAll(() => t.close());

  it('answers an active dog', async () => {
    const dog = f.active[5]!;
    const res = await t.app.inject({ method: 'GET', url: `/api/dogs/${dog.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: dog.id, name: dog.name, references: dog.references });
  });

  it.each([
    ['a removed dog', () => f.removed.id],
    ['a dog waiting for review', () => f.pending.id],
    ['an unknown id', () => '4b8f3c1e-9a2d-4c5b-8e7f-0123456789ab'],
    ['a malformed id', () => '12345'],
    ['an id with SQL in it', () => "1' OR '1'='1"],
    ['a very long id', () => 'a'.repeat(500)],
  ])('answers 404 with a Spanish error for %s, never 500', async (_what, id) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/dogs/${encodeURIComponent(id())}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: expect.stringMatching(/No encontramos/) });
  });

  it('a dog and a page of the list are read from memory, and follow a change written elsewhere', async () => {
    const { dogs: service } = t.app.services;
    const dog = f.active[0]!;
    const page = { page: 1, limit: 50 };
    await service.findActiveById(dog.id);
    await service.list({}, page);
    const hits = t.app.deps.tableCache.hits;
    expect((await service.findActiveById(dog.id))?.name).toBe(dog.name);
    expect((await service.list({}, page)).rows.map((d) => d.id)).toContain(dog.id);
    expect(t.app.deps.tableCache.hits).toBeGreaterThanOrEqual(hits + 3);
    // Written beside the service, as another instance would: the change feed tells.
    await t.db.update(dogs).set({ name: 'Renombrado' }).where(eq(dogs.id, dog.id));
    await waitFor(async () => (await service.findActiveById(dog.id))?.name === 'Renombrado', {
      what: 'El perro guardado en memoria',
      timeoutMs: 1000,
    });
    const row = (await service.list({}, page)).rows.find((d) => d.id === dog.id);
    expect(row?.name).toBe('Renombrado');
    await t.db.update(dogs).set({ name: dog.name }).where(eq(dogs.id, dog.id));
    await waitFor(async () => (await service.findActiveById(dog.id))?.name === dog.name, {
      what: 'El perro guardado en memoria',
      timeoutMs: 1000,
    });
  });

  it('documents the dog routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/dogs'].get).toBeDefined();
    expect(doc.paths['/api/dogs'].post).toBeDefined();
    expect(doc.paths['/api/dogs/{id}'].get).toBeDefined();
  });
});
