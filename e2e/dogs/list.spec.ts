import { type DogAge, type DogGender, dogAgeLabel } from '@campito/core';
import { waitForHydration } from '../content/helpers';
import { expect, expectAccessible, test } from '../fixtures/test';
import { AGES, apiDogs, GENDERS, SIZES } from './helpers';

const count = (page: import('@playwright/test').Page) => page.getByTestId('dogs-count');
const cards = (page: import('@playwright/test').Page) => page.locator('.dog-grid > li');

test('the dog list shows ten dogs with photo, name, gender, age and size, and how many there are', async ({
  page,
  request,
}) => {
  const { dogs, total } = await apiDogs(request);
  const response = await page.goto('/adoptar/perros');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('Perros en adopción');
  await expect(cards(page)).toHaveCount(10);
  await expect(count(page)).toContainText(`Encontramos ${total} perros.`);
  const first = cards(page).first();
  await expect(first.getByRole('link', { name: dogs[0]!.name })).toHaveAttribute(
    'href',
    `/adoptar/perros/${dogs[0]!._id}`,
  );
  await expect(first.locator('dt')).toHaveText(['Sexo', 'Edad', 'Tamaño']);
  await expect(first.locator('dd').nth(0)).toHaveText(new RegExp(dogs[0]!.gender, 'i'));
  // The age agrees with the dog («Adulta joven» for a female): core's label of its stored value.
  await expect(first.locator('dd').nth(1)).toHaveText(
    dogAgeLabel(dogs[0]!.age as DogAge, dogs[0]!.gender as DogGender),
  );
  await expect(first.locator('dd').nth(2)).toHaveText(new RegExp(dogs[0]!.size, 'i'));
  // «Todas» agrees with «edades».
  for (const [label, all] of [
    ['Sexo', 'Todos'],
    ['Edad', 'Todas'],
    ['Tamaño', 'Todos'],
  ]) {
    await expect(page.getByLabel(label!, { exact: true }).locator('option').first()).toHaveText(all!);
  }
  await expectAccessible(page);
});

test('every dog photo in the list has srcset, sizes, width, height and alt; only the first loads eagerly', async ({
  page,
}) => {
  await page.goto('/adoptar/perros');
  const images = page.locator('.dog-grid img');
  await expect(images).toHaveCount(10);
  for (let i = 0; i < 10; i++) {
    const img = images.nth(i);
    for (const attr of ['srcset', 'sizes', 'width', 'height', 'alt']) {
      expect(await img.getAttribute(attr), `${attr} of image ${i + 1}`).toBeTruthy();
    }
    expect(await img.getAttribute('srcset')).toMatch(/\/media\/[0-9a-f-]+-320\.webp 320w/);
    expect(await img.getAttribute('loading')).toBe(i === 0 ? 'eager' : 'lazy');
    expect(await img.getAttribute('fetchpriority')).toBe(i === 0 ? 'high' : 'auto');
  }
});

const FILTERS = [
  { label: 'Sexo', param: 'sexo', api: 'gender', values: GENDERS },
  { label: 'Edad', param: 'edad', api: 'age', values: AGES },
  { label: 'Tamaño', param: 'tamano', api: 'size', values: SIZES },
];

for (const filter of FILTERS) {
  test(`filtering by ${filter.label} shows only the dogs the API finds for each value, without a reload`, async ({
    page,
    request,
  }) => {
    await page.goto('/adoptar/perros');
    // The filters navigate through React: a choice made before it hydrated would wait for «Filtrar».
    await waitForHydration(page, 'main');
    // A full reload would lose this marker.
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    for (const value of filter.values) {
      await page.getByLabel(filter.label, { exact: true }).selectOption(value);
      await expect(page).toHaveURL(
        new RegExp(`[?&]${filter.param}=${encodeURIComponent(value).replace(/%20/g, '(\\+|%20)')}(&|$)`),
      );
      const { dogs, total } = await apiDogs(request, { [filter.api]: value, limit: '10' });
      await expect(count(page)).toContainText(
        total === 1 ? 'Encontramos 1 perro.' : `Encontramos ${total} perros.`,
      );
      const names = cards(page).locator('h2');
      await expect(names).toHaveText(dogs.map((d) => d.name));
      if (filter.api !== 'age' || value !== 'especial') {
        const column = { gender: 0, age: 1, size: 2 }[filter.api]!;
        const texts = await cards(page)
          .locator(`.dog-facts > div:nth-child(${column + 1}) dd`)
          .allTextContents();
        // An age is said agreeing with each dog («cachorra»); sex and size as they are stored.
        texts.forEach((text, i) => {
          const said =
            filter.api === 'age' ? dogAgeLabel(value as DogAge, dogs[i]!.gender as DogGender) : value;
          expect(text.toLowerCase()).toBe(said.toLowerCase());
        });
      }
    }
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    // "Todos" takes the filter out of the URL again.
    await page.getByLabel(filter.label, { exact: true }).selectOption('');
    await expect(page).toHaveURL(/\/adoptar\/perros$/);
  });
}

test('the pages move with previous, next and numbers, marking the current one', async ({ page, request }) => {
  const { total } = await apiDogs(request);
  const pages = Math.ceil(total / 10);
  await page.goto('/adoptar/perros');
  const nav = page.getByRole('navigation', { name: 'Páginas del listado' });
  await expect(nav.getByRole('link', { name: 'Página 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const firstNames = await cards(page).locator('h2').allTextContents();

  await nav.getByRole('link', { name: 'Página siguiente' }).click();
  await expect(page).toHaveURL(/pagina=2/);
  await expect(nav.getByRole('link', { name: 'Página 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const { dogs: second } = await apiDogs(request, { page: '2' });
  await expect(cards(page).locator('h2')).toHaveText(second.map((d) => d.name));

  await nav.getByRole('link', { name: `Página ${pages}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`pagina=${pages}`));
  await expect(cards(page)).toHaveCount(total - 10 * (pages - 1));
  await expect(nav.getByRole('link', { name: 'Página siguiente' })).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/pagina=2/);
  // The address changes before the page does: the links are page 2's once it is marked current.
  await expect(nav.getByRole('link', { name: 'Página 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await nav.getByRole('link', { name: 'Página anterior' }).click();
  await expect(page).toHaveURL(/\/adoptar\/perros$/);
  await expect(cards(page).locator('h2')).toHaveText(firstNames);
});

test('changing a filter on page 2 goes back to page 1, and the back button restores page 2', async ({
  page,
}) => {
  await page.goto('/adoptar/perros?sexo=hembra&pagina=2');
  await expect(page.getByRole('link', { name: 'Página 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByLabel('Sexo', { exact: true })).toHaveValue('hembra');
  await page.getByLabel('Tamaño', { exact: true }).selectOption('grande');
  await expect(page).toHaveURL(/sexo=hembra&tamano=grande$/);
  await expect(page).not.toHaveURL(/pagina=/);
  await page.goBack();
  await expect(page).toHaveURL(/sexo=hembra&pagina=2$/);
  await expect(page.getByLabel('Tamaño', { exact: true })).toHaveValue('');
  await expect(page.getByRole('link', { name: 'Página 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
