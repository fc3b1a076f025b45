import { expect, expectAccessible, test } from '../fixtures/test';
import { fakeThirdParties, waitForHydration } from './helpers';

test('choosing a school video plays it in a modal that closes with the button and with Escape', async ({
  page,
}) => {
  await fakeThirdParties(page);
  await page.goto('/proyectoescolar');
  const videos = page.getByRole('region', { name: 'Videos del proyecto escolar' });
  const chosen = videos.getByRole('link').nth(1);
  const href = (await chosen.getAttribute('href'))!;
  const id = new URL(href).searchParams.get('v');
  const title = (await chosen.locator('.video-card-title').textContent())!.replace('Ver video: ', '');
  await waitForHydration(page, '.video-card');

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeHidden();
  await chosen.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText(title);
  await expect(dialog.locator('iframe')).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
  );
  await expect(dialog.getByRole('button', { name: 'Cerrar video' })).toBeFocused();
  await expect(page).toHaveURL(/\/proyectoescolar$/);
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Cerrar video' }).click();
  await expect(dialog).toBeHidden();
  // Closing stops the video: the player is gone, and focus is back on the chosen video.
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(chosen).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute('src', new RegExp(`/embed/${id}\\?`));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(chosen).toBeFocused();
});

test('a workshop video opens in the same player', async ({ page }) => {
  await fakeThirdParties(page);
  await page.goto('/proyectotalleres');
  const link = page
    .getByRole('region', { name: 'Charlas', exact: true })
    .getByRole('link', { name: /Ver video/ })
    .first();
  const id = new URL((await link.getAttribute('href'))!).searchParams.get('v');
  await waitForHydration(page, '.post-card-video');
  await link.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('iframe')).toHaveAttribute(
    'src',
    new RegExp(`youtube-nocookie\\.com/embed/${id}\\?`),
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test('without JavaScript the school videos are plain links to YouTube', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await fakeThirdParties(page);
  await page.goto('/proyectoescolar');
  const first = page.getByRole('region', { name: 'Videos del proyecto escolar' }).getByRole('link').first();
  const href = (await first.getAttribute('href'))!;
  expect(href).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
  await first.click();
  await expect(page).toHaveURL(href);
  await context.close();
});
