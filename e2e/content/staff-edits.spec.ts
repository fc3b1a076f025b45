// Journeys on a server of our own, whose database we change between runs: what staff store is what
// visitors see. The database is the embedded PGlite in <dataDir>/db, opened while the server is stopped.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type RunningServer, seededDataDir, startServer } from '../fixtures/server';
import { expect, expectAccessible, test } from '../fixtures/test';
import { fullyVisibleSlides, range, waitForHydration } from './helpers';

const EDITED_VISITS = [
  'Texto editado por el equipo: ¡volvemos a abrir el refugio muy pronto!',
  'Segundo párrafo editado, con los horarios nuevos.',
];
const TALLERES = 12;

let server: RunningServer;
let sliderKeys: string[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // The demo content, seeded once for the run (no first start needed to seed it).
  const dataDir = await seededDataDir();

  const db = new PGlite(path.join(dataDir, 'db'));
  try {
    await db.query('update interfaces set visitas_text = $1', [EDITED_VISITS.join('\n\n')]);
    // Two of the four slider images, in another order.
    const { rows } = await db.query<{ keys: string[] }>(
      `update interfaces set slider = jsonb_build_array(slider->2, slider->0)
       returning array[slider->0->>'key', slider->1->>'key'] as keys`,
    );
    sliderKeys = rows[0]!.keys;
    // Enough workshops for three pages of four.
    await db.query(
      `insert into posts (category, date, title, description, img, link)
       select 'talleres', date '2019-01-01' + g, 'Taller extra ' || g, 'Otro encuentro del Campito.',
              (select img from posts where category = 'talleres' limit 1), null
       from generate_series(1, $1::int - (select count(*)::int from posts where category = 'talleres')) g`,
      [TALLERES],
    );
    // Press notes become unreadable, as in an outage: the press pages must say so.
    await db.query('alter table press_notes rename to press_notes_offline');
  } finally {
    await db.close();
  }
  server = await startServer({ dataDir });
});

test.afterAll(async () => {
  await server?.stop();
});

test('an interface text edited in the database appears on its page, paragraph by paragraph', async ({
  page,
}) => {
  await page.goto(`${server.url}/visitas`);
  await expect(page.locator('main .rich-text p')).toHaveText(EDITED_VISITS);
  await expect(page.getByTestId('visits-suspended')).toBeVisible();
});

test('the home slider shows exactly the slider images stored in the interface record', async ({ page }) => {
  await page.goto(`${server.url}/`);
  const images = page.getByTestId('home-slider').locator('img');
  await expect(images).toHaveCount(2);
  for (const [i, key] of sliderKeys.entries()) {
    await expect(images.nth(i)).toHaveAttribute('src', new RegExp(`^/media/${key}-\\d+\\.webp$`));
  }
  await expect(page.getByTestId('home-tiles').locator('a')).toHaveCount(8);
});

for (const { width, perView } of [
  { width: 1280, perView: 4 },
  { width: 700, perView: 3 },
  { width: 400, perView: 1 },
]) {
  test(`at ${width} px wide a carousel shows ${perView} slides and moves by ${perView}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.url}/proyectotalleres`);
    const carousel = page.getByRole('region', { name: 'Talleres', exact: true });
    await expect(carousel.locator('.carousel-slide')).toHaveCount(TALLERES);
    await expect.poll(() => fullyVisibleSlides(carousel)).toEqual(range(0, perView));
    await waitForHydration(page, '.carousel-track');

    const next = carousel.getByRole('button', { name: 'Siguiente' });
    const previous = carousel.getByRole('button', { name: 'Anterior' });
    await next.click();
    await expect.poll(() => fullyVisibleSlides(carousel)).toEqual(range(perView, perView));
    await next.click();
    await expect.poll(() => fullyVisibleSlides(carousel)).toEqual(range(2 * perView, perView));
    await previous.click();
    await expect.poll(() => fullyVisibleSlides(carousel)).toEqual(range(perView, perView));

    // Arrow keys work on the focused track too.
    await carousel.locator('.carousel-track').focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => fullyVisibleSlides(carousel)).toEqual(range(0, perView));
    // From the first page, "Anterior" wraps to the last one.
    await previous.click();
    const lastStart = TALLERES - perView;
    await expect.poll(() => fullyVisibleSlides(carousel)).toEqual(range(lastStart, perView));
    await next.click();
    await expect.poll(() => fullyVisibleSlides(carousel)).toEqual(range(0, perView));

    // Nothing overflows the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test('when the press notes cannot be read, the press pages show a Spanish notice instead of an empty page', async ({
  page,
  request,
}) => {
  for (const section of ['grafica', 'television', 'radio']) {
    const response = await page.goto(`${server.url}/prensa/${section}`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'No pudimos cargar las notas de prensa. Probá de nuevo en unos minutos.',
    );
    await expect(page.getByRole('navigation', { name: 'Secciones de prensa' })).toBeVisible();
  }
  await expectAccessible(page);
  const api = await request.get(`${server.url}/api/press`);
  expect(api.status()).toBe(500);
  expect((await api.json()).error).toMatch(/Tuvimos un problema/);
  // The rest of the site keeps working.
  expect((await request.get(`${server.url}/proyectoescolar`)).status()).toBe(200);
});
