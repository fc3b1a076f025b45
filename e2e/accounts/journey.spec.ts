import { expect, expectAccessible, test } from '../fixtures/test';
import { freshEmail, PASS, photo } from './helpers';

const NAME = 'Ana María Pérez';

test('a person registers, logs in, edits every field, checks the profile and logs out', async ({ page }) => {
  const email = freshEmail('ana');
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Registrate' }).click();
  await expect(page.getByRole('heading', { name: 'Registrarse' })).toBeVisible();
  await expectAccessible(page);

  // The rules as the person types; the button waits until everything is right.
  const register = page.getByRole('button', { name: 'Registrarse' });
  await expect(register).toBeDisabled();
  await page.getByLabel('Nombre y apellido').fill('Ana 2');
  await expect(page.getByText('El Nombre no es valido.')).toBeVisible();
  await page.getByLabel('Nombre y apellido').fill(NAME);
  await expect(page.getByText('El Nombre no es valido.')).toHaveCount(0);
  await page.getByLabel('Email').fill('ana@');
  await expect(page.getByText('El email debe ser valido.')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill('perritos');
  await expect(page.getByText('Tu contraseña debe ser una combinación de letras y números')).toBeVisible();
  await expect(register).toBeDisabled();
  await page.getByLabel('Contraseña').fill(PASS);
  await expect(register).toBeEnabled();
  await register.click();

  // Back to the login form, with the message and the email already there.
  await expect(page.getByText('Se registro correctamente')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Contraseña').fill(PASS);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();

  // The page reloads signed in; the browser keeps only the public profile.
  await expect(page.getByRole('heading', { name: NAME })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? 'null'));
  expect(stored).toEqual({
    _id: expect.any(String),
    name: NAME,
    email,
    image: null,
    phone: null,
    birthday: null,
    roles: ['public'],
  });
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'campito_session')).toMatchObject({
    httpOnly: true,
    sameSite: 'Lax',
  });
  await expect(page.getByText('No tenés acceso al panel de administración.')).toBeVisible();
  // Roles by their Spanish names, as the panel shows them (issue 34), never the identifiers.
  await expect(page.locator('.profile-fields dd').nth(1)).toHaveText('Público');
  await expect(page.getByRole('link', { name: 'Panel Admin' })).toHaveCount(0);
  for (const label of ['Home', 'Edit Profile'])
    await expect(page.getByRole('link', { name: label })).toBeVisible();
  for (const label of ['Update Profile', 'Log out'])
    await expect(page.getByRole('button', { name: label })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mis solicitudes' })).toBeVisible();
  await expectAccessible(page);

  // Profile edit: name and email read-only; each field behind its "Modificar".
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/edit/${stored._id}$`));
  await expect(page.getByText(NAME)).toBeVisible();
  await expect(page.locator('input[name="name"], input[name="email"]')).toHaveCount(0);
  await expect(page.getByLabel('Teléfono nuevo')).toBeHidden();
  await expectAccessible(page);

  await page.getByLabel('Modificar teléfono').click();
  await page.getByLabel('Teléfono nuevo').fill('12345');
  await expect(page.getByText('El numero ingresado es invalido')).toBeVisible();
  await page.getByLabel('Teléfono nuevo').fill('1155550123');
  await page.getByLabel('Modificar fecha de nacimiento').click();
  await page.getByLabel('Fecha de nacimiento nueva').fill('1949-12-31');
  await expect(page.getByText(/desde el 01\/01\/1950/).first()).toBeVisible();
  await page.getByLabel('Fecha de nacimiento nueva').fill('1990-05-01');
  await page.getByLabel('Modificar foto').click();
  await page
    .getByLabel('Foto nueva')
    .setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: await photo() });

  // "Confirmar cambios" turns into "Enviar".
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeHidden();
  await page.getByText('Confirmar cambios').click();
  await expect(page.getByText('Confirmar cambios')).toBeHidden();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Cambios guardados!')).toBeVisible();
  await expect(page.getByText('1155550123', { exact: true })).toBeVisible();
  await expect(page.getByText('01/05/1990', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: `Foto de perfil de ${NAME}` })).toHaveAttribute(
    'src',
    /^\/media\/.+-320\.webp$/,
  );

  // The profile shows the new data, and the stored copy is current.
  await page.getByRole('link', { name: 'Volver a mi perfil' }).click();
  await expect(page.getByText('1155550123', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Tu perfil esta actualizado!')).toBeVisible();

  // Changed on the server behind the stored copy's back: outdated, signed out, reloaded.
  const changed = await page.request.put(`/api/users/${stored._id}`, { data: { phone: '1166660000' } });
  expect(changed.status()).toBe(200);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Tu perfil se encuentra desactualizado, reinicia tu sesion')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
  await expect(page.getByRole('heading', { name: 'Ingresar' })).toBeVisible();

  // Sign in again, then log out: the stored copy and the session are gone.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(PASS);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page.getByText('1166660000', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Ingresar' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
  expect((await (await page.request.get('/api/auth/me')).json()).user).toBeNull();
});

test('after two clicks on "Ingresar" a "Recuperar cuenta" link appears and leads to /recuperar', async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Ingresar', exact: true })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Recuperar cuenta' })).toHaveCount(0);
  await page.getByLabel('Email').fill(freshEmail('nadie'));
  await page.getByLabel('Contraseña').fill('clave12345');
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('El email o la contraseña no coinciden');
  await expect(page.getByRole('link', { name: 'Recuperar cuenta' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await page.getByRole('link', { name: 'Recuperar cuenta' }).click();
  await expect(page).toHaveURL(/\/recuperar$/);
  await expect(page.getByRole('heading', { name: 'Recuperar cuenta' })).toBeVisible();
  await expectAccessible(page);
});

test('the login form shows the password rule as it is typed', async ({ page }) => {
  await page.goto('/profile');
  await page.getByLabel('Email').fill('corto@x');
  await page.getByLabel('Contraseña').fill('abc');
  await expect(page.getByText('El email debe ser valido.')).toBeVisible();
  await expect(
    page.getByText('Tu contraseña debe tener mas de 8 caracteres y ser una combinación de letras y números.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ingresar', exact: true })).toBeDisabled();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an empty login says "Ingrese algun dato", and the recovery link appears after two tries', async ({
    page,
  }) => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
    await expect(page.getByText('Ingrese algun dato')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Recuperar cuenta' })).toHaveCount(0);
    await page.getByLabel('Email').fill(freshEmail('sinjs'));
    await page.getByLabel('Contraseña').fill('clave12345');
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
    await expect(page.getByText('El email o la contraseña no coinciden')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Recuperar cuenta' })).toBeVisible();
  });

  test('a person registers, logs in and logs out with plain form posts', async ({ page }) => {
    const email = freshEmail('sinjs');
    await page.goto('/profile?modo=registro');
    await page.getByLabel('Nombre y apellido').fill('Persona Sin Scripts');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña').fill('corta');
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expect(page.getByText('Tu contraseña debe ser una combinación de letras y números')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('Contraseña').fill(PASS);
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expect(page.getByText('Se registro correctamente')).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña').fill(PASS);
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Persona Sin Scripts' })).toBeVisible();
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByText('Tu perfil esta actualizado!')).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { name: 'Ingresar' })).toBeVisible();
  });

  test('the profile edit saves phone and birthday with plain form posts', async ({ page }) => {
    const email = freshEmail('editar');
    await page.request.post('/api/auth/register', { data: { name: 'Persona Que Edita', email, pass: PASS } });
    await page.goto('/profile');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña').fill(PASS);
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await page.getByLabel('Modificar teléfono').click();
    await page.getByLabel('Teléfono nuevo').fill('123');
    await page.getByText('Confirmar cambios').click();
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('El numero ingresado es invalido')).toBeVisible();
    await page.getByLabel('Teléfono nuevo').fill('11 5555-0199');
    await page.getByLabel('Modificar fecha de nacimiento').click();
    await page.getByLabel('Fecha de nacimiento nueva').fill('1985-03-09');
    await page.getByText('Confirmar cambios').click();
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Cambios guardados!')).toBeVisible();
    await expect(page.getByText('1155550199', { exact: true })).toBeVisible();
    await expect(page.getByText('09/03/1985', { exact: true })).toBeVisible();
  });
});
