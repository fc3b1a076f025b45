// Issue 18: a donor on a phone sees the shelter's account on /colaborar, copies the alias, tells staff about
// the transfer (with and without JavaScript); staff confirm it in the admin; the receipt arrives through
// real SMTP; the donor finds it in "Mis aportes"; /impacto shows the figures with no JavaScript at all.
// Issue 36: on this install without provider keys, a sponsor pledges a monthly transfer for a dog, gets the
// account by mail, tells the month's transfer from the mail's link (filled in), staff confirm it, and the
// donor pauses the pledge from the mail's other link. (Each month's reminder is the same mail on a clock:
// apps/server/src/modules/payments/subscriptions/pledges.test.ts moves that clock.)
// Issue 36: staff record a transfer that arrived last year; the donor downloads last year's certificate
// from «Mis aportes» on the phone, reads their gifts in it and checks its code; staff issue one from the
// panel too.

import { readFile } from 'node:fs/promises';
import { isoDay, PLEDGE_MSG } from '@campito/core';
import { request as playwrightRequest } from '@playwright/test';
import { decodedBody, decodeQuotedPrintable, mailTo as mailToAt } from '../../apps/server/test/mail-link';
import { pdfText } from '../../apps/server/test/pdf';
import { startSmtpServer } from '../../apps/server/test/smtp';
import { freshEmail, loginWithForm, registerVerifiedByApi } from '../accounts/helpers';
import { type RunningServer, startServer } from '../fixtures/server';
import { expect, expectAccessible, signInByApi, test } from '../fixtures/test';
import { confirmTransfer as confirmTransferAt } from './staff';

const ADMIN_EMAIL = 'tesoreria@example.com';
const ADMIN_PASSWORD = 'campito2024tesoreria';
/** The demo's example account (apps/server/src/seed/interface.ts). */
const DEMO_ALIAS = 'CAMPITO.EJEMPLO';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: RunningServer;
let donor: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  smtp = await startSmtpServer();
  server = await startServer({ env: { ADMIN_EMAIL, ADMIN_PASSWORD, SMTP_URL: smtp.url } });
  // The donor has an account with a verified email, so "Mis aportes" lists what they gave.
  donor = freshEmail('donante');
  const api = await playwrightRequest.newContext();
  await registerVerifiedByApi(api, server.url, smtp, { name: 'Julia Donante', email: donor });
  await api.dispose();
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const mailTo = (address: string, subject: string) => mailToAt(smtp, address, subject);
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const linkIn = (raw: string, path: string) => {
  const found = decodedBody(raw).match(new RegExp(`https?://[^\\s"<>]+${path}[^\\s"<>]*`))?.[0];
  if (!found) throw new Error(`no ${path} link in the mail`);
  return found;
};

