// @engines pglite postgres — raw SQL of the statistics: `npm test` runs this file on both (scripts/test.mjs).
// Statistics against counts computed by SQL straight from the tables (a different query: to_char of
// the Argentine local time), for every year that has data; month edges follow Argentina's clock.
import { adoptionRequests, contributions, dogs } from '@campito/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminClient } from '../../../test/admin-client';
import { insertAdminFixtures, signInEveryone } from '../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import type { YearStats } from './stats.service';

let t: TestApp;
let admin: AdminClient;

/** A deterministic spread of rows over 2021–2025, many near month edges (UTC vs Argentina). */
async function insertSpread(db: TestApp['db']) {
  let seed = 7;
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const when = () => {
    const year = 2021 + rand(5);
    const month = rand(12);
    // A third of the rows fall in the first hours of a month in UTC: still the previous month in Argentina.
    const dayOfMonth = rand(3) === 0 ? 1 : 1 + rand(28);
    return new Date(Date.UTC(year, month, dayOfMonth, rand(24), rand(60)));
  };
  const dogRows = Array.from({ length: 120 }, (_, i) => {
    const removed = rand(4) === 0;
    return {
      name: `perro ${i}`,
      gender: 'macho' as const,
      age: 'adulto' as const,
      size: 'chico' as const,
      race: 'mestizo',
      references: [],
      createdAt: when(),
      isPending: rand(10) === 0,
      isDelete: removed,
      deletedAt: removed ? when() : null,
    };
  });
  const inserted = await db.insert(dogs).values(dogRows).returning({ id: dogs.id, name: dogs.name });
  const base = {
    email: 'x@example.com',
    phone: '1',
    birthday: '1990-01-01',
    area: 'a',
    location: 'l',
    people: 1,
    accordance: 'si',
    vaccinated: 'si',
    description: 'd',
    otherAnimals: 'no',
    expatiate: 'e',
    castrated: 'si',
    reason: 'r',
    events: 'e',
    holidays: 'h',
    babies: 'b',
    allergies: 'a',
    items: ['otros'],
    home: ['casa'],
    freshAir: ['patio'],
    status: 'alquilo',
    authorization: 'si',
    sleep: 's',
    loneliness: 'l',
    walk: 'w',
    moving: 'm',
    adaptation: 'si',
    sterilization: 's',
  };
  await db.insert(adoptionRequests).values(
    Array.from({ length: 90 }, (_, i) => {
      const approved = rand(3) !== 0;
      return {
        ...base,
        nameDog: inserted[i]!.name,
        dogId: inserted[i]!.id,
        name: `familia ${i}`,
        isPending: !approved,
        approvedAt: approved ? when() : null,
        isDelete: rand(12) === 0,
      };
    }),
  );
  await db.insert(contributions).values(
    Array.from({ length: 300 }, () => {
      const usd = rand(4) === 0;
      return {
        type: 'donación' as const,
        method: usd ? ('paypal' as const) : ('mercadopago' as const),
        currency: usd ? ('USD' as const) : ('ARS' as const),
        total: usd ? 5 + rand(100) : (1 + rand(400)) * 50 + rand(100) / 100,
        status: (['paid', 'paid', 'paid', 'pending', 'failed'] as const)[rand(5)]!,
        date: when(),
      };
    }),
  );
}

