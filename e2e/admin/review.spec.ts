// Issue 16: a staff member reviews adoption requests on a phone — moves one through its stages with a
// private note and a previewed, edited mail; approving it gives the dog a family (out of the catalog, its
// page says "Ya tiene familia") and closes the other requests staff leave ticked (issue 34); one left open
// is flagged on the dashboard and the list, and told in one click; the
// mails arrive through real SMTP; the applicant follows the same steps in "Mis solicitudes". Issue 37: staff
// send the contract, the adopter accepts it on the phone (the PDF's text is read back), staff mark the delivery;
// the 7-day follow-up is scheduled, sent, answered with a photo, and published as a story on the dog's page;
// a castration commitment past its date waits on the dashboard until the adopter, in «Mis adopciones», marks it
// done with the certificate's photo (and downloads the dog's file); a return brings the dog back to the catalog.
// Issue 38: a person applies at /transito (its draft survives a reload), staff read the address on demand
// and approve them, and the person's account is a foster home.

import {
  COMMITMENT_MSG,
  CONTRACT_MSG,
  DEFAULT_MAIL_TEMPLATES,
  FOLLOWUP_MSG,
  FOSTER_MSG,
  isoDay,
} from '@campito/core';
import { type Page, request as playwrightRequest } from '@playwright/test';
import { jpegWithOrientation } from '../../apps/server/test/image-fixtures';
import { decodedBody, mailTo as mailToAt } from '../../apps/server/test/mail-link';
import { pdfText } from '../../apps/server/test/pdf';
import { startSmtpServer } from '../../apps/server/test/smtp';
import { validAdoption, validFoster, validVolunteer } from '../../packages/core/test/form-samples';
import { freshEmail, loginWithForm, registerVerifiedByApi } from '../accounts/helpers';
import { type RunningServer, startServer } from '../fixtures/server';
import { expect, expectAccessible, signInByApi, test } from '../fixtures/test';
import { errorOf, fieldOf } from '../forms/helpers';

