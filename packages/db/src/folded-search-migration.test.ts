// @engines pglite postgres — a migration over existing rows, accent folding: `npm test` runs this file on both (scripts/test.mjs).
// 0008_folded_search_audit_labels on a database that already has data, on PGlite and (with
// TEST_DB=postgres) on PostgreSQL: the entries of the audit log written before it get their record's
// name, and a dog by name whatever its accents is found through the new expression index.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';
import { dogs } from './schema/index';
import { equalsFolded } from './search';

const TAG = '0008_folded_search_audit_labels';

/** The migrations folder as it was before 0008. */
function folderBefore(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'campito-migrations-'));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  const index = journal.entries.findIndex((e: { tag: string }) => e.tag === TAG);
  expect(index).toBeGreaterThan(0);
  const older = journal.entries.slice(0, index);
  mkdirSync(path.join(dir, 'meta'));
  writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: older }));
  for (const e of older)
    copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ANSWERS = `'1122334455', '1990-01-01', 'Quilmes'`;

const EXISTING_DATA = `
  insert into dogs (id, name, gender, age, size, race, "references") values
    ('${ID(1)}', 'Turrón', 'macho', 'adulto', 'chico', 'Mestizo', '{}');
  insert into dogs (name, gender, age, size, race, "references")
    select 'Perro ' || g, 'hembra', 'adulto', 'chico', 'Mestizo', '{}' from generate_series(1, 200) g;
  insert into users (id, name, email) values ('${ID(2)}', 'María Pérez', 'maria@example.com');
  insert into press_notes (id, media, type, date, title) values
    ('${ID(3)}', 'Infobae', 'Prensa Gráfica', '2024-01-01', 'Una nota'),
    ('${ID(4)}', 'La Nación', 'Radio / Audio', '2024-01-01', null);
  insert into posts (id, category, date, title) values ('${ID(5)}', 'talleres', '2024-01-01', null);
  insert into contributions (id, name, email, type, total, method) values
    ('${ID(6)}', 'Juan Gómez', 'juan@example.com', 'donación', 500, 'otro'),
    ('${ID(7)}', null, null, 'padrinazgo', 1500.50, 'otro');
  insert into volunteers (id, name, email, phone, birthday, area, profession, interest, modality, availability,
    days, clarification, description, purpose, vehicle, carpooling)
    values ('${ID(8)}', 'Hugo Núñez', 'hugo@example.com', ${ANSWERS}, 'x', 'x', 'virtual', 4, '{lunes}', 'x', 'x',
      'x', 'x', 'no');
  insert into adoption_requests (id, name_dog, name, email, phone, birthday, area, location, people, accordance,
    vaccinated, description, other_animals, expatiate, castrated, reason, events, holidays, babies, allergies,
    items, home, fresh_air, status, "authorization", sleep, loneliness, walk, moving, adaptation, sterilization)
    values ('${ID(9)}', 'Turrón', 'Ana López', 'ana@example.com', ${ANSWERS}, 'Calle 1', 2, 'si', 'si', 'x', 'no',
      'x', 'si', 'x', 'x', 'x', 'x', 'no', '{otros}', '{casa}', '{patio}', 'propietario', 'si', 'x', 'x', 'x', 'x',
      'si', 'x');
  insert into contact_messages (id, full_name, email, telephone, asunto, consulta) values
    ('${ID(10)}', 'Oscar Díaz', 'oscar@example.com', '1122334455', 'consulta', 'Hola');
  insert into audit_log (action, resource, record_id, changes) values
    ('update', 'dogs', '${ID(1)}', '{"toAdopt": {"old": true, "new": false}}'),
    ('update', 'users', '${ID(2)}', '{"roles": {"old": ["public"], "new": ["voluntario"]}}'),
    ('update', 'press', '${ID(3)}', '{"link": {"old": null, "new": "https://example.com"}}'),
    ('update', 'press', '${ID(4)}', '{"link": {"old": null, "new": "https://example.com"}}'),
    ('update', 'escolar', '${ID(5)}', '{"link": {"old": null, "new": "https://example.com"}}'),
    ('create', 'contributions', '${ID(6)}', '{"total": {"old": null, "new": 500}}'),
    ('create', 'contributions', '${ID(7)}', '{"total": {"old": null, "new": 1500.5}}'),
    ('update', 'volunteers', '${ID(8)}', '{"isPending": {"old": true, "new": false}}'),
    ('update', 'adoptions', '${ID(9)}', '{"isPending": {"old": true, "new": false}}'),
    ('update', 'contacts', '${ID(10)}', '{"handled": {"old": false, "new": true}}'),
    ('update', 'interfaces', '00000000-0000-4000-8000-000000000001', '{"visitasText": {"old": "a", "new": "b"}}'),
    ('create', 'press', '${ID(11)}', '{"media": {"old": null, "new": "Clarín"}, "title": {"old": null, "new": "Título viejo"}}'),
    ('update', 'press', '${ID(11)}', '{"link": {"old": null, "new": "https://example.com"}}'),
    ('delete', 'press', '${ID(11)}', '{"media": {"old": "Clarín", "new": null}, "title": {"old": "Título final", "new": null}}'),
    ('delete', 'dogs', '${ID(12)}', '{"name": {"old": "Nadie", "new": null}}');
`;

