// The ra-data-simple-rest protocol on every admin resource: sorting by each allowed field, range
// edges and Content-Range totals, getMany, and the 400s for what the protocol does not allow.
import {
  CONTRIBUTION_METHODS,
  CONTRIBUTION_STATUSES,
  CONTRIBUTION_TYPES,
  CURRENCIES,
  DOG_AGES,
  DOG_GENDERS,
  DOG_SIZES,
  POST_CATEGORIES,
  PRESS_TYPES,
  VOLUNTEER_MODALITIES,
} from '@campito/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminClient } from '../../../test/admin-client';
import { insertAdminFixtures, signInEveryone } from '../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { ADMIN_RESOURCES } from './admin.routes';
import { PROTOCOL_MSG } from './protocol';

/** Names every object inherits: looked up carelessly, they passed for a column or a filter (issue 14). */
const INHERITED_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];

/** Postgres sorts enum columns in declaration order, not alphabetically. */
const ENUM_ORDER: Record<string, readonly string[]> = {
  'dogs.gender': DOG_GENDERS,
  'dogs.age': DOG_AGES,
  'dogs.size': DOG_SIZES,
  'press.type': PRESS_TYPES,
  'escolar.category': POST_CATEGORIES,
  'contributions.type': CONTRIBUTION_TYPES,
  'contributions.method': CONTRIBUTION_METHODS,
  'contributions.currency': CURRENCIES,
  'contributions.status': CONTRIBUTION_STATUSES,
  'volunteers.modality': VOLUNTEER_MODALITIES,
};

/** Postgres order: nulls count as larger than any value (last ascending, first descending). */
function compare(a: unknown, b: unknown, order?: readonly string[]): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (order) return order.indexOf(a as string) - order.indexOf(b as string);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean') return Number(a) - Number(b);
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

let t: TestApp;
let admin: AdminClient;
const totals: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await insertAdminFixtures(t.db);
  const people = await signInEveryone(t.db, t.app.services);
  admin = adminClient(t.app, people.admin.cookie);
  // A few writes so the audit log has rows to sort and page through.
  const dogs = await admin.list('dogs', { filter: { name: 'alma' } });
  await admin.update('dogs', dogs.rows[0]!.id as string, { isSponsored: true });
  await admin.update('dogs', dogs.rows[0]!.id as string, { isSponsored: false });
  const press = await admin.list('press', { filter: { media: 'clarin' } });
  await admin.update('press', press.rows[0]!.id as string, { title: 'rescate dos' });
  for (const def of ADMIN_RESOURCES) totals[def.name] = (await admin.list(def.name)).total;
});

afterAll(async () => {
  await t?.close();
});

