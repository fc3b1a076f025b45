// Pages that need no framework ship none (route handle `hydrate: false`, packages/core/src/page-handle.ts):
// each such page's scripts are checked in page-sweep.spec.ts; here, the menu is a <details> disclosure and
// the click-to-load players run on the site's one plain script (apps/web/public/enhance.js).
import type { Locator, Page } from '@playwright/test';
import { fakeThirdParties, waitForHydration } from '../content/helpers';
import { expect, test } from '../fixtures/test';
import { PLAIN_SCRIPT, watch } from './page-checks';

/**
 * Whether focus is on this frame. Once the framed page loads it holds the keyboard focus itself, and
 * Chromium then reports the outer document as not focused (toBeFocused says "inactive"), so this reads
 * document.activeElement only.
 */
const hasFocus = (frame: Locator) =>
  expect.poll(() => frame.evaluate((el) => document.activeElement === el)).toBe(true);

const hydrated = (page: Page) =>
  page.evaluate(() =>
    Boolean((window as unknown as { __reactRouterContext?: unknown }).__reactRouterContext),
  );

test.describe('on a 390 px screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu of a page without React opens and closes with the pointer', async ({ page }) => {
    await page.goto('/detalle');
    const menu = page.locator('summary', { hasText: 'Menú' });
    const nav = page.getByRole('navigation', { name: 'Principal' });
    const contact = nav.getByRole('link', { name: 'Contacto' });
    await expect(contact).toBeHidden();
    await menu.click();
    await expect(contact).toBeVisible();
    await menu.click();
    await expect(contact).toBeHidden();
    // A choice is a plain link: a full page load, which again has no React and a closed menu.
    await menu.click();
    await contact.click();
    await expect(page).toHaveURL(/\/contactanos$/);
    await expect(page.locator('details.menu-toggle')).not.toHaveAttribute('open');
  });

  test('the menu of a page without React opens and closes from the keyboard, with visible focus', async ({
    page,
  }) => {
    await page.goto('/prensa');
    const menu = page.locator('summary', { hasText: 'Menú' });
    const nav = page.getByRole('navigation', { name: 'Principal' });
    // Skip link, brand, then the menu.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(menu).toBeFocused();
    expect(await menu.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
    expect(await menu.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await expect(menu).toHaveAccessibleName(/Menú/);

    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Nosotros' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Nosotros' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(menu).toBeFocused();
    await page.keyboard.press('Space');
    await expect(nav.getByRole('link', { name: 'Nosotros' })).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Prensa' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Prensa' })).toBeHidden();
  });

  // Issue 34: Escape folds the open menu and gives the focus back to its button, with React or without.
  for (const [path, kind] of [
    ['/prensa', 'without React'],
    ['/adoptar/perros', 'with React'],
  ] as const) {
    test(`Escape closes the menu of a page ${kind}`, async ({ page }) => {
      await page.goto(path);
      if (kind === 'with React') await waitForHydration(page, 'header');
      const menu = page.locator('summary', { hasText: 'Menú' });
      const nosotros = page
        .getByRole('navigation', { name: 'Principal' })
        .getByRole('link', { name: 'Nosotros' });
      await menu.click();
      await expect(nosotros).toBeVisible();
      await nosotros.focus();
      await page.keyboard.press('Escape');
      await expect(nosotros).toBeHidden();
      await expect(menu).toBeFocused();
    });
  }
});

