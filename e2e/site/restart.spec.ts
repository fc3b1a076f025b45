import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { startServer } from '../fixtures/server';
import { expect, test } from '../fixtures/test';

const TABLES = [
  'dogs',
  'press_notes',
  'posts',
  'interfaces',
  'contributions',
  'volunteers',
  'adoption_requests',
  'contact_messages',
  'users',
];

async function countRows(dataDir: string): Promise<Record<string, number>> {
  const db = new PGlite(path.join(dataDir, 'db'));
  try {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      counts[table] = rows[0]!.n;
    }
    return counts;
  } finally {
    await db.close();
  }
}

test('the server restarts on the same DATA_DIR without losing or duplicating data', async () => {
  test.setTimeout(240_000);
  const first = await startServer({
    env: { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'clave1234segura' },
  });
  const home = await fetch(`${first.url}/`);
  expect(home.status).toBe(200);
  expect(await first.stop()).toBe(0);

  const before = await countRows(first.dataDir);
  expect(before.dogs).toBeGreaterThanOrEqual(60);
  expect(before.users).toBe(1);

  // A row written between the runs must survive the next start (which must not seed again).
  const db = new PGlite(path.join(first.dataDir, 'db'));
  await db.query(
    `insert into contact_messages (full_name, email, telephone, asunto, consulta) values ('Prueba Reinicio', 'reinicio@example.com', '1122334455', 'consulta', 'Sigue acá')`,
  );
  await db.close();

  const second = await startServer({
    dataDir: first.dataDir,
    env: { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'clave1234segura' },
  });
  expect((await fetch(`${second.url}/`)).status).toBe(200);
  expect(await second.stop()).toBe(0);

  const after = await countRows(first.dataDir);
  expect(after).toEqual({ ...before, contact_messages: before.contact_messages! + 1 });
});
