// @engines pglite postgres — raw SQL of the catalog: `npm test` runs this file on both (scripts/test.mjs).
// Issue 17, the catalog for adopters: the filters beyond sex, age and size (traits, special care,
// mobility, a name), the two orders, the status every card shows (an adoption under way comes from the
// adoption requests), the dogs that found a family and the home page's blocks — through GET /api/dogs and
// the dogs service, against the fixture dogs, with expectations computed without SQL.
import type { DogFilters, PublicDog } from '@campito/core';
import { adoptionRequests, dogs } from '@campito/db';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adoptionAnswers } from '../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { expectedMatches, insertTestDogs } from '../../../test/dog-fixtures';
import { waitFor } from '../../../test/wait';
import { dogFilterWhere } from './dogs.sql';

type Fixture = Awaited<ReturnType<typeof insertTestDogs>>;

let t: TestApp;
let f: Fixture;

const get = (query = '') => t.app.inject({ method: 'GET', url: `/api/dogs${query}` });
const all = async (query: string) => {
  const res = await get(`?${query}${query ? '&' : ''}limit=50`);
  expect(res.statusCode, res.body).toBe(200);
  return { dogs: res.json() as PublicDog[], total: Number(res.headers['x-total-count']) };
};
const ids = (list: { _id: string }[]) => list.map((d) => d._id).sort();
const byName = (name: string) => f.rows.find((d) => d.name === name)!;

/** An adoption request for a dog, as the public form stores it, at a stage of the review. */
const request = (dogId: string, extra: Partial<typeof adoptionRequests.$inferInsert> = {}) => ({
  ...adoptionAnswers,
  nameDog: 'perro',
  dogId,
  name: 'Ana Adoptante',
  email: 'ana@example.com',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  f = await insertTestDogs(t.db);
});
afterAll(() => t.close());

describe('the catalog filters (GET /api/dogs)', () => {
  const cases: [string, DogFilters, number][] = [
    ['goodWithDogs=true', { goodWithDogs: true }, 4],
    ['goodWithCats=true', { goodWithCats: true }, 3],
    ['apartment=true', { apartment: true }, 3],
    ['goodWithDogs=true&goodWithCats=true', { goodWithDogs: true, goodWithCats: true }, 2],
    [
      'goodWithDogs=true&goodWithCats=true&apartment=true',
      { goodWithDogs: true, goodWithCats: true, apartment: true },
      1,
    ],
    ['specialNeeds=true', { specialNeeds: true }, 4],
    ['mobility=no-camina', { mobility: 'no-camina' }, 4],
    ['mobility=carrito', { mobility: 'carrito' }, 2],
    ['mobility=no-camina&gender=hembra', { mobility: 'no-camina', gender: 'hembra' }, -1],
    ['specialNeeds=true&mobility=carrito', { specialNeeds: true, mobility: 'carrito' }, 2],
    ['name=turron', { name: 'turron' }, 1],
    ['name=TURRÓN', { name: 'TURRÓN' }, 1],
    ['name=%C3%B1ata', { name: 'ñata' }, 1],
    ['name=nata', { name: 'nata' }, 1],
    ['name=perro%201', { name: 'perro 1' }, -1],
    ['name=erro&size=chico', { name: 'erro', size: 'chico' }, -1],
    ['name=%25', { name: '%' }, 0],
    ['name=(', { name: '(' }, 0],
    ['name=.*', { name: '.*' }, 0],
    ['goodWithDogs=false', { goodWithDogs: false }, -1],
  ];

  it.each(cases)('%s finds exactly the dogs the data says', async (query, filters, expected) => {
    const want = expectedMatches(f.active, filters);
    if (expected >= 0) expect(want).toHaveLength(expected);
    else expect(want.length).toBeGreaterThan(0);
    const { dogs: found, total } = await all(query);
    expect(total).toBe(want.length);
    expect(ids(found)).toEqual(want.map((d) => d.id).sort());
  });

  it('the one exported rule (dogFilterWhere) counts what the API lists, for a filter as it would be stored', async () => {
    const stored: DogFilters = { goodWithCats: true, mobility: 'no-camina', name: '' };
    const [row] = await t.db.select({ n: count() }).from(dogs).where(dogFilterWhere(stored));
    expect(row!.n).toBe(expectedMatches(f.active, stored).length);
    const [none] = await t.db
      .select({ n: count() })
      .from(dogs)
      .where(dogFilterWhere({ apartment: true, mobility: 'carrito' }));
    expect(none!.n).toBe(0);
  });

  it('never lists a removed, pending or adopted dog, whatever the filter', async () => {
    const { dogs: found } = await all('specialNeeds=true');
    expect(ids(found)).not.toContain(f.removed.id);
    expect(ids(found)).not.toContain(f.pending.id);
  });
});

