import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures/test';
import {
  chooseByTyping,
  errorOf,
  fieldOf,
  submitWithKeyboard,
  tabTo,
  toggle,
  typeDate,
  typeInto,
} from './helpers';

const ANSWER = 'conteste la pregunta, por favor';
const COMMENT = 'haga, al menos, un breve comentario';
const INFO = 'información requerida';
const SELECT = 'Seleccione una opción';
const CHECKBOXES = 'Al menos, elegir la opción "otros"';

/** Every question but the dog (chosen by the path) with the message of docs/product.md §5.3. */
const MESSAGES: Record<string, string> = {
  name: 'Ingrese su nombre, por favor',
  birthday: 'Fecha de nacimiento requerida',
  email: 'Email requerido',
  phone: 'Número de telefono requerido',
  location: 'Domicilio requerido',
  area: 'Localidad requerida',
  people: 'responda la pregunta por favor',
  accordance: SELECT,
  description: COMMENT,
  babies: ANSWER,
  allergies: INFO,
  home: CHECKBOXES,
  freshAir: CHECKBOXES,
  status: SELECT,
  authorization: SELECT,
  otherAnimals: SELECT,
  expatiate: COMMENT,
  castrated: SELECT,
  vaccinated: SELECT,
  reason: ANSWER,
  items: CHECKBOXES,
  sleep: INFO,
  loneliness: INFO,
  walk: INFO,
  events: ANSWER,
  holidays: ANSWER,
  moving: ANSWER,
  adaptation: SELECT,
  sterilization: ANSWER,
};

/** A dog offered by the questionnaire's select (listed and available for adoption). */
async function adoptableDog(page: Page): Promise<string> {
  await page.goto('/AdoptionForm?comenzar=1');
  const names = await fieldOf(page, 'nameDog').locator('option:not([value=""])').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  return names[0]!;
}

