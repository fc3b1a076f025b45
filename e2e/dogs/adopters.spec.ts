// Issue 17 (adopters) on a 390 px phone: the catalog's new filters, name search and order with and
// without JavaScript, the status on every card and dog page, the dogs that found a family, what living
// with a dog that does not walk means, and the home page's dog blocks.
import type { Page } from '@playwright/test';
import { waitForHydration } from '../content/helpers';
import { expect, expectAccessible, test } from '../fixtures/test';
import { type ApiDog, allDogs, apiDogs } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

const cards = (page: Page) => page.locator('.dog-grid > li');
const names = (page: Page) => cards(page).locator('.dog-card-name');
const count = (page: Page) => page.getByTestId('dogs-count');
const STATUS_TEXT: Record<ApiDog['status'], RegExp> = {
  'en-adopcion': /^En adopción$/,
  'en-proceso': /^En proceso de adopción$/,
  apadrinamiento: /^Sólo apadrinamiento$/,
  adoptado: /^Adoptad[oa]$/,
};
const found = (total: number) => (total === 1 ? 'Encontramos 1 perro.' : `Encontramos ${total} perros.`);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filters are a form: mobility, traits, name and order land on a clean, shareable URL', async ({
    page,
    request,
  }) => {
    await page.goto('/adoptar/perros');
    await page.getByLabel('Movilidad').selectOption('no-camina');
    // The yes/no filters are folded under "Convivencia y cuidados" (a native disclosure).
    await page.locator('summary').filter({ hasText: 'Convivencia y cuidados' }).click();
    await page.getByLabel('Necesita cuidados especiales').check();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    // The server sends the form's empty fields away: only what was chosen stays in the address.
    await expect(page).toHaveURL(/\/adoptar\/perros\?movilidad=no-camina&cuidados-especiales=si$/);
    const { dogs, total } = await apiDogs(request, { mobility: 'no-camina', specialNeeds: 'true' });
    expect(total).toBeGreaterThan(0);
    await expect(names(page)).toHaveText(dogs.map((d) => d.name));
    await expect(count(page)).toContainText(found(total));
    await expect(page.getByLabel('Movilidad')).toHaveValue('no-camina');
    await expect(page.getByLabel('Necesita cuidados especiales')).toBeChecked();
    await expect(page.getByText('Convivencia y cuidados (1)')).toBeVisible();
    // Every card says how it moves.
    for (const text of await cards(page).locator('.dog-card-mobility').allTextContents())
      expect(text).toMatch(/Usa carrito|No se moviliza|Camina con dificultad/);
    await expect(cards(page).locator('.dog-card-mobility')).toHaveCount(dogs.length);

    // The order: the longest waiting first.
    await page.getByLabel('Ordenar').selectOption('antiguos');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/movilidad=no-camina&cuidados-especiales=si&orden=antiguos$/);
    const oldest = await apiDogs(request, { mobility: 'no-camina', specialNeeds: 'true', sort: 'antiguos' });
    await expect(names(page)).toHaveText(oldest.dogs.map((d) => d.name));

    // "Quitar los filtros" is a plain link back to the whole list.
    await page.getByRole('link', { name: 'Quitar los filtros' }).click();
    await expect(page).toHaveURL(/\/adoptar\/perros$/);
    await expect(page.getByLabel('Movilidad')).toHaveValue('');
  });

  test('the name search forgives accents and capitals; a name nobody has keeps the alert of docs/product.md §2.3 and the list', async ({
    page,
    request,
  }) => {
    await page.goto('/adoptar/perros');
    await page.getByLabel('Nombre').fill('TURRON');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/\/adoptar\/perros\?nombre=TURRON$/);
    await expect(names(page)).toHaveText(['Turrón']);
    await expect(count(page)).toContainText('Encontramos 1 perro.');

    await page.getByLabel('Nombre').fill('Nadie se llama así');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByRole('alert')).toHaveText('No se encontraron perros con ese filtro');
    const { total } = await apiDogs(request);
    await expect(count(page)).toContainText(`Mostramos todos los perros en adopción: ${total}.`);
  });

  test('a value the catalog does not know is left out, with a notice instead of an error', async ({
    page,
  }) => {
    const response = await page.goto('/adoptar/perros?movilidad=vuela&sexo=hembra');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('dogs-ignored')).toContainText('no la reconocimos');
    await expect(page.getByLabel('Sexo', { exact: true })).toHaveValue('hembra');
    await expect(page.getByLabel('Movilidad')).toHaveValue('');
  });

  test('"Ya tienen familia" lists the adopted dogs, and each one’s page keeps saying so', async ({
    page,
  }) => {
    await page.goto('/adoptar/perros');
    await page.getByRole('link', { name: 'ya tienen familia' }).click();
    await expect(page).toHaveURL(/\/adoptar\/ya-tienen-familia$/);
    await expect(page.locator('h1')).toHaveText('Ya tienen familia');
    await expect(count(page)).toContainText(/perros? encontr/);
    const statuses = await cards(page).getByTestId('dog-status').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    for (const s of statuses) expect(s).toMatch(STATUS_TEXT.adoptado);
    const first = (await names(page).first().textContent())!;
    await names(page).first().getByRole('link').click();
    await expect(page.locator('h1')).toHaveText(first);
    await expect(page.getByText('Ya tiene familia.')).toBeVisible();
    await expect(page.getByTestId('dog-status')).toHaveText(STATUS_TEXT.adoptado);
    await expect(page.locator('.dog-actions')).toHaveCount(0);
  });

  test('the home page shows urgent dogs, the longest waiting and the latest adoptions, server-rendered', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    for (const [id, title] of [
      ['home-urgentes', 'Urgentes'],
      ['home-esperando', 'Perros que esperan hace más tiempo'],
      ['home-familia', 'Ya tienen familia'],
    ] as const) {
      const block = page.getByTestId(id);
      await expect(block.getByRole('heading', { level: 2 })).toHaveText(title);
      // Four cards each; a phone shows two (the others' lazy photos are never fetched).
      await expect(block.locator('.dog-grid > li')).toHaveCount(4);
      await expect(block.locator('.dog-grid > li:visible')).toHaveCount(2);
      for (const img of await block.locator('img').all())
        await expect(img).toHaveAttribute('loading', 'lazy');
      await expect(block.locator('.dog-card h3')).toHaveCount(4);
    }
    const urgent = (await allDogs(request)).filter((d) => d.isUrgent).map((d) => d.name);
    for (const name of await page.getByTestId('home-urgentes').locator('.dog-card-name').allTextContents())
      expect(urgent).toContain(name);
    const { dogs: waiting } = await apiDogs(request, { sort: 'antiguos', limit: '50' });
    const offered = waiting.filter((d) => d.toAdopt).slice(0, 4);
    await expect(page.getByTestId('home-esperando').locator('.dog-card-name')).toHaveText(
      offered.map((d) => d.name),
    );
    await page.getByRole('link', { name: 'Ver a todos, primero los que esperan hace más tiempo' }).click();
    await expect(page).toHaveURL(/\/adoptar\/perros\?orden=antiguos$/);
    await expect(page.getByLabel('Ordenar')).toHaveValue('antiguos');
  });
});

