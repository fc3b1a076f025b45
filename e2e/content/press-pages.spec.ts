// A press section with more notes than a page holds, on a server of our own (demo content + a superAdmin who
// adds the notes through the staff API): the section shows CONTENT_PAGE_SIZE notes a page, newest first,
// and its page links work as plain links — the press pages ship no JavaScript.
import { CONTENT_PAGE_SIZE } from '@campito/core';
import { type RunningServer, startServer } from '../fixtures/server';
import { expect, expectAccessible, test } from '../fixtures/test';

const ADMIN_EMAIL = 'prensa-staff@example.com';
const ADMIN_PASSWORD = 'campito2024seguro';
const TYPE = 'Radio / Audio';

let server: RunningServer;
let before = 0;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(240_000);
  server = await startServer({ env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
  const staff = await playwright.request.newContext({ baseURL: server.url });
  const login = await staff.post('/api/auth/login', { data: { email: ADMIN_EMAIL, pass: ADMIN_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const demo = await staff.get(`/api/press?type=${encodeURIComponent(TYPE)}`);
  before = Number(demo.headers()['x-total-count']);
  // Enough new notes for a second page, dated after every demo note: "Programa 30" is the newest.
  for (let i = 1; i <= CONTENT_PAGE_SIZE + 6; i++) {
    const day = String(i).padStart(2, '0');
    const res = await staff.post('/api/admin/press', {
      data: { media: 'FM Campito', type: TYPE, date: `2030-01-${day}`, title: `Programa ${day}` },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await staff.dispose();
});

test.afterAll(async () => {
  await server?.stop();
});

test('a press section goes page by page, newest first, with plain links and no JavaScript', async ({
  page,
}) => {
  const total = before + CONTENT_PAGE_SIZE + 6;
  const pages = Math.ceil(total / CONTENT_PAGE_SIZE);
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await page.goto(`${server.url}/prensa/radio`);
  const cards = page.getByTestId('press-card');
  await expect(cards).toHaveCount(CONTENT_PAGE_SIZE);
  await expect(cards.first()).toContainText('Programa 30');
  await expect(page.locator('.press-count')).toHaveText(
    `${total} notas, de la más nueva a la más vieja. Página 1 de ${pages}.`,
  );
  const nav = page.getByRole('navigation', { name: 'Páginas del listado' });
  await expect(nav.getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);

  // The next page by keyboard: a link like any other.
  await nav.getByRole('link', { name: 'Página siguiente' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${server.url}/prensa/radio?pagina=2`);
  await expect(page).toHaveTitle(/^Radio \(página 2\)/);
  await expect(cards.first()).toContainText('Programa 06');
  await expect(nav.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.press-count')).toContainText(`Página 2 de ${pages}.`);
  expect(scripts.filter((url) => !url.endsWith('/enhance.js'))).toEqual([]);

  // A page past the last goes to the last.
  await page.goto(`${server.url}/prensa/radio?pagina=99`);
  await expect(page).toHaveURL(`${server.url}/prensa/radio?pagina=${pages}`);
});
