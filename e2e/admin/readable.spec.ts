// The panel in Spanish, read as staff read it (issue 16): searches forgive accents and case, enumerations
// show by their labels (never "paid" or "update"), and the change log names the record it is about and
// shows each field before and after. A server of our own with the demo content (it has a dog "Turrón").
import type { Page } from '@playwright/test';
import { type RunningServer, startServer } from '../fixtures/server';
import { expect, STAFF_ENV, signInByApi, test } from '../fixtures/test';

let server: RunningServer;
const url = (p: string) => `${server.url}${p}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startServer({ env: STAFF_ENV });
});

test.afterAll(async () => {
  await server?.stop();
});

const signIn = (page: Page) => signInByApi(page, server.url);

test('the dog search finds Turrón typed without its accent, in capitals', async ({ page }) => {
  await signIn(page);
  await page.goto(url('/admin#/dogs'));
  await page.getByPlaceholder('Buscar por nombre').fill('TURRON');
  await expect(page.getByRole('cell', { name: 'Turrón', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Mestizo' })).toHaveCount(0);
});

test('contributions show their state, method and currency in Spanish', async ({ page }) => {
  await signIn(page);
  await page.goto(url(`/admin#/contributions?filter=${encodeURIComponent('{"status":"paid"}')}`));
  await expect(page.getByRole('cell', { name: 'Pagado', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: /^(Pesos \(ARS\)|Dólares \(USD\))$/ }).first()).toBeVisible();
  for (const code of ['paid', 'pending', 'mercadopago', 'paypal', 'ARS', 'USD'])
    await expect(page.getByRole('cell', { name: code, exact: true })).toHaveCount(0);
});

test('the change log names the dog and shows each field before and after', async ({ page }) => {
  await signIn(page);
  const [dog] = await (
    await page.request.get(url(`/api/admin/dogs?filter=${encodeURIComponent('{"q":"turron"}')}&range=[0,0]`))
  ).json();
  expect(dog.name).toBe('Turrón');
  const changed = await page.request.put(url(`/api/admin/dogs/${dog.id}`), {
    data: { isSponsored: !dog.isSponsored },
  });
  expect(changed.status(), await changed.text()).toBe(200);

  await page.goto(url('/admin#/audit'));
  const row = page.getByRole('row').filter({ hasText: 'Turrón' }).first();
  await expect(row).toContainText('Modificación');
  await expect(row).toContainText('Perrito');
  await expect(row).not.toContainText('update');
  await row.click();

  await expect(page.getByRole('link', { name: 'Turrón' })).toBeVisible();
  const changes = page.getByTestId('audit-changes');
  await expect(changes.getByRole('columnheader')).toHaveText(['Campo', 'Antes', 'Después']);
  const sponsored = changes.getByRole('row').filter({ hasText: 'Apadrinado' });
  await expect(sponsored.getByRole('cell')).toHaveText(dog.isSponsored ? ['Sí', 'No'] : ['No', 'Sí']);
  await expect(page.locator('.RaShow-main')).not.toContainText(/\b(update|dogs|isSponsored)\b/);
});
