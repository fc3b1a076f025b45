// The admin panel as staff use it, on a server of our own (demo content + the ADMIN_EMAIL superAdmin):
// sign in through the API, open /admin, and check each change where the public sees it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { type RunningServer, startServer } from '../fixtures/server';
import { expect, signInByApi, test } from '../fixtures/test';

const ADMIN_EMAIL = 'equipo@example.com';
const ADMIN_PASSWORD = 'campito2024seguro';
const STATS_YEAR = 2022;

let server: RunningServer;
const url = (p: string) => `${server.url}${p}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startServer({ env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
});

test.afterAll(async () => {
  await server?.stop();
});

const signIn = (page: Page, email = ADMIN_EMAIL, pass = ADMIN_PASSWORD) =>
  signInByApi(page, server.url, { email, pass });

/** A real photo-sized PNG drawn at test time (two colours, so the renditions are not empty). */
async function photo(color: string) {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: color } })
    .png()
    .toBuffer();
}

test('an admin signs in and opens the panel in Spanish, with what needs attention', async ({ page }) => {
  await signIn(page);
  // While the dashboard's data is on its way the panel says so (held until the text was seen).
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/admin/dashboard', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url('/admin'));
  await expect(page.getByText('Cargando datos').first()).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: /Solicitudes de adopción pendientes/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Perros esperando revisión/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Perritos' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Educación & Conciencia' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al sitio' })).toHaveAttribute('href', '/');
  // The demo content has two dogs sent through the public form.
  await expect(page.getByTestId('count-pendingDogs')).toHaveText('2');
  // A search without results says so in the words of docs/product.md §2.4.
  await page.goto(url(`/admin#/press?filter=${encodeURIComponent('{"q":"no existe esta nota"}')}`));
  await expect(page.getByText('No existen resultados a tu busqueda')).toBeVisible();
});

