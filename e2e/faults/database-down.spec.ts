import pg from 'pg';
import { startServer } from '../fixtures/server';
import { startTcpProxy } from '../fixtures/tcp-proxy';
import { expect, test } from '../fixtures/test';

// Issue "Measured quality" (b): the database becomes unreachable — /api/ready answers 503 and pages show
// the Spanish error page — and everything recovers without a restart when it returns.

test('when PostgreSQL becomes unreachable the site says so in Spanish and recovers without a restart', async ({
  page,
}) => {
  test.skip(!process.env.TEST_DATABASE_URL && !process.env.CI, 'needs TEST_DATABASE_URL (always set in CI)');
  test.setTimeout(240_000);
  const adminUrl = new URL(process.env.TEST_DATABASE_URL!);
  const name = `campito_down_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const proxy = await startTcpProxy({ host: adminUrl.hostname, port: Number(adminUrl.port || 5432) });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  url.host = `127.0.0.1:${proxy.port}`;
  // With DATABASE_URL the demo needs SEED_DEMO=true, and SESSION_SECRET is required (PUBLIC_URL: the fixture).
  const server = await startServer({
    env: {
      DATABASE_URL: url.toString(),
      SEED_DEMO: 'true',
      SESSION_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123',
    },
  });
  try {
    expect((await page.goto(`${server.url}/adoptar/perros?pagina=2`))?.status()).toBe(200);

    proxy.cut();
    await expect
      .poll(async () => (await fetch(`${server.url}/api/ready`)).status, { timeout: 20_000 })
      .toBe(503);
    const down = await page.goto(`${server.url}/adoptar/perros?pagina=3`);
    expect(down?.status()).toBeGreaterThanOrEqual(500);
    await expect(page.locator('h1')).toHaveText(/Algo salió mal/);
    expect(await page.content()).not.toMatch(/ECONN|at .*\.js:\d+|SELECT|select /);

    proxy.restore();
    await expect
      .poll(async () => (await fetch(`${server.url}/api/ready`)).status, { timeout: 30_000 })
      .toBe(200);
    expect((await page.goto(`${server.url}/adoptar/perros?pagina=3`))?.status()).toBe(200);
    await expect(page.locator('h1')).not.toHaveText(/Algo salió mal/);
  } finally {
    await server.stop();
    await proxy.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});
