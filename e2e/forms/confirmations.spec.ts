// Issue 34, item 7: a confirmation that goes home on its own (contact, recovery; payment in
// e2e/payments/unconfigured.spec.ts) stays readable for
// the whole delay, is a live region with the focus on it, says what was mailed, and home then says it again
// until the person closes it. On a 390 px phone; the page's timers run on a clock the test moves.
import type { Page } from '@playwright/test';
import { freshEmail, registerByApi } from '../accounts/helpers';
import { expect, expectAccessible, test } from '../fixtures/test';
import { fieldOf } from './helpers';

const THANKS = 'Gracias por Contactarse con el staff de El campito';
const CONTACT_MAILED = 'Te mandamos un email confirmando que recibimos tu consulta.';

test.use({ viewport: { width: 390, height: 844 } });

/** The page's clock stands still from here on: only runFor moves it, whatever the machine's load. */
async function stopTime(page: Page) {
  await page.clock.install({ time: new Date('2026-11-27T12:00:00-03:00') });
  await page.clock.pauseAt(new Date('2026-11-27T12:00:01-03:00'));
}

/** Home's notice: the live region at the top of the page. */
const homeNotice = (page: Page) => page.locator('.arrival-notice[role="status"]');

test('the contact confirmation stays until home, and home says it again until it is closed', async ({
  page,
}) => {
  await stopTime(page);
  await page.goto('/contactanos');
  await fieldOf(page, 'fullName').fill('Marta Suárez');
  await fieldOf(page, 'email').fill(freshEmail('confirma'));
  await fieldOf(page, 'telephone').fill('+54 9 11 5555-0123');
  await fieldOf(page, 'asunto').selectOption('visitas');
  await fieldOf(page, 'consulta').fill('¿Puedo ir con mi sobrina el sábado?');
  await page.getByRole('button', { name: 'Enviar consulta' }).click();

  const done = page.getByRole('status').filter({ has: page.getByRole('heading', { name: THANKS }) });
  await expect(done).toBeVisible();
  await expect(page.getByRole('heading', { name: THANKS })).toBeFocused();
  await expect(done).toContainText(CONTACT_MAILED);
  await expect(done).toContainText('En unos segundos te llevamos al inicio.');
  // Just before the delay ends it is all still there.
  await page.clock.runFor(2_900);
  await expect(done).toBeVisible();
  await expect(page).toHaveURL(/\/contactanos$/);

  await page.clock.runFor(200);
  await expect(page).toHaveURL(/\/$/);
  const notice = homeNotice(page);
  await expect(notice).toContainText(THANKS);
  await expect(notice).toContainText(CONTACT_MAILED);
  // axe waits on timers of its own: time flows again (nothing here moves on its own any more).
  await page.clock.resume();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Cerrar aviso' }).click();
  await expect(notice).toBeEmpty();
  // Said once: coming back home later shows no old notice.
  await page.reload();
  await expect(page.getByTestId('home-tiles')).toBeVisible();
  await expect(homeNotice(page)).toBeEmpty();
});

test('without JavaScript the contact confirmation is a page of its own with the mail said and a way home', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  try {
    await page.goto(`${baseURL}/contactanos`);
    await fieldOf(page, 'fullName').fill('Sin Script');
    await fieldOf(page, 'email').fill(freshEmail('sin-js'));
    await fieldOf(page, 'telephone').fill('(011) 5555-0123');
    await fieldOf(page, 'asunto').selectOption('consulta');
    await fieldOf(page, 'consulta').fill('Una consulta sin JavaScript.');
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    await expect(page.getByRole('heading', { name: THANKS })).toBeVisible();
    await expect(page.getByText(CONTACT_MAILED)).toBeVisible();
    // Home after the same pause, by a refresh only a browser without scripts follows.
    await expect(page.locator('noscript meta[http-equiv="refresh"]')).toHaveAttribute('content', '3;url=/');
  } finally {
    await context.close();
  }
});

test('the recovery confirmation says where to look for the mail, and home repeats it', async ({
  page,
  request,
  baseURL,
}) => {
  const email = freshEmail('recupera');
  await registerByApi(request, baseURL ?? '', { email });
  await stopTime(page);
  await page.goto('/recuperar');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Enviar correo' }).click();
  const message = 'Se envio un correo para recuperar tu cuenta.';
  const mailed = 'Si no lo ves en unos minutos, fijate en la carpeta de spam o promociones.';
  await expect(page.getByRole('heading', { name: message })).toBeFocused();
  await expect(page.getByRole('status')).toContainText(mailed);
  await page.clock.runFor(3_000);
  await expect(page).toHaveURL(/\/$/);
  await expect(homeNotice(page)).toContainText(message);
  await expect(homeNotice(page)).toContainText(mailed);
});