test('a signed-in person without the role gets the no-access page', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = 'visitante@example.com';
  const registered = await page.request.post(url('/api/auth/register'), {
    data: { name: 'Visitante', email, pass: 'clave1234abc' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await signIn(page, email, 'clave1234abc');
  const res = await page.goto(url('/admin'));
  expect(res?.status()).toBe(403);
  await expect(page.getByText('Usted no tiene los permisos para ingresar a este Apartado')).toBeVisible();
  expect((await page.request.get(url('/api/admin/dogs'))).status()).toBe(403);
  await context.close();
});

test('the admin creates a dog with two images, sees it listed, and "Dar de baja" takes it off', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(url('/admin#/dogs/create'));
  await page.getByLabel('Nombre').fill('Zeus Prueba');
  await page.getByRole('combobox', { name: 'Sexo' }).click();
  await page.getByRole('option', { name: 'Macho' }).click();
  await page.getByRole('combobox', { name: 'Edad' }).click();
  await page.getByRole('option', { name: 'Adulto', exact: true }).click();
  await page.getByRole('combobox', { name: 'Tamaño' }).click();
  await page.getByRole('option', { name: 'Grande' }).click();
  await page.getByLabel('Raza').fill('Mestizo');
  // The usual words are offered in both forms, to agree with the dog (issue 34).
  await page.getByRole('combobox', { name: 'Referencias' }).fill('Tranq');
  await expect(page.getByRole('option', { name: 'Tranquila', exact: true })).toBeVisible();
  await page.getByRole('option', { name: 'Tranquilo', exact: true }).click();
  await page.getByLabel('Características').fill('Un gigante bueno que ama las siestas.');
  await page.getByTestId('upload-images').setInputFiles([
    { name: 'zeus-1.png', mimeType: 'image/png', buffer: await photo('#c86428') },
    { name: 'zeus-2.png', mimeType: 'image/png', buffer: await photo('#288c3c') },
  ]);
  await expect(page.getByTestId('image-preview')).toHaveCount(2);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Elemento creado')).toBeVisible();

  await page.goto(url('/adoptar/perros'));
  const card = page.getByRole('link', { name: /Zeus Prueba/ }).first();
  await expect(card).toBeVisible();
  const dogs = (await (
    await page.request.get(url(`/api/admin/dogs?${new URLSearchParams({ filter: '{"q":"Zeus Prueba"}' })}`))
  ).json()) as {
    id: string;
    images: { widths: number[] }[];
  }[];
  expect(dogs).toHaveLength(1);
  expect(dogs[0]!.images).toHaveLength(2);
  const detail = await page.goto(url(`/adoptar/perros/${dogs[0]!.id}`));
  expect(detail?.status()).toBe(200);

  // "Dar de baja" from the list row.
  await page.goto(url('/admin#/dogs'));
  await page.getByPlaceholder('Buscar por nombre').fill('Zeus Prueba');
  const row = page.getByRole('row').filter({ hasText: 'Zeus Prueba' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Dar de baja' }).click();
  await expect(page.getByText('El perro fue dado de baja')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Dar de alta' })).toBeVisible();

  await page.goto(url('/adoptar/perros'));
  await expect(page.getByRole('link', { name: /Zeus Prueba/ })).toHaveCount(0);
  expect((await page.request.get(url(`/adoptar/perros/${dogs[0]!.id}`))).status()).toBe(404);
});

test('the admin records a dog that uses a cart, its care, cost and urgency; the site explains living with it', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(url('/admin#/dogs/create'));
  await page.getByLabel('Nombre').fill('Rueditas Prueba');
  await page.getByRole('combobox', { name: 'Sexo' }).click();
  await page.getByRole('option', { name: 'Hembra' }).click();
  await page.getByRole('combobox', { name: 'Edad' }).click();
  await page.getByRole('option', { name: 'Viejito' }).click();
  await page.getByRole('combobox', { name: 'Tamaño' }).click();
  await page.getByRole('option', { name: 'Chico' }).click();
  await page.getByLabel('Raza').fill('Mestiza');
  // The catalog's traits are offered as references; any other text still goes.
  await page.getByLabel('Referencias').fill('Se lleva');
  await page.getByRole('option', { name: 'Se lleva con gatos' }).click();
  await page.getByLabel('Referencias').fill('Mimosa');
  await page.getByLabel('Referencias').press('Enter');
  await page.getByLabel('Características').fill('Una señora que pasea en su carrito.');
  await page.getByRole('combobox', { name: 'Movilidad' }).click();
  await page.getByRole('option', { name: 'Usa carrito' }).click();
  await page.getByLabel('Cuidados de todos los días').fill('Pañal de noche y masajes en las patas de atrás.');
  await page.getByLabel('Costo mensual de sus cuidados (pesos)').fill('42000');
  await page.getByLabel('Urgente').check();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Elemento creado')).toBeVisible();

  // Just published: first among "Recién llegados", found by the cart and cat filters.
  await page.goto(url('/adoptar/perros?movilidad=carrito&con-gatos=si'));
  await expect(page.locator('.dog-card-name').first()).toHaveText('Rueditas Prueba');
  await page.getByRole('link', { name: 'Rueditas Prueba' }).click();
  const living = page.getByTestId('dog-living');
  await expect(living.getByRole('heading', { name: 'Cómo es vivir con Rueditas Prueba' })).toBeVisible();
  await expect(living).toContainText('Rueditas Prueba se moviliza con un carrito');
  await expect(living).toContainText('Pañal de noche y masajes en las patas de atrás.');
  await expect(living).toContainText('Alrededor de $ 42.000 por mes.');
  // "Urgente" puts it among the home page's urgent dogs (the cached home page follows the change).
  await page.goto(url('/'));
  await expect(page.getByTestId('home-urgentes').getByRole('link', { name: 'Rueditas Prueba' })).toHaveCount(
    1,
  );
});

test('the admin sees who reported a dog, writes its public story, approves it, and it is published', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(url('/admin'));
  const queue = page.getByRole('region', { name: /Perros esperando revisión/ });
  await queue.getByRole('link').first().click();
  await expect(page).toHaveURL(/#\/dogs\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  expect((await page.request.get(url(`/adoptar/perros/${id}`))).status()).toBe(404);

  // The finder's contact and words, for staff only.
  const report = page.getByRole('region', { name: /^Lo reportó / });
  await expect(report).toContainText('Teléfono: 11');
  await expect(report).toContainText('@example.com');
  const finderName = ((await report.getByRole('heading').first().textContent()) ?? '').replace(
    'Lo reportó ',
    '',
  );
  const note = ((await report.getByTestId('finder-note').textContent()) ?? '').trim();

  // Approving asks for the public story first.
  await page.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page.getByText(/Antes de publicarlo, escribí su historia/).first()).toBeVisible();
  expect((await page.request.get(url(`/adoptar/perros/${id}`))).status()).toBe(404);

  await page.getByLabel('Características').fill('Una perra buena que busca su primera familia.');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/#\/dogs$/);
  await page.goto(url(`/admin#/dogs/${id}`));
  await page.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page.getByText('El perro ya está publicado')).toBeVisible();
  const published = await page.request.get(url(`/adoptar/perros/${id}`));
  expect(published.status()).toBe(200);
  const html = await published.text();
  expect(html).toContain('Una perra buena que busca su primera familia.');
  expect(html).not.toContain(finderName);
  expect(note.length).toBeGreaterThan(20);
  expect(html).not.toContain(note);
  await page.goto(url('/admin'));
  await expect(page.getByTestId('count-pendingDogs')).toHaveText('1');
});

test('the admin edits the visits text and /visitas shows it at once', async ({ page }) => {
  const text = 'Volvemos a recibir visitas el primer domingo de cada mes. Traé repelente.';
  await signIn(page);
  await page.goto(url('/admin#/interfaces'));
  const field = page.getByLabel('Texto de Visitas');
  await expect(field).toBeVisible();
  await field.fill(text);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Cambios guardados')).toBeVisible();
  await page.goto(url('/visitas'));
  await expect(page.getByText(text)).toBeVisible();
});

test('the admin approves an adoption request and the dog is no longer offered', async ({ page }) => {
  await signIn(page);
  await page.goto(url('/admin#/adoptions'));
  // Pending requests for a dog that is still offered.
  const pending = (await (
    await page.request.get(
      url(`/api/admin/adoptions?${new URLSearchParams({ filter: '{"isPending":true}', range: '[0,999]' })}`),
    )
  ).json()) as { id: string; dogId: string | null; name: string; nameDog: string }[];
  let chosen: (typeof pending)[number] | undefined;
  for (const request of pending) {
    if (!request.dogId) continue;
    const dog = await page.request.get(url(`/api/dogs/${request.dogId}`));
    if (dog.ok() && (await dog.json()).toAdopt) {
      chosen = request;
      break;
    }
  }
  expect(chosen, 'the demo content has a pending request for an adoptable dog').toBeDefined();
  await page.goto(url(`/admin#/adoptions/${chosen!.id}`));
  const pendingSwitch = page.getByLabel('Pendiente', { exact: true });
  await expect(pendingSwitch).toBeChecked();
  await pendingSwitch.uncheck();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Cambios guardados')).toBeVisible();
  const saved = await (await page.request.get(url(`/api/admin/adoptions/${chosen!.id}`))).json();
  expect(saved).toMatchObject({ isPending: false, approvedAt: expect.any(String) });
  expect((await (await page.request.get(url(`/api/dogs/${chosen!.dogId}`))).json()).toAdopt).toBe(false);
});

test('the admin exports the dogs to CSV', async ({ page }) => {
  await signIn(page);
  await page.goto(url('/admin#/dogs'));
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar' }).first().click(),
  ]);
  expect(download.suggestedFilename()).toBe('perritos.csv');
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split(/\r\n/);
  expect(lines[0]).toBe(
    'id,nombre,sexo,edad,tamaño,raza,referencias,características,en adopción,apadrinado,dado de baja,pendiente,video,imágenes,ingresó,baja',
  );
  const res = await page.request.get(url(`/api/admin/dogs?${new URLSearchParams({ range: '[0,999]' })}`));
  const all = (await res.json()) as { id: string }[];
  expect(lines).toHaveLength(all.length + 1);
  expect(new Set(lines.slice(1).map((l) => l.split(',')[0]))).toEqual(new Set(all.map((d) => d.id)));
});

