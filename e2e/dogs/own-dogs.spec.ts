// The demo content has a dog for every combination of filters, so the journeys that need an empty
// combination, and the staff journeys (publishing a dog, placing one with a foster home), run on a server of
// their own with only the dogs they add.
import type { Page } from '@playwright/test';
import { png, webp } from '../../apps/server/test/image-fixtures';
import { registerByApi } from '../accounts/helpers';
import { type RunningServer, startServer } from '../fixtures/server';
import { expect, expectAccessible, signInByApi, test } from '../fixtures/test';

const ADMIN = { email: 'equipo@elcampito.example', pass: 'clave-segura-123' };
const NAMES = ['Bombón', 'Chispa', 'Dante'];

let server: RunningServer;

const signIn = (page: Page) => signInByApi(page, server.url, ADMIN);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  server = await startServer({
    env: { SEED_DEMO: 'false', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.pass },
  });
  // Three live dogs, all male: any "hembra" combination is empty.
  const page = await browser.newPage();
  await signIn(page);
  const photo = await webp(640, 480);
  for (const [i, name] of NAMES.entries()) {
    const res = await page.request.post(`${server.url}/api/dogs`, {
      multipart: {
        name,
        gender: 'macho',
        age: 'adulto',
        size: ['chico', 'mediano', 'grande'][i]!,
        race: 'Mestizo',
        images: { name: `${name}.webp`, mimeType: 'image/webp', buffer: photo },
      },
    });
    expect(res.status()).toBe(201);
    expect((await res.json()).isPending).toBe(false);
  }
  await page.close();
});

test.afterAll(async () => {
  await server?.stop();
});

test('a combination with no dog shows the alert and keeps showing the full list', async ({ page }) => {
  await page.goto(`${server.url}/adoptar/perros`);
  const names = page.locator('.dog-grid h2');
  await expect(names).toHaveCount(3);
  const all = await names.allTextContents();
  expect([...all].sort()).toEqual([...NAMES].sort());
  await page.getByLabel('Sexo', { exact: true }).selectOption('hembra');
  await expect(page).toHaveURL(/sexo=hembra$/);
  await expect(page.getByRole('alert')).toHaveText('No se encontraron perros con ese filtro');
  await expect(names).toHaveText(all);
  await expect(page.getByTestId('dogs-count')).toContainText('Mostramos todos los perros en adopción: 3.');
  await expectAccessible(page);
  // A combination that matches again takes the alert away.
  await page.getByLabel('Sexo', { exact: true }).selectOption('macho');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(names).toHaveCount(3);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an empty combination shows the alert and the full list', async ({ page }) => {
    await page.goto(`${server.url}/adoptar/perros`);
    await page.getByLabel('Sexo', { exact: true }).selectOption('hembra');
    await page.getByLabel('Edad', { exact: true }).selectOption('especial');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    // The empty "Tamaño" the form sent is left out of the address (the server redirects to the clean URL).
    await expect(page).toHaveURL(/\/adoptar\/perros\?sexo=hembra&edad=especial$/);
    await expect(page.getByRole('alert')).toHaveText('No se encontraron perros con ese filtro');
    await expect(page.locator('.dog-grid h2')).toHaveCount(3);
  });
});

test('a dog sent by an admin through the form is published at once', async ({ page }) => {
  await signIn(page);
  await page.goto(`${server.url}/form`);
  // Staff publish at once: nobody to call back, so no finder's contact is asked.
  await expect(page.getByLabel('Cómo te llamás')).toHaveCount(0);
  await page.getByLabel('Nombre').fill('Elvis');
  await page.getByLabel('Sexo').selectOption('macho');
  await page.getByLabel('Edad').selectOption('viejito');
  await page.getByLabel('Tamaño').selectOption('grande');
  await page.getByLabel('Raza').fill('Ovejero');
  await page.getByLabel('Fotos', { exact: true }).setInputFiles({
    name: 'elvis.png',
    mimeType: 'image/png',
    buffer: await png(900, 700),
  });
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('status')).toContainText('Listo: el perro ya está publicado en el listado.');
  await page.getByRole('link', { name: 'Ver su página' }).click();
  await expect(page.locator('h1')).toHaveText('Elvis');
  await page.goto(`${server.url}/adoptar/perros`);
  await expect(page.getByRole('link', { name: 'Elvis', exact: true })).toBeVisible();
});

