import { paragraphs } from '@campito/core';
import { INTERFACE_TEXTS } from '../../apps/server/src/seed/interface';
import { expect, expectAccessible, test } from '../fixtures/test';
import { waitForHydration } from './helpers';

// The demo content's staff texts (interface record), as the first start loads them.
const firstParagraph = (text: string) => paragraphs(text)[0]!;

test('the about page tells the story with its figures and the staff photo', async ({ page }) => {
  const response = await page.goto('/detalle');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nosotros');
  const main = page.getByRole('main');
  await expect(main).toContainText('cerca de 400 perros');
  await expect(main).toContainText('unos 100 de ellos no pueden caminar');
  const photo = main.locator('figure img');
  await expect(photo).toHaveAttribute('src', /^\/media\/[0-9a-f-]{36}-\d+\.webp$/);
  await expect(photo).toHaveAttribute('alt', /.+/);
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(main.getByRole('link', { name: 'Cuidados' })).toHaveAttribute('href', '/cuidados');
  await expectAccessible(page);
});

test('the visits page says visits are suspended and explains days, what to bring and how to arrive', async ({
  page,
}) => {
  await page.goto('/visitas');
  await expect(page.getByTestId('visits-suspended')).toBeVisible();
  await expect(page.getByTestId('visits-suspended')).toContainText('las visitas están suspendidas');
  const main = page.getByRole('main');
  await expect(main.locator('.rich-text p').first()).toHaveText(firstParagraph(INTERFACE_TEXTS.visitasText));
  await expect(main).toContainText('El primer domingo de cada mes y los sábados siguientes.');
  await expect(main).toContainText('No hace falta anotarse');
  await expect(main).toContainText('Si llueve, se suspende');
  for (const item of ['Correas', 'Repelente de mosquitos', 'Protector solar', 'Ropa abrigada']) {
    await expect(main.getByText(`${item}:`)).toBeVisible();
  }
  const arrival = main.getByRole('region', { name: 'Cómo llegar' });
  await expect(arrival.getByRole('heading', { level: 3 })).toHaveText(['En auto', 'En combi', 'En tren']);
  await expect(arrival).toContainText('con reserva previa');
  await expect(arrival).toContainText('tren Roca');
  await expectAccessible(page);
});

test('the care page covers daily care, the carts of about 130 dogs and a life of 15 to 20 years', async ({
  page,
}) => {
  await page.goto('/cuidados');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Un día en El Campito' })).toBeVisible();
  await expect(main).toContainText('cerca de 130 necesitan carritos');
  await expect(main.getByRole('heading', { name: 'Perros con discapacidad' })).toBeVisible();
  await expect(main).toContainText('Un perro vive entre 15 y 20 años');
  await expectAccessible(page);
});