test('someone adopts with the keyboard: Comenzar, each message, the progress, and success then home', async ({
  page,
}) => {
  // Thirty questions typed key by key: on a busy machine this journey alone can take most of a minute.
  test.setTimeout(150_000);
  const dog = await adoptableDog(page);
  await page.goto(`/adoptionForm/${encodeURIComponent(dog)}`);
  await expect(page.locator('h1')).toHaveText(`Formulario de adopción de ${dog}`);
  await expect(page.getByRole('form', { name: 'Cuestionario de adopción' })).toHaveCount(0);
  await submitWithKeyboard(page, page.getByRole('button', { name: 'Comenzar' }));

  const form = page.getByRole('form', { name: 'Cuestionario de adopción' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Parte 1 de 4 Tus datos' })).toBeFocused();
  await expect(form).toContainText(`Completás el cuestionario para adoptar a ${dog}`);
  const progress = page.locator('.progress-count');
  // The dog came with the address: not a question here (issue 34).
  await expect(progress).toHaveText('Respondiste 0 de 29 preguntas');

  const send = page.getByRole('button', { name: 'Enviar cuestionario' });
  await submitWithKeyboard(page, send);
  for (const [field, message] of Object.entries(MESSAGES))
    await expect(errorOf(page, field)).toHaveText(message);
  await expect(fieldOf(page, 'name')).toBeFocused();

  // Part 1
  await typeInto(page, fieldOf(page, 'name'), 'María Fernández');
  await typeDate(page, fieldOf(page, 'birthday'), '1900-01-01');
  await expect(errorOf(page, 'birthday')).toHaveText('La fecha debe ser desde el 01/01/1923');
  await typeDate(page, fieldOf(page, 'birthday'), '1988-04-12');
  await expect(fieldOf(page, 'birthday')).toHaveValue('1988-04-12');
  await expect(errorOf(page, 'birthday')).toHaveCount(0);
  await typeInto(page, fieldOf(page, 'email'), 'maria@example');
  await expect(errorOf(page, 'email')).toHaveText('Formato de Email incorrecto');
  await typeInto(page, fieldOf(page, 'email'), 'maria@example.com');
  await typeInto(page, fieldOf(page, 'phone'), '11555501');
  await expect(errorOf(page, 'phone')).toHaveText('El numero ingresado es invalido');
  await typeInto(page, fieldOf(page, 'phone'), '11 5555 0123');
  await typeInto(page, fieldOf(page, 'location'), 'Av. San Martín 1234');
  await typeInto(page, fieldOf(page, 'area'), 'Lanús');
  await expect(progress).toHaveText('Respondiste 6 de 29 preguntas');

  // Part 2
  await typeInto(page, fieldOf(page, 'people'), '0');
  await expect(errorOf(page, 'people')).toHaveText('Ingrese un número entero, de 1 en adelante');
  await typeInto(page, fieldOf(page, 'people'), '3');
  await chooseByTyping(page, fieldOf(page, 'accordance'), 'Sí');
  await typeInto(page, fieldOf(page, 'description'), 'Somos una pareja con una hija de 10 años.');
  await typeInto(page, fieldOf(page, 'babies'), 'Seguiría siendo parte de la familia.');
  await typeInto(page, fieldOf(page, 'allergies'), 'Nadie');
  await toggle(page, page.getByRole('checkbox', { name: 'Casa', exact: true }));
  await toggle(page, page.getByRole('checkbox', { name: 'Patio' }));
  await chooseByTyping(page, fieldOf(page, 'status'), 'Soy');
  await chooseByTyping(page, fieldOf(page, 'authorization'), 'Sí');

  // Part 3
  await chooseByTyping(page, fieldOf(page, 'otherAnimals'), 'Sí');
  await typeInto(page, fieldOf(page, 'expatiate'), 'Una gata de 5 años.');
  await chooseByTyping(page, fieldOf(page, 'castrated'), 'Sí');
  await chooseByTyping(page, fieldOf(page, 'vaccinated'), 'Sí');

  // Part 4
  await typeInto(page, fieldOf(page, 'reason'), 'Queremos darle una segunda oportunidad.');
  await toggle(page, page.getByRole('checkbox', { name: 'Compañía' }));
  await typeInto(page, fieldOf(page, 'sleep'), 'Adentro, en su cucha.');
  await typeInto(page, fieldOf(page, 'loneliness'), 'Unas 4 horas.');
  await typeInto(page, fieldOf(page, 'walk'), 'Dos veces por día, media hora.');
  await typeInto(page, fieldOf(page, 'events'), 'Paciencia y juguetes.');
  await typeInto(page, fieldOf(page, 'holidays'), 'Viaja con nosotros.');
  await typeInto(page, fieldOf(page, 'moving'), 'Se muda con nosotros.');
  await chooseByTyping(page, fieldOf(page, 'adaptation'), 'Sí');
  await typeInto(page, fieldOf(page, 'sterilization'), 'Sí, de acuerdo.');

  for (const field of Object.keys(MESSAGES)) await expect(errorOf(page, field)).toHaveCount(0);
  await expect(progress).toHaveText('Respondiste 29 de 29 preguntas');
  await submitWithKeyboard(page, send);
  await expect(page.getByRole('heading', { name: 'form create successfuly!' })).toBeVisible();
  // Issue 17: the confirmation stays, with what comes next (no timer takes the person home).
  await expect(page.getByRole('heading', { name: '¿Qué sigue?' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/AdoptionForm asks for the dog with a select of the dogs available for adoption', async ({ page }) => {
  await page.goto('/AdoptionForm');
  await tabTo(page, page.getByRole('button', { name: 'Comenzar' }));
  await page.keyboard.press('Enter');
  const select = fieldOf(page, 'nameDog');
  await expect(select).toBeVisible();
  const dog = (await select.locator('option:not([value=""])').first().textContent())!;
  await submitWithKeyboard(page, page.getByRole('button', { name: 'Enviar cuestionario' }));
  await expect(errorOf(page, 'nameDog')).toHaveText('Nombre del Camperito necesario');
  await expect(select).toBeFocused();
  await page.keyboard.type(dog);
  await expect(select).toHaveValue(dog);
  await expect(errorOf(page, 'nameDog')).toHaveCount(0);
});

test('an unknown dog in the address shows a notice and the select', async ({ page }) => {
  await page.goto('/adoptionForm/Perro-que-no-existe?comenzar=1');
  await expect(page.locator('.form-notice')).toContainText('No encontramos a «Perro-que-no-existe»');
  await expect(fieldOf(page, 'nameDog')).toBeVisible();
});

test('the adoption form has no serious accessibility problem, before and after Comenzar and with messages', async ({
  page,
}) => {
  await page.goto('/AdoptionForm');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Comenzar' }).click();
  await expect(page.getByRole('form', { name: 'Cuestionario de adopción' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar cuestionario' }).click();
  await expect(errorOf(page, 'items')).toBeVisible();
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Comenzar still opens the questionnaire, and a post keeps the answers and shows the messages', async ({
    page,
  }) => {
    await page.goto('/AdoptionForm');
    await page.getByRole('button', { name: 'Comenzar' }).click();
    await expect(page).toHaveURL(/\?comenzar=1$/);
    await typeInto(page, fieldOf(page, 'name'), 'Sin Script');
    await toggle(page, page.getByRole('checkbox', { name: 'Quinta' }));
    await submitWithKeyboard(page, page.getByRole('button', { name: 'Enviar cuestionario' }));
    await expect(page.getByRole('alert')).toHaveText('Revisá los datos marcados.');
    await expect(errorOf(page, 'nameDog')).toHaveText('Nombre del Camperito necesario');
    await expect(errorOf(page, 'email')).toHaveText('Email requerido');
    await expect(fieldOf(page, 'name')).toHaveValue('Sin Script');
    await expect(page.getByRole('checkbox', { name: 'Quinta' })).toBeChecked();
    await expect(errorOf(page, 'home')).toHaveCount(0);
  });
});