const STAFF_ACCOUNT = { email: ADMIN_EMAIL, pass: ADMIN_PASSWORD };
const signInStaff = (page: import('@playwright/test').Page) => signInByApi(page, server.url, STAFF_ACCOUNT);
const confirmTransfer = (page: import('@playwright/test').Page, email: string) =>
  confirmTransferAt(page, server.url, email, STAFF_ACCOUNT);

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the donor copies the alias, tells about the transfer and reads what comes next', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.goto(`${server.url}/colaborar`);
    const bank = page.getByRole('region', { name: 'Transferencia bancaria' });
    await expect(bank.getByText(DEMO_ALIAS)).toBeVisible();
    await bank.getByRole('button', { name: 'Copiar el alias' }).click();
    await expect(bank.getByText('¡Copiado!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DEMO_ALIAS);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await bank.getByRole('link', { name: 'Avisanos tu transferencia' }).click();
    await expect(page).toHaveURL(/\/colaborar\/transferencia$/);
    await page.getByRole('button', { name: 'Avisar' }).click();
    await expect(page.getByText('Ingresá tu nombre')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Tu nombre').fill('Julia Donante');
    await page.getByLabel('Tu email (para mandarte el recibo)').fill(donor);
    await page.getByLabel('Monto, en pesos').fill('12.500,50');
    await expect(page.getByText('Ingresá el monto en pesos enteros, sin centavos.')).toBeVisible();
    // «12.500» is how Argentinians write twelve thousand five hundred (issue 34).
    await page.getByLabel('Monto, en pesos').fill('12.500');
    await page.getByLabel('Fecha de la transferencia').fill(yesterday());
    await page.getByLabel('Número de operación (opcional)').fill('778899');
    await page.getByRole('button', { name: 'Avisar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Recibimos tu aviso' })).toContainText(
      'te manda el recibo por email',
    );
    await mailTo(donor, 'Recibimos tu aviso de transferencia');
  });

  test('without provider keys a sponsor pledges a monthly transfer, tells it from the mail and pauses it', async ({
    page,
    browser,
  }) => {
    const sponsor = freshEmail('mensual');
    await page.goto(`${server.url}/colaborar/Negra`);
    // The card boxes say they are not available, and where to give instead.
    const card = page.getByRole('region', { name: 'Mercado Pago mensual (pesos)' });
    await expect(card).toContainText(PLEDGE_MSG.providerMissing);
    await card.getByRole('link', { name: 'Aportar todos los meses por transferencia' }).click();
    const box = page.getByRole('region', { name: 'Por transferencia, todos los meses (pesos)' });
    await expect(box).toBeInViewport();
    await box.getByRole('button', { name: 'Quiero aportar todos los meses' }).click();
    await expect(box.getByText(PLEDGE_MSG.name)).toBeVisible();
    await box.getByLabel('Tu nombre').fill('Carla Madrina');
    await box.getByLabel('Tu email').fill(sponsor);
    await box.getByLabel('$ 10.000 por mes').check();
    await box.getByLabel('Quiero recibir novedades de Negra por mail').check();
    await expectAccessible(page);
    await box.getByRole('button', { name: 'Quiero aportar todos los meses' }).click();
    await expect(page.getByRole('status').filter({ hasText: PLEDGE_MSG.pledged })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const first = await mailTo(sponsor, 'Tu aporte mensual por transferencia');
    const body = decodedBody(first.raw);
    expect(body).toContain(DEMO_ALIAS);
    expect(body).toContain('$ 10.000 por mes para apadrinar a Negra');
    await page.goto(linkIn(first.raw, '/colaborar/transferencia\\?aporte='));
    await expect(page.getByLabel('Tu nombre')).toHaveValue('Carla Madrina');
    await expect(page.getByLabel('Tu email (para mandarte el recibo)')).toHaveValue(sponsor);
    await expect(page.getByLabel('Monto, en pesos')).toHaveValue('10000');
    await expect(page.getByText('Es la de tu aporte mensual')).toBeVisible();
    await page.getByLabel('Fecha de la transferencia').fill(yesterday());
    await page.getByRole('button', { name: 'Avisar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Recibimos tu aviso' })).toBeVisible();

    const staff = await (await browser.newContext()).newPage();
    await confirmTransfer(staff, sponsor);
    await staff.context().close();

    await page.goto(linkIn(first.raw, '/aporte-mensual/'));
    await expect(page.getByText('Activo: gracias por sostenerlo.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Pausar mi aporte' }).click();
    await expect(page.getByRole('status')).toHaveText(PLEDGE_MSG.paused);
    await expect(page.getByRole('button', { name: 'Retomar mi aporte' })).toBeVisible();
    const changed = await mailTo(sponsor, 'Cambiaste tu aporte mensual');
    expect(decodedBody(changed.raw)).toContain('pausaste tu aporte mensual');
  });

  test('the copy buttons hold their place before the page hydrates: nothing under them moves', async ({
    page,
    browser,
  }) => {
    // Where the notice section starts on the page as the server sends it (no script runs)…
    const plain = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const unscripted = await plain.newPage();
    await unscripted.goto(`${server.url}/colaborar/transferencia`);
    const notice = (p: typeof page) => p.getByRole('region', { name: '¿Ya transferiste?' });
    const before = await notice(unscripted).boundingBox();
    await plain.close();
    // …and once it hydrated and the buttons show.
    await page.goto(`${server.url}/colaborar/transferencia`);
    await expect(page.getByRole('button', { name: 'Copiar el CBU' })).toBeEnabled();
    const after = await notice(page).boundingBox();
    expect(before).not.toBeNull();
    expect(after?.y).toBe(before?.y);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the account is selectable text and the notice form still works', async ({ page }) => {
    await page.goto(`${server.url}/colaborar/transferencia`);
    await expect(page.getByText(DEMO_ALIAS)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copiar el alias' })).toHaveCount(0);
    await page.getByLabel('Tu nombre').fill('Sin Scripts');
    await page.getByLabel('Tu email (para mandarte el recibo)').fill('sin-scripts@example.com');
    await page.getByLabel('Monto, en pesos').fill('3000');
    await page.getByRole('button', { name: 'Avisar' }).click();
    await expect(page.getByText('Ingresá la fecha de la transferencia')).toBeVisible();
    await expect(page.getByLabel('Tu nombre')).toHaveValue('Sin Scripts');
    await page.getByLabel('Fecha de la transferencia').fill(yesterday());
    await page.getByRole('button', { name: 'Avisar' }).click();
    await expect(page.getByRole('status')).toContainText('Recibimos tu aviso');
  });

  test('a monthly pledge by transfer is taken, its messages shown and its values kept', async ({ page }) => {
    await page.goto(`${server.url}/colaborar`);
    const box = page.getByRole('region', { name: 'Por transferencia, todos los meses (pesos)' });
    await box.getByLabel('Tu email').fill('pledge-sin-js@example.com');
    await box.getByLabel('Otro monto mensual, en pesos').fill('2500,50');
    await box.getByRole('button', { name: 'Quiero aportar todos los meses' }).click();
    const again = page.getByRole('region', { name: 'Por transferencia, todos los meses (pesos)' });
    await expect(again.getByText(PLEDGE_MSG.name)).toBeVisible();
    await expect(again.getByText('Ingresá el monto en pesos enteros, sin centavos.')).toBeVisible();
    await expect(again.getByLabel('Tu email')).toHaveValue('pledge-sin-js@example.com');
    await again.getByLabel('Tu nombre').fill('Sin Scripts');
    await again.getByLabel('Otro monto mensual, en pesos').fill('2.500');
    await again.getByRole('button', { name: 'Quiero aportar todos los meses' }).click();
    await expect(page.getByRole('status').filter({ hasText: PLEDGE_MSG.pledged })).toBeVisible();
  });
});

