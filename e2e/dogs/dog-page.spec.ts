import { type DogAge, type DogGender, dogAgeLabel, referenceLabel } from '@campito/core';
import sharp from 'sharp';
import { expect, expectAccessible, test } from '../fixtures/test';
import { allDogs, apiDogs, hiddenDemoDogs } from './helpers';

test('a dog opens from the list and shows its photos, data, references and story', async ({
  page,
  request,
}) => {
  const { dogs } = await apiDogs(request);
  const dog = dogs[1]!;
  await page.goto('/adoptar/perros');
  await page.getByRole('link', { name: dog.name, exact: true }).click();
  await expect(page).toHaveURL(`/adoptar/perros/${dog._id}`);
  await expect(page.locator('h1')).toHaveText(dog.name);
  await expect(page.locator('.dog-race')).toHaveText(dog.race);
  await expect(page.locator('.dog-facts dd')).toHaveText([
    new RegExp(dog.gender, 'i'),
    dogAgeLabel(dog.age as DogAge, dog.gender as DogGender),
    new RegExp(dog.size, 'i'),
  ]);
  // Said of this dog, agreeing with its sex («Castrada» for a female).
  await expect(page.getByRole('list', { name: 'Referencias' }).getByRole('listitem')).toHaveText(
    dog.references.map((r: string) => referenceLabel(r, dog.gender as DogGender)),
  );
  await expect(page.getByRole('heading', { name: 'Su historia' })).toBeVisible();
  const photos = page.getByRole('region', { name: `Fotos de ${dog.name}` }).locator('img');
  await expect(photos).toHaveCount(dog.images.length);
  await expect(photos.first()).toHaveAttribute('loading', 'eager');
  await expect(photos.first()).toHaveAttribute('fetchpriority', 'high');
  for (let i = 1; i < dog.images.length; i++) await expect(photos.nth(i)).toHaveAttribute('loading', 'lazy');
  for (const attr of ['srcset', 'sizes', 'width', 'height', 'alt']) {
    await expect(photos.first()).toHaveAttribute(attr, /.+/);
  }
  await expectAccessible(page);
});

test('the photo carousel moves both ways, wraps at the ends and works with the keyboard', async ({
  page,
  request,
}) => {
  const dog = (await allDogs(request)).find((d) => d.images.length >= 3)!;
  const n = dog.images.length;
  await page.goto(`/adoptar/perros/${dog._id}`);
  const carousel = page.getByRole('region', { name: `Fotos de ${dog.name}` });
  const position = carousel.locator('.carousel-position');
  const next = carousel.getByRole('button', { name: 'Siguiente' });
  const previous = carousel.getByRole('button', { name: 'Anterior' });
  const visible = async () =>
    carousel.locator('.carousel-slide').evaluateAll((slides) => {
      const track = slides[0]!.parentElement!.getBoundingClientRect();
      return slides.findIndex((s) => Math.abs(s.getBoundingClientRect().left - track.left) < 2) + 1;
    });

  await expect(position).toHaveText(`1 / ${n}`);
  await next.click();
  await expect(position).toHaveText(`2 / ${n}`);
  await expect.poll(visible).toBe(2);
  await previous.click();
  await expect(position).toHaveText(`1 / ${n}`);
  await expect.poll(visible).toBe(1);
  // Back from the first goes round to the last, and forward from the last to the first.
  await previous.click();
  await expect(position).toHaveText(`${n} / ${n}`);
  await expect.poll(visible).toBe(n);
  await next.click();
  await expect(position).toHaveText(`1 / ${n}`);
  await expect.poll(visible).toBe(1);
  // Keyboard: the buttons are reachable and the arrow keys move too.
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(position).toHaveText(`2 / ${n}`);
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText(`1 / ${n}`);
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText(`${n} / ${n}`);
  await expect.poll(visible).toBe(n);
});

test('Adoptar leads to the adoption form and Apadrinar to sponsoring, both with the dog’s name', async ({
  page,
  request,
}) => {
  const dog = (await allDogs(request)).find((d) => d.toAdopt)!;
  await page.goto(`/adoptar/perros/${dog._id}`);
  const actions = page.locator('.dog-actions');
  await actions.getByRole('link', { name: 'Adoptar', exact: true }).click();
  await expect(page).toHaveURL(`/adoptionForm/${encodeURIComponent(dog.name)}`);
  await page.goBack();
  await actions.getByRole('link', { name: 'Apadrinar', exact: true }).click();
  await expect(page).toHaveURL(`/colaborar/${encodeURIComponent(dog.name)}`);
});

