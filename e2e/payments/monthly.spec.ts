// Issue 18: monthly giving and sponsors who see their dog, on a server of our own configured against the
// fake MercadoPago and PayPal (real HTTP servers started here) and a real SMTP server. A donor chooses
// "Mensual" on /colaborar without JavaScript, authorizes the plan at the fake MercadoPago, which notifies our
// webhook (signed) before sending the donor back; staff see the plan active in the admin. A sponsor of a dog
// asks for its news and sees the dog's meter move; staff post a news item and the sponsor's mail arrives.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { request as playwrightRequest } from '@playwright/test';
import { startFakeMercadoPago } from '../../apps/server/test/fake-mercadopago';
import { startFakePayPal } from '../../apps/server/test/fake-paypal';
import { decodedBody, decodeQuotedPrintable, mailTo as mailToAt } from '../../apps/server/test/mail-link';
import { startSmtpServer } from '../../apps/server/test/smtp';
import { loginWithForm, registerVerifiedByApi } from '../accounts/helpers';
import { waitForHydration } from '../content/helpers';
import { type RunningServer, startServer } from '../fixtures/server';
import { expect, expectAccessible, signInByApi, test } from '../fixtures/test';

const MP = { accessToken: 'APP_USR-e2e-monthly', webhookSecret: 'e2e-monthly-secret' };
const PP = {
  clientId: 'e2e-monthly-client',
  clientSecret: 'e2e-monthly-secret',
  webhookId: '5GP028458E2496506',
};
const ADMIN_EMAIL = 'mensual@example.com';
const ADMIN_PASSWORD = 'campito2024mensual';
const CARE_COST = 20000;

let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let mp: Awaited<ReturnType<typeof startFakeMercadoPago>>;
let pp: Awaited<ReturnType<typeof startFakePayPal>>;
let dog: { _id: string; name: string };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  smtp = await startSmtpServer();
  mp = await startFakeMercadoPago(MP);
  pp = await startFakePayPal(PP);
  const env = {
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SMTP_URL: smtp.url,
    MERCADOPAGO_ACCESS_TOKEN: MP.accessToken,
    MERCADOPAGO_WEBHOOK_SECRET: MP.webhookSecret,
    MERCADOPAGO_API_URL: mp.url,
    PAYPAL_CLIENT_ID: PP.clientId,
    PAYPAL_CLIENT_SECRET: PP.clientSecret,
    PAYPAL_WEBHOOK_ID: PP.webhookId,
    PAYPAL_API_URL: pp.url,
  };
  const first = await startServer({ env });
  const api = await playwrightRequest.newContext();
  dog = (await (await api.get(`${first.url}/api/dogs?limit=1`)).json())[0];
  await api.dispose();
  expect(await first.stop()).toBe(0);
  // Staff set what the dog's care costs a month (the dog form's field; here straight in the database).
  const db = new PGlite(path.join(first.dataDir, 'db'));
  try {
    await db.query('update dogs set monthly_care_cost = $1 where id = $2', [CARE_COST, dog._id]);
  } finally {
    await db.close();
  }
  server = await startServer({ dataDir: first.dataDir, env });
  // Where MercadoPago's panel and PayPal's app send their notifications.
  mp.setWebhookUrl(`${server.url}/api/webhooks/mercadopago`);
  pp.setWebhookUrl(`${server.url}/api/webhooks/paypal`);
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await mp?.close();
  await pp?.close();
});

const mailTo = (address: string, text: string) => mailToAt(smtp, address, text);

const signInStaff = (page: import('@playwright/test').Page) =>
  signInByApi(page, server.url, { email: ADMIN_EMAIL, pass: ADMIN_PASSWORD });