/** Independent SQL: month keys by to_char of Argentine local time. */
async function sqlCounts(year: number) {
  const local = (column: string) =>
    `to_char(${column} at time zone 'America/Argentina/Buenos_Aires', 'YYYY-MM')`;
  const q = async (text: string) =>
    (await t.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] };
  const byMonth = async (table: string, column: string, where: string) => {
    const { rows } = await q(
      `select ${local(column)} as m, count(*)::int as n from ${table} where ${where} and ${column} is not null group by 1`,
    );
    return Object.fromEntries(rows.map((r) => [r.m, Number(r.n)]));
  };
  const added = await byMonth('dogs', 'created_at', 'not is_pending');
  const adoptions = await byMonth('adoption_requests', 'approved_at', 'not is_pending and not is_delete');
  const removals = await byMonth('dogs', 'deleted_at', 'is_delete');
  const { rows: money } = await q(
    `select ${local('date')} as m, currency::text as c, sum(total)::float8 as s, count(*)::int as n from contributions where status = 'paid' group by 1, 2`,
  );
  return Array.from({ length: 12 }, (_, i) => {
    const key = `${year}-${String(i + 1).padStart(2, '0')}`;
    const monthMoney = money.filter((r) => r.m === key);
    return {
      month: i + 1,
      dogsAdded: added[key] ?? 0,
      adoptions: adoptions[key] ?? 0,
      removals: removals[key] ?? 0,
      contributionCount: monthMoney.reduce((a, r) => a + Number(r.n), 0),
      ARS: Math.round(Number(monthMoney.find((r) => r.c === 'ARS')?.s ?? 0) * 100) / 100,
      USD: Math.round(Number(monthMoney.find((r) => r.c === 'USD')?.s ?? 0) * 100) / 100,
    };
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await insertAdminFixtures(t.db);
  await insertSpread(t.db);
  admin = adminClient(t.app, (await signInEveryone(t.db, t.app.services)).admin.cookie);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/stats', () => {
  it('lists the years that have data, newest first, with the current year', async () => {
    const stats: YearStats = (await admin.raw('GET', '/api/admin/stats?year=2023')).json();
    const current = Number(
      new Intl.DateTimeFormat('en', { timeZone: 'America/Argentina/Buenos_Aires', year: 'numeric' }).format(
        new Date(),
      ),
    );
    const { rows } = (await t.db.execute(
      sql.raw(`select distinct extract(year from (created_at at time zone 'America/Argentina/Buenos_Aires'))::int as y from dogs where not is_pending
        union select distinct extract(year from (date at time zone 'America/Argentina/Buenos_Aires'))::int from contributions where status = 'paid'`),
    )) as unknown as { rows: { y: number }[] };
    for (const { y } of rows) expect(stats.years).toContain(Number(y));
    expect(stats.years).toContain(current);
    expect(stats.years).toEqual([...stats.years].sort((a, b) => b - a));
  });

  it('matches the counts and totals computed by SQL, month by month, for every year with data', async () => {
    const { years } = (await admin.raw('GET', '/api/admin/stats')).json() as YearStats;
    let compared = 0;
    for (const year of years) {
      const stats: YearStats = (await admin.raw('GET', `/api/admin/stats?year=${year}`)).json();
      expect(stats.year).toBe(year);
      const expected = await sqlCounts(year);
      expect(
        stats.months.map((m) => ({
          month: m.month,
          dogsAdded: m.dogsAdded,
          adoptions: m.adoptions,
          removals: m.removals,
          contributionCount: m.contributionCount,
          ARS: m.contributions.ARS,
          USD: m.contributions.USD,
        })),
        `year ${year}`,
      ).toEqual(expected);
      expect(stats.totals.dogsAdded).toBe(expected.reduce((a, m) => a + m.dogsAdded, 0));
      expect(stats.totals.adoptions).toBe(expected.reduce((a, m) => a + m.adoptions, 0));
      compared += expected.reduce(
        (a, m) => a + m.dogsAdded + m.adoptions + m.removals + m.contributionCount,
        0,
      );
    }
    // The spread really exercised the comparison.
    expect(compared).toBeGreaterThan(300);
  });

  it('counts by Argentina\u2019s calendar: 02:00 UTC on March 1 is still February', async () => {
    await t.db.insert(dogs).values({
      name: 'borde',
      gender: 'hembra',
      age: 'adulto',
      size: 'chico',
      race: 'mestizo',
      references: [],
      createdAt: new Date('2030-03-01T02:00:00Z'),
    });
    const stats: YearStats = (await admin.raw('GET', '/api/admin/stats?year=2030')).json();
    expect(stats.months[1]!.dogsAdded).toBe(1);
    expect(stats.months[2]!.dogsAdded).toBe(0);
  });

  it('the dashboard counts what waits for staff, as SQL does', async () => {
    const board = (await admin.raw('GET', '/api/admin/dashboard')).json();
    const count = async (q: string) =>
      Number(((await t.db.execute(sql.raw(q))) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    expect(board.pendingAdoptions.count).toBe(
      await count('select count(*)::int n from adoption_requests where is_pending and not is_delete'),
    );
    expect(board.pendingVolunteers.count).toBe(
      await count('select count(*)::int n from volunteers where is_pending and not is_delete'),
    );
    expect(board.pendingDogs.count).toBe(
      await count('select count(*)::int n from dogs where is_pending and not is_delete'),
    );
    expect(board.unhandledContacts.count).toBe(
      await count('select count(*)::int n from contact_messages where not handled'),
    );
    expect(board.pendingDogs.count).toBeGreaterThan(0);
    expect(board.unhandledContacts.oldest[0]).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      detail: expect.any(String),
      days: expect.any(Number),
    });
  });

  it('refuses a year that is not a year', async () => {
    expect((await admin.raw('GET', '/api/admin/stats?year=dosmil')).statusCode).toBe(400);
  });
});
