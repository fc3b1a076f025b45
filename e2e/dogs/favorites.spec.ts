// Issue 17, favourites: the heart on each card and dog page, kept in the browser without an account and in
// the account once signed in (the browser's list merged into it), and "Mis favoritos". On a phone.
import type { Page } from '@playwright/test';
import { freshEmail, loginWithForm, registerByApi } from '../accounts/helpers';
import { expect, expectAccessible, test } from '../fixtures/test';
import { apiDogs } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

const hydrated = (page: Page) =>
  page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
  );
const heartOf = (page: Page, name: string) =>
  page.getByRole('button', { name: `Guardar a ${name} en favoritos`, exact: true });
const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('campito.favoritos') ?? 'null'));
const main = (page: Page) => page.getByRole('main');

test('a visitor keeps dogs with the heart, signs in, and finds them in Mis favoritos on any device', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { dogs } = await apiDogs(request);
  const [first, second] = [dogs[0]!, dogs[1]!];

  await page.goto('/adoptar/perros');
  await hydrated(page);
  const heart = heartOf(page, first.name);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // In this browser only, and only the dog's id.
  expect(await stored(page)).toEqual([first._id]);

  // The dog page's heart, with its words; the first dog's page knows it is a favourite already.
  await page.goto(`/adoptar/perros/${second._id}`);
  await hydrated(page);
  const pageHeart = main(page).getByRole('button', { name: 'Guardar en favoritos' });
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
  await pageHeart.click();
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
  await page.goto(`/adoptar/perros/${first._id}`);
  await expect(main(page).getByRole('button', { name: 'Guardar en favoritos' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await stored(page)).toEqual([second._id, first._id]);

  // "Mis favoritos" without an account: the browser's list, as cards.
  await page.goto('/favoritos');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis favoritos' })).toBeVisible();
  await expect(page.getByText('Guardaste 2 perros.')).toBeVisible();
  const cards = main(page).getByRole('list', { name: 'Perros favoritos' }).getByRole('link');
  await expect(cards).toHaveText([second.name, first.name]);
  await expectAccessible(page);

  // Signing in merges the browser's list into the account and forgets it here.
  const email = freshEmail('favoritos');
  await registerByApi(request, baseURL!, { email });
  await loginWithForm(page, baseURL!, email);
  await main(page).getByRole('link', { name: 'Mis favoritos' }).click();
  await expect(page).toHaveURL(/\/favoritos$/);
  await expect(main(page).getByRole('list', { name: 'Perros favoritos' }).getByRole('link')).toHaveText([
    second.name,
    first.name,
  ]);
  expect(await stored(page)).toBeNull();

  // Another phone, the same account: the same list, from the server.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  const otherPage = await other.newPage();
  await loginWithForm(otherPage, baseURL!, email);
  await otherPage.goto('/favoritos');
  await expect(main(otherPage).getByRole('list', { name: 'Perros favoritos' }).getByRole('link')).toHaveText([
    second.name,
    first.name,
  ]);
  // Taken out there, it is gone here after a reload.
  await hydrated(otherPage);
  const otherHeart = heartOf(otherPage, first.name);
  await expect(otherHeart).toHaveAttribute('aria-pressed', 'true');
  await otherHeart.click();
  await expect(otherHeart).toHaveAttribute('aria-pressed', 'false');
  await expect
    .poll(async () => (await (await otherPage.request.get('/api/favorites')).json()).dogIds)
    .toEqual([second._id]);
  await other.close();
  await page.reload();
  await expect(main(page).getByRole('list', { name: 'Perros favoritos' }).getByRole('link')).toHaveText([
    second.name,
  ]);
});

test('the header links to Mis favoritos', async ({ page }) => {
  await page.goto('/');
  await page.getByText('Menú').click();
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Mis favoritos' })
    .click();
  await expect(page).toHaveURL(/\/favoritos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis favoritos' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a signed-in person saves and removes a favourite with the heart’s form', async ({
    page,
    request,
    baseURL,
  }) => {
    const { dogs } = await apiDogs(request);
    const dog = dogs[3]!;
    const email = freshEmail('sinjs');
    await registerByApi(request, baseURL!, { email });
    await loginWithForm(page, baseURL!, email);

    await page.goto(`/adoptar/perros/${dog._id}`);
    const heart = main(page).getByRole('button', { name: 'Guardar en favoritos' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    // Back on the same page, now pressed.
    await expect(page).toHaveURL(new RegExp(`/adoptar/perros/${dog._id}$`));
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/favoritos');
    await expect(main(page).getByRole('link', { name: dog.name, exact: true })).toBeVisible();
    await heartOf(page, dog.name).click();
    await expect(page).toHaveURL(/\/favoritos$/);
    await expect(page.getByText('Todavía no guardaste ningún perro.')).toBeVisible();
  });

  test('a visitor without an account is told why the heart needs one', async ({ page, request }) => {
    const { dogs } = await apiDogs(request);
    // The way back keeps the list's own parameters only (a cached page never carries anyone's query).
    await page.goto('/adoptar/perros?pagina=2&otra=cosa');
    await expect(page.locator('input[name="volver"]').first()).toHaveValue('/adoptar/perros?pagina=2');
    await page.goto('/adoptar/perros');
    await heartOf(page, dogs[0]!.name).click();
    await expect(page).toHaveURL(/\/favoritos$/);
    await expect(page.getByRole('alert')).toContainText(
      'Para guardar favoritos sin JavaScript necesitás iniciar sesión.',
    );
    await expect(page.getByRole('alert').getByRole('link', { name: 'Iniciá sesión' })).toHaveAttribute(
      'href',
      '/profile?volver=/adoptar/perros',
    );
  });
});