const ADMIN_EMAIL = 'revision@example.com';
const ADMIN_PASSWORD = 'campito2024revision';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: RunningServer;
let dog: { _id: string; name: string };
let applicant: string;
let chosen: string;
let other: string;
let third: string;
let thirdEmail: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  smtp = await startSmtpServer();
  server = await startServer({ env: { ADMIN_EMAIL, ADMIN_PASSWORD, SMTP_URL: smtp.url } });
  const api = await playwrightRequest.newContext();
  dog = (await (await api.get(`${server.url}/api/dogs?limit=1`)).json())[0];
  // The applicant has an account with a verified email, so "Mis solicitudes" lists the request.
  applicant = freshEmail('adoptante');
  await registerVerifiedByApi(api, server.url, smtp, { name: 'Lucía Adoptante', email: applicant });
  const send = async (name: string, email: string) => {
    const res = await api.post(`${server.url}/api/adoptions`, {
      data: validAdoption({ name, email, nameDog: dog.name }),
    });
    expect(res.status()).toBe(201);
    return (await res.json()).id as string;
  };
  chosen = await send('Lucía Adoptante', applicant);
  other = await send('Otro Interesado', freshEmail('otro'));
  thirdEmail = freshEmail('tercera');
  third = await send('Tercera Persona', thirdEmail);
  await api.dispose();
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const mailTo = (address: string, subject: string) => mailToAt(smtp, address, subject);
/** React Router took over the page (the form validates in the browser, the draft is kept). */
const hydrated = (page: Page) =>
  page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
  );

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('staff move a request with a note and an edited mail, then approve it; the dog gets a family', async ({
    page,
  }) => {
    const login = await page.request.post(`${server.url}/api/auth/login`, {
      data: { email: ADMIN_EMAIL, pass: ADMIN_PASSWORD },
    });
    expect(login.status()).toBe(200);
    await page.goto(`${server.url}/admin#/adoptions/${chosen}`);
    await expect(page.getByRole('heading', { name: /Estado:\s*Nueva/ })).toBeVisible();

    // En contacto: the template's mail, filled in for Lucía, edited before it goes.
    await page.getByLabel('Nuevo estado').click();
    await page.getByRole('option', { name: 'En contacto' }).click();
    const subject = page.getByLabel('Asunto del correo');
    await expect(subject).toHaveValue(`Tu solicitud para adoptar a ${dog.name}`);
    await expect(page.getByLabel('Texto del correo')).toHaveValue(/Hola, Lucía Adoptante:/);
    await subject.fill(`Hablemos de ${dog.name}, Lucía`);
    await page.getByLabel('Nota interna (sólo la ve el equipo)').fill('Prefiere que la llamen a la tarde');
    await page.getByRole('button', { name: 'Guardar el estado' }).click();
    await expect(page.getByRole('heading', { name: /Estado:\s*En contacto/ })).toBeVisible();
    await expect(page.getByText('Prefiere que la llamen a la tarde')).toBeVisible();
    await expect(page.getByText(/pasó a «En contacto» · correo enviado/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
    await mailTo(applicant, `Hablemos de ${dog.name}, Lucía`);

    // Approved: the mail goes as the template says. Beside it, the other open requests for the dog, each
    // ticked to be closed with the «ya fue adoptado» mail (issue 34): staff keep one open for later.
    await page.getByLabel('Nuevo estado').click();
    await page.getByRole('option', { name: 'Aprobada' }).click();
    await expect(page.getByLabel('Asunto del correo')).toHaveValue(
      `¡${dog.name} va a ser parte de tu familia!`,
    );
    const others = page.getByRole('group', { name: 'Otras solicitudes abiertas para este perro' });
    await expect(others.getByRole('checkbox', { name: /Tercera Persona · Nueva/ })).toBeChecked();
    await others.getByRole('checkbox', { name: /Otro Interesado · Nueva/ }).uncheck();
    await expect(others.getByLabel('Asunto del aviso «ya fue adoptado»')).toHaveValue(
      '{perro} ya encontró una familia',
    );
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Guardar el estado' }).click();
    await expect(page.getByRole('heading', { name: /Estado:\s*Aprobada/ })).toBeVisible();
    await expect(page.getByText('Pasó a «Aprobada». Cerramos otra solicitud del perro.')).toBeVisible();
    await mailTo(applicant, 'va a ser parte de tu familia');
    await mailTo(thirdEmail, `${dog.name} ya encontró una familia`);
    const closed = await page.request.get(`${server.url}/api/admin/applications/adoption/${third}`);
    expect(await closed.json()).toMatchObject({ stage: 'rechazada', isPending: false });
  });

  test('the dog leaves the catalog and its page says it already has a family', async ({ page }) => {
    await page.goto(`${server.url}/adoptar/perros/${dog._id}`);
    await expect(page.getByText('Ya tiene familia.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Adoptar', exact: true })).toHaveCount(0);
    const listed = await (await page.request.get(`${server.url}/api/dogs?limit=50`)).json();
    expect(listed.map((d: { _id: string }) => d._id)).not.toContain(dog._id);
  });

  test('the other applicant is flagged, and told in one click', async ({ page }) => {
    await page.request.post(`${server.url}/api/auth/login`, {
      data: { email: ADMIN_EMAIL, pass: ADMIN_PASSWORD },
    });
    // The one left open is flagged on the dashboard and in the list (issue 34).
    await page.goto(`${server.url}/admin#/`);
    await expect(page.getByTestId('count-openForAdoptedDogs')).toHaveText(/^[1-9]\d*$/);
    const flagged = encodeURIComponent(JSON.stringify({ isPending: true, dogAdopted: true }));
    await page.goto(`${server.url}/admin#/adoptions?filter=${flagged}`);
    await expect(page.getByRole('listitem').filter({ hasText: 'Otro Interesado' })).toContainText(
      'ya adoptado',
    );
    await page.goto(`${server.url}/admin#/adoptions/${other}`);
    await expect(page.getByText(`${dog.name} ya fue adoptado por otra familia`)).toBeVisible();
    await page.getByRole('button', { name: 'Avisar que ya fue adoptado' }).click();
    await expect(page.getByLabel('Asunto')).toHaveValue(`${dog.name} ya encontró una familia`);
    await page.getByRole('button', { name: 'Enviar y cerrar la solicitud' }).click();
    await expect(page.getByRole('heading', { name: /Estado:\s*No seguimos adelante/ })).toBeVisible();
    await expect(page.getByText('(el perro ya fue adoptado)')).toBeVisible();
    await expect(page.getByText('ya fue adoptado por otra familia')).toHaveCount(0);

    // Archiving asks first, with the focus on «Cancelar»: Enter keeps the request (issue 34).
    await page.getByRole('button', { name: 'Archivar' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Archivar esta solicitud?' });
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Archivar' }).click();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(/#\/adoptions/);
    // The list remembers the flagged filter from above: all of them again.
    await page.goto(`${server.url}/admin#/adoptions?filter=${encodeURIComponent('{}')}`);
    await expect(page.getByText('Lucía Adoptante').first()).toBeVisible();
    await expect(page.getByText('Otro Interesado')).toHaveCount(0);
  });

  test('the applicant follows the same steps in "Mis solicitudes", without the staff note', async ({
    page,
  }) => {
    await loginWithForm(page, server.url, applicant);
    const request = page.getByRole('listitem').filter({ hasText: `Adopción de ${dog.name}` });
    await expect(request.getByText('Aprobada').first()).toBeVisible();
    const steps = request.getByRole('list', { name: 'Cómo avanzó' }).getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText('Enviada');
    await expect(steps.nth(1)).toContainText('En contacto');
    await expect(steps.nth(2)).toContainText('Aprobada');
    await expect(page.getByText('Prefiere que la llamen a la tarde')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('staff send the contract, the adopter accepts it with their DNI and gets the PDF, staff mark the delivery', async ({
    page,
    browser,
  }) => {
    await signInByApi(page, server.url, { email: ADMIN_EMAIL, pass: ADMIN_PASSWORD });
    await page.goto(`${server.url}/admin#/adoptions/${chosen}`);
    const card = page.getByRole('region', { name: 'Contrato y entrega' });
    await card.getByLabel('Castración').click();
    await page.getByRole('option', { name: 'castración pendiente' }).click();
    await card.getByLabel('Vacunas').fill('Séxtuple y antirrábica');
    await card.getByRole('button', { name: 'Enviar el contrato' }).click();
    await expect(card.getByText(/todavía no lo aceptó/)).toBeVisible();

    const mail = await mailTo(applicant, `El contrato de adopción de ${dog.name}`);
    const link = decodedBody(mail.raw).match(/https?:\/\/[^\s"<>]+\/adopcion\/[^\s"<>]+/)![0];
    const adopterContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const adopter = await adopterContext.newPage();
    await adopter.goto(link);
    await expect(
      adopter.getByRole('heading', { level: 1, name: `Contrato de adopción de ${dog.name}` }),
    ).toBeVisible();
    await expect(adopter.getByText(/Lucía Adoptante, DNI \[tu DNI\]/)).toBeVisible();
    await adopter.getByRole('button', { name: 'Aceptar el contrato' }).click();
    await expect(adopter.getByText(CONTRACT_MSG.dni)).toBeVisible();
    await expect(adopter.getByText(CONTRACT_MSG.accept)).toBeVisible();
    await expectAccessible(adopter);
    await adopter.getByLabel('Tu DNI').fill('30.123.456');
    await adopter.getByLabel('Leí el contrato y lo acepto').check();
    await adopter.getByRole('button', { name: 'Aceptar el contrato' }).click();
    await expect(adopter.getByRole('status')).toContainText(CONTRACT_MSG.accepted);
    const href = await adopter
      .getByRole('link', { name: 'Descargar el contrato en PDF' })
      .getAttribute('href');
    const pdf = await adopter.request.get(new URL(href!, server.url).toString());
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const text = pdfText(await pdf.body());
    expect(text).toContain(`Contrato de adopción de ${dog.name}`);
    expect(text).toMatch(/DNI 30\.123\.456/);
    expect(adopter.viewportSize()?.width).toBe(390);
    expect(await adopter.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
      true,
    );
    await adopterContext.close();
    await mailTo(applicant, `Contrato de adopción de ${dog.name}: aceptado`);

    await page.reload();
    await expect(card.getByText(/Aceptado el .* por Lucía Adoptante\./)).toBeVisible();
    await expect(card.getByText(/DNI 30123456/)).toHaveCount(0);
    await card.getByRole('button', { name: 'Ver DNI y domicilio' }).click();
    await expect(card.getByText(/DNI 30123456, con domicilio en /)).toBeVisible();
    await card.getByRole('button', { name: 'Marcar la entrega' }).click();
    await expect(card.getByText(/^Entregado el /)).toBeVisible();
  });

  test('the 7-day follow-up is scheduled; the adopter answers it with a photo, and staff publish the story', async ({
    page,
    browser,
  }) => {
    await signInByApi(page, server.url, { email: ADMIN_EMAIL, pass: ADMIN_PASSWORD });
    await page.goto(`${server.url}/admin#/adoptions/${chosen}`);
    const list = page.getByRole('region', { name: 'Seguimientos' });
    const first = list.getByRole('link', { name: /Seguimiento de los 7 días/ });
    await expect(first).toContainText('Programado');
    await expect(list.getByRole('link', { name: /Seguimiento de los 6 meses/ })).toBeVisible();
    // Its day is a week away: staff send it now (the rounds' own clock is tested in followups.test.ts).
    await first.click();
    await page.getByRole('button', { name: 'Mandar ahora' }).click();
    await expect(page.getByText('Listo: le mandamos el seguimiento.')).toBeVisible();

    const mail = await mailTo(applicant, `¿Cómo está ${dog.name}?`);
    const link = decodedBody(mail.raw).match(/https?:\/\/[^\s"<>]+\/seguimiento\/[^\s"<>]+/)![0];
    const adopterContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const adopter = await adopterContext.newPage();
    await adopter.goto(link);
    await expect(
      adopter.getByRole('heading', { level: 1, name: `Seguimiento de los 7 días de ${dog.name}` }),
    ).toBeVisible();
    await adopter.getByRole('button', { name: 'Enviar' }).click();
    await expect(adopter.getByText(FOLLOWUP_MSG.howIsDog)).toBeVisible();
    await expectAccessible(adopter);
    const story = `${dog.name} ya duerme en el sillón y saluda a todo el barrio.`;
    await adopter.getByLabel(`¿Cómo está ${dog.name}?`).fill(story);
    for (const question of [
      '¿Cómo come?',
      '¿Cómo duerme?',
      '¿Cómo se lleva con la familia y con otros animales?',
    ])
      await adopter.getByRole('group', { name: question }).getByLabel('Bien').check();
    await adopter.getByLabel(/^Fotos/).setInputFiles({
      name: 'en-casa.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpegWithOrientation(900, 600),
    });
    await adopter.getByLabel(/El refugio puede publicar mi respuesta/).check();
    await adopter.getByRole('button', { name: 'Enviar' }).click();
    await expect(adopter.getByRole('status')).toContainText(FOLLOWUP_MSG.answered);
    expect(await adopter.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
      true,
    );
    await adopterContext.close();

    await page.reload();
    await expect(page.getByText(`«${story}»`)).toBeVisible();
    await expect(page.getByRole('img', { name: `${dog.name} en su casa` })).toBeVisible();
    // The story starts as the adopter's words: staff correct them.
    const storyText = page.getByRole('textbox', { name: 'Historia' });
    await expect(storyText).toHaveValue(story);
    await storyText.fill(`${story} ¡Gracias, Lucía!`);
    await page.getByRole('switch', { name: 'Publicada como historia' }).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Cambios guardados')).toBeVisible();

    const dogPage = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await dogPage.goto(`${server.url}/adoptar/perros/${dog._id}`);
    const stories = dogPage.getByRole('region', { name: 'Historias desde su casa' });
    await expect(stories).toContainText(`${story} ¡Gracias, Lucía!`);
    await expect(stories.getByRole('img')).toHaveCount(1);
    await dogPage.goto(`${server.url}/adoptar/ya-tienen-familia`);
    await expect(dogPage.getByRole('region', { name: 'Historias de sus familias' })).toContainText(story);
    await dogPage.close();
  });

  test('a castration commitment past its date waits on the dashboard until the adopter marks it done in «Mis adopciones»; a return brings the dog back to the catalog', async ({
    page,
    browser,
  }) => {
    await signInByApi(page, server.url, { email: ADMIN_EMAIL, pass: ADMIN_PASSWORD });
    // The demo's own overdue commitment (apps/server/src/seed/followups.ts) is already there.
    const board = async () =>
      (await (await page.request.get(`${server.url}/api/admin/dashboard`)).json()).overdueCommitments.count;
    const before = await board();
    await page.goto(`${server.url}/admin#/adoptions/${chosen}`);
    const after = page.getByRole('region', { name: 'Compromisos y devolución' });
    await after.getByRole('link', { name: 'Agregar un compromiso' }).click();
    await page.getByLabel('Qué').click();
    await page.getByRole('option', { name: 'Castración' }).click();
    await page.getByLabel('Detalle').fill('Castración a los 6 meses');
    // Its date already passed: the family was reminded a week before (followups.test.ts moves that clock).
    await page.getByLabel('Fecha límite').fill(isoDay(Date.now() - 86_400_000));
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(after.getByText('Castración a los 6 meses')).toBeVisible();

    await page.goto(`${server.url}/admin#/`);
    const overdue = page.getByRole('region', { name: /Compromisos vencidos/ });
    await expect(overdue.getByTestId('count-overdueCommitments')).toHaveText(String(before + 1));
    await expect(overdue).toContainText(dog.name);
    await expect(overdue).toContainText('Castración a los 6 meses');

    // The adopter sees it in «Mis adopciones», marks it done with the certificate's photo, and downloads the
    // dog's file.
    const adopterContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const adopter = await adopterContext.newPage();
    await loginWithForm(adopter, server.url, applicant);
    const mine = adopter
      .getByRole('region', { name: 'Mis adopciones' })
      .getByRole('article', { name: dog.name });
    await expect(mine).toContainText(/Contrato aceptado el /);
    await expect(mine.getByText(/Seguimiento de los 7 días: respondido el/)).toBeVisible();
    await expect(mine.getByText(/Seguimiento del primer mes: te escribimos el/)).toBeVisible();
    await expect(mine.getByText(/Castración a los 6 meses: venció el/)).toBeVisible();
    await expectAccessible(adopter);
    const file = await adopter.request.get(
      new URL(
        (await mine
          .getByRole('link', { name: `Descargar la ficha de ${dog.name} (PDF)` })
          .getAttribute('href'))!,
        server.url,
      ).toString(),
    );
    expect(file.headers()['content-type']).toBe('application/pdf');
    const fileText = pdfText(await file.body()).replace(/\s+/g, ' ');
    expect(fileText).toContain(`Ficha de ${dog.name}`);
    expect(fileText).toContain('Vacunas: Séxtuple y antirrábica');
    await mine.getByRole('link', { name: 'Avisar que está hecho: Castración a los 6 meses' }).click();
    await adopter.getByRole('button', { name: 'Avisar que está hecho' }).click();
    await expect(adopter.getByText(COMMITMENT_MSG.photo).first()).toBeVisible();
    await adopter.getByLabel('Foto del certificado o la libreta').setInputFiles({
      name: 'libreta.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpegWithOrientation(800, 600),
    });
    await adopter.getByRole('button', { name: 'Avisar que está hecho' }).click();
    await expect(adopter.getByRole('status')).toContainText(COMMITMENT_MSG.done);
    await adopter.goto(`${server.url}/profile`);
    await expect(mine.getByText(/Castración a los 6 meses: hecho el/)).toBeVisible();
    await adopterContext.close();
    await page.reload();
    await expect(page.getByTestId('count-overdueCommitments')).toHaveText(String(before));

    await page.goto(`${server.url}/admin#/adoptions/${chosen}`);
    await after.getByRole('link', { name: 'Registrar una devolución' }).click();
    await page.getByLabel('Día en que volvió').fill(isoDay());
    await page.getByLabel('Motivo').click();
    await page.getByRole('option', { name: 'Mudanza' }).click();
    await page.getByLabel('Lo trajo').fill('Lucía Adoptante');
    await page.getByLabel('Estado en que llegó').fill('Sano, un poco asustado.');
    await page.getByRole('switch', { name: 'Vuelve al catálogo ya' }).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(after.getByText(/^Devuelto el /)).toBeVisible();
    await expect(page.getByText(/Devolución: Mudanza\. Vuelve al catálogo\./)).toBeVisible();

    // Off the dashboard, and back among the dogs waiting for a family.
    await page.goto(`${server.url}/admin#/`);
    await expect(page.getByTestId('count-overdueCommitments')).toHaveText(String(before));
    await page.goto(`${server.url}/adoptar/perros/${dog._id}`);
    await expect(page.getByText('Ya tiene familia.')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Apadrinar', exact: true })).toBeVisible();
    const catalog = await page.request.get(`${server.url}/api/dogs?limit=50`);
    expect((await catalog.json()).map((d: { _id: string }) => d._id)).toContain(dog._id);
    await expect(page.getByRole('region', { name: 'Historias desde su casa' })).toHaveCount(0);
  });

  test('a person applies to be a foster home at /transito; staff read the address on demand and approve them; the person is a foster home', async ({
    page,
    browser,
  }) => {
    const email = freshEmail('transito');
    const sample = validFoster({ name: 'Sofía Tránsito', email });
    const api = await playwrightRequest.newContext();
    await registerVerifiedByApi(api, server.url, smtp, { name: sample.name, email });
    await api.dispose();
    await loginWithForm(page, server.url, email);
    await page.goto(`${server.url}/voluntario`);
    await page.locator('main a[href="/transito"]').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ser hogar de tránsito' })).toBeVisible();
    await hydrated(page);
    await expect(fieldOf(page, 'name')).toHaveValue(sample.name);

    // Half the form survives a reload (the draft), then the shared rules speak in Spanish.
    await fieldOf(page, 'address').fill(sample.address);
    await fieldOf(page, 'area').fill(sample.area);
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('campito.borrador.foster') ?? ''))
      .toContain(sample.address);
    await page.reload();
    await expect(page.getByText('Recuperamos lo que habías escrito.')).toBeVisible();
    await expect(fieldOf(page, 'address')).toHaveValue(sample.address);
    await hydrated(page);
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(errorOf(page, 'sizes')).toHaveText(FOSTER_MSG.sizes);
    await expectAccessible(page);
    await fieldOf(page, 'phone').fill(sample.phone);
    await fieldOf(page, 'birthday').fill(sample.birthday);
    await fieldOf(page, 'home').selectOption(sample.home);
    await fieldOf(page, 'household').fill(sample.household);
    await fieldOf(page, 'otherAnimals').fill(sample.otherAnimals);
    await fieldOf(page, 'timeAtHome').selectOption(sample.timeAtHome);
    await page.getByRole('checkbox', { name: 'Mediano' }).check();
    await page.getByRole('checkbox', { name: 'Cachorros' }).check();
    await fieldOf(page, 'duration').selectOption(sample.duration);
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByRole('heading', { name: 'form create successfuly!' })).toBeVisible();
    await expect(page.getByText('coordinar una visita a tu casa')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await mailTo(email, 'Recibimos tu solicitud para ser hogar de tránsito');

    // Staff, on their phone: the list has no address; «Ver domicilio» shows it (audited); approving mails.
    const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const staffPage = await staffContext.newPage();
    await signInByApi(staffPage, server.url, { email: ADMIN_EMAIL, pass: ADMIN_PASSWORD });
    await staffPage.goto(`${server.url}/admin#/foster-applications`);
    await staffPage.getByRole('listitem').filter({ hasText: sample.name }).click();
    await expect(staffPage.getByRole('heading', { name: /Estado:\s*Nueva/ })).toBeVisible();
    const card = staffPage.getByRole('region', { name: 'Domicilio' });
    await expect(staffPage.getByText(sample.address)).toHaveCount(0);
    await card.getByRole('button', { name: 'Ver domicilio' }).click();
    await expect(card.getByText(sample.address)).toBeVisible();
    await staffPage.getByLabel('Nuevo estado').click();
    await staffPage.getByRole('option', { name: 'Aprobada' }).click();
    await expect(staffPage.getByLabel('Asunto del correo')).toHaveValue(
      DEFAULT_MAIL_TEMPLATES['foster.aprobada'].subject,
    );
    await expectAccessible(staffPage);
    await staffPage.getByRole('button', { name: 'Guardar el estado' }).click();
    await expect(staffPage.getByRole('heading', { name: /Estado:\s*Aprobada/ })).toBeVisible();
    expect(await staffPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
      true,
    );
    await staffContext.close();
    await mailTo(email, 'Ya sos hogar de tránsito');

    // The person's profile: the role, and the application's steps in «Mis solicitudes».
    await page.goto(`${server.url}/profile`);
    await expect(page.locator('.profile-fields dd').nth(1)).toContainText('Hogar de tránsito');
    const mine = page.getByRole('listitem').filter({ hasText: 'Hogar de tránsito' });
    await expect(mine.getByText('Aprobada').first()).toBeVisible();
  });
});

test('on a desktop, staff edit a mail template and see its preview', async ({ page }) => {
  await page.request.post(`${server.url}/api/auth/login`, {
    data: { email: ADMIN_EMAIL, pass: ADMIN_PASSWORD },
  });
  await page.goto(`${server.url}/admin#/mail-templates`);
  await page.getByText('Adopción: entrevista o visita').click();
  await page.getByLabel('Asunto').fill('Te esperamos, {nombre}');
  await expect(page.getByLabel('Vista previa').getByText('Te esperamos, María')).toBeVisible();
  await page.getByLabel('Asunto').fill('');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(
    page.getByText('El asunto del correo no puede estar vacío (hasta 200 caracteres)'),
  ).toBeVisible();
  await page.getByLabel('Asunto').fill('Te esperamos, {nombre}');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Te esperamos, {nombre}')).toBeVisible();
  await expectAccessible(page);
});

test('on a desktop, the «Pendiente» switch and the stage are one: each follows the other', async ({
  page,
}) => {
  const sent = await page.request.post(`${server.url}/api/volunteers`, {
    data: validVolunteer({ name: 'Vera Voluntaria', email: freshEmail('vera') }),
  });
  expect(sent.status()).toBe(201);
  const { id } = await sent.json();
  await page.request.post(`${server.url}/api/auth/login`, {
    data: { email: ADMIN_EMAIL, pass: ADMIN_PASSWORD },
  });
  await page.goto(`${server.url}/admin#/volunteers/${id}`);
  const pending = page.getByRole('switch', { name: 'Pendiente' });
  await expect(page.getByRole('heading', { name: /Estado:\s*Nueva/ })).toBeVisible();
  await expect(pending).toBeChecked();

  // Un-ticking it and saving moves the stage: the panel above says so (issue 34, item 6).
  await pending.uncheck();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  // Saved, the panel goes back to the list, as every edit does.
  await expect(page).toHaveURL(/#\/volunteers$/);
  await page.goto(`${server.url}/admin#/volunteers/${id}`);
  await expect(page.getByRole('heading', { name: /Estado:\s*Incorporada al equipo/ })).toBeVisible();
  await expect(pending).not.toBeChecked();

  // Moving the stage back in the panel ticks it again.
  await page.getByLabel('Nuevo estado').click();
  await page.getByRole('option', { name: 'En contacto' }).click();
  await page.getByRole('button', { name: 'Guardar el estado' }).click();
  await expect(page.getByRole('heading', { name: /Estado:\s*En contacto/ })).toBeVisible();
  await expect(pending).toBeChecked();
});