test.describe('with JavaScript', () => {
  test('each choice applies at once without a reload; the name on Enter; a change goes back to page 1', async ({
    page,
    request,
  }) => {
    await page.goto('/adoptar/perros?pagina=2');
    // The choices navigate through React: one made before it hydrated would wait for «Filtrar».
    await waitForHydration(page, 'main');
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    await page.getByLabel('Movilidad').selectOption('carrito');
    await expect(page).toHaveURL(/\/adoptar\/perros\?movilidad=carrito$/);
    const carts = await apiDogs(request, { mobility: 'carrito' });
    await expect(names(page)).toHaveText(carts.dogs.map((d) => d.name));

    await page.locator('summary').filter({ hasText: 'Convivencia y cuidados' }).click();
    await page.getByLabel('Se lleva con perros').check();
    await expect(page).toHaveURL(/movilidad=carrito&con-perros=si$/);
    const both = await apiDogs(request, { mobility: 'carrito', goodWithDogs: 'true' });
    if (both.total > 0) await expect(names(page)).toHaveText(both.dogs.map((d) => d.name));
    else await expect(page.getByRole('alert')).toHaveText('No se encontraron perros con ese filtro');
    await page.getByLabel('Se lleva con perros').uncheck();
    await expect(page).toHaveURL(/\/adoptar\/perros\?movilidad=carrito$/);

    // Typing does not reload the list at every key; Enter applies it.
    const name = carts.dogs[0]!.name;
    await page.getByLabel('Nombre').fill(name.toLowerCase());
    await expect(page).toHaveURL(/\/adoptar\/perros\?movilidad=carrito$/);
    await page.getByLabel('Nombre').press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`nombre=${encodeURIComponent(name.toLowerCase())}&movilidad=carrito$`),
    );
    await expect(names(page).first()).toHaveText(name);

    // Back and forward keep the fields in step with the URL.
    await page.goBack();
    await expect(page.getByLabel('Nombre')).toHaveValue('');
    await page.getByRole('link', { name: 'Quitar los filtros' }).click();
    await expect(page).toHaveURL(/\/adoptar\/perros$/);
    await expect(page.getByLabel('Movilidad')).toHaveValue('');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('every card and dog page says where the dog stands, in words', async ({ page, request }) => {
    const dogs = await allDogs(request);
    const byStatus = (status: ApiDog['status']) => dogs.find((d) => d.status === status);
    // The demo has adoptions under way and dogs that live at the shelter.
    for (const status of ['en-adopcion', 'en-proceso', 'apadrinamiento'] as const) {
      const dog = byStatus(status);
      expect(dog, status).toBeDefined();
      await page.goto(`/adoptar/perros?nombre=${encodeURIComponent(dog!.name)}`);
      const card = cards(page).filter({ hasText: dog!.name }).first();
      await expect(card.getByTestId('dog-status')).toHaveText(STATUS_TEXT[status]);
      await card.getByRole('link', { name: dog!.name }).click();
      await expect(page.locator('h1')).toHaveText(dog!.name);
      // Its own badge, beside its name (a dog in process also shows similar dogs' cards).
      await expect(page.locator('.dog-head').getByTestId('dog-status')).toHaveText(STATUS_TEXT[status]);
    }
    // The first page of the list: one badge per card, matching the API.
    await page.goto('/adoptar/perros');
    const { dogs: first } = await apiDogs(request);
    const badges = await cards(page).getByTestId('dog-status').allTextContents();
    expect(badges).toHaveLength(first.length);
    for (const [i, dog] of first.entries()) expect(badges[i]).toMatch(STATUS_TEXT[dog.status]);
  });

  test('the page of a dog that does not walk explains how it moves, its daily care and what it costs', async ({
    page,
    request,
  }) => {
    const { dogs } = await apiDogs(request, { mobility: 'carrito', limit: '50' });
    const dog = dogs.find((d) => d.monthlyCareCost !== null && d.careNeeds && d.status === 'en-adopcion')!;
    await page.goto(`/adoptar/perros/${dog._id}`);
    const living = page.getByTestId('dog-living');
    await expect(living.getByRole('heading', { name: `Cómo es vivir con ${dog.name}` })).toBeVisible();
    await expect(living).toContainText('Usa carrito.');
    await expect(living).toContainText(`${dog.name} se moviliza con un carrito`);
    await expect(living).toContainText(dog.careNeeds);
    const pesos = new Intl.NumberFormat('es-AR').format(dog.monthlyCareCost!);
    await expect(living).toContainText(`Alrededor de $ ${pesos} por mes.`);
    await expect(living.getByRole('link', { name: /apadrinar/ })).toHaveAttribute(
      'href',
      `/colaborar/${encodeURIComponent(dog.name)}`,
    );
    await expectAccessible(page);
    // A dog that walks and needs nothing special has no such section.
    const plain = (await allDogs(request)).find((d) => d.mobility === 'camina' && !d.careNeeds)!;
    await page.goto(`/adoptar/perros/${plain._id}`);
    await expect(page.locator('h1')).toHaveText(plain.name);
    await expect(page.getByTestId('dog-living')).toHaveCount(0);
  });
});
