// Issue 17: the new-dog alert end to end through the outbox and real SMTP — a visitor on a phone subscribes
// under a filtered list, confirms by the mailed link, staff publish a matching dog, the mail lists it with
// one-click unsubscribe headers (RFC 8058), and the visitor leaves from the mail's link.
import { decodedBody, decodeQuotedPrintable, mailTo as mailToAt } from '../../apps/server/test/mail-link';
import { startSmtpServer } from '../../apps/server/test/smtp';
import { type RunningServer, startServer } from '../fixtures/server';
import { expect, expectAccessible, test } from '../fixtures/test';

const ADMIN_EMAIL = 'avisos-staff@example.com';
const ADMIN_PASSWORD = 'campito2024avisos';
const SUBSCRIBER = 'quiero-un-perro@example.com';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  smtp = await startSmtpServer();
  server = await startServer({ env: { ADMIN_EMAIL, ADMIN_PASSWORD, SMTP_URL: smtp.url } });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const mailTo = (subject: string) => mailToAt(smtp, SUBSCRIBER, subject);
// From the body: the List-Unsubscribe header comes first and is not quoted-printable (see decodedBody).
const linkIn = (raw: string, path: string) =>
  decodedBody(raw)
    .match(new RegExp(`https?://[^\\s"<>]+${path}[^\\s"<>]+`))?.[0]
    ?.replaceAll('&amp;', '&');

test.use({ viewport: { width: 390, height: 844 } });

test('subscribe under a filtered list, confirm, get the staff-published matching dog by mail, then leave', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${server.url}/adoptar/perros?sexo=hembra&movilidad=carrito`);
  const form = page.getByRole('region', { name: 'Avisame cuando llegue un perro así' });
  await form.getByLabel('Tu email').fill(SUBSCRIBER);
  await form.getByRole('button', { name: 'Avisame' }).click();
  await expect(page).toHaveURL(/\/avisos$/);
  await expect(page.getByRole('status')).toContainText('te mandamos un email para confirmar');

  const confirmation = await mailTo('Confirmá tu aviso de perros nuevos');
  await page.goto(linkIn(confirmation.raw, '/avisos/confirmar/')!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aviso confirmado');
  await expect(page.getByText('Tu búsqueda: hembra, carrito.')).toBeVisible();
  await expectAccessible(page);

  // Staff publish a dog that matches (and one that does not).
  const staff = await page.context().request;
  const login = await staff.post(`${server.url}/api/auth/login`, {
    data: { email: ADMIN_EMAIL, pass: ADMIN_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const dog = (name: string, gender: string, mobility: string) => ({
    name,
    gender,
    age: 'adulto',
    size: 'chico',
    race: 'Mestiza',
    features: `${name} busca familia.`,
    references: ['Tranquila'],
    mobility,
  });
  expect(
    (
      await staff.post(`${server.url}/api/admin/dogs`, {
        data: dog('Carrito Nuevo', 'hembra', 'usa carrito'),
      })
    ).status(),
  ).toBe(201);
  expect(
    (
      await staff.post(`${server.url}/api/admin/dogs`, { data: dog('Otro Macho', 'macho', 'usa carrito') })
    ).status(),
  ).toBe(201);
  await staff.post(`${server.url}/api/auth/logout`);

  const news = await mailTo('Llegó Carrito Nuevo');
  const text = decodeQuotedPrintable(news.raw);
  expect(text).not.toContain('Otro Macho');
  // Long header lines are folded: the address may start on the next line.
  expect(news.raw).toMatch(/^List-Unsubscribe:\s*<https?:\/\/[^>]+\/avisos\/baja\//im);
  expect(news.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);

  await page.goto(linkIn(news.raw, '/avisos/baja/')!);
  await expect(
    page.getByText('Vas a dejar de recibir los avisos de esta búsqueda: hembra, carrito.'),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'No quiero recibir más estos avisos' }).click();
  await expect(page.getByRole('status')).toHaveText('Listo: no vas a recibir más avisos de esta búsqueda.');
  await expectAccessible(page);
  // The link is spent: a mail app's one-click POST to it now finds nothing.
  const again = await page.request.post(linkIn(news.raw, '/avisos/baja/')!, {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(again.status()).toBe(404);
});
