import { expect, expectAccessible, test } from '../fixtures/test';
import { chooseByTyping, errorOf, fieldOf, submitWithKeyboard, typeInto } from './helpers';

const THANKS = 'Gracias por Contactarse con el staff de El campito';

test('a visitor writes to the staff with the keyboard: sees each message, fixes it, is thanked and taken home', async ({
  page,
}) => {
  await page.goto('/contactanos');
  await expect(page.locator('h1')).toHaveText('Contacto');
  const send = page.getByRole('button', { name: 'Enviar consulta' });

  await submitWithKeyboard(page, send);
  await expect(errorOf(page, 'fullName')).toHaveText('Ingrese su nombre');
  await expect(errorOf(page, 'email')).toHaveText('Email requerido');
  await expect(errorOf(page, 'telephone')).toHaveText('Número de telefono requerido');
  await expect(errorOf(page, 'asunto')).toHaveText('Seleccione una opción');
  await expect(errorOf(page, 'consulta')).toHaveText('Escriba su consulta, por favor');
  await expect(errorOf(page, 'organization')).toHaveCount(0);
  // Focus goes to the first field to fix, and its message is tied to it.
  await expect(fieldOf(page, 'fullName')).toBeFocused();
  await expect(fieldOf(page, 'fullName')).toHaveAttribute('aria-describedby', 'f-fullName-error');

  await typeInto(page, fieldOf(page, 'fullName'), 'Ana Gómez');
  await expect(errorOf(page, 'fullName')).toHaveCount(0);
  await typeInto(page, fieldOf(page, 'organization'), 'Escuela N° 12');
  await typeInto(page, fieldOf(page, 'email'), 'ana@');
  await expect(errorOf(page, 'email')).toHaveText('Formato de Email incorrecto');
  await typeInto(page, fieldOf(page, 'telephone'), '11 2222');
  await expect(errorOf(page, 'telephone')).toHaveText('El numero ingresado es invalido');

  await typeInto(page, fieldOf(page, 'email'), 'ana@example.com');
  await expect(errorOf(page, 'email')).toHaveCount(0);
  await typeInto(page, fieldOf(page, 'telephone'), '11 2222 3333');
  await expect(errorOf(page, 'telephone')).toHaveCount(0);
  await chooseByTyping(page, fieldOf(page, 'asunto'), 'Visitas');
  await expect(fieldOf(page, 'asunto')).toHaveValue('visitas');
  await expect(errorOf(page, 'asunto')).toHaveCount(0);
  await typeInto(page, fieldOf(page, 'consulta'), '¿Se puede visitar el refugio con chicos?');
  await expect(errorOf(page, 'consulta')).toHaveCount(0);

  await submitWithKeyboard(page, send);
  await expect(page.getByRole('heading', { name: THANKS })).toBeVisible();
  await expect(page.getByRole('heading', { name: THANKS })).toBeFocused();
  await expect(page).toHaveURL(/\/$/);
});

test('/ContactForm shows the same contact form', async ({ page }) => {
  await page.goto('/ContactForm');
  const form = page.getByRole('form', { name: 'Formulario de contacto' });
  await expect(form).toBeVisible();
  for (const label of [
    'Nombre y apellido',
    'Organización (opcional)',
    'Email',
    'Teléfono',
    'Asunto',
    'Tu consulta',
  ]) {
    await expect(form.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(form.getByLabel('Asunto').locator('option')).toHaveText([
    'Elegí una opción',
    'Adopciones',
    'Consulta',
    'Reclamo',
    'Donaciones',
    'Débitos automáticos',
    'Campito escolar',
    'Visitas',
    'Denuncias',
    'Prensa',
    'Felicitaciones',
    'Otro',
  ]);
});

test('the contact page has no serious accessibility problem, also while showing messages', async ({
  page,
}) => {
  await page.goto('/contactanos');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Enviar consulta' }).click();
  await expect(errorOf(page, 'fullName')).toBeVisible();
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts to the page, shows the messages with the values kept, then thanks and links home', async ({
    page,
  }) => {
    await page.goto('/contactanos');
    await typeInto(page, fieldOf(page, 'fullName'), 'Bruno Díaz');
    await typeInto(page, fieldOf(page, 'email'), 'bruno@');
    await typeInto(page, fieldOf(page, 'telephone'), '123');
    await submitWithKeyboard(page, page.getByRole('button', { name: 'Enviar consulta' }));

    await expect(page.getByRole('alert')).toHaveText('Revisá los datos marcados.');
    await expect(errorOf(page, 'email')).toHaveText('Formato de Email incorrecto');
    await expect(errorOf(page, 'telephone')).toHaveText('El numero ingresado es invalido');
    await expect(errorOf(page, 'asunto')).toHaveText('Seleccione una opción');
    await expect(errorOf(page, 'consulta')).toHaveText('Escriba su consulta, por favor');
    await expect(errorOf(page, 'fullName')).toHaveCount(0);
    await expect(fieldOf(page, 'fullName')).toHaveValue('Bruno Díaz');
    await expect(fieldOf(page, 'email')).toHaveValue('bruno@');

    await typeInto(page, fieldOf(page, 'email'), 'bruno@example.com');
    await typeInto(page, fieldOf(page, 'telephone'), '1133334444');
    await chooseByTyping(page, fieldOf(page, 'asunto'), 'Donaciones');
    await typeInto(page, fieldOf(page, 'consulta'), 'Quiero donar mantas.');
    await submitWithKeyboard(page, page.getByRole('button', { name: 'Enviar consulta' }));

    await expect(page.getByRole('heading', { name: THANKS })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