test('a dog that is not up for adoption has no Adoptar button but can be sponsored', async ({
  page,
  request,
}) => {
  const dog = (await allDogs(request)).find((d) => !d.toAdopt);
  expect(dog, 'the demo content has resident dogs').toBeDefined();
  await page.goto(`/adoptar/perros/${dog!._id}`);
  const actions = page.locator('.dog-actions');
  await expect(actions.getByRole('link')).toHaveCount(1);
  await expect(actions.getByRole('link', { name: 'Apadrinar', exact: true })).toBeVisible();
  await expect(page.getByRole('main').locator('a[href^="/adoptionForm"]')).toHaveCount(0);
  await expect(page.getByText('no está en adopción')).toBeVisible();
});

test('the video loads only when asked for, from the privacy-enhanced player', async ({ page, request }) => {
  const dog = (await allDogs(request)).find((d) => d.video)!;
  const youtube: string[] = [];
  page.on('request', (r) => {
    if (/(^|\.)youtube(-nocookie)?\.com$/.test(new URL(r.url()).hostname)) youtube.push(r.url());
  });
  await page.goto(`/adoptar/perros/${dog._id}`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.dog-video iframe')).toHaveCount(0);
  expect(youtube, 'nothing from YouTube before the click').toEqual([]);
  await page.getByRole('link', { name: `Ver video: Video de ${dog.name}` }).click();
  await expect(page.locator('.dog-video iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
  );
  await expect.poll(() => youtube[0]).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
});

test('sharing copies the dog’s link where the browser has no share sheet', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const { dogs } = await apiDogs(request);
  await page.goto(`/adoptar/perros/${dogs[0]!._id}`);
  await page.evaluate(() => {
    // Headless Chromium may or may not offer navigator.share; the fallback is what is tested.
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await page.getByRole('button', { name: 'Compartir' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copiamos el enlace' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/adoptar/perros/${dogs[0]!._id}`,
  );
});

test('unknown, removed, pending and malformed dogs get the Spanish 404 page with status 404', async ({
  page,
}) => {
  const hidden = hiddenDemoDogs();
  expect(hidden.removed.length).toBeGreaterThan(0);
  expect(hidden.pending.length).toBeGreaterThan(0);
  for (const id of [
    '4b8f3c1e-9a2d-4c5b-8e7f-0123456789ab',
    hidden.removed[0],
    hidden.pending[0],
    'no-es-un-id',
    '123',
  ]) {
    const response = await page.goto(`/adoptar/perros/${id}`);
    expect(response?.status(), id).toBe(404);
    await expect(page.locator('h1')).toHaveText('Página no encontrada');
  }
  await expectAccessible(page);
});

test('each dog page has its own title, description, canonical URL, social cards and JSON-LD', async ({
  page,
  request,
  baseURL,
}) => {
  const { dogs } = await apiDogs(request);
  const dog = dogs[2]!;
  const url = `${baseURL}/adoptar/perros/${dog._id}`;
  await page.goto(`/adoptar/perros/${dog._id}`);
  await expect(page).toHaveTitle(
    new RegExp(`^(${dog.name} busca familia|Conocé a ${dog.name}) · El Campito$`),
  );
  const meta = (selector: string) => page.locator(`head ${selector}`).getAttribute('content');
  expect(await meta('meta[name="description"]')).toContain(dog.name);
  expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(url);
  expect(await meta('meta[property="og:url"]')).toBe(url);
  expect(await meta('meta[property="og:title"]')).toContain(dog.name);
  // Shared links show the dog's card (issue 17): its photo, its name and where it is, 1200×630.
  const card = await meta('meta[property="og:image"]');
  expect(card).toMatch(new RegExp(`^${baseURL}/og/perro/${dog._id}\\.jpg\\?v=[0-9a-f]{16}$`));
  expect(await meta('meta[property="og:image:width"]')).toBe('1200');
  expect(await meta('meta[property="og:image:height"]')).toBe('630');
  expect(await meta('meta[property="og:image:alt"]')).toContain(dog.name);
  expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
  expect(await meta('meta[name="twitter:image"]')).toBe(card);
  const image = await request.get(card!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/jpeg');
  expect(image.headers()['cache-control']).toContain('immutable');
  expect(await sharp(await image.body()).metadata()).toMatchObject({
    format: 'jpeg',
    width: 1200,
    height: 630,
  });
  // The page's structured data still names the dog's own photo.
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemPage', url });
  expect(ld.primaryImageOfPage.contentUrl).toBe(dog.images[0]);
  const photo = await request.get(dog.images[0]!);
  expect(photo.headers()['content-type']).toBe('image/webp');
  expect(ld.breadcrumb.itemListElement.at(-1)).toMatchObject({ name: dog.name, item: url });
  // Another dog, another description.
  await page.goto(`/adoptar/perros/${dogs[3]!._id}`);
  expect(await meta('meta[name="description"]')).toContain(dogs[3]!.name);
});
