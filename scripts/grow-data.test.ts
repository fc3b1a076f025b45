// scripts/grow-data.mjs on a small scale: exact totals, a realistic spread, batches that add up, and a
// second run that adds nothing.
import { openDatabase } from '@campito/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error — a plain ES module script, without type declarations.
import { contributionsSql, growData } from './grow-data.mjs';

type Database = Awaited<ReturnType<typeof openDatabase>>;
let database: Database;

const rows = async <T>(text: string): Promise<T[]> => (await database.pglite!.query<T>(text)).rows;
const one = async (text: string): Promise<number> =>
  Number(Object.values((await rows<Record<string, unknown>>(text))[0]!)[0]);
const query = async (text: string) => {
  await database.pglite!.exec(text);
};

const SIZES = { dogs: 600, contributions: 3000, users: 300, adoptions: 60, volunteers: 25, contacts: 35 };

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  // A few "demo" dogs with photos: grown dogs reuse them.
  await query(`insert into dogs (name, gender, age, size, race, "references", images)
    select 'Demo ' || g, 'macho', 'adulto', 'chico', 'Mestizo', array['Tranquilo'],
      jsonb_build_array(jsonb_build_object('key', 'k' || g, 'width', 1280, 'height', 960, 'widths', array[320, 640, 1280]))
    from generate_series(1, 4) g`);
  const log: string[] = [];
  await growData({ query, ...SIZES, log: (line: string) => log.push(line) });
  expect(log.some((l) => l.startsWith('vacuum analyze contributions'))).toBe(true);
});

afterAll(async () => {
  await database?.close();
});

describe('growData', () => {
  it('reaches every total exactly', async () => {
    expect(await one('select count(*) from dogs')).toBe(SIZES.dogs);
    expect(await one('select count(*) from contributions')).toBe(SIZES.contributions);
    expect(await one('select count(*) from users')).toBe(SIZES.users);
    expect(await one('select count(*) from adoption_requests')).toBe(SIZES.adoptions);
    expect(await one('select count(*) from volunteers')).toBe(SIZES.volunteers);
    expect(await one('select count(*) from contact_messages')).toBe(SIZES.contacts);
  });

  it('spreads dogs over every age, size and gender, listed or not, with the demo photos', async () => {
    expect(await one('select count(distinct (age, size, gender)) from dogs')).toBe(24);
    const share = async (where: string) =>
      (await one(`select count(*) from dogs where ${where}`)) / SIZES.dogs;
    expect(await share('is_delete')).toBeGreaterThan(0.15);
    expect(await share('is_delete and deleted_at is null')).toBe(0);
    expect(await share('is_pending')).toBeGreaterThan(0.005);
    expect(await share('not to_adopt')).toBeGreaterThan(0.05);
    expect(await share('is_sponsored')).toBeGreaterThan(0.03);
    expect(await share(`"references" && array['Cuidados especiales', 'Discapacitado']`)).toBeGreaterThan(
      0.05,
    );
    expect(await share(`images = '[]'::jsonb`)).toBe(0);
    expect(await one('select count(distinct images) from dogs')).toBe(4);
    expect(
      await one('select count(distinct extract(year from created_at)) from dogs'),
    ).toBeGreaterThanOrEqual(6);
  });

  it('spreads contributions over statuses, methods, years and many people, some with an account', async () => {
    expect(await one('select count(distinct status) from contributions')).toBe(3);
    expect(await one('select count(distinct method) from contributions')).toBe(5);
    expect(await one('select count(distinct type) from contributions')).toBe(3);
    expect(
      await one('select count(distinct extract(year from date)) from contributions'),
    ).toBeGreaterThanOrEqual(7);
    expect(await one('select count(distinct email) from contributions')).toBeGreaterThan(1000);
    expect(
      await one('select count(*) from contributions c join users u on u.email = c.email'),
    ).toBeGreaterThan(SIZES.contributions / 4);
    // PayPal in dollars, everything else in pesos; a sponsorship names a sponsored dog that exists.
    expect(
      await one(`select count(*) from contributions where (method = 'paypal') <> (currency = 'USD')`),
    ).toBe(0);
    expect(
      await one(`select count(*) from contributions c left join dogs d on d.id = c.dog_id
        where c.type <> 'donación' and (d.id is null or not d.is_sponsored or d.name <> c.dog_name)`),
    ).toBe(0);
    expect(await one(`select count(*) from contributions where status = 'paid'`)).toBeGreaterThan(
      SIZES.contributions * 0.8,
    );
  });

  it('adds nothing when run again, and batches add up to the total', async () => {
    await growData({ query, ...SIZES });
    expect(await one('select count(*) from dogs')).toBe(SIZES.dogs);
    expect(await one('select count(*) from contributions')).toBe(SIZES.contributions);
    expect(await one('select count(*) from users')).toBe(SIZES.users);
    for (let i = 0; i < 3; i++) await query(contributionsSql(SIZES.contributions + 2500, SIZES.users, 1000));
    expect(await one('select count(*) from contributions')).toBe(SIZES.contributions + 2500);
  });
});
