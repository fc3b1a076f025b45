// The admin panel on a phone (issue 16): under 600 px every list shows its records as a compact list
// (apps/admin/src/components/ResponsiveList.tsx) whose rows open the record, and no screen is wider than
// the phone — lists, the views a row opens, the dashboard, the statistics, the site texts and the top bar.
// On a desktop the lists keep their table. On the shared server, as its superAdmin (STAFF), who sees every
// resource.
import type { Page } from '@playwright/test';
import { validContact, validFoster, validSchoolRequest } from '../../packages/core/test/form-samples';
import { expect, expectAccessible, STAFF, signInByApi, test } from '../fixtures/test';
import { fosterRows } from './foster-rows';

const PHONE = { width: 390, height: 844 };
// The narrowest and widest phones the layout is checked at, besides PHONE.
const OTHER_WIDTHS = [360, 430];

// Every <Resource> of apps/admin/src/App.tsx that has a list, with the view its rows open.
const RESOURCES: [resource: string, view: 'edit' | 'show'][] = [
  ['dogs', 'edit'],
  ['adoptions', 'edit'],
  ['volunteers', 'edit'],
  ['school-requests', 'edit'],
  // Issue 38: «Ser hogar de tránsito».
  ['foster-applications', 'edit'],
  ['contacts', 'show'],
  ['contributions', 'show'],
  ['press', 'edit'],
  ['escolar', 'edit'],
  ['users', 'edit'],
  ['audit', 'show'],
  ['mails', 'show'],
  ['mail-templates', 'edit'],
  ['needs', 'edit'],
  ['drop-points', 'edit'],
  ['campaigns', 'edit'],
  ['followups', 'edit'],
  ['commitments', 'edit'],
  ['returns', 'edit'],
  // Issue 38: placements of dogs with foster homes, fosters' updates (published from their view) and
  // supply requests.
  ['foster-placements', 'edit'],
  ['foster-updates', 'show'],
  ['supply-requests', 'edit'],
];
const VIEW_LOCATOR = {
  edit: '.RaEdit-main form',
  show: '.RaShow-main .RaSimpleShowLayout-stack',
};

// The shared server (global-setup.ts), whose superAdmin is STAFF.
const base = process.env.E2E_BASE_URL!;
const url = (p: string) => `${base}${p}`;
// Each test opens the panel in a fresh browser context: its first screen waits for the whole bundle to be
// parsed, which on the shared two-core CI machine (another worker's browser and server beside it) once took
// longer than the 10 s an expectation waits by default.
const COLD_START = { timeout: 30_000 };

// Its tests run in order in one worker, and a failure does not skip the rest.
test.describe.configure({ mode: 'default' });

test.beforeAll(async ({ playwright }) => {
  // The demo content writes no audit entry; one change gives the audit list a row to show.
  const api = await playwright.request.newContext({ baseURL: base });
  try {
    expect((await api.post('/api/auth/login', { data: STAFF })).status()).toBe(200);
    const [contact] = await (await api.get('/api/admin/contacts?range=[0,0]')).json();
    const res = await api.put(`/api/admin/contacts/${contact.id}`, { data: { handled: !contact.handled } });
    expect(res.status(), await res.text()).toBe(200);
    // Nor does it queue mail: a contact message gives the mails list rows to show.
    const sent = await api.post('/api/contacto', { data: validContact() });
    expect(sent.status(), await sent.text()).toBe(201);
    // The demo content has no school talk request: one gives «Charlas en escuelas» a row (issue 35).
    const asked = await api.post('/api/escuelas', { data: validSchoolRequest() });
    expect(asked.status(), await asked.text()).toBe(201);
    // Nor any application to be a foster home (issue 38).
    const fostered = await api.post('/api/fosters', { data: validFoster() });
    expect(fostered.status(), await fostered.text()).toBe(201);
    // Nor a foster home with a dog, its update and its supply request (issue 38).
    const foster = await playwright.request.newContext({ baseURL: base });
    await fosterRows(api, foster, base).finally(() => foster.dispose());
  } finally {
    await api.dispose();
  }
});

const signIn = (page: Page) => signInByApi(page, base);