test('staff confirm the transfer, the receipt arrives, and the donor sees it in "Mis aportes"', async ({
  page,
  browser,
}) => {
  await confirmTransfer(page, donor);
  const receipt = await mailTo(donor, 'Recibo de tu aporte a El Campito');
  const text = decodeQuotedPrintable(receipt.raw);
  expect(text).toContain('$ 12.500');
  expect(text).toContain('Transferencia bancaria');
  expect(text).toContain('CUIT');

  const donorPage = await (await browser.newContext()).newPage();
  await loginWithForm(donorPage, server.url, donor);
  const giving = donorPage.getByRole('region', { name: 'Mis aportes' });
  await expect(giving).toContainText('$ 12.500');
  await expect(giving).toContainText('por transferencia');
  await expect(giving).not.toContainText('todavía no lo confirmó');
});

test('/impacto shows the figures from the data, without JavaScript, and the footer links to it', async ({
  page,
}) => {
  await page.goto(`${server.url}/`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Lo que hacemos con tu ayuda' }).click();
  await expect(page).toHaveURL(/\/impacto$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lo que hacemos con tu ayuda');
  const care = page.getByRole('definition').first();
  expect(Number((await care.textContent())?.replace(/\D/g, ''))).toBeGreaterThan(10);
  await expect(page.getByText('Recibido este mes')).toBeVisible();
  await expect(page.getByText('$ 5.000: el alimento de un perro durante una semana.')).toBeVisible();
  expect(await page.locator('script[src*="/assets/"]').count()).toBe(0);
  await expectAccessible(page);
});

test("the donor downloads last year's certificate on a phone; staff issue one from the panel", async ({
  page,
  browser,
}) => {
  const lastYear = Number(isoDay().slice(0, 4)) - 1;
  // A transfer that arrived last year, recorded by hand in the panel.
  await signInStaff(page);
  const created = await page.request.post(`${server.url}/api/admin/contributions`, {
    data: {
      type: 'donación',
      date: `${lastYear}-06-15`,
      total: 8000,
      method: 'transferencia',
      name: 'Julia Donante',
      email: donor,
      detail: 'Transferencia de junio',
    },
  });
  expect(created.status()).toBe(201);
  const gift = (await created.json()) as { id: string };

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
  const donorPage = await phone.newPage();
  await loginWithForm(donorPage, server.url, donor);
  await donorPage
    .getByRole('region', { name: 'Mis aportes' })
    .getByRole('link', { name: 'Descargá el certificado de tus donaciones de cada año' })
    .click();
  await expect(donorPage.getByRole('heading', { level: 1 })).toHaveText('Certificado de donaciones');
  await expectAccessible(donorPage);
  await donorPage.getByLabel('Año').selectOption(String(lastYear));
  // A wrong number is refused with its message, keeping what was typed.
  await donorPage.getByLabel('CUIT, CUIL o DNI (opcional)').fill('20-12345678-0');
  await donorPage.getByRole('button', { name: 'Descargar el certificado (PDF)' }).click();
  const taxId = donorPage.getByLabel('CUIT, CUIL o DNI (opcional)');
  await expect(taxId).toHaveAccessibleDescription(/Ingresá tu CUIT o CUIL/);
  await expect(donorPage.getByLabel('Año')).toHaveValue(String(lastYear));
  await taxId.fill('20-12345678-6');
  const [download] = await Promise.all([
    donorPage.waitForEvent('download'),
    donorPage.getByRole('button', { name: 'Descargar el certificado (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`certificado-donaciones-${lastYear}.pdf`);
  const text = pdfText(await readFile((await download.path())!)).replace(/\s+/g, ' ');
  expect(text).toContain(`Certificado de donaciones — Año ${lastYear}`);
  expect(text).toContain('certifica que Julia Donante, CUIT/CUIL 20-12345678-6, realizó');
  expect(text).toContain(`15/6/${lastYear} $ 8.000 ARS Transferencia bancaria ${gift.id}`);
  expect(text).toContain('Total en pesos argentinos (ARS): $ 8.000 (1 donación)');
  // This year's transfer is not last year's.
  expect(text).not.toContain('12.500');

  // Anyone holding the code checks it, without JavaScript and without seeing who gave.
  const code = text.match(/Código de verificación: ([A-Z2-9-]{14})/)?.[1];
  expect(code).toBeTruthy();
  const checker = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await checker.goto(`${server.url}/certificados`);
  await checker.getByLabel('Código de verificación').fill(code!.toLowerCase());
  await checker.getByRole('button', { name: 'Verificar' }).click();
  await expect(checker.getByRole('status')).toContainText(`El certificado ${code} es válido`);
  await expect(checker.getByText('$ 8.000 en 1 donación')).toBeVisible();
  await expect(checker.locator('body')).not.toContainText('Julia');
  await donorPage.goto(checker.url());
  await expectAccessible(donorPage);

  // Staff issue the same donor's certificate from the gift in the panel.
  await page.goto(`${server.url}/admin#/contributions/${gift.id}/show`);
  await page.getByRole('button', { name: 'Certificado de donaciones' }).click();
  const dialog = page.getByRole('dialog', { name: `Certificado de donaciones de ${donor}` });
  await expect(dialog.getByLabel('Año')).toHaveValue(String(lastYear));
  await dialog.getByRole('button', { name: 'Emitir el certificado' }).click();
  await expect(dialog.getByText(/Certificado [A-Z2-9-]{14} emitido/)).toBeVisible();
  const [staffCopy] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Descargar el PDF' }).click(),
  ]);
  expect(pdfText(await readFile((await staffCopy.path())!))).toContain('Julia Donante');
  await phone.close();
});