describe.each(ADMIN_RESOURCES.map((def) => [def.name, def] as const))('GET /api/admin/%s', (name, def) => {
  it('answers every row with an id and a Content-Range total, exposed to the browser', async () => {
    const all = await admin.list(name);
    expect(all.status).toBe(200);
    expect(all.total).toBeGreaterThan(0);
    expect(all.rows).toHaveLength(all.total);
    expect(all.range).toBe(`${name} 0-${all.total - 1}/${all.total}`);
    expect(all.res.headers['access-control-expose-headers']).toMatch(/Content-Range/i);
    expect(all.res.headers['cache-control']).toBe('no-store');
    for (const row of all.rows) expect(row.id).toEqual(expect.any(String));
  });

  it.each(['id', ...Object.keys(def.sort)])('sorts by %s both ways, ties broken by id', async (field) => {
    const order = ENUM_ORDER[`${name}.${field}`];
    for (const direction of ['ASC', 'DESC'] as const) {
      const { rows, status } = await admin.list(name, { sort: [field, direction], range: [0, 999] });
      expect(status).toBe(200);
      expect(rows).toHaveLength(totals[name]!);
      for (let i = 0; i + 1 < rows.length; i++) {
        const a = rows[i]!;
        const b = rows[i + 1]!;
        const c = compare(a[field], b[field], order);
        // null is the largest value in both directions (NULLS LAST ascending, NULLS FIRST descending).
        expect(
          direction === 'ASC' ? c <= 0 : c >= 0,
          `${field} ${direction} at ${i}: ${a[field]} / ${b[field]}`,
        ).toBe(true);
        if (c === 0) expect(String(a.id) < String(b.id)).toBe(true);
      }
    }
  });

  it('pages with range: the first row, the last row, past the end, and pages that add up', async () => {
    const total = totals[name]!;
    const sort: [string, 'ASC'] = ['id', 'ASC'];
    const first = await admin.list(name, { sort, range: [0, 0] });
    expect(first.rows).toHaveLength(1);
    expect(first.range).toBe(`${name} 0-0/${total}`);
    const last = await admin.list(name, { sort, range: [total - 1, total + 5] });
    expect(last.rows).toHaveLength(1);
    expect(last.range).toBe(`${name} ${total - 1}-${total - 1}/${total}`);
    const past = await admin.list(name, { sort, range: [total, total + 9] });
    expect(past.status).toBe(200);
    expect(past.rows).toEqual([]);
    expect(past.range).toBe(`${name} */${total}`);
    const all = await admin.list(name, { sort, range: [0, 999] });
    const pages = [];
    for (let start = 0; start < total; start += 2)
      pages.push(...(await admin.list(name, { sort, range: [start, start + 1] })).rows);
    expect(pages.map((r) => r.id)).toEqual(all.rows.map((r) => r.id));
  });

  it('answers getMany: filter {"id": [...]} gives exactly those records', async () => {
    const all = await admin.list(name, { sort: ['id', 'ASC'] });
    const wanted = all.rows.filter((_, i) => i % 2 === 0).map((r) => r.id as string);
    const many = await admin.list(name, { filter: { id: wanted } });
    expect(many.status).toBe(200);
    expect(many.rows.map((r) => r.id).sort()).toEqual([...wanted].sort());
    expect(many.total).toBe(wanted.length);
    // A stale or malformed id matches nothing instead of failing.
    const none = await admin.list(name, { filter: { id: ['no-es-un-id'] } });
    expect(none.rows).toEqual([]);
    expect(none.total).toBe(0);
  });

  it('answers one record by id, and 404 for an unknown or malformed id', async () => {
    const all = await admin.list(name, { range: [0, 0] });
    const one = await admin.get(name, all.rows[0]!.id as string);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(all.rows[0]);
    expect((await admin.get(name, '00000000-0000-4000-8000-0000000000ff')).statusCode).toBe(404);
    expect((await admin.get(name, 'nada')).statusCode).toBe(404);
  });

  it.each([
    ['an unknown sort field', { sort: '["passwordHash","ASC"]' }],
    ['a sort that is not JSON', { sort: 'name' }],
    ['a sort direction other than ASC/DESC', { sort: '["id","UP"]' }],
    ['a range that ends before it starts', { range: '[5,1]' }],
    ['a negative range', { range: '[-1,3]' }],
    ['a range of more than 1000 rows', { range: '[0,1000]' }],
    ['a range of fractions', { range: '[0.5,2]' }],
    ['a range that is not JSON', { range: '0-9' }],
    ['an unknown filter field', { filter: '{"passwordHash":"x"}' }],
    ['a filter that is not an object', { filter: '["id"]' }],
    ['a filter that is not JSON', { filter: '{id' }],
  ])('refuses %s with a Spanish 400', async (_label, query) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/${name}?${new URLSearchParams(query)}`,
    });
    // Anonymous first: the guard answers before the query is even read.
    expect(res.statusCode).toBe(401);
    const authed = await admin.raw('GET', `/api/admin/${name}?${new URLSearchParams(query)}`);
    expect(authed.statusCode).toBe(400);
    expect(authed.json().error).toMatch(/[áéíóúñ]|parámetro|filtr|orden/i);
  });

  it.each(INHERITED_NAMES)('refuses sorting by «%s» with the Spanish 400, never a 500', async (key) => {
    for (const direction of ['ASC', 'DESC'] as const) {
      const res = await admin.list(name, { sort: [key, direction] });
      expect(res.status).toBe(400);
      expect(res.rows).toMatchObject({ error: PROTOCOL_MSG.sortField(key) });
    }
  });

  it.each(INHERITED_NAMES)('refuses filtering by «%s» with the Spanish 400, never a 500', async (key) => {
    // Written as JSON text: an object literal { __proto__: … } would set the prototype, not a key.
    for (const value of ['"x"', 'true', '1', '["x"]', '{}']) {
      const filter = `{${JSON.stringify(key)}:${value}}`;
      const res = await admin.raw('GET', `/api/admin/${name}?${new URLSearchParams({ filter })}`);
      expect(res.statusCode, filter).toBe(400);
      expect(res.json()).toMatchObject({ error: PROTOCOL_MSG.filterField(key) });
    }
  });

  it('accepts the largest range (CSV export asks for 1000 rows)', async () => {
    const res = await admin.list(name, { range: [0, 999] });
    expect(res.status).toBe(200);
    expect(res.total).toBe(totals[name]);
  });

  it('searches with q and reports the filtered total', async () => {
    if (def.search.length === 0) return;
    const all = await admin.list(name, { sort: ['id', 'ASC'] });
    // A piece of the first searchable text of some row must find that row.
    const column = def.search[0]!;
    const key = Object.entries(def.table).find(([, c]) => c === column)?.[0];
    const sample = all.rows
      .map((r) => r[key!])
      .find((v): v is string => typeof v === 'string' && v.length >= 3)!;
    const piece = sample.slice(1, 4).toUpperCase();
    const found = await admin.list(name, { filter: { q: piece } });
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThanOrEqual(all.total);
    expect(found.range).toMatch(new RegExp(`/${found.total}$`));
    expect(found.rows.some((r) => r[key!] === sample)).toBe(true);
    expect((await admin.list(name, { filter: { q: '%' } })).total).toBe(
      all.rows.filter((r) =>
        def.search.some((c) => {
          const k = Object.entries(def.table).find(([, col]) => col === c)?.[0];
          return typeof r[k!] === 'string' && (r[k!] as string).includes('%');
        }),
      ).length,
    );
  });
});
