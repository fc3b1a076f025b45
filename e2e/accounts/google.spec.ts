import type { Page } from '@playwright/test';
import { startOidcProvider, type TestOidcProvider } from '../../apps/server/test/oidc-provider';
import { freePort } from '../../scripts/start-command.mjs';
import { type RunningServer, startServer } from '../fixtures/server';
import { expect, expectAccessible, test } from '../fixtures/test';
import { freshEmail, PASS, registerByApi } from './helpers';

test('without Google configured, the login and register forms have no Google button', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Ingresar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ingresar con Google' })).toHaveCount(0);
  await page.goto('/profile?modo=registro');
  await expect(page.getByRole('heading', { name: 'Registrarse' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ingresar con Google' })).toHaveCount(0);
});

test.describe
  .serial('Google sign-in against a local OpenID Connect provider', () => {
    let provider: TestOidcProvider;
    let server: RunningServer;
    test.beforeAll(async () => {
      test.setTimeout(180_000);
      // The issuer's address is fixed first; the site discovers it at the first sign-in.
      const port = await freePort();
      const clientSecret = 'secreto-de-prueba-e2e';
      server = await startServer({
        env: {
          GOOGLE_CLIENT_ID: 'campito-e2e',
          GOOGLE_CLIENT_SECRET: clientSecret,
          OIDC_ISSUER: `http://127.0.0.1:${port}`,
          SEED_DEMO: 'false',
        },
      });
      provider = await startOidcProvider({
        port,
        clientId: 'campito-e2e',
        clientSecret,
        redirectUris: [`${server.url}/api/auth/google/callback`],
      });
    });
    test.afterAll(async () => {
      await server?.stop();
      await provider?.close();
    });

    /** From the login form to the provider's page, signing in there as `account`. */
    async function signInWithGoogle(page: Page, account: { email: string; name?: string } | 'cancel') {
      await page.goto(`${server.url}/profile`);
      await page.getByRole('link', { name: 'Ingresar con Google' }).click();
      // Like Google, the provider remembers who signed in there before and may skip its own page.
      await page.waitForURL(
        (url) => url.pathname.startsWith('/interaction/') || url.href.startsWith(`${server.url}/?google=`),
      );
      if (!page.url().includes('/interaction/')) return;
      await expect(page.getByRole('heading', { name: 'Proveedor de prueba' })).toBeVisible();
      if (account === 'cancel') {
        await page.getByRole('button', { name: 'Cancelar' }).click();
        return;
      }
      await page.getByLabel('Email').fill(account.email);
      if (account.name) await page.getByLabel('Nombre').fill(account.name);
      await page.getByRole('button', { name: 'Ingresar' }).click();
    }

    test('a new Google account is asked to confirm, then welcomed and signed in', async ({ page }) => {
      const email = freshEmail('google');
      await signInWithGoogle(page, { email, name: 'Lucía Google' });
      await expect(page).toHaveURL(`${server.url}/?google=confirm`);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(`¿Querés registrarte en El Campito con el email ${email}?`);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Confirmar registro' }).click();

      await expect(dialog.getByRole('heading', { name: '¡Te damos la bienvenida!' })).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? 'null')?.email))
        .toBe(email);
      await dialog.getByRole('link', { name: 'Cerrar' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.goto(`${server.url}/profile`);
      await expect(page.getByRole('heading', { name: 'Lucía Google' })).toBeVisible();
      await page.getByRole('button', { name: 'Log out' }).click();
      await expect(page.getByRole('heading', { name: 'Ingresar' })).toBeVisible();

      // The next time, the same Google account goes straight to the welcome.
      await signInWithGoogle(page, { email, name: 'Lucía Google' });
      await expect(page).toHaveURL(`${server.url}/?google=welcome`);
      await expect(
        page.getByRole('dialog').getByRole('heading', { name: '¡Te damos la bienvenida!' }),
      ).toBeVisible();
    });

    test('an email registered with a password hears "close and log in"; after that login Google works', async ({
      page,
    }) => {
      const email = freshEmail('conclave');
      await registerByApi(page.request, server.url, { name: 'Persona Con Clave', email });
      await signInWithGoogle(page, { email });
      await expect(page).toHaveURL(`${server.url}/?google=registered`);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Si ya estás registrado, cerrá este mensaje e ingresá');
      expect((await (await page.request.get(`${server.url}/api/auth/me`)).json()).user).toBeNull();
      await expectAccessible(page);
      await dialog.getByRole('link', { name: 'Cerrar' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // The password login links the Google account waiting in this browser.
      await page.goto(`${server.url}/profile`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Contraseña').fill(PASS);
      await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
      await page.getByRole('button', { name: 'Log out' }).click();
      await expect(page.getByRole('heading', { name: 'Ingresar' })).toBeVisible();

      await signInWithGoogle(page, { email });
      await expect(page).toHaveURL(`${server.url}/?google=welcome`);
      await page.goto(`${server.url}/profile`);
      await expect(page.getByRole('heading', { name: 'Persona Con Clave' })).toBeVisible();
    });

    test('a failed sign-in at the provider shows the Google error message', async ({ page }) => {
      await signInWithGoogle(page, 'cancel');
      await expect(page).toHaveURL(`${server.url}/?google=error`);
      await expect(page.getByRole('dialog')).toContainText(
        'Error En iniciar sesión con Google, Pruba cambiando tu contraseña',
      );
      await expectAccessible(page);
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the confirm modal still appears and confirming registers and signs in', async ({ page }) => {
        await signInWithGoogle(page, { email: freshEmail('sinjs'), name: 'Persona Sin Scripts' });
        await expect(page).toHaveURL(`${server.url}/?google=confirm`);
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.getByRole('button', { name: 'Confirmar registro' }).click();
        await expect(page).toHaveURL(`${server.url}/?google=welcome`);
        await expect(
          page.getByRole('dialog').getByRole('heading', { name: '¡Te damos la bienvenida!' }),
        ).toBeVisible();
        await page.goto(`${server.url}/profile`);
        await expect(page.getByRole('heading', { name: 'Persona Sin Scripts' })).toBeVisible();
      });
    });
  });
