import type { Page } from '@playwright/test';
import { jpegWithOrientation, png, webp } from '../../apps/server/test/image-fixtures';
import { expect, expectAccessible, test } from '../fixtures/test';
import { allDogs } from './helpers';

/** The finder's contact, asked of everyone but staff. */
async function fillFinder(page: Page) {
  await page.getByLabel('Cómo te llamás').fill('Marta Rescatista');
  await page.getByLabel('Teléfono para llamarte').fill('11 5555 0123');
  await page.getByLabel('Email para escribirte').fill('marta@example.com');
}

const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 7)}`;

async function photos() {
  return [
    { name: 'frente.jpg', mimeType: 'image/jpeg', buffer: await jpegWithOrientation(900, 600) },
    { name: 'costado.png', mimeType: 'image/png', buffer: await png(800, 600) },
    { name: 'jugando.webp', mimeType: 'image/webp', buffer: await webp(640, 480) },
  ];
}

test('a visitor adds a dog with two photos and is told it waits for review; it is not listed', async ({
  page,
  request,
}) => {
  const name = unique('Copito');
  await page.goto('/adoptar');
  await page.getByRole('link', { name: 'Cargar un perro' }).click();
  await expect(page).toHaveURL(/\/form$/);
  await expect(page.locator('h1')).toHaveText('¿Encontraste un perro?');

  // Sending it empty shows every message next to its field, and focus goes to the first one.
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Ingrese el nombre del perro')).toBeVisible();
  await expect(page.getByText('Seleccione el sexo del perro')).toBeVisible();
  await expect(page.getByText('Seleccione la edad del perro')).toBeVisible();
  await expect(page.getByText('Seleccione el tamaño del perro')).toBeVisible();
  await expect(page.getByText('Ingrese la raza del perro (por ejemplo, mestizo)')).toBeVisible();
  await expect(page.getByText('ingrese al menos una imagen del perro')).toBeVisible();
  // Whoever found it leaves a way to reach them (issue 16).
  await expect(page.getByText('Ingresá tu nombre')).toBeVisible();
  await expect(page.getByText('Número de telefono requerido')).toBeVisible();
  await expect(page.getByText('Email requerido')).toBeVisible();
  await expect(page.getByLabel('Nombre')).toBeFocused();
  await expectAccessible(page);

  await page.getByLabel('Nombre').fill(name);
  await expect(page.getByText('Ingrese el nombre del perro')).toHaveCount(0);
  await page.getByLabel('Sexo').selectOption('macho');
  await page.getByLabel('Edad').selectOption('cachorro');
  await page.getByLabel('Tamaño').selectOption('chico');
  await page.getByLabel('Raza').fill('Mestizo');
  await page.getByLabel('Características (opcional)').fill('Lo encontramos en la plaza, es muy cariñoso.');
  await page.getByLabel('Referencias (opcional)').fill('Sociable con perros, Juguetón');
  await fillFinder(page);

  // Two choices add up; one photo is removed before sending.
  const files = await photos();
  await page.getByLabel('Fotos', { exact: true }).setInputFiles(files.slice(0, 2));
  await page.getByLabel('Fotos', { exact: true }).setInputFiles(files.slice(2));
  const previews = page.getByRole('list', { name: 'Fotos elegidas' }).getByRole('listitem');
  await expect(previews).toHaveCount(3);
  await expect(page.getByText('ingrese al menos una imagen del perro')).toHaveCount(0);
  await page.getByRole('button', { name: 'Quitar la foto costado.png' }).click();
  await expect(previews).toHaveCount(2);
  expect(
    await page
      .getByLabel('Fotos', { exact: true })
      .evaluate((el: HTMLInputElement) => Array.from(el.files ?? []).map((f) => f.name)),
  ).toEqual(['frente.jpg', 'jugando.webp']);

  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL(/\/form\?enviado=revision$/);
  const done = page.getByRole('status').filter({ hasText: '¡Gracias!' });
  await expect(done).toContainText(
    'El equipo del refugio los va a revisar antes de publicarlo en el listado.',
  );
  await expect(done).toBeFocused();

  const listed = await allDogs(request);
  expect(listed.map((d) => d.name)).not.toContain(name);
  await page.goto('/adoptar/perros');
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
});

test('a file that only pretends to be a photo is refused with a clear message', async ({ page }) => {
  await page.goto('/form');
  await page.getByLabel('Nombre').fill(unique('Trucho'));
  await page.getByLabel('Sexo').selectOption('hembra');
  await page.getByLabel('Edad').selectOption('adulto');
  await page.getByLabel('Tamaño').selectOption('grande');
  await page.getByLabel('Raza').fill('Mestiza');
  await fillFinder(page);
  await page.getByLabel('Fotos', { exact: true }).setInputFiles({
    name: 'foto.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('esto es texto, no una foto'.repeat(10)),
  });
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    page.getByText('«foto.jpg»: El archivo no es una imagen válida (se aceptan JPEG, PNG y WebP).'),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Revisá los datos marcados en el formulario.');
  await expect(page).toHaveURL(/\/form$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts, shows the server’s messages next to the fields with the values kept, then sends', async ({
    page,
  }) => {
    const name = unique('Lucera');
    await page.goto('/form');
    await page.getByLabel('Nombre').fill(name);
    await page.getByLabel('Sexo').selectOption('hembra');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Seleccione la edad del perro')).toBeVisible();
    await expect(page.getByText('ingrese al menos una imagen del perro')).toBeVisible();
    await expect(page.getByLabel('Nombre')).toHaveValue(name);
    await expect(page.getByLabel('Sexo')).toHaveValue('hembra');
    await expect(page.getByLabel('Nombre')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Edad')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Edad').selectOption('viejito');
    await page.getByLabel('Tamaño').selectOption('mediano');
    await page.getByLabel('Raza').fill('Ovejero');
    await expect(page.getByLabel('Email para escribirte')).toHaveAttribute('aria-invalid', 'true');
    await fillFinder(page);
    await page.getByLabel('Fotos', { exact: true }).setInputFiles((await photos()).slice(0, 2));
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page).toHaveURL(/\/form\?enviado=revision$/);
    await expect(page.getByRole('status')).toContainText('antes de publicarlo en el listado');
  });
});