test('the abuse-report guide explains law 14.346, the steps, the evidence and the age of 18', async ({
  page,
}) => {
  await page.goto('/denuncias');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Qué dice la Ley 14.346' })).toBeVisible();
  await expect(main).toContainText('prisión de quince días a un año');
  await expect(page.getByTestId('reporter-age')).toContainText('tenés que ser mayor de 18 años');
  const steps = main.locator('ol.steps > li');
  await expect(steps).toHaveCount(5);
  await expect(steps.first()).toContainText('Juntá pruebas');
  await expect(main.getByRole('heading', { name: 'Qué pruebas juntar' })).toBeVisible();
  await expect(main.locator('.checklist li')).toHaveCount(8);
  await expect(main.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
  await expectAccessible(page);
});

test('the volunteering page shows the staff text and photo, the areas, and leads to the form', async ({
  page,
}) => {
  await page.goto('/voluntario');
  const main = page.getByRole('main');
  await expect(main.locator('.rich-text p').first()).toHaveText(
    firstParagraph(INTERFACE_TEXTS.voluntarioText),
  );
  await expect(main.locator('figure img')).toHaveAttribute('src', /^\/media\//);
  const areas = main.getByRole('region', { name: 'Dónde nos hace falta una mano' });
  await expect(areas.getByRole('listitem')).toHaveCount(8);
  await expectAccessible(page);
  await main.getByRole('link', { name: 'Quiero ser voluntario' }).click();
  await expect(page).toHaveURL(/\/volunteerForm$/);
});

test('the projects page leads to the school project and to the workshops', async ({ page }) => {
  await page.goto('/proyectos');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Proyecto escolar' })).toHaveAttribute(
    'href',
    '/proyectoescolar',
  );
  await expect(main.getByRole('link', { name: 'Talleres, capacitaciones y charlas' })).toHaveAttribute(
    'href',
    '/proyectotalleres',
  );
  await expectAccessible(page);
  await main.getByRole('link', { name: 'Talleres, capacitaciones y charlas' }).click();
  await expect(page).toHaveURL(/\/proyectotalleres$/);
  await page.goBack();
  await main.getByRole('link', { name: 'Proyecto escolar' }).click();
  await expect(page).toHaveURL(/\/proyectoescolar$/);
});

test('the school project shows the staff text, the three stages, a photo grid and the videos', async ({
  page,
  request,
}) => {
  const posts = await (await request.get('/api/escolar?category=escolar')).json();
  expect(posts.length).toBeGreaterThan(0);
  await page.goto('/proyectoescolar');
  const main = page.getByRole('main');
  await expect(main.locator('.rich-text p').first()).toHaveText(firstParagraph(INTERFACE_TEXTS.escolarText));
  await expect(page.getByTestId('school-stages').getByRole('heading')).toHaveText([
    'Nivel inicial (de 3 a 5 años)',
    'Nivel primario (de 6 a 11 años)',
    'Nivel secundario (desde los 12 años)',
  ]);
  const photos = page.getByTestId('photo-grid').locator('figure');
  await expect(photos).toHaveCount(posts.length);
  await expect(photos.first().locator('figcaption')).toHaveText(posts[0].title);
  const videos = main.getByRole('region', { name: 'Videos del proyecto escolar' });
  await expect(videos.locator('.carousel-slide')).toHaveCount(posts.length);
  await expectAccessible(page);
});

test('the workshops page has three carousels, one per category, and says how long talks last', async ({
  page,
  request,
}) => {
  await page.goto('/proyectotalleres');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Talleres', 'Capacitaciones', 'Charlas']);
  for (const [name, category] of [
    ['Talleres', 'talleres'],
    ['Capacitaciones', 'capacitaciones'],
    ['Charlas', 'charlas'],
  ] as const) {
    const posts = await (await request.get(`/api/escolar?category=${category}`)).json();
    const carousel = main.getByRole('region', { name, exact: true });
    await expect(carousel.locator('.carousel-slide')).toHaveCount(posts.length);
    await expect(carousel.getByRole('heading', { level: 3 })).toHaveText(
      posts.map((p: { title: string }) => p.title),
    );
    await expect(carousel.getByRole('button', { name: 'Siguiente' })).toBeVisible();
  }
  await expect(main).toContainText('Cada charla dura entre una hora y media y dos horas');
  await expectAccessible(page);
});

test('the press index links to the four sections', async ({ page }) => {
  await page.goto('/prensa');
  const main = page.getByRole('main');
  const links = main.locator('.link-card a');
  await expect(links).toHaveText(['Prensa gráfica', 'Televisión', 'Radio', 'Artistas amigos']);
  await expect(links.nth(0)).toHaveAttribute('href', '/prensa/grafica');
  await expect(links.nth(1)).toHaveAttribute('href', '/prensa/television');
  await expect(links.nth(2)).toHaveAttribute('href', '/prensa/radio');
  await expect(links.nth(3)).toHaveAttribute('href', '/prensa/amigos');
  await expectAccessible(page);
  await links.nth(2).click();
  await expect(page).toHaveURL(/\/prensa\/radio$/);
  await expect(
    page.getByRole('navigation', { name: 'Secciones de prensa' }).getByRole('link', { name: 'Radio' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('the home slider shows the interface record’s slider images, one at a time', async ({ page }) => {
  await page.goto('/');
  const slider = page.getByTestId('home-slider');
  const images = slider.locator('img');
  await expect(images).toHaveCount(4);
  await expect(images.first()).toHaveAttribute('alt', 'Perros del Campito frente a la casita del refugio');
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(slider.locator('.carousel-position')).toHaveText('1 / 4');
  await waitForHydration(page, '[data-testid="home-slider"] .carousel-track');
  await slider.getByRole('button', { name: 'Siguiente' }).click();
  await expect(slider.locator('.carousel-position')).toHaveText('2 / 4');
  await expect(page.getByTestId('home-tiles').locator('a')).toHaveCount(8);
  await expectAccessible(page);
});