/** The page is no wider than the window (naming what sticks out, when something does). */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const seen = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    wide: [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`),
  }));
  expect(
    seen.scrollWidth,
    `${where} at ${seen.innerWidth} px is ${seen.scrollWidth} px wide: ${seen.wide.join(' | ')}`,
  ).toBeLessThanOrEqual(seen.innerWidth);
}

/** The same check at the other phone widths, then back to PHONE. */
async function expectNoSidewaysScrollOnPhones(page: Page, where: string) {
  await expectNoSidewaysScroll(page, where);
  for (const width of OTHER_WIDTHS) {
    await page.setViewportSize({ width, height: PHONE.height });
    await expectNoSidewaysScroll(page, where);
  }
  await page.setViewportSize(PHONE);
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  for (const [resource, view] of RESOURCES) {
    test(`the ${resource} list is a compact list that fits, and its first record opens`, async ({ page }) => {
      await signIn(page);
      await page.goto(url(`/admin#/${resource}`));
      const rows = page.getByTestId('compact-row');
      await expect(rows.first()).toBeVisible(COLD_START);
      // No table: the columns would not fit.
      await expect(page.getByRole('table')).toHaveCount(0);
      await expectNoSidewaysScrollOnPhones(page, `the ${resource} list`);
      await expectAccessible(page);

      // The whole first line is the link to the record, inside the screen.
      const open = rows.first().getByRole('link');
      const box = await open.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
      await open.click();
      const suffix = view === 'show' ? '/show' : '';
      await expect(page).toHaveURL(new RegExp(`#/${resource}/[^/]+${suffix}$`));
      await expect(page.locator(VIEW_LOCATOR[view]).first()).toBeVisible();
      await expectNoSidewaysScrollOnPhones(page, `the ${resource} ${view} view`);
    });
  }

  test('a dog\'s "Dar de baja" is on its row, and works', async ({ page }) => {
    await signIn(page);
    await page.goto(url('/admin#/dogs'));
    const row = page
      .getByTestId('compact-row')
      .filter({ has: page.getByRole('button', { name: 'Dar de baja' }) });
    const first = row.first();
    await expect(first).toBeVisible(COLD_START);
    // The row is found again by its link (the dog's address), whatever the list's order becomes.
    const href = await first.getByRole('link').getAttribute('href');
    const button = first.getByRole('button', { name: 'Dar de baja' });
    const box = await button.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await button.click();
    await expect(page.getByText('El perro fue dado de baja')).toBeVisible();
    const same = page.getByTestId('compact-row').filter({ has: page.locator(`a[href="${href}"]`) });
    await expect(same).toContainText('De baja');
    // And back, from the same row.
    await same.getByRole('button', { name: 'Dar de alta' }).click();
    await expect(page.getByText('El perro volvió al listado')).toBeVisible();
    await expect(same).not.toContainText('De baja');
  });

  test('the top bar fits, and the menu opens every section', async ({ page }) => {
    await signIn(page);
    await page.goto(url('/admin'));
    await expect(page.getByTestId('count-pendingDogs')).toHaveText(/\d/, COLD_START);
    await expectNoSidewaysScrollOnPhones(page, 'the dashboard');
    await expectAccessible(page);
    // "Volver al sitio" keeps its name as an icon, inside the screen.
    const back = page.getByRole('link', { name: 'Volver al sitio' });
    await expect(back).toHaveAttribute('href', '/');
    const box = await back.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await page.getByRole('button', { name: 'Abrir el menú' }).click();
    for (const item of ['Perritos', 'Educación & Conciencia', 'Estadísticas']) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await expectNoSidewaysScroll(page, 'the open menu');
    await page.getByRole('menuitem', { name: 'Perritos' }).click();
    await expect(page.getByTestId('compact-row').first()).toBeVisible();
  });

  test('the statistics and the site texts fit', async ({ page }) => {
    await signIn(page);
    await page.goto(url('/admin#/stats'));
    await expect(page.getByRole('table', { name: /^Estadísticas de \d{4}$/ })).toBeVisible(COLD_START);
    await expectNoSidewaysScrollOnPhones(page, 'the statistics');
    // Its nine columns do not fit: the table scrolls sideways in its own box, so the last one is reachable.
    const scroller = page.getByRole('region', { name: /^Tabla de estadísticas de \d{4}$/ });
    expect(await scroller.evaluate((e) => getComputedStyle(e).overflowX)).toBe('auto');
    // It says so, and the month stays in view while it scrolls (issue 34, item 6).
    await expect(
      page.getByText(
        'Deslizá la tabla hacia la izquierda para ver los aportes, las visitas y el voluntariado',
      ),
    ).toBeVisible();
    const last = page.getByRole('columnheader', { name: 'Visitantes' });
    await last.scrollIntoViewIfNeeded();
    const box = await last.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    const month = await page.getByRole('columnheader', { name: 'Mes' }).boundingBox();
    expect(month && month.x >= 0 && month.x + month.width <= PHONE.width).toBe(true);
    // The money chart's axes say their currency.
    // (Its ticks carry the currency: the chart whose axis says «US$».)
    const money = page.getByRole('application').filter({ hasText: 'US$' });
    await expect(money).toContainText('Pesos');
    await expect(money).toContainText('Dólares');
    await page.goto(url('/admin#/interfaces'));
    await expect(page.getByLabel('Texto de Visitas')).not.toBeEmpty();
    await expectNoSidewaysScrollOnPhones(page, 'the site texts');
  });

  test('the forms that create records fit', async ({ page }) => {
    await signIn(page);
    for (const resource of ['dogs', 'press', 'escolar', 'users', 'contributions']) {
      await page.goto(url(`/admin#/${resource}/create`));
      await expect(page.locator('.RaCreate-main form')).toBeVisible(COLD_START);
      await expectNoSidewaysScrollOnPhones(page, `the ${resource} create view`);
    }
  });
});

test('on a desktop the lists keep their table', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await page.goto(url('/admin#/dogs'));
  // Row 0 is the header: a second row means the records arrived.
  await expect(page.getByRole('row').nth(1)).toBeVisible(COLD_START);
  await expect(page.getByRole('columnheader', { name: 'Nombre' })).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /Dar de (baja|alta)/ }),
  ).toBeVisible();
  await expect(page.getByTestId('compact-row')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Volver al sitio' })).toHaveText('Volver al sitio');
});