describe('the catalog orders', () => {
  const published = (list: typeof f.active) =>
    [...list].sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime() || (a.id < b.id ? 1 : -1));

  it('"recientes" (the default) is the newest publication first, not the newest arrival', async () => {
    const { dogs: found } = await all('');
    expect(found.map((d) => d._id)).toEqual(published(f.active).map((d) => d.id));
    expect((await all('sort=recientes')).dogs.map((d) => d._id)).toEqual(found.map((d) => d._id));
    // Perro 4 arrived early but was published last (approved from a visitor's report).
    expect(found[0]!.name).toBe('Perro 4');
  });

  it('"antiguos" is the longest waiting first, page after page, with filters too', async () => {
    const { dogs: found } = await all('sort=antiguos');
    expect(found.map((d) => d._id)).toEqual(
      published(f.active)
        .reverse()
        .map((d) => d.id),
    );
    const pages: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await get(`?sort=antiguos&gender=macho&limit=5&page=${page}`);
      pages.push(...res.json().map((d: PublicDog) => d._id));
    }
    const males = published(f.active.filter((d) => d.gender === 'macho')).reverse();
    expect(pages).toEqual(males.map((d) => d.id).slice(0, 15));
  });
});

describe('the status of every dog', () => {
  const statusOf = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/dogs/${id}` })).json().status;
  const inList = async (id: string) => (await all('')).dogs.find((d) => d._id === id)?.status;

  it('is "en-adopcion", or "apadrinamiento" for a dog not offered for adoption, with mobility and care in the JSON', async () => {
    expect(await statusOf(byName('Perro 0').id)).toBe('en-adopcion');
    expect(await statusOf(byName('Perro 3').id)).toBe('apadrinamiento');
    const cart = (await t.app.inject({ method: 'GET', url: `/api/dogs/${byName('Perro 22').id}` })).json();
    expect(cart).toMatchObject({
      mobility: 'usa carrito',
      careNeeds: 'Pañal de noche.',
      monthlyCareCost: 45000,
      isUrgent: false,
    });
    // Never anything about the people behind a dog.
    expect(Object.keys(cart)).not.toContain('submittedBy');
  });

  it('is "en-proceso" while a request for it is past "nueva" and open, in the list and on its own, and follows the stage', async () => {
    const dog = byName('Perro 12');
    const [req] = await t.db
      .insert(adoptionRequests)
      .values(request(dog.id, { stage: 'nueva' }))
      .returning();
    // A new request alone, a closed one or a deleted one does not make an adoption under way.
    await t.db
      .insert(adoptionRequests)
      .values([
        request(dog.id, { stage: 'rechazada', isPending: false }),
        request(dog.id, { stage: 'entrevista', isDelete: true }),
      ]);
    expect(await inList(dog.id)).toBe('en-adopcion');
    expect(await statusOf(dog.id)).toBe('en-adopcion');
    // The change feed tells the caches a request changed, whoever wrote it.
    await t.db.update(adoptionRequests).set({ stage: 'en_contacto' }).where(eq(adoptionRequests.id, req!.id));
    // Both answers come from the cache, each dropped when the notification reaches it; a list read afresh
    // may show the new status a moment before the dog's own cached answer is dropped.
    await waitFor(
      async () => (await inList(dog.id)) === 'en-proceso' && (await statusOf(dog.id)) === 'en-proceso',
      {
        what: 'El perro en proceso, en la lista y solo',
        timeoutMs: 2000,
      },
    );
    await t.db.update(adoptionRequests).set({ stage: 'entrevista' }).where(eq(adoptionRequests.id, req!.id));
    await waitFor(async () => (await statusOf(dog.id)) === 'en-proceso', {
      what: 'Entrevista',
      timeoutMs: 2000,
    });
    await t.db
      .update(adoptionRequests)
      .set({ stage: 'retirada', isPending: false })
      .where(eq(adoptionRequests.id, req!.id));
    await waitFor(async () => (await inList(dog.id)) === 'en-adopcion', {
      what: 'Retirada',
      timeoutMs: 2000,
    });
  });

  it('the answer cache keys the list on every new parameter, and drops it when a request changes', async () => {
    const total = async (query: string) => {
      const res = await get(query);
      return { total: res.headers['x-total-count'], cache: res.headers['x-cache'] };
    };
    // Five lists stored side by side, then the first two read back from the cache, each with its own
    // total. On PostgreSQL a notification of the previous test's writes may still arrive and empty the
    // cache in between: then the round is run again (a key shared by two lists never passes).
    await waitFor(
      async () => {
        for (const query of [
          '?mobility=carrito',
          '?mobility=no-camina',
          '?name=turron',
          '?name=nata',
          '?sort=antiguos',
        ])
          await total(query);
        const carts = await total('?mobility=carrito');
        const still = await total('?mobility=no-camina');
        return (
          JSON.stringify([carts, still]) ===
          JSON.stringify([
            { total: '2', cache: 'hit' },
            { total: '4', cache: 'hit' },
          ])
        );
      },
      { what: 'Las listas guardadas por parámetro', timeoutMs: 5000 },
    );
    expect((await get('?sort=antiguos&limit=1')).json()[0].name).not.toBe(
      (await get('?limit=1')).json()[0].name,
    );
    const first = (await get('?apartment=true')).headers['x-cache'];
    expect((await get('?apartment=true')).headers['x-cache']).toBe('hit');
    expect(first).not.toBe('hit');
    await t.db.insert(adoptionRequests).values(request(byName('Perro 13').id, { stage: 'entrevista' }));
    await waitFor(async () => (await get('?apartment=true')).headers['x-cache'] !== 'hit', {
      what: 'La lista guardada se descarta',
      timeoutMs: 2000,
    });
    const dog = (await get('?apartment=true&limit=50')).json().find((d: PublicDog) => d.name === 'Perro 13');
    expect(dog.status).toBe('en-proceso');
  });

  it('is "adoptado" on the dog’s own answer once it found a family, and the dog leaves the list', async () => {
    const dog = byName('Perro 15');
    await t.db.update(dogs).set({ adoptedAt: new Date(), toAdopt: false }).where(eq(dogs.id, dog.id));
    await waitFor(async () => (await statusOf(dog.id)) === 'adoptado', { what: 'Adoptado', timeoutMs: 2000 });
    expect(await inList(dog.id)).toBeUndefined();
    await t.db.update(dogs).set({ adoptedAt: null, toAdopt: true }).where(eq(dogs.id, dog.id));
    await waitFor(async () => (await inList(dog.id)) === 'en-adopcion', {
      what: 'De nuevo en adopción',
      timeoutMs: 2000,
    });
  });
});

describe('dogs that found a family, and the home page blocks', () => {
  const service = () => t.app.services.dogs;

  it('lists adopted dogs, the latest adoption first, a page at a time, with their total', async () => {
    const adopted = ['Perro 16', 'Perro 17', 'Perro 18'];
    for (const [i, name] of adopted.entries())
      await t.db
        .update(dogs)
        .set({ adoptedAt: new Date(Date.UTC(2025, 0, 1 + i)), toAdopt: false })
        .where(eq(dogs.id, byName(name).id));
    // Given "Dar de baja" after its adoption: not shown.
    await t.db
      .update(dogs)
      .set({ adoptedAt: new Date(Date.UTC(2025, 5, 1)) })
      .where(eq(dogs.id, f.removed.id));
    await waitFor(async () => (await service().listAdopted({ page: 1, limit: 2 })).total === 3, {
      what: 'Los adoptados',
      timeoutMs: 2000,
    });
    const first = await service().listAdopted({ page: 1, limit: 2 });
    expect(first.rows.map((d) => d.name)).toEqual(['Perro 18', 'Perro 17']);
    const second = await service().listAdopted({ page: 2, limit: 2 });
    expect(second).toMatchObject({ total: 3 });
    expect(second.rows.map((d) => d.name)).toEqual(['Perro 16']);
    expect((await service().recentlyAdopted(2)).map((d) => d.name)).toEqual(['Perro 18', 'Perro 17']);
  });

  it('"Perros que esperan hace más tiempo": listed dogs offered for adoption, the longest published first', async () => {
    const waiting = await service().longestWaiting(4);
    const want = f.active
      .filter((d) => d.toAdopt)
      .sort((a, b) => a.publishedAt!.getTime() - b.publishedAt!.getTime())
      .slice(0, 4);
    expect(waiting.map((d) => d.id)).toEqual(want.map((d) => d.id));
    expect(waiting.map((d) => d.name)).not.toContain('Perro 3');
    expect(waiting.every((d) => typeof d.inProcess === 'boolean')).toBe(true);
  });

  it('"Urgentes": listed dogs staff marked urgent, and only them', async () => {
    const urgent = await service().urgent(4);
    expect(urgent.map((d) => d.name).sort()).toEqual(['Perro 2', 'Perro 9']);
    const [flagged] = await t.db
      .select({ n: count() })
      .from(dogs)
      .where(and(eq(dogs.isUrgent, true), eq(dogs.isDelete, false)));
    expect(flagged!.n).toBe(2);
  });
});
