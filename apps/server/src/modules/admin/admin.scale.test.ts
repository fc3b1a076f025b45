// @engines pglite postgres — raw SQL of the lists and their plans: `npm test` runs this file on both (scripts/test.mjs).
// The admin lists and statistics as they scale (issue "performance", item 5): a page near the end of a list
// is read from the end and must be the same rows as read from the start; totals and statistics are kept
// until their tables change — whoever changes them — and then follow at once.
import { adoptionRequests, contactMessages, contributions, dogs, volunteers } from '@campito/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminClient } from '../../../test/admin-client';
import { insertAdminFixtures, signIn, signInEveryone } from '../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import type { YearStats } from './stats.service';

let t: TestApp;
let admin: AdminClient;

/** Rows with ties (the same moment, the same enum value) and NULLs, so the id and NULL order matter. */
async function insertTies(db: TestApp['db']) {
  const at = (k: number) => new Date(Date.UTC(2022, 5, 1 + (k % 4)));
  await db.insert(dogs).values(
    Array.from({ length: 23 }, (_, k) => ({
      name: `empate ${k % 5}`,
      gender: k % 2 ? ('macho' as const) : ('hembra' as const),
      age: 'adulto' as const,
      size: 'chico' as const,
      race: 'mestizo',
      references: [],
      createdAt: at(k),
      isDelete: k % 3 === 0,
      deletedAt: k % 3 === 0 ? at(k + 1) : null,
      isPending: k % 7 === 0,
    })),
  );
  await db.insert(contributions).values(
    Array.from({ length: 25 }, (_, k) => ({
      name: k % 4 ? `donante ${k % 3}` : null,
      email: `donante${k % 6}@example.com`,
      type: 'donación' as const,
      dogName: k % 2 ? null : `perro ${k % 3}`,
      date: at(k),
      total: 100 * (k % 3),
      method: 'otro' as const,
      status: k % 5 ? ('paid' as const) : ('pending' as const),
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  await insertAdminFixtures(t.db);
  await insertTies(t.db);
  admin = adminClient(t.app, (await signInEveryone(t.db, t.app.services)).admin.cookie);
});

afterAll(async () => {
  await t?.close();
});

const ids = (rows: Record<string, unknown>[]) => rows.map((r) => r.id as string);

describe('pages near the end are read from the end', () => {
  const cases: [string, string][] = [
    ['dogs', 'createdAt'],
    ['dogs', 'deletedAt'],
    ['dogs', 'gender'],
    ['dogs', 'name'],
    ['contributions', 'date'],
    ['contributions', 'dogName'],
    ['contributions', 'status'],
    ['contributions', 'total'],
    ['contributions', 'name'],
    ['users', 'createdAt'],
    ['adoptions', 'date'],
    ['volunteers', 'date'],
    ['contacts', 'createdAt'],
  ];

  it.each(cases)('%s by %s: pages of 3 add up to the whole list, both ways', async (resource, field) => {
    for (const direction of ['ASC', 'DESC'] as const) {
      const sort: [string, 'ASC' | 'DESC'] = [field, direction];
      const all = await admin.list(resource, { sort, range: [0, 999] });
      expect(all.status).toBe(200);
      expect(all.total).toBeGreaterThan(3);
      const pages: string[] = [];
      for (let start = 0; start < all.total; start += 3) {
        const page = await admin.list(resource, { sort, range: [start, start + 2] });
        expect(page.range, `${field} ${direction} from ${start}`).toBe(
          `${resource} ${start}-${Math.min(start + 2, all.total - 1)}/${all.total}`,
        );
        pages.push(...ids(page.rows));
      }
      expect(pages, `${field} ${direction}`).toEqual(ids(all.rows));
    }
  });

  it('a filtered list pages the same way, and a page past the end is empty', async () => {
    const sort: [string, 'ASC' | 'DESC'] = ['date', 'DESC'];
    const filter = { status: 'paid' };
    const all = await admin.list('contributions', { sort, filter, range: [0, 999] });
    const pages: string[] = [];
    for (let start = 0; start < all.total; start += 4)
      pages.push(
        ...ids((await admin.list('contributions', { sort, filter, range: [start, start + 3] })).rows),
      );
    expect(pages).toEqual(ids(all.rows));
    const past = await admin.list('contributions', { sort, filter, range: [all.total, all.total + 9] });
    expect(past.rows).toEqual([]);
    expect(past.range).toBe(`contributions */${all.total}`);
  });
});

describe('totals are kept until their table changes', () => {
  const contribution = (status: 'paid' | 'pending') => ({
    email: 'nuevo@example.com',
    type: 'donación' as const,
    date: new Date(Date.UTC(2021, 2, 3)),
    total: 10,
    method: 'otro' as const,
    status,
  });

  it('follows a row written outside the admin API (the change feed), per filter', async () => {
    const before = (await admin.list('contributions')).total;
    const pendingBefore = (await admin.list('contributions', { filter: { status: 'pending' } })).total;
    // Asked again: the same totals (now from memory).
    expect((await admin.list('contributions')).total).toBe(before);
    await t.db.insert(contributions).values(contribution('pending'));
    await expect.poll(async () => (await admin.list('contributions')).total).toBe(before + 1);
    await expect
      .poll(async () => (await admin.list('contributions', { filter: { status: 'pending' } })).total)
      .toBe(pendingBefore + 1);
    expect((await admin.list('contributions', { filter: { status: 'paid' } })).rows).not.toContainEqual(
      expect.objectContaining({ email: 'nuevo@example.com' }),
    );
  });

  it('shows an admin write in the very next answer', async () => {
    const before = (await admin.list('contributions')).total;
    const res = await admin.create('contributions', {
      type: 'donación',
      date: '2024-06-01',
      total: 500,
      method: 'otro',
    });
    expect(res.statusCode).toBe(201);
    expect((await admin.list('contributions')).total).toBe(before + 1);
  });

  it('follows every table a list reads: users, adoptions, volunteers, contacts, dogs', async () => {
    const totals = async () =>
      Object.fromEntries(
        await Promise.all(
          ['users', 'adoptions', 'volunteers', 'contacts', 'dogs'].map(
            async (r) => [r, (await admin.list(r)).total] as const,
          ),
        ),
      );
    const before = await totals();
    await signIn(t.db, t.app.services, ['public'], 'otra@example.com');
    const [adoption] = await t.db
      .select()
      .from(adoptionRequests)
      .where(eq(adoptionRequests.isDelete, false))
      .limit(1);
    await t.db.insert(adoptionRequests).values({ ...adoption!, id: undefined, idempotencyKey: null });
    const [volunteer] = await t.db.select().from(volunteers).where(eq(volunteers.isDelete, false)).limit(1);
    await t.db.insert(volunteers).values({ ...volunteer!, id: undefined, idempotencyKey: null });
    const [contact] = await t.db.select().from(contactMessages).limit(1);
    await t.db.insert(contactMessages).values({ ...contact!, id: undefined, idempotencyKey: null });
    const [dog] = await t.db.select().from(dogs).limit(1);
    await t.db.insert(dogs).values({ ...dog!, id: undefined });
    await expect.poll(totals).toEqual({
      users: before.users + 1,
      adoptions: before.adoptions + 1,
      volunteers: before.volunteers + 1,
      contacts: before.contacts + 1,
      dogs: before.dogs + 1,
    });
  });
});

describe('statistics', () => {
  const stats = async (year: number): Promise<YearStats> =>
    (await admin.raw('GET', `/api/admin/stats?year=${year}`)).json();

  it('lists exactly the years of every series, gaps included, as SQL does', async () => {
    await t.db.insert(contributions).values([
      { type: 'donación', date: new Date('2011-07-01T12:00:00Z'), total: 1, method: 'otro', status: 'paid' },
      // 00:30 UTC on January 1 is still December 31 in Argentina.
      { type: 'donación', date: new Date('2015-01-01T00:30:00Z'), total: 1, method: 'otro', status: 'paid' },
      {
        type: 'donación',
        date: new Date('2013-07-01T12:00:00Z'),
        total: 1,
        method: 'otro',
        status: 'failed',
      },
    ]);
    await t.db.insert(dogs).values([
      {
        name: 'viejo',
        gender: 'macho',
        age: 'adulto',
        size: 'chico',
        race: 'mestizo',
        references: [],
        createdAt: new Date('2012-03-01T12:00:00Z'),
        isPending: true,
      },
      {
        name: 'baja',
        gender: 'macho',
        age: 'adulto',
        size: 'chico',
        race: 'mestizo',
        references: [],
        createdAt: new Date('2016-03-01T12:00:00Z'),
        isDelete: true,
        deletedAt: new Date('2009-03-01T12:00:00Z'),
      },
    ]);
    const zone = `'America/Argentina/Buenos_Aires'`;
    const year = (c: string) => `extract(year from (${c} at time zone ${zone}))::int`;
    const expected = async () => {
      const { rows } = (await t.db.execute(
        sql.raw(`select ${year('created_at')} as y from dogs where not is_pending
          union select ${year('deleted_at')} from dogs where is_delete and deleted_at is not null
          union select ${year('approved_at')} from adoption_requests where not is_pending and not is_delete and approved_at is not null
          union select ${year('date')} from contributions where status = 'paid'`),
      )) as unknown as { rows: { y: number }[] };
      return rows.map((r) => Number(r.y));
    };
    const current = Number(
      new Intl.DateTimeFormat('en', { timeZone: 'America/Argentina/Buenos_Aires', year: 'numeric' }).format(
        new Date(),
      ),
    );
    const want = [...new Set([...(await expected()), current])].sort((a, b) => b - a);
    await expect.poll(async () => (await stats(2020)).years).toEqual(want);
    const { years } = await stats(2020);
    expect(years).toContain(2014);
    expect(years).not.toContain(2015);
    expect(years).not.toContain(2013);
    expect(years).not.toContain(2012);
    expect(years).toContain(2009);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('a year is kept until a table it reads changes, then follows', async () => {
    const first = await stats(2017);
    expect(first.totals.contributionCount).toBe(0);
    expect((await stats(2017)).totals).toEqual(first.totals);
    await t.db.insert(contributions).values({
      type: 'donación',
      date: new Date('2017-05-10T12:00:00Z'),
      total: 250,
      currency: 'ARS',
      method: 'otro',
      status: 'paid',
    });
    await expect.poll(async () => (await stats(2017)).months[4]!.contributions.ARS).toBe(250);
    expect((await stats(2017)).years).toContain(2017);
  });
});