test('a television video plays in place on a page without React, from the pointer or the keyboard', async ({
  page,
}) => {
  const requested = await fakeThirdParties(page);
  await page.goto('/prensa/television');
  const cards = page.getByTestId('press-card');
  // The players wait inert in templates: nothing is framed or requested yet.
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(requested).toEqual([]);

  const first = cards.first();
  const id = new URL((await first.locator('a.video-poster').getAttribute('href'))!).searchParams.get('v');
  await first.locator('a.video-poster').click();
  const player = first.locator('iframe');
  await expect(player).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
  );
  await expect(player).toHaveAttribute(
    'title',
    (await first.getByRole('heading', { level: 2 }).textContent())!,
  );
  await hasFocus(player);
  await expect(first.locator('a.video-poster')).toHaveCount(0);
  await expect(page).toHaveURL(/\/prensa\/television$/);

  const second = cards.nth(1);
  await second.locator('a.video-poster').focus();
  await page.keyboard.press('Enter');
  await hasFocus(second.locator('iframe'));
  await expect(page.locator('iframe')).toHaveCount(2);
  await expect(page).toHaveURL(/\/prensa\/television$/);
  await expect.poll(() => requested.length).toBe(2);
  expect(requested.every((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
});

test('a friend artist’s post loads in place on a page without React; a modified click still opens the link', async ({
  page,
}) => {
  const requested = await fakeThirdParties(page);
  await page.goto('/prensa/amigos');
  const card = page.getByTestId('social-card').first();
  const postUrl = (await card.locator('a.social-poster').getAttribute('href'))!;
  await card.locator('a.social-poster').focus();
  await page.keyboard.press('Enter');
  const embed = card.locator('iframe');
  await expect(embed).toHaveAttribute('src', `${postUrl}embed/`);
  await expect(embed).toHaveAttribute('title', /^Publicación de Instagram de /);
  await hasFocus(embed);
  await expect(card.getByRole('link', { name: /Abrir en Instagram/ })).toHaveAttribute('href', postUrl);
  await expect(page.locator('iframe')).toHaveCount(1);
  await expect.poll(() => requested).toEqual([`${postUrl}embed/`]);

  // A click with a modifier (new tab, new window) is left to the browser: the link stays a link.
  const second = page.getByTestId('social-card').nth(1);
  const leftToBrowser = await second.locator('a.social-poster').evaluate((link) => {
    const seen = { prevented: null as boolean | null };
    const record = (event: Event) => {
      seen.prevented = event.defaultPrevented;
      event.preventDefault(); // the test stays on this page
    };
    window.addEventListener('click', record, { once: true });
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    return seen.prevented === false;
  });
  expect(leftToBrowser).toBe(true);
  await expect(second.locator('a.social-poster')).toHaveCount(1);
  await expect(page.locator('iframe')).toHaveCount(1);
});

test('the payment-done page goes home after two seconds on the plain script', async ({ page }) => {
  await page.goto('/pay');
  await expect(page.getByRole('heading', { level: 1, name: 'Pago realizado' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
});

test('a page with React still hydrates, and reaches a page without React client-side', async ({ page }) => {
  const requested = await fakeThirdParties(page);
  const seen = watch(page);
  const response = await page.goto('/adoptar/perros');
  expect(await response?.text()).toMatch(/<link rel="modulepreload" href="\/assets\/framework-[\w-]+\.js"/);
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
  );
  expect(seen.scripts.some((path) => /^\/assets\/framework-[\w-]+\.js$/.test(path))).toBe(true);
  expect(seen.scripts).not.toContain(PLAIN_SCRIPT);

  // A client-side navigation keeps the document: React renders the page and runs its players.
  await page.evaluate(() => {
    (window as unknown as { sameDocument?: boolean }).sameDocument = true;
  });
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Prensa' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Televisión' }).click();
  await expect(page).toHaveURL(/\/prensa\/television$/);
  const first = page.getByTestId('press-card').first();
  await first.locator('a.video-poster').click();
  await hasFocus(first.locator('iframe'));
  await expect(page.locator('iframe')).toHaveCount(1);
  await expect.poll(() => requested.length).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  expect(seen.errors).toEqual([]);
});

test('from a page without React, a link to a page with React loads it, and it hydrates', async ({ page }) => {
  await page.goto('/adoptar');
  await page.getByRole('link', { name: 'Ver perros', exact: true }).click();
  await expect(page).toHaveURL(/\/adoptar\/perros$/);
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
  );
  expect(await hydrated(page)).toBe(true);
});
