// Issue 35, item 7, on a 390 px phone: a school asks for a talk from /proyectoescolar (with and without
// JavaScript), staff find it on the dashboard and in «Charlas en escuelas», and move it to «agendada» with
// its day and time: the teacher's mail arrives through real SMTP with the date, and the talk is a private
// event, never on the public calendar. On a server of its own (it adds requests and an event).
import { request as playwrightRequest } from '@playwright/test';
import { decodedBody, decodeQuotedPrintable, waitFor } from '../../apps/server/test/mail-link';
import { startSmtpServer } from '../../apps/server/test/smtp';
import { SCHOOL_TALK_CTA, VISITS_MSG } from '../../packages/core/src/index';
import { type RunningServer, startServer } from '../fixtures/server';
import { expect, expectAccessible, STAFF, STAFF_ENV, signInByApi, test } from '../fixtures/test';

const PHONE = { width: 390, height: 844 };
const SCHOOL = 'Escuela N.º 7 «Rosario Vera Peñaloza»';
const TEACHER = 'docente.penaloza@example.com';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: RunningServer;
const url = (p: string) => `${server.url}${p}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  smtp = await startSmtpServer();
  server = await startServer({
    env: { ...STAFF_ENV, SMTP_URL: smtp.url, STAFF_EMAIL: 'equipo@example.com' },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const mailTo = (address: string, words: string) =>
  waitFor(() =>
    smtp.received.find((m) => m.to.includes(address) && decodeQuotedPrintable(m.raw).includes(words)),
  );

/** The page is no wider than the phone. */
const fitsThePhone = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('a teacher asks for a talk; a mistake is shown beside its field and what was typed stays', async ({
    page,
  }) => {
    await page.goto(url('/proyectoescolar'));
    await page.getByRole('link', { name: SCHOOL_TALK_CTA }).click();
    await expect(page).toHaveURL(/\/proyectoescolar\/charla$/);
    await expect(page.getByRole('heading', { level: 1, name: SCHOOL_TALK_CTA })).toBeVisible();
    await expectAccessible(page);

    const form = page.getByRole('form', { name: 'Pedido de una charla' });
    await form.getByLabel('Nombre de la escuela').fill(SCHOOL);
    await form.getByLabel('Nivel').selectOption('primaria');
    await form.getByLabel('¿Cuántos chicos y chicas participarían?').fill('32');
    await form.getByLabel('Docente a cargo (nombre y apellido)').fill('Marta Giménez');
    await form.getByLabel('Email').fill(TEACHER);
    await form.getByLabel('Teléfono').fill('123');
    await form.getByLabel('¿Cómo preferís la charla?').selectOption('refugio');
    await form
      .getByLabel('¿Qué días y horarios les quedan bien?')
      .fill('Jueves por la mañana, en diciembre.');
    await form.getByRole('button', { name: 'Enviar el pedido' }).click();
    // Checked before it goes: the message under the phone, which gets the focus.
    const phone = form.getByLabel('Teléfono');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toBeFocused();
    await expect(form.getByText('El numero ingresado es invalido')).toBeVisible();
    await expect(form.getByLabel('Nombre de la escuela')).toHaveValue(SCHOOL);
    expect(await fitsThePhone(page)).toBe(true);
    await expectAccessible(page);

    await phone.fill('11 5555-4433');
    await form.getByRole('button', { name: 'Enviar el pedido' }).click();
    await expect(page.getByRole('heading', { name: VISITS_MSG.schoolSent })).toBeVisible();
    await mailTo(TEACHER, 'Recibimos tu pedido de una charla');
  });

  test('without JavaScript the form posts to its page and answers there', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    try {
      await page.goto(url('/proyectoescolar/charla'));
      await page.getByLabel('Nombre de la escuela').fill('Jardín Los Teritos');
      await page.getByLabel('Nivel').selectOption('inicial');
      await page.getByLabel('¿Cuántos chicos y chicas participarían?').fill('0');
      await page.getByRole('button', { name: 'Enviar el pedido' }).click();
      // The server's answer: every message beside its field, the school as typed.
      await expect(page.getByText(VISITS_MSG.students)).toBeVisible();
      await expect(page.getByText(VISITS_MSG.teacher)).toBeVisible();
      await expect(page.getByLabel('Nombre de la escuela')).toHaveValue('Jardín Los Teritos');
      await page.getByLabel('¿Cuántos chicos y chicas participarían?').fill('18');
      await page.getByLabel('Docente a cargo (nombre y apellido)').fill('Rosa Teruel');
      await page.getByLabel('Email').fill('rosa.teruel@example.com');
      await page.getByLabel('Teléfono').fill('1144445555');
      await page.getByLabel('¿Cómo preferís la charla?').selectOption('escuela');
      await page.getByLabel('¿Qué días y horarios les quedan bien?').fill('Lunes a las 10.');
      await page.getByRole('button', { name: 'Enviar el pedido' }).click();
      await expect(page.getByRole('heading', { name: VISITS_MSG.schoolSent })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('staff see it waiting and move it to «agendada» with its day: a private event, and a mail', async ({
    page,
  }) => {
    await signInByApi(page, server.url, STAFF);
    await page.goto(url('/admin'));
    await expect(page.getByTestId('count-pendingSchoolTalks')).toHaveText('2', { timeout: 30_000 });

    await page.goto(url('/admin#/school-requests'));
    const row = page.getByTestId('compact-row').filter({ hasText: SCHOOL });
    await expect(row).toContainText('Nueva');
    expect(await fitsThePhone(page)).toBe(true);
    await expectAccessible(page);
    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { name: /Estado:\s*Nueva/ })).toBeVisible();

    await page.getByLabel('Nuevo estado').click();
    await page.getByRole('option', { name: 'Agendada' }).click();
    // Saving without the day says so beside the field.
    await page.getByRole('button', { name: 'Guardar el estado' }).click();
    await expect(page.getByText('Elegí el día y la hora de la charla')).toBeVisible();
    await page.getByLabel('Día y hora de la charla').fill('2026-12-03T10:00');
    await expect(page.getByLabel('Asunto del correo')).toHaveValue(`¡Agendamos la charla en ${SCHOOL}!`);
    await expect(page.getByLabel('Texto del correo')).toHaveValue(
      /el jueves 3 de diciembre de 2026 a las 10:00/,
    );
    await page.getByLabel('Nota interna (sólo la ve el equipo)').fill('Vienen en dos micros');
    expect(await fitsThePhone(page)).toBe(true);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Guardar el estado' }).click();

    await expect(page.getByRole('heading', { name: /Estado:\s*Agendada/ })).toBeVisible();
    await expect(page.getByTestId('talk-event')).toContainText('03/12/2026, 10:00');
    await expect(page.getByText(/pasó a «Agendada» · correo enviado/)).toBeVisible();
    await expect(page.getByText('Vienen en dos micros')).toBeVisible();
    const mail = await mailTo(TEACHER, 'Agendamos la charla');
    expect(decodedBody(mail.raw)).toContain('jueves 3 de diciembre de 2026 a las 10:00');

    // The talk is on staff's calendar only: the public calendar does not know it.
    const id = page.url().split('/').pop()!;
    const review = await (await page.request.get(url(`/api/admin/applications/school/${id}`))).json();
    expect(review.talk).toMatchObject({ title: `Charla en ${SCHOOL}`, place: 'El Campito' });
    const visitor = await playwrightRequest.newContext();
    try {
      expect((await visitor.get(url(`/api/visitas/${review.talk.slug}`))).status()).toBe(404);
      expect(await (await visitor.get(url('/api/visitas'))).text()).not.toContain(review.talk.slug);
    } finally {
      await visitor.dispose();
    }
  });
});