test('anonymous visitors get cached pages that follow every change to the dogs', async ({ playwright }) => {
  const visitor = await playwright.request.newContext({ baseURL: server.url });
  const first = await visitor.get('/adoptar/perros');
  const again = await visitor.get('/adoptar/perros');
  expect(again.headers()['x-cache']).toBe('hit');
  expect(await again.text()).toBe(await first.text());

  const admin = await playwright.request.newContext({ baseURL: server.url });
  expect((await admin.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  const created = await admin.post('/api/dogs', {
    multipart: {
      name: 'Fresco',
      gender: 'macho',
      age: 'cachorro',
      size: 'chico',
      race: 'Mestizo',
      images: { name: 'fresco.webp', mimeType: 'image/webp', buffer: await webp(400, 300) },
    },
  });
  expect(created.status()).toBe(201);
  await expect.poll(async () => (await visitor.get('/adoptar/perros')).text()).toContain('Fresco');
  await expect
    .poll(async () => (await visitor.get('/sitemap.xml')).text())
    .toContain((await created.json())._id);
  await visitor.dispose();
  await admin.dispose();
});

test.describe('a foster home (issue 38), on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('staff place Bombón with an approved foster from its record: its card and page say «En tránsito», never where', async ({
    page,
    playwright,
  }) => {
    // An account approved as a foster home (the application's approval gives the role; here the superAdmin).
    const admin = await playwright.request.newContext({ baseURL: server.url });
    expect((await admin.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
    const foster = await registerByApi(admin, server.url, {
      name: 'Marta Tránsito',
      email: 'marta.transito@example.com',
    });
    const roles = await admin.put(`/api/admin/users/${foster._id}`, {
      data: { roles: ['public', 'transito'] },
    });
    expect(roles.status(), await roles.text()).toBe(200);
    const dogs: { _id: string; name: string }[] = await (await admin.get('/api/dogs?limit=50')).json();
    const bombon = dogs.find((d) => d.name === 'Bombón')!;
    await admin.dispose();

    await signIn(page);
    await page.goto(`${server.url}/admin#/dogs/${bombon._id}`);
    await expect(page.getByText('Nunca estuvo en un hogar de tránsito.')).toBeVisible();
    await page.getByRole('link', { name: 'Poner en tránsito' }).click();
    // The dog's record (its «Hogar de tránsito» card) gives way to the form.
    await expect(page).toHaveURL(/#\/foster-placements\/create/);
    await page.getByRole('combobox', { name: 'Hogar de tránsito' }).fill('Marta');
    await page.getByRole('option', { name: /Marta Tránsito/ }).click();
    await page.getByLabel('Desde').fill(new Date().toISOString().slice(0, 10));
    await page.getByLabel('Cuidados y medicación').fill('Media pastilla de carprofeno con la cena');
    await page.getByLabel('Notas del equipo').fill('Casa con patio en Lanús Oeste');
    await page.getByRole('button', { name: 'Guardar' }).click();
    // Back on the dog's record, with the placement going on.
    await expect(page.getByText('En tránsito con Marta Tránsito')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Poner en tránsito' })).toHaveCount(0);

    await page.goto(`${server.url}/adoptar/perros/${bombon._id}`);
    await expect(page.locator('.dog-head').getByText('En tránsito', { exact: true })).toBeVisible();
    await expect(page.getByText(/vive en un hogar de tránsito/)).toContainText('Sigue en adopción');
    await expect(page.locator('a[href^="/adoptionForm/"]').first()).toBeVisible();
    const html = await page.content();
    for (const secret of ['Lanús', 'Marta', 'carprofeno']) expect(html).not.toContain(secret);
    await expectAccessible(page);

    await page.goto(`${server.url}/adoptar/perros?en-transito=si`);
    const cards = page.locator('.dog-card');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Bombón');
    await expect(cards.first().getByTestId('dog-foster')).toHaveText('En tránsito');
    await expect(page.getByLabel('En un hogar de tránsito')).toBeChecked();
  });
});
