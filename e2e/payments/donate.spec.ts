// Donating and sponsoring on a server of our own, configured against fake MercadoPago and PayPal APIs
// (real HTTP servers started here). The fakes' checkout pages send the payer back to our return URLs, so
// each journey runs to /pay and home. Issue 36: a campaign reaches its goal on a phone from a card gift, a
// PayPal gift and a transfer staff confirm in the panel. The database (PGlite in <dataDir>/db) is read while the server is
// stopped: once to store staff texts before the journeys, once at the end to check what was recorded.
import path from 'node:path';
import { isoDay } from '@campito/core';
import { PGlite } from '@electric-sql/pglite';
import { startFakeMercadoPago } from '../../apps/server/test/fake-mercadopago';
import { startFakePayPal } from '../../apps/server/test/fake-paypal';
import { waitForHydration } from '../content/helpers';
import { type RunningServer, seededDataDir, startServer } from '../fixtures/server';
import { expect, expectAccessible, test } from '../fixtures/test';
import { confirmTransfer } from './staff';

const MP = { accessToken: 'APP_USR-e2e-token', webhookSecret: 'e2e-mercadopago-secret' };
const PP = { clientId: 'e2e-client', clientSecret: 'e2e-secret', webhookId: '4JH86294D6297924G' };
const DEBIT_MP = 'https://www.mercadopago.com.ar/subscriptions/checkout?preapproval_plan_id=2c93808494';
const DEBIT_OTHER = 'https://donaronline.org/el-campito/aporte-mensual';
const CAMPAIGN = { slug: 'la-cadera-de-tobi', title: 'La cadera de Tobi' };
const STAFF_ACCOUNT = { email: 'tesoreria.campana@example.com', pass: 'campito2024tesoreria' };
const OTHER_WAYS = [
  'Transferencia: CBU 0000003100000000000001 (alias CAMPITO.PERROS).',
  'Recibimos alimento y mantas.',
];

let server: RunningServer;
let mp: Awaited<ReturnType<typeof startFakeMercadoPago>>;
let pp: Awaited<ReturnType<typeof startFakePayPal>>;
let sponsoredDog = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  mp = await startFakeMercadoPago(MP);
  pp = await startFakePayPal(PP);
  // The demo content, seeded once for the run (no first start needed to seed it).
  const dataDir = await seededDataDir();
  const db = new PGlite(path.join(dataDir, 'db'));
  try {
    await db.query(
      `update interfaces set debit_mercadopago_url = $1, debit_other_url = $2, debit_other_label = 'Donar Online',
       other_ways_text = $3`,
      [DEBIT_MP, DEBIT_OTHER, OTHER_WAYS.join('\n\n')],
    );
    // Issue 36: a small campaign the journey below fills: $ 20.000, dollars at $ 1.000.
    await db.query(
      `insert into campaigns (slug, title, summary, story, goal, usd_rate, ends_on)
       values ($1, $2, 'Tobi necesita una operación de cadera.', 'Tobi llegó atropellado.', 20000, 1000, $3)`,
      [CAMPAIGN.slug, CAMPAIGN.title, isoDay(Date.now() + 10 * 86_400_000)],
    );
  } finally {
    await db.close();
  }
  server = await startServer({
    dataDir,
    env: {
      ADMIN_EMAIL: STAFF_ACCOUNT.email,
      ADMIN_PASSWORD: STAFF_ACCOUNT.pass,
      MERCADOPAGO_ACCESS_TOKEN: MP.accessToken,
      MERCADOPAGO_WEBHOOK_SECRET: MP.webhookSecret,
      MERCADOPAGO_API_URL: mp.url,
      PAYPAL_CLIENT_ID: PP.clientId,
      PAYPAL_CLIENT_SECRET: PP.clientSecret,
      PAYPAL_WEBHOOK_ID: PP.webhookId,
      PAYPAL_API_URL: pp.url,
    },
  });
  pp.setWebhookUrl(`${server.url}/api/webhooks/paypal`);
});

