// @engines pglite postgres — raw SQL of the catalog: `npm test` runs this file on both (scripts/test.mjs).
// The public list's pages at any depth (issue "performance", item 5): the ids of a page are found first
// and pages past the middle are read from the end; every page must still be exactly the slice of "newest
// publication first, id breaking ties" — or its reverse, "hace más tiempo esperando" (issue 17).
import { type DogFilters, type DogSort, SPECIAL_NEEDS_REFERENCES } from '@campito/core';
import { dogs } from '@campito/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

type Row = typeof dogs.$inferSelect;

let t: TestApp;
let all: Row[];

beforeAll(async () => {
  t = await createTestApp();
  const genders = ['macho', 'hembra'] as const;
  const ages = ['cachorro', 'adulto', 'adulto jóven', 'viejito'] as const;
  const sizes = ['chico', 'mediano', 'grande'] as const;
  all = await t.db
    .insert(dogs)
    .values(
      Array.from({ length: 61 }, (_, k) => ({
        name: `Perro ${k}`,
        gender: genders[k % 2]!,
        age: ages[k % 4]!,
        size: sizes[k % 3]!,
        race: 'Mestizo',
        references: k % 5 === 0 ? [SPECIAL_NEEDS_REFERENCES[k % 2]!] : ['Tranquilo'],
        // Three dogs per moment: the id decides their order.
        createdAt: new Date(Date.UTC(2024, 0, 1 + Math.floor(k / 3))),
        publishedAt: new Date(Date.UTC(2024, 0, 1 + Math.floor(k / 3))),
        mobility: k % 7 === 0 ? ('usa carrito' as const) : ('camina' as const),
        isDelete: k % 11 === 0,
        isPending: k % 13 === 0,
      })),
    )
    .returning();
});

afterAll(() => t.close());

function expected(filters: DogFilters, sort: DogSort = 'recientes'): string[] {
  const newest = all
    .filter((d) => !d.isDelete && !d.isPending)
    .filter((d) => !filters.gender || d.gender === filters.gender)
    .filter((d) => !filters.size || d.size === filters.size)
    .filter((d) =>
      filters.age === 'especial'
        ? d.references.some((r) => (SPECIAL_NEEDS_REFERENCES as readonly string[]).includes(r))
        : !filters.age || d.age === filters.age,
    )
    .filter((d) => filters.mobility !== 'carrito' || d.mobility === 'usa carrito')
    .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime() || (a.id < b.id ? 1 : -1))
    .map((d) => d.id);
  return sort === 'recientes' ? newest : newest.reverse();
}

describe('dogs.list pages', () => {
  const cases: [string, DogFilters, DogSort][] = [
    ['no filter', {}, 'recientes'],
    ['age=adulto', { age: 'adulto' }, 'recientes'],
    ['gender=hembra, size=grande', { gender: 'hembra', size: 'grande' }, 'recientes'],
    ['age=especial', { age: 'especial' }, 'recientes'],
    ['no filter, oldest first', {}, 'antiguos'],
    ['age=adulto, oldest first', { age: 'adulto' }, 'antiguos'],
    ['mobility=carrito, oldest first', { mobility: 'carrito' }, 'antiguos'],
  ];

  it.each(cases)(
    '%s: every page, forwards and from the end, is its slice of the list',
    async (_, filters, sort) => {
      const want = expected(filters, sort);
      expect(want.length).toBeGreaterThan(4);
      for (const limit of [1, 3, 4, 10]) {
        const got: string[] = [];
        const pages = Math.ceil(want.length / limit);
        for (let page = 1; page <= pages; page++) {
          const { rows, total } = await t.app.services.dogs.list(filters, { page, limit }, sort);
          expect(total).toBe(want.length);
          expect(
            rows.map((r) => r.id),
            `limit ${limit} page ${page}`,
          ).toEqual(want.slice((page - 1) * limit, page * limit));
          got.push(...rows.map((r) => r.id));
        }
        expect(got).toEqual(want);
        const past = await t.app.services.dogs.list(filters, { page: pages + 1, limit }, sort);
        expect(past).toEqual({ rows: [], total: want.length });
      }
    },
  );

  it('the API answers a deep page the same way, with its total', async () => {
    const want = expected({ age: 'adulto' });
    const res = await t.app.inject({ method: 'GET', url: '/api/dogs?age=adulto&limit=2&page=5' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(want.length));
    expect(res.json().map((d: { _id: string }) => d._id)).toEqual(want.slice(8, 10));
    const oldest = expected({ age: 'adulto' }, 'antiguos');
    const back = await t.app.inject({
      method: 'GET',
      url: '/api/dogs?age=adulto&sort=antiguos&limit=2&page=5',
    });
    expect(back.json().map((d: { _id: string }) => d._id)).toEqual(oldest.slice(8, 10));
  });
});
