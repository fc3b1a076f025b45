import { PUBLIC_PAGES } from '../fixtures/routes';
import { expect, expectAccessible, test } from '../fixtures/test';

const TILES = [
  { label: /Adoptar/i, path: '/adoptar' },
  { label: /Donaciones/i, path: '/colaborar' },
  { label: /Visitas/i, path: '/visitas' },
  { label: /Cuidados/i, path: '/cuidados' },
  { label: /Proyecto escolar/i, path: '/proyectoescolar' },
  { label: /Prensa/i, path: '/prensa' },
  { label: /Voluntariado/i, path: '/voluntario' },
  { label: /Denuncias/i, path: '/denuncias' },
];

test('the home page is in Spanish and shows the eight tiles, each with an image', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle(/El Campito/);
  const tiles = page.getByTestId('home-tiles').locator('a');
  await expect(tiles).toHaveCount(8);
  for (const [i, tile] of TILES.entries()) {
    await expect(tiles.nth(i)).toHaveAttribute('href', tile.path);
    await expect(tiles.nth(i)).toContainText(tile.label);
    await expect(tiles.nth(i).locator('img')).toHaveCount(1);
  }
  await expectAccessible(page);
});

test('anonymous visitors get the home page from the cache; the Google sign-in messages are other addresses', async ({
  request,
}) => {
  await request.get('/');
  const again = await request.get('/');
  expect(again.headers()['x-cache']).toBe('hit');
  expect(await again.text()).not.toContain('Registrarte con Google');
  const confirm = await request.get('/?google=confirm');
  expect(await confirm.text()).toContain('Registrarte con Google');
});

for (const tile of TILES) {
  test(`the ${tile.path} tile leads to its page`, async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('home-tiles').locator(`a[href="${tile.path}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${tile.path}$`));
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).not.toHaveText(/no encontrada/i);
  });
}

test('every public page (docs/product.md §2.1 and the sitemap) answers a page, never a 404', async ({
  request,
}) => {
  const routes = [...PUBLIC_PAGES, '/colaborar/Luna'];
  for (const route of routes) {
    const res = await request.get(route);
    expect(res.status(), route).toBeLessThan(400);
    expect(await res.text(), route).toContain('<html lang="es"');
  }
});

test('the mobile menu opens and reaches every section on a 320 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  const hasOverflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(hasOverflow).toBe(false);
  await page.getByText(/Menú/i).first().click();
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: /Contacto/ })).toBeVisible();
  await nav.getByRole('link', { name: /Contacto/ }).click();
  await expect(page).toHaveURL(/\/contactanos$/);
});
