// @engines pglite postgres — accent-folded search: `npm test` runs this file on both (scripts/test.mjs).
// The search that forgives accents and case (search.ts), run by the database itself: on PGlite, and with
// TEST_DB=postgres on PostgreSQL too — the same answers on both, whatever the server's locale.
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equalsFolded, foldedPattern, foldedSql, foldText, matchesFolded } from './search';

describe('folding in TypeScript', () => {
  it('lowers ASCII and takes the accents off Spanish (and other Latin) letters, both cases', () => {
    expect(foldText('TURRÓN')).toBe('turron');
    expect(foldText('Pérez')).toBe('perez');
    expect(foldText('ÑANDÚ Güemes')).toBe('nandu guemes');
    expect(foldText('àèìòù ÀÈÌÒÙ ç')).toBe('aeiou aeiou c');
    // A term typed decomposed (an "o" and a combining acute) folds like the composed one.
    expect(foldText('Turro\u0301n')).toBe('turron');
  });

  it('keeps every other character as it is', () => {
    expect(foldText('100 % _ \\ . * ø Ø 🐶')).toBe('100 % _ \\ . * ø Ø 🐶');
  });

  it('makes a pattern of letter classes, with the ASCII symbols escaped', () => {
    expect(foldedPattern('Tú')).toBe('[tT][uUúùûüÚÙÛÜ]');
    expect(foldedPattern('5%_\\')).toBe('5\\%\\_\\\\');
    expect(foldedPattern('')).toBe('');
  });
});

interface Engine {
  rows<T>(query: SQL): Promise<T[]>;
  close(): Promise<void>;
}

async function pgliteEngine(): Promise<Engine> {
  const client = new PGlite();
  const db = drizzlePglite(client);
  return {
    rows: async <T>(query: SQL) => (await db.execute(query)).rows as T[],
    close: () => client.close(),
  };
}

async function postgresEngine(): Promise<Engine> {
  const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
  const db = drizzlePg(pool);
  return {
    rows: async <T>(query: SQL) => (await db.execute(query)).rows as T[],
    close: () => pool.end(),
  };
}

const engines: [string, () => Promise<Engine>][] = [['PGlite', pgliteEngine]];
if (process.env.TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL)
  engines.push(['PostgreSQL', postgresEngine]);

/** Characters that test the folding: accented letters of both cases, their bases, and every operator. */
const ALPHABET = [
  ...'aeiouncAEIOUNC',
  ...'áéíóúüñÁÉÍÓÚÜÑàèìòùâêîôûäëïöãõåçÀÈÌÒÙÂÊÎÔÛÄËÏÖÃÕÅÇ',
  ...'trzTRZ019 ',
  ...'%_\\.*+?()[]{}^$|-\'"/:',
  ...'øØßΩω🐶',
];
const text = (maxLength: number) =>
  fc.array(fc.constantFrom(...ALPHABET), { maxLength }).map((chars) => chars.join(''));

describe.each(engines)('in the database (%s)', (_label, open) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await open();
  });
  afterAll(async () => {
    await engine?.close();
  });

  const matches = async (value: string, term: string) => {
    const condition = matchesFolded(sql`${value}::text`, term);
    if (!condition) return true;
    const [row] = await engine.rows<{ found: boolean }>(sql`select (${condition}) as found`);
    return row!.found;
  };

  it.each([
    ['Turrón', 'turron', true],
    ['Turrón', 'TURRÓN', true],
    ['Turrón', 'turrón', true],
    ['TURRON', 'Turrón', true],
    ['María Pérez', 'perez', true],
    ['PÉREZ', 'pérez', true],
    ['Peña', 'pena', true],
    ['Güemes', 'guemes', true],
    ['Turrón', 'turrin', false],
    // % and _ are what they are, not LIKE's wildcards; nor are the regular expressions' operators.
    ['rebaja del 100%', '0%', true],
    ['1000', '0%', false],
    ['nombre_perro', 'e_p', true],
    ['nombrexperro', 'e_p', false],
    ['a\\b', 'a\\b', true],
    ['ab', 'a\\b', false],
    ['a.b', 'a.b', true],
    ['axb', 'a.b', false],
    ['(hola', '(h', true],
    ['[x]', '[', true],
    ['x*', 'x*', true],
    ['xx', 'x*', false],
  ])('«%s» contains «%s»: %s', async (value, term, expected) => {
    expect(await matches(value, term)).toBe(expected);
  });

  it('matches exactly when the folded text contains the folded term, for any text', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(text(12), text(4)), { minLength: 1, maxLength: 60 }),
        async (pairs) => {
          const pairsJson = JSON.stringify(pairs.map(([value, term]) => [value, foldedPattern(term)]));
          const rows = await engine.rows<{ folded: string; found: boolean }>(sql`
            select ${foldedSql(sql`x.v`)} as folded, x.v ~ x.p as found
            from (select e->>0 as v, e->>1 as p, n
                  from jsonb_array_elements(${pairsJson}::jsonb) with ordinality as t(e, n)) as x
            order by x.n`);
          pairs.forEach(([value, term], i) => {
            // The database folds a column as TypeScript folds a term…
            expect(rows[i]!.folded, value).toBe(foldText(value));
            // …and the pattern finds what folding both and looking for one in the other would.
            expect(rows[i]!.found, `${value} ~ ${term}`).toBe(foldText(value).includes(foldText(term)));
          });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('compares whole names folded', async () => {
    const equal = async (value: string, wanted: string) =>
      (
        await engine.rows<{ same: boolean }>(
          sql`select (${equalsFolded(sql`${value}::text`, wanted)}) as same`,
        )
      )[0]!.same;
    expect(await equal('Turrón', 'turron')).toBe(true);
    expect(await equal('Turrón', 'TURRÓN')).toBe(true);
    expect(await equal('Turrón', 'Turro')).toBe(false);
  });
});
