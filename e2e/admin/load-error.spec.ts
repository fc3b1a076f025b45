// When the interface record cannot be read, its editor says ERROR (docs/product.md §2.4) instead of an empty form.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type RunningServer, seededDataDir, startServer } from '../fixtures/server';
import { expect, test } from '../fixtures/test';

const ADMIN = { email: 'equipo@example.com', pass: 'campito2024seguro' };
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const env = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.pass };
  // The demo content, seeded once for the run (no first start needed to seed it).
  const dataDir = await seededDataDir();
  // The table becomes unreadable, as in an outage or a broken migration.
  const db = new PGlite(path.join(dataDir, 'db'));
  try {
    await db.query('alter table interfaces rename to interfaces_offline');
  } finally {
    await db.close();
  }
  server = await startServer({ dataDir, env });
});

test.afterAll(async () => {
  await server?.stop();
});

test('the site texts editor shows ERROR when the record cannot be loaded', async ({ page }) => {
  const login = await page.request.post(`${server.url}/api/auth/login`, { data: ADMIN });
  expect(login.status()).toBe(200);
  await page.goto(`${server.url}/admin#/interfaces`);
  await expect(page.getByRole('alert').filter({ hasText: /^ERROR$/ })).toBeVisible();
  await expect(page.getByLabel('Texto de Visitas')).toHaveCount(0);
});