test.afterAll(async () => {
  await server?.stop();
  await mp?.close();
  await pp?.close();
});

test('a donor picks a quick amount, pays at MercadoPago and is taken home after the thank-you page, without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/colaborar`);
  await expect(page.getByRole('heading', { level: 1, name: 'Colaborar' })).toBeVisible();

  const pesos = page.getByRole('region', { name: 'Con tarjeta o Mercado Pago (pesos)' });
  await expect(pesos.getByRole('button')).toHaveText([
    '$ 200',
    '$ 300',
    '$ 500',
    '$ 1.000',
    '$ 3.000',
    '$ 5.000',
    '$ 7.000',
    'Donar',
  ]);
  await pesos.getByRole('button', { name: '$ 500', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`^${mp.url}/checkout/v1/redirect\\?pref_id=`));
  const sent = mp.received.preferences.at(-1) as { items: { unit_price: number; currency_id: string }[] };
  expect(sent.items[0]).toMatchObject({ unit_price: 500, currency_id: 'ARS', quantity: 1 });
  await page.getByRole('button', { name: 'Pagar' }).click();

  await expect(page).toHaveURL(new RegExp(`^${server.url}/pay\\?`));
  await expect(page.getByRole('heading', { level: 1, name: 'Pago realizado' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Tilde de pago confirmado' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  expect(mp.received.webhooks.at(-1)).toMatchObject({ status: 200 });
  await expect(page).toHaveURL(`${server.url}/`, { timeout: 15_000 });
  await context.close();
});

test('a donor is corrected while typing a custom amount, then pays it with PayPal', async ({ page }) => {
  await page.goto(`${server.url}/colaborar`);
  await waitForHydration(page);
  await expectAccessible(page);
  const dollars = page.getByRole('region', { name: 'Con PayPal (dólares)' });
  const amount = dollars.getByRole('textbox', { name: 'Otro monto, en dólares' });
  await amount.fill('0');
  await expect(dollars.getByText('El monto mínimo es de US$ 1.')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await amount.fill('12,50');
  await expect(dollars.getByText('El monto mínimo es de US$ 1.')).toHaveCount(0);
  // /pay goes home two seconds after its plain script runs, and axe takes about that long here: hold the
  // script while axe reads the page, then let it go.
  let releaseScript: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    releaseScript = resolve;
  });
  await page.route('**/enhance.js', async (route) => {
    await held;
    await route.continue();
  });
  await dollars.getByRole('button', { name: 'Donar' }).click();

  await expect(page).toHaveURL(new RegExp(`^${pp.url}/checkoutnow\\?token=`));
  const order = pp.received.orders.at(-1)!.body as { purchase_units: { amount: unknown }[] };
  expect(order.purchase_units[0]!.amount).toEqual({ currency_code: 'USD', value: '12.50' });
  await page.getByRole('button', { name: 'Pagar con PayPal' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Pago realizado' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/pay');
  await expectAccessible(page);
  releaseScript();
  await expect(page).toHaveURL(`${server.url}/`, { timeout: 15_000 });
  // PayPal's webhook for that capture was verified and accepted (and recorded nothing twice: see below).
  await expect.poll(() => pp.received.webhooks.at(-1)?.status).toBe(200);
});

test('a visitor sponsors a dog from its page', async ({ page }) => {
  await page.goto(`${server.url}/adoptar/perros`);
  const firstDog = page.locator('.dog-card-link').first();
  sponsoredDog = (await firstDog.textContent())?.trim() ?? '';
  expect(sponsoredDog).not.toBe('');
  await firstDog.click();
  await page.getByRole('link', { name: 'Apadrinar', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Apadrinar a ${sponsoredDog}` })).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('region', { name: 'Con tarjeta o Mercado Pago (pesos)' })
    .getByRole('button', { name: '$ 1.000', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`^${mp.url}/`));
  const sent = mp.received.preferences.at(-1) as {
    items: { title: string }[];
    metadata: { dog_name: string };
  };
  expect(sent.items[0]!.title).toBe(`Padrinazgo de ${sponsoredDog} en El Campito`);
  expect(sent.metadata.dog_name).toBe(sponsoredDog);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pago realizado' })).toBeVisible();
});

test('a payer who cancels at PayPal is back on /colaborar with a notice', async ({ page }) => {
  await page.goto(`${server.url}/colaborar`);
  await waitForHydration(page);
  await page
    .getByRole('region', { name: 'Con PayPal (dólares)' })
    .getByRole('button', { name: 'US$ 5', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`^${pp.url}/checkoutnow`));
  await page.getByRole('link', { name: 'Cancelar y volver' }).click();
  await expect(
    page.getByText('Cancelaste el pago. Cuando quieras, podés intentarlo de nuevo.'),
  ).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/colaborar');
});

test('the monthly debit links and the other ways to help are the ones staff stored', async ({ page }) => {
  await page.goto(`${server.url}/colaborar`);
  const monthly = page.getByRole('region', { name: 'Débito mensual' });
  await expect(monthly.getByRole('link', { name: /Débito mensual con Mercado Pago/ })).toHaveAttribute(
    'href',
    DEBIT_MP,
  );
  await expect(monthly.getByRole('link', { name: /Débito mensual con Donar Online/ })).toHaveAttribute(
    'href',
    DEBIT_OTHER,
  );
  await expect(page.getByRole('region', { name: 'Otras formas de ayudar' }).locator('p')).toHaveText(
    OTHER_WAYS,
  );
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a campaign reaches its goal from a card gift, a PayPal gift and a confirmed transfer', async ({
    page,
    browser,
  }) => {
    const campaignUrl = `${server.url}/campanas/${CAMPAIGN.slug}`;
    await page.goto(`${server.url}/colaborar`);
    await page
      .getByRole('region', { name: /Campañas? en marcha/ })
      .getByRole('link', { name: CAMPAIGN.title })
      .click();
    await expect(page).toHaveURL(campaignUrl);
    await expect(page.getByRole('heading', { level: 1, name: CAMPAIGN.title })).toBeVisible();
    await expect(page.getByText('Juntamos el 0 % de la meta')).toBeVisible();
    await expect(page.getByRole('link', { name: /Compartir por WhatsApp/ })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/\\?text=.*${CAMPAIGN.slug}`),
    );
    await waitForHydration(page);
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // By card: $ 5.000, named on the page.
    const pesos = page.getByRole('region', { name: 'Con tarjeta o Mercado Pago (pesos)' });
    await pesos.getByRole('radio', { name: '$ 5.000' }).check();
    await pesos.getByRole('checkbox', { name: 'Pueden mostrar mi nombre entre quienes ayudaron' }).check();
    await pesos.getByRole('button', { name: 'Donar con Mercado Pago' }).click();
    await expect(page).toHaveURL(new RegExp(`^${mp.url}/checkout/v1/redirect\\?pref_id=`));
    const preference = mp.received.preferences.at(-1) as { items: { title: string; unit_price: number }[] };
    expect(preference.items[0]).toMatchObject({
      title: `Campaña «${CAMPAIGN.title}» de El Campito`,
      unit_price: 5000,
    });
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pago realizado' })).toBeVisible();

    // By PayPal: US$ 10 typed, which counts as $ 10.000 at the rate the page shows.
    await page.goto(campaignUrl);
    await expect(page.getByText('Juntamos el 25 % de la meta')).toBeVisible();
    const dollars = page.getByRole('region', { name: 'Con PayPal (dólares)' });
    await expect(dollars.getByText(/Cada dólar suma \$ 1\.000 a la meta/)).toBeVisible();
    await dollars.getByRole('textbox', { name: 'Otro monto, en dólares' }).fill('10');
    await dollars.getByRole('button', { name: 'Donar con PayPal' }).click();
    await expect(page).toHaveURL(new RegExp(`^${pp.url}/checkoutnow\\?token=`));
    await page.getByRole('button', { name: 'Pagar con PayPal' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pago realizado' })).toBeVisible();
    await page.goto(campaignUrl);
    await expect(page.getByText('Juntamos el 75 % de la meta')).toBeVisible();
    await expect(page.getByText(/\$ 15\.000 de \$ 20\.000\. 2 personas ayudaron\./)).toBeVisible();

    // By transfer: the notice carries the campaign; it counts once staff see it in the account.
    await page
      .getByRole('link', {
        name: 'Mirá los datos de la cuenta y avisanos tu transferencia para esta campaña',
      })
      .click();
    await expect(page.getByText(`(va para la campaña «${CAMPAIGN.title}»)`)).toBeVisible();
    await page.getByLabel('Tu nombre').fill('Rosa Transfiere');
    await page.getByLabel('Tu email (para mandarte el recibo)').fill('rosa.campana@example.com');
    await page.getByLabel('Monto, en pesos').fill('5.000');
    await page.getByLabel('Fecha de la transferencia').fill(isoDay());
    await page.getByRole('checkbox', { name: 'Pueden mostrar mi nombre entre quienes ayudaron' }).check();
    await page.getByRole('button', { name: 'Avisar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Recibimos tu aviso' })).toBeVisible();
    await page.goto(campaignUrl);
    await expect(page.getByText('Juntamos el 75 % de la meta')).toBeVisible();

    const staff = await browser.newPage();
    await confirmTransfer(staff, server.url, 'rosa.campana@example.com', STAFF_ACCOUNT);
    await staff.close();
    await page.goto(campaignUrl);
    await expect(page.getByText('¡Llegamos a la meta!')).toBeVisible();
    await expect(page.getByText(/\$ 20\.000 de \$ 20\.000\. 3 personas ayudaron\./)).toBeVisible();
    const thanked = page.getByRole('region', { name: 'Gracias a' }).getByRole('listitem');
    // Newest gift first: a transfer is dated noon of the day it was made, so which of the two is newer
    // depends on the hour the journey runs; the names are what this checks.
    await expect(thanked).toHaveCount(2);
    expect((await thanked.allTextContents()).sort()).toEqual(['Ana D.', 'Rosa T.']);
    await expectAccessible(page);
  });
});

test('every payment was recorded once, as a donation or as the dog’s sponsorship', async () => {
  expect(await server.stop()).toBe(0);
  const db = new PGlite(path.join(server.dataDir, 'db'));
  try {
    const { rows } = await db.query<{
      method: string;
      type: string;
      total: string;
      currency: string;
      dog_name: string | null;
      n: number;
    }>(
      `select method, type, total::text, currency, dog_name, count(*)::int as n from contributions
       where status = 'paid' and provider_order_id is not null and campaign_id is null
       group by method, type, total, currency, dog_name order by method::text, min(total)`,
    );
    expect(rows).toEqual([
      { method: 'mercadopago', type: 'donación', total: '500.00', currency: 'ARS', dog_name: null, n: 1 },
      {
        method: 'mercadopago',
        type: 'padrinazgo',
        total: '1000.00',
        currency: 'ARS',
        dog_name: sponsoredDog,
        n: 1,
      },
      { method: 'paypal', type: 'donación', total: '12.50', currency: 'USD', dog_name: null, n: 1 },
    ]);
    const dog = await db.query<{ is_sponsored: boolean }>('select is_sponsored from dogs where name = $1', [
      sponsoredDog,
    ]);
    expect(dog.rows.map((r) => r.is_sponsored)).toContain(true);
    // The cancelled PayPal checkout stays pending; nothing else is left behind.
    const pending = await db.query<{ method: string; total: string }>(
      `select method, total::text from contributions where status = 'pending' and provider_order_id is not null
       and campaign_id is null`,
    );
    expect(pending.rows).toEqual([{ method: 'paypal', total: '5.00' }]);
  } finally {
    await db.close();
  }
});