interface Engine {
  query<T>(text: string): Promise<T[]>;
  migrateTo(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function pgliteEngine(): Promise<Engine> {
  const client = new PGlite();
  const db = drizzlePglite(client);
  return {
    query: async <T>(text: string) => ((await client.exec(text)).at(-1)?.rows ?? []) as T[],
    migrateTo: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

async function postgresEngine(): Promise<Engine> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `campito_test_fold_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  pool.on('error', () => {});
  const db = drizzlePg(pool);
  return {
    query: async <T>(text: string) => {
      const result = await pool.query(text);
      const last = Array.isArray(result) ? result.at(-1) : result;
      return last.rows as T[];
    },
    migrateTo: (folder) => migratePg(db, { migrationsFolder: folder }),
    async close() {
      await pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const engines: [string, () => Promise<Engine>][] = [['PGlite', pgliteEngine]];
if (process.env.TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL)
  engines.push(['PostgreSQL', postgresEngine]);

describe.each(engines)('migration 0008 on %s', (_label, open) => {
  let engine: Engine;
  let before: string;

  beforeAll(async () => {
    before = folderBefore();
    engine = await open();
    await engine.migrateTo(before);
    await engine.query(EXISTING_DATA);
    await engine.migrateTo(migrationsFolder);
  });

  afterAll(async () => {
    await engine?.close();
    rmSync(before, { recursive: true, force: true });
  });

  it("names the older entries' records as the server names new ones", async () => {
    const rows = await engine.query<{ resource: string; record_id: string; record_label: string | null }>(
      'select resource, record_id, record_label from audit_log order by created_at, resource, record_id',
    );
    const label = (resource: string, id: string) =>
      rows.filter((r) => r.resource === resource && r.record_id === id).map((r) => r.record_label);
    expect(label('dogs', ID(1))).toEqual(['Turrón']);
    expect(label('users', ID(2))).toEqual(['María Pérez (maria@example.com)']);
    expect(label('press', ID(3))).toEqual(['Una nota']);
    expect(label('press', ID(4))).toEqual(['La Nación']);
    expect(label('escolar', ID(5))).toEqual(['talleres']);
    expect(label('contributions', ID(6))).toEqual(['Juan Gómez']);
    expect(label('contributions', ID(7))).toEqual(['padrinazgo · 1500.5 ARS']);
    expect(label('volunteers', ID(8))).toEqual(['Hugo Núñez']);
    expect(label('adoptions', ID(9))).toEqual(['Ana López (Turrón)']);
    expect(label('contacts', ID(10))).toEqual(['Oscar Díaz']);
    expect(label('interfaces', '00000000-0000-4000-8000-000000000001')).toEqual([
      'Textos e imágenes del sitio',
    ]);
    // A press note deleted since: every entry of it takes the title its deletion recorded.
    expect(label('press', ID(11))).toEqual(['Título final', 'Título final', 'Título final']);
    // A dog that no longer exists is not guessed at.
    expect(label('dogs', ID(12))).toEqual([null]);
  });

  it('replaces the lower(name) index with the folded one, and the planner uses it', async () => {
    const indexes = await engine.query<{ name: string; valid: boolean }>(
      `select c.relname as name, i.indisvalid and i.indisready as valid
       from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname like 'dogs_%name_idx'`,
    );
    expect(Object.fromEntries(indexes.map((r) => [r.name, r.valid]))).toEqual({
      dogs_name_idx: true,
      dogs_folded_name_idx: true,
    });
    // The very SQL the dogs service sends, values inlined as the planner sees them in a custom plan.
    const where = new PgDialect().sqlToQuery(equalsFolded(dogs.name, 'TURRON'));
    const condition = where.sql.replace('$1', `'${where.params[0]}'`);
    expect(await engine.query(`select name from dogs where ${condition}`)).toEqual([{ name: 'Turrón' }]);
    const plan = await engine.query<{ 'QUERY PLAN': string }>(
      `set enable_seqscan = off; set enable_bitmapscan = off; explain select * from dogs where ${condition}`,
    );
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/Index Scan using dogs_folded_name_idx/);
  });
});