test('a donor gives monthly from /colaborar without JavaScript, and staff see the plan active', async ({
  browser,
  page,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const donor = await context.newPage();
  await donor.goto(`${server.url}/colaborar`);
  const monthly = donor.getByRole('region', { name: 'Mercado Pago mensual (pesos)' });
  await monthly.getByRole('radio', { name: '$ 5.000 por mes' }).check();
  await monthly.getByRole('textbox', { name: 'Tu email' }).fill('donante.mensual@example.com');
  await monthly.getByRole('button', { name: 'Quiero aportar todos los meses' }).click();

  await expect(donor).toHaveURL(new RegExp(`^${mp.url}/subscriptions/checkout\\?preapproval_id=`));
  const sent = mp.received.preapprovals.at(-1)!.body as {
    payer_email: string;
    auto_recurring: { transaction_amount: number; frequency_type: string; currency_id: string };
  };
  expect(sent.payer_email).toBe('donante.mensual@example.com');
  expect(sent.auto_recurring).toMatchObject({
    transaction_amount: 5000,
    frequency_type: 'months',
    currency_id: 'ARS',
  });
  await donor.getByRole('button', { name: 'Suscribirme' }).click();

  // Back on our page: MercadoPago already told our webhook (signed), and the page reads the plan's state.
  await expect(donor).toHaveURL(new RegExp(`^${server.url}/aporte-mensual\\?`));
  await expect(
    donor.getByText('Tu aporte de $ 5.000 por mes para El Campito con Mercado Pago ya está activo.'),
  ).toBeVisible();
  await expect(donor.getByText(/«Suscripciones» de tu perfil/)).toBeVisible();
  expect(mp.received.webhooks.map((w) => [(w.body as { type: string }).type, w.status])).toEqual([
    ['subscription_preapproval', 200],
    ['subscription_authorized_payment', 200],
  ]);
  await context.close();
  await mailTo('donante.mensual@example.com', 'Tu aporte mensual a El Campito est');

  await signInStaff(page);
  await page.goto(`${server.url}/admin#/subscriptions?filter=${encodeURIComponent('{"status":"active"}')}`);
  await expect(page.getByRole('menuitem', { name: 'Aportes mensuales' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'donante.mensual@example.com' });
  await expect(row).toContainText('Activo');
  await expect(row).toContainText('Mercado Pago');
  await expect(row).toContainText('5.000');
  await expect(row).not.toContainText(/\b(active|mercadopago)\b/);
  await expectAccessible(page);
  // Its first month, recorded once, shows on the plan.
  await row.click();
  await expect(page.getByText('Meses cobrados')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Pagado' })).toHaveCount(1);
});

test('a sponsor asks for a dog’s news and sees its meter move; staff post news and the mail arrives', async ({
  browser,
  page,
}) => {
  const sponsor = 'madrina.novedades@example.com';
  await page.goto(`${server.url}/adoptar/perros/${dog._id}`);
  await expect(page.getByText(`Cubrimos el 0 % de los cuidados de ${dog.name} este mes`)).toBeVisible();

  await page.goto(`${server.url}/colaborar/${encodeURIComponent(dog.name)}`);
  await waitForHydration(page);
  await expect(
    page.getByRole('meter', { name: `Cubrimos el 0 % de los cuidados de ${dog.name} este mes` }),
  ).toBeVisible();
  await expectAccessible(page);
  const monthly = page.getByRole('region', { name: 'Mercado Pago mensual (pesos)' });
  await monthly.getByRole('textbox', { name: 'Tu email' }).fill(sponsor);
  // The typed amount is checked as it is written, with the shared rules.
  const other = monthly.getByRole('textbox', { name: 'Otro monto mensual, en pesos' });
  await other.fill('4.000,50');
  await expect(monthly.getByText('Ingresá el monto en pesos enteros, sin centavos.')).toBeVisible();
  // Thousands written the Argentine way are that amount (issue 34).
  await other.fill('5.000');
  await monthly.getByRole('checkbox', { name: `Quiero recibir novedades de ${dog.name} por mail` }).check();
  await monthly.getByRole('button', { name: 'Quiero aportar todos los meses' }).click();

  await expect(page).toHaveURL(new RegExp(`^${mp.url}/subscriptions/checkout`));
  expect((mp.received.preapprovals.at(-1)!.body as { reason: string }).reason).toBe(
    `Padrinazgo mensual de ${dog.name} en El Campito`,
  );
  await page.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(
    page.getByText(
      `Tu aporte de $ 5.000 por mes para los cuidados de ${dog.name} con Mercado Pago ya está activo.`,
    ),
  ).toBeVisible();

  // The dog's page (cached for visitors) shows the new share at once: $ 5.000 of $ 20.000.
  await page.goto(`${server.url}/adoptar/perros/${dog._id}`);
  const meter = page.getByRole('meter', { name: `Cubrimos el 25 % de los cuidados de ${dog.name} este mes` });
  await expect(meter).toHaveAttribute('value', '5000');
  await expect(meter).toHaveAttribute('max', String(CARE_COST));
  await expectAccessible(page);

  // Staff post a news item with the admin's form.
  await signInStaff(page);
  await page.goto(`${server.url}/admin#/dog-updates/create`);
  const dogInput = page.getByRole('combobox', { name: 'Perro' });
  await dogInput.click();
  await dogInput.fill(dog.name);
  await page.getByRole('option', { name: dog.name, exact: true }).click();
  const news = `${dog.name} ya camina sola hasta el bebedero.`;
  await page.getByRole('textbox', { name: 'Novedad' }).fill(news);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/#\/dog-updates$/);

  const mail = await mailTo(sponsor, `Novedades de ${dog.name}`);
  const body = decodeQuotedPrintable(mail.raw);
  expect(body).toContain(news);
  expect(body).toContain(`/adoptar/perros/${dog._id}`);
  expect(body).toMatch(/\/novedades\/baja\?email=/);
  // Only the sponsor who asked: the monthly donor of the first journey gave no dog and asked for nothing.
  expect(
    smtp.received
      .filter((m) => decodeQuotedPrintable(m.raw).includes(`Novedades de ${dog.name}`))
      .map((m) => m.to),
  ).toEqual([[sponsor]]);

  // The news shows on the dog's page for everyone (a visitor without a session, served from the cache).
  const visitor = await browser.newPage();
  await visitor.goto(`${server.url}/adoptar/perros/${dog._id}`);
  await expect(visitor.getByRole('region', { name: `Novedades de ${dog.name}` })).toContainText(news);
  await visitor.close();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('staff read the plans and the news as compact lists that fit, and open them', async ({ page }) => {
    await signInStaff(page);
    for (const [resource, view, text] of [
      ['subscriptions', '/show', /\$\s?5\.000 por mes/],
      ['dog-updates', '', /ya camina sola hasta el bebedero/],
    ] as const) {
      await page.goto(`${server.url}/admin#/${resource}`);
      const rows = page.getByTestId('compact-row');
      await expect(rows.first()).toBeVisible();
      await expect(rows.first()).toContainText(text);
      await expect(page.getByRole('table')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAccessible(page);
      await rows.first().getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`#/${resource}/[^/]+${view}$`));
      await expect(page.locator(view ? '.RaShow-main' : '.RaEdit-main form').first()).toBeVisible();
      await expectAccessible(page);
    }
  });
});

test('a PayPal monthly plan is approved at PayPal and its first cycle recorded once', async ({ page }) => {
  await page.goto(`${server.url}/colaborar`);
  await waitForHydration(page);
  const monthly = page.getByRole('region', { name: 'PayPal mensual (dólares)' });
  await monthly.getByRole('radio', { name: 'US$ 10 por mes' }).check();
  await monthly.getByRole('textbox', { name: 'Tu email' }).fill('paypal.mensual@example.com');
  await monthly.getByRole('button', { name: 'Quiero aportar todos los meses' }).click();
  await expect(page).toHaveURL(new RegExp(`^${pp.url}/webapps/billing/subscriptions\\?ba_token=`));
  await page.getByRole('button', { name: 'Aceptar y suscribirme' }).click();
  await expect(
    page.getByText('Tu aporte de US$ 10 por mes para El Campito con PayPal ya está activo.'),
  ).toBeVisible();
  await expect(page.getByText(/paypal\.com\/myaccount\/autopay/)).toBeVisible();
  expect(pp.received.webhooks.map((w) => w.status)).toEqual([200, 200]);
});

test('the donor cancels their plan from their account; MercadoPago is told and stops charging', async ({
  page,
}) => {
  // The donor of the first journey registers with that email and confirms it.
  const email = 'donante.mensual@example.com';
  await registerVerifiedByApi(page.request, server.url, smtp, { name: 'Donante Mensual', email });
  const staff = await playwrightRequest.newContext();
  await staff.post(`${server.url}/api/auth/login`, { data: { email: ADMIN_EMAIL, pass: ADMIN_PASSWORD } });
  const [plan] = await (
    await staff.get(
      `${server.url}/api/admin/subscriptions?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`,
    )
  ).json();
  await staff.dispose();
  const preapprovalId = plan.providerSubscriptionId as string;

  await loginWithForm(page, server.url, email);
  await page.goto(`${server.url}/profile/aportes/${plan.id}/cancelar`);
  await waitForHydration(page);
  await expect(page.getByText('Tu aporte mensual de $ 5.000 por mes, con Mercado Pago.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: /^Cancelar/ }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Listo: cancelaste tu aporte mensual. No se te va a cobrar de nuevo.',
  );
  expect(mp.received.preapprovalUpdates.filter((u) => u.id === preapprovalId)).toEqual([
    { id: preapprovalId, body: { status: 'cancelled' } },
  ]);
  expect(mp.preapprovals.get(preapprovalId)!.status).toBe('cancelled');
  // Coming back later, the plan says it is cancelled and offers nothing to click.
  await page.reload();
  await expect(page.getByText('Este aporte mensual ya estaba cancelado.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cancelar/ })).toHaveCount(0);
});

test.describe('from the receipt on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sponsor changes the amount and pauses the plan from the receipt’s link; MercadoPago hears both', async ({
    page,
  }) => {
    const sponsor = 'madrina.novedades@example.com';
    const receipt = await mailTo(sponsor, 'Recibo de tu aporte a El Campito');
    const link = decodedBody(receipt.raw).match(
      /https?:\/\/[^\s"<>]+\/aporte-mensual\/[0-9a-f-]{36}\?t=[\w-]+/,
    )?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu aporte mensual con Mercado Pago');
    await expect(page.getByText(`$ 5.000 por mes para apadrinar a ${dog.name}.`)).toBeVisible();
    await expectAccessible(page);
    const preapprovalId = [...mp.preapprovals.values()].find((p) => p.body.payer_email === sponsor)!.id;

    await page.getByLabel('Nuevo monto por mes, en pesos').fill('7.500');
    await page.getByRole('button', { name: 'Cambiar el monto' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Listo: desde el próximo cobro tu aporte es de $ 7.500 por mes.',
    );
    await expect(page.getByText(`$ 7.500 por mes para apadrinar a ${dog.name}.`)).toBeVisible();
    expect(mp.preapprovals.get(preapprovalId)!.body.auto_recurring.transaction_amount).toBe(7500);

    await page.getByRole('button', { name: 'Pausar mi aporte' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Listo: pausaste tu aporte mensual. No se te va a cobrar hasta que lo retomes.',
    );
    await expect(page.getByRole('button', { name: 'Retomar mi aporte' })).toBeVisible();
    expect(mp.preapprovals.get(preapprovalId)!.status).toBe('paused');
    expect(mp.received.preapprovalUpdates.filter((u) => u.id === preapprovalId).map((u) => u.body)).toEqual([
      { auto_recurring: { transaction_amount: 7500, currency_id: 'ARS' } },
      { status: 'paused' },
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await mailTo(sponsor, 'Cambiaste tu aporte mensual');
  });
});

test('each charged month was recorded once, as the plan’s paid contribution', async () => {
  expect(await server.stop()).toBe(0);
  const db = new PGlite(path.join(server.dataDir, 'db'));
  try {
    const { rows } = await db.query<{ provider: string; status: string; amount: string; months: number }>(
      `select s.provider, s.status, s.amount::text, count(c.id)::int as months
       from subscriptions s left join contributions c on c.subscription_id = s.id and c.status = 'paid'
       group by s.id order by s.created_at`,
    );
    expect(rows).toEqual([
      { provider: 'mercadopago', status: 'cancelled', amount: '5000.00', months: 1 },
      { provider: 'mercadopago', status: 'paused', amount: '7500.00', months: 1 },
      { provider: 'paypal', status: 'active', amount: '10.00', months: 1 },
    ]);
  } finally {
    await db.close();
  }
});