test(`the statistics of ${STATS_YEAR} match the counts computed from the database`, async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto(url('/admin#/stats'));
  await page.getByRole('combobox', { name: 'Año' }).click();
  await page.getByRole('option', { name: String(STATS_YEAR) }).click();
  const table = page.getByRole('table', { name: `Estadísticas de ${STATS_YEAR}` });
  await expect(table).toBeVisible();
  const shown = await table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows
        .slice(0, 12)
        .map((r) => [...r.querySelectorAll('td')].slice(1, 5).map((td) => Number(td.textContent))),
    );
  expect(shown).toHaveLength(12);

  // The embedded database can be opened once the server stopped.
  await page.close();
  expect(await server.stop(), server.output()).toBe(0);
  const db = new PGlite(path.join(server.dataDir, 'db'));
  try {
    const zone = `'America/Argentina/Buenos_Aires'`;
    const perMonth = async (table: string, column: string, where: string) => {
      const { rows } = await db.query<{ m: number; n: number }>(
        `select extract(month from ${column} at time zone ${zone})::int m, count(*)::int n from ${table}
         where ${where} and extract(year from ${column} at time zone ${zone}) = ${STATS_YEAR} group by 1`,
      );
      return (month: number) => rows.find((r) => r.m === month)?.n ?? 0;
    };
    const added = await perMonth('dogs', 'created_at', 'not is_pending');
    const adoptions = await perMonth('adoption_requests', 'approved_at', 'not is_pending and not is_delete');
    const removals = await perMonth('dogs', 'deleted_at', 'is_delete');
    const paid = await perMonth('contributions', 'date', `status = 'paid'`);
    const expected = Array.from({ length: 12 }, (_, i) => [
      added(i + 1),
      adoptions(i + 1),
      removals(i + 1),
      paid(i + 1),
    ]);
    expect(shown).toEqual(expected);
    expect(expected.flat().reduce((a, b) => a + b, 0)).toBeGreaterThan(20);
  } finally {
    await db.close();
  }
});
