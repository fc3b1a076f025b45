// Issue 16 (staff): the shelter's contact data and the visits switch are edited by staff in the admin's
// "Sitio", on a phone, and the public site shows them at once — the footer of every page and /visitas —
// even though anonymous visitors get those pages from the answer cache. A server of our own (demo content:
// visits suspended, the demo phone in the footer) with the ADMIN_EMAIL superAdmin.
import type { Page } from '@playwright/test';
import { DEMO_SITE_SETTINGS } from '../../apps/server/src/seed/interface';
import { SITE_MSG } from '../../packages/core/src/schemas/site';
import { type RunningServer, startServer } from '../fixtures/server';
import { expect, expectAccessible, STAFF_ENV, signInByApi, test } from '../fixtures/test';

const PHONE = { width: 390, height: 844 };
const NEW_PHONE = '+54 9 11 4321-9876';

let server: RunningServer;
const url = (p: string) => `${server.url}${p}`;

test.describe.configure({ mode: 'serial' });
test.use({ viewport: PHONE });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startServer({ env: STAFF_ENV });
});

test.afterAll(async () => {
  await server?.stop();
});

const signIn = (page: Page) => signInByApi(page, server.url);

/** What an anonymous visitor gets (a context without the staff session: the cached copy, if any). */
async function asVisitor<T>(page: Page, work: (visitor: Page) => Promise<T>): Promise<T> {
  const context = await page.context().browser()!.newContext({ viewport: PHONE });
  try {
    return await work(await context.newPage());
  } finally {
    await context.close();
  }
}

async function noSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test('staff on a phone change the phone and open the visits in "Sitio"; the site shows both', async ({
  page,
}) => {
  // Before: the demo phone in the footer, visits suspended — and both pages now in the cache.
  await asVisitor(page, async (visitor) => {
    for (const path of ['/visitas', '/visitas']) await visitor.goto(url(path));
    await expect(visitor.getByTestId('footer-phone')).toHaveText(DEMO_SITE_SETTINGS.contactPhone);
    await expect(visitor.getByTestId('visits-suspended')).toBeVisible();
    const cached = await visitor.request.get(url('/visitas'));
    expect(cached.headers()['x-cache']).toBe('hit');
  });

  await signIn(page);
  await page.goto(url('/admin'));
  // "Sitio" is in the panel's menu, behind the phone's menu button.
  await page.getByRole('button', { name: 'Abrir el menú' }).click();
  await page.getByRole('menuitem', { name: 'Sitio' }).click();
  await expect(page).toHaveURL(/#\/interfaces\/[0-9a-f-]{36}$/);

  const phone = page.getByLabel('Teléfono', { exact: true });
  await expect(phone).toHaveValue(DEMO_SITE_SETTINGS.contactPhone);
  const suspended = page.getByLabel('Visitas suspendidas');
  await expect(suspended).toBeChecked();
  await noSidewaysScroll(page);
  await expectAccessible(page);

  // A wrong CUIT is caught under its field, in Spanish, before anything is sent; the rest is kept.
  await phone.fill(NEW_PHONE);
  const cuit = page.getByLabel('CUIT');
  await cuit.fill('30-71234567-2');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(SITE_MSG.cuit)).toBeVisible();
  await expect(phone).toHaveValue(NEW_PHONE);
  await cuit.fill('30-71234567-1');
  await expect(page.getByText(SITE_MSG.cuit)).toHaveCount(0);

  await suspended.uncheck();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cambios guardados')).toBeVisible();
  await noSidewaysScroll(page);

  // The visitor's cached copies went with the save: the new phone in every footer, visits open.
  await asVisitor(page, async (visitor) => {
    await visitor.goto(url('/visitas'));
    await expect(visitor.getByTestId('footer-phone')).toHaveText(NEW_PHONE);
    await expect(visitor.getByTestId('footer-phone')).toHaveAttribute('href', 'tel:+5491143219876');
    await expect(visitor.getByTestId('visits-suspended')).toHaveCount(0);
    await expect(visitor.getByTestId('visits-open')).toBeVisible();
    await expect(visitor.getByRole('main')).not.toContainText(DEMO_SITE_SETTINGS.visitsNotice);
    await visitor.goto(url('/'));
    await expect(visitor.getByTestId('footer-phone')).toHaveText(NEW_PHONE);
    await visitor.goto(url('/contactanos'));
    await expect(visitor.getByRole('main').getByRole('link', { name: NEW_PHONE })).toBeVisible();
  });

  // And suspended again.
  await page.reload();
  await expect(page.getByLabel('Visitas suspendidas')).not.toBeChecked();
  await page.getByLabel('Visitas suspendidas').check();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cambios guardados')).toBeVisible();
  await asVisitor(page, async (visitor) => {
    await visitor.goto(url('/visitas'));
    await expect(visitor.getByTestId('visits-suspended')).toBeVisible();
    await expect(visitor.getByTestId('visits-suspended')).toContainText('las visitas están suspendidas');
    await expect(visitor.getByTestId('visits-open')).toHaveCount(0);
  });
});

test('the dashboard says what waits, oldest first, and links to the filtered list', async ({ page }) => {
  await signIn(page);
  await page.goto(url('/admin'));
  const count = page.getByTestId('count-pendingAdoptions');
  await expect(count).toHaveText(/^\d+$/);
  const waiting = Number(await count.textContent());
  expect(waiting).toBeGreaterThan(0);
  // Oldest first: the days waiting never grow down the list.
  const items = page.getByTestId('oldest-pendingAdoptions').getByRole('link');
  const days = (await items.allTextContents()).map((text) =>
    /desde hoy/.test(text) ? 0 : Number(/hace ([\d.]+) días?/.exec(text)![1]!.replace('.', '')),
  );
  expect(days.length).toBeGreaterThan(0);
  expect([...days].sort((a, b) => b - a)).toEqual(days);
  await noSidewaysScroll(page);
  await expectAccessible(page);
  // A stage opens the list filtered by it, oldest first.
  await page.getByTestId('stage-pendingAdoptions-nueva').click();
  await expect(page).toHaveURL(/#\/adoptions\?.*stage.*nueva/);
  await expect(page).toHaveURL(/order=ASC/);
  await expect(page.getByTestId('compact-row').first()).toBeVisible();
});
