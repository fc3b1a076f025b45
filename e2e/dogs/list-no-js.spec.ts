import { expect, test } from '../fixtures/test';
import { apiDogs } from './helpers';

// The list is server-rendered: filters are a GET form and pages are links, so all of it works without
// JavaScript.
test.use({ javaScriptEnabled: false });

const cards = (page: import('@playwright/test').Page) => page.locator('.dog-grid > li');

test('without JavaScript the filters work as a form and keep their values in the URL', async ({
  page,
  request,
}) => {
  await page.goto('/adoptar/perros');
  await page.getByLabel('Sexo', { exact: true }).selectOption('macho');
  await page.getByLabel('Edad', { exact: true }).selectOption('adulto jóven');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/sexo=macho/);
  await expect(page).toHaveURL(/edad=adulto\+j%C3%B3ven/);
  const { dogs, total } = await apiDogs(request, { gender: 'macho', age: 'adulto jóven' });
  await expect(cards(page).locator('h2')).toHaveText(dogs.map((d) => d.name));
  await expect(page.getByTestId('dogs-count')).toContainText(`Encontramos ${total} perro`);
  // The server renders the chosen values back into the form.
  await expect(page.getByLabel('Sexo', { exact: true })).toHaveValue('macho');
  await expect(page.getByLabel('Edad', { exact: true })).toHaveValue('adulto jóven');
  await expect(page.getByLabel('Tamaño', { exact: true })).toHaveValue('');
});

test('without JavaScript the pages are links and a new filter starts again at page 1', async ({
  page,
  request,
}) => {
  await page.goto('/adoptar/perros');
  await page.getByRole('link', { name: 'Página siguiente' }).click();
  await expect(page).toHaveURL(/pagina=2/);
  const { dogs } = await apiDogs(request, { page: '2' });
  await expect(cards(page).locator('h2')).toHaveText(dogs.map((d) => d.name));
  await expect(page.getByRole('link', { name: 'Página 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.getByLabel('Tamaño', { exact: true }).selectOption('chico');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).not.toHaveURL(/pagina=/);
  const small = await apiDogs(request, { size: 'chico' });
  await expect(cards(page).locator('h2')).toHaveText(small.dogs.map((d) => d.name));
});
