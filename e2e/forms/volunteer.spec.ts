import { expect, expectAccessible, test } from '../fixtures/test';
import { chooseByTyping, errorOf, fieldOf, submitWithKeyboard, toggle, typeDate, typeInto } from './helpers';

const MESSAGES: Record<string, string> = {
  name: 'Ingrese su nombre, por favor',
  birthday: 'Fecha de nacimiento requerida',
  email: 'Email requerido',
  phone: 'Número de telefono requerido',
  area: 'Localidad requerida',
  profession: 'Haga, al menos, un breve comentario',
  modality: 'Seleccione una opción',
  availability: 'Indique cuántas horas por semana puede dedicar',
  days: 'Elija, al menos, un día',
  clarification: 'Haga, al menos, un breve comentario',
  vehicle: 'Haga, al menos, un breve comentario',
  carpooling: 'Seleccione una opción',
  interest: 'Haga, al menos, un breve comentario',
  description: 'Haga, al menos, un breve comentario',
  purpose: 'Haga, al menos, un breve comentario',
};

test('the volunteering page leads to the application form', async ({ page }) => {
  await page.goto('/voluntario');
  await page.locator('main a[href="/volunteerForm"]').first().click();
  await expect(page).toHaveURL(/\/volunteerForm$/);
  await expect(page.locator('h1')).toHaveText('Formulario de voluntariado');
});

test('a volunteer applies with the keyboard: sees each message, fixes it and is taken home', async ({
  page,
}) => {
  await page.goto('/volunteerForm');
  const send = page.getByRole('button', { name: 'Enviar postulación' });
  await submitWithKeyboard(page, send);
  for (const [field, message] of Object.entries(MESSAGES))
    await expect(errorOf(page, field)).toHaveText(message);
  await expect(errorOf(page, 'question')).toHaveCount(0);
  await expect(fieldOf(page, 'name')).toBeFocused();

  await typeInto(page, fieldOf(page, 'name'), 'Juan Pérez');
  await typeDate(page, fieldOf(page, 'birthday'), '1995-09-30');
  await expect(fieldOf(page, 'birthday')).toHaveValue('1995-09-30');
  await typeInto(page, fieldOf(page, 'email'), 'juan@example');
  await expect(errorOf(page, 'email')).toHaveText('Formato de Email incorrecto');
  await typeInto(page, fieldOf(page, 'email'), 'juan@example.com');
  await typeInto(page, fieldOf(page, 'phone'), '114444333');
  await expect(errorOf(page, 'phone')).toHaveText('El numero ingresado es invalido');
  await typeInto(page, fieldOf(page, 'phone'), '1144443333');
  await typeInto(page, fieldOf(page, 'area'), 'Quilmes');
  await typeInto(page, fieldOf(page, 'profession'), 'Docente');
  await chooseByTyping(page, fieldOf(page, 'modality'), 'Presencial');
  await expect(fieldOf(page, 'modality')).toHaveValue('presencial');
  await typeInto(page, fieldOf(page, 'availability'), '6');
  await toggle(page, page.getByLabel('Sábado'));
  await expect(page.getByLabel('Sábado')).toBeChecked();
  await typeInto(page, fieldOf(page, 'clarification'), 'Los sábados a la mañana.');
  await typeInto(page, fieldOf(page, 'vehicle'), 'Sí, tengo auto');
  await chooseByTyping(page, fieldOf(page, 'carpooling'), 'Tal vez');
  await expect(fieldOf(page, 'carpooling')).toHaveValue('tal vez');
  await typeInto(page, fieldOf(page, 'interest'), 'Pasear a los perros');
  await typeInto(page, fieldOf(page, 'description'), 'Siempre tuve perros.');
  await typeInto(page, fieldOf(page, 'purpose'), 'Quiero ayudar a que encuentren familia.');
  for (const field of Object.keys(MESSAGES)) await expect(errorOf(page, field)).toHaveCount(0);

  await submitWithKeyboard(page, send);
  await expect(page.getByRole('heading', { name: 'form create successfuly!' })).toBeVisible();
  // Issue 17: the confirmation stays, with what comes next (no timer takes the person home).
  await expect(page.getByRole('heading', { name: '¿Qué sigue?' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the volunteer form has no serious accessibility problem, also while showing messages', async ({
  page,
}) => {
  await page.goto('/volunteerForm');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Enviar postulación' }).click();
  await expect(errorOf(page, 'days')).toBeVisible();
  await expectAccessible(page);
});
