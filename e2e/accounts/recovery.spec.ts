import { request as playwrightRequest } from '@playwright/test';
import { passwordLink, verificationLink, waitFor } from '../../apps/server/test/mail-link';
import { startSmtpServer } from '../../apps/server/test/smtp';
import { validAdoption } from '../../packages/core/test/form-samples';
import { type RunningServer, startServer } from '../fixtures/server';
import { expect, expectAccessible, test } from '../fixtures/test';
import { freshEmail, loginWithForm, PASS, registerByApi } from './helpers';

const NEW_PASS = 'nueva2025';

test.describe
  .serial('password recovery through a real mail', () => {
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    let server: RunningServer;
    test.beforeAll(async () => {
      test.setTimeout(180_000);
      smtp = await startSmtpServer();
      server = await startServer({ env: { SMTP_URL: smtp.url, SEED_DEMO: 'false' } });
    });
    test.afterAll(async () => {
      await server?.stop();
      await smtp?.close();
    });

    test('a person gets the mail, changes the password through its link, and the link works only once', async ({
      page,
    }) => {
      const api = await playwrightRequest.newContext();
      const email = freshEmail('olvido');
      await registerByApi(api, server.url, { name: 'Persona Olvidadiza', email });

      await page.goto(`${server.url}/recuperar`);
      await expectAccessible(page);
      await page.getByLabel('Email').fill(freshEmail('desconocida'));
      await page.getByRole('button', { name: 'Enviar correo' }).click();
      await expect(page.getByText('No se encontro email')).toBeVisible();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Enviar correo' }).click();
      await expect(page.getByText('Se envio un correo para recuperar tu cuenta.')).toBeVisible();
      await expect(page).toHaveURL(`${server.url}/`);

      // Registering sent a verification mail to the same address first: take the recovery one.
      const mail = await waitFor(() =>
        smtp.received.find((m) => m.to.includes(email) && passwordLink(m.raw)),
      );
      const link = passwordLink(mail.raw)!;
      expect(link).toMatch(new RegExp(`^${server.url}/cambiarPassword/[A-Za-z0-9_-]{43}$`));

      await page.goto(link);
      await expectAccessible(page);
      await page.getByLabel('Contraseña nueva', { exact: true }).fill(NEW_PASS);
      await page.getByLabel('Repetí la contraseña nueva').fill('otra2025x');
      await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible();
      await page.getByLabel('Repetí la contraseña nueva').fill(NEW_PASS);
      await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await expect(page.getByText('Se Cambio tu contaseña')).toBeVisible();
      await expect(page).toHaveURL(`${server.url}/`);

      const oldLogin = await api.post(`${server.url}/api/auth/login`, { data: { email, pass: PASS } });
      expect(oldLogin.status()).toBe(401);
      const newLogin = await api.post(`${server.url}/api/auth/login`, { data: { email, pass: NEW_PASS } });
      expect(newLogin.status()).toBe(200);

      // The same link a second time.
      await page.goto(link);
      await page.getByLabel('Contraseña nueva', { exact: true }).fill('tercera2026');
      await page.getByLabel('Repetí la contraseña nueva').fill('tercera2026');
      await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await expect(page.getByText('Hubo un error al cambiar la contraseña')).toBeVisible();
      expect(
        (await api.post(`${server.url}/api/auth/login`, { data: { email, pass: NEW_PASS } })).status(),
      ).toBe(200);
      await api.dispose();
    });

    test('a password reset signs the person out everywhere', async ({ page, browser }) => {
      const email = freshEmail('sesiones');
      await registerByApi(page.request, server.url, { email });
      const other = await browser.newContext();
      const otherPage = await other.newPage();
      await otherPage.goto(`${server.url}/profile`);
      await otherPage.getByLabel('Email').fill(email);
      await otherPage.getByLabel('Contraseña').fill(PASS);
      await otherPage.getByRole('button', { name: 'Ingresar', exact: true }).click();
      await expect(otherPage.getByRole('button', { name: 'Log out' })).toBeVisible();

      const before = smtp.received.length;
      expect((await page.request.post(`${server.url}/api/password`, { data: { email } })).status()).toBe(200);
      const mail = await waitFor(() =>
        smtp.received.slice(before).find((m) => m.to.includes(email) && passwordLink(m.raw)),
      );
      await page.goto(passwordLink(mail.raw)!);
      await page.getByLabel('Contraseña nueva', { exact: true }).fill(NEW_PASS);
      await page.getByLabel('Repetí la contraseña nueva').fill(NEW_PASS);
      await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await expect(page.getByText('Se Cambio tu contaseña')).toBeVisible();

      await otherPage.reload();
      await expect(otherPage.getByRole('heading', { name: 'Ingresar' })).toBeVisible();
      await other.close();
    });

    test('"Mis solicitudes" waits for the email to be verified: the mailed link (or a new one) unlocks it', async ({
      page,
    }) => {
      const api = await playwrightRequest.newContext();
      const email = freshEmail('verifica');
      // Someone sent an adoption request with this address before the account existed.
      const sent = await api.post(`${server.url}/api/adoptions`, {
        data: validAdoption({ email, nameDog: 'Pirata' }),
      });
      expect(sent.status()).toBe(201);
      await registerByApi(api, server.url, { email });
      await api.dispose();

      await loginWithForm(page, server.url, email);
      await expect(page.getByRole('heading', { name: 'Mis solicitudes' })).toBeVisible();
      await expect(page.getByText('Confirmá tu email para ver acá las solicitudes')).toBeVisible();
      await expect(page.getByText('Adopción de Pirata')).toHaveCount(0);
      await expectAccessible(page);

      // Ask for the mail again: a new link, the first one retired.
      const before = smtp.received.length;
      await page.getByRole('button', { name: 'Reenviar el correo de verificación' }).click();
      await expect(
        page.getByText('Te mandamos un correo con el enlace para confirmar tu email.'),
      ).toBeVisible();
      const mail = await waitFor(() =>
        smtp.received.slice(before).find((m) => m.to.includes(email) && verificationLink(m.raw)),
      );
      const link = verificationLink(mail.raw)!;
      expect(link).toMatch(new RegExp(`^${server.url}/verificar/[A-Za-z0-9_-]{43}$`));

      // Opening the link changes nothing (a mail scanner may open it): its button confirms.
      await page.goto(link);
      await expect(page.getByText('Tocá el botón para confirmar que este email es tuyo.')).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Confirmar mi email' }).click();
      await expect(page.getByText('¡Listo! Confirmaste tu email.')).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Ir a mi perfil' }).click();
      await expect(page.getByText('Adopción de Pirata')).toBeVisible();
      await expect(page.getByText('Confirmá tu email para ver acá las solicitudes')).toHaveCount(0);
    });
  });
