import { expect, expectAccessible, test } from '../fixtures/test';

test('an unknown address shows the Spanish 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/esta-pagina-no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText(/Página no encontrada/);
  await expect(page).toHaveTitle(/no encontrada/i);
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /inicio/i })
      .first(),
  ).toBeVisible();
  await expectAccessible(page);
});

test('an unknown API path answers JSON, not the page', async ({ request }) => {
  const res = await request.get('/api/esto-no-existe');
  expect(res.status()).toBe(404);
  expect((await res.json()).error).toMatch(/No encontramos/);
});
