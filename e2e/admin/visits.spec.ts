// Issue 35 on a 390 px phone, with real SMTP, on a server of its own (it adds dates, bookings and mails that
// other journeys would see):
// - staff create an event with two places and a combi; three people book it (two confirmed, one waiting);
//   one cancels from the link in her mail, the freed place is offered to the one waiting, who takes it;
//   staff suspend it for rain and the notice reaches everyone once, also when sent again;
// - a person asks to hear if a talk that needs no booking is suspended, confirms from her mail, and the
//   notice reaches her once, with its one-click opt-out;
// - item 7: a school asks for a talk from /proyectoescolar (with and without JavaScript), staff find it on
//   the dashboard and in «Charlas en escuelas», and move it to «agendada» with its day and time: the
//   teacher's mail arrives with the date, and the talk is a private event, never on the public calendar;
// - issue 38: staff publish a volunteer shift with one place; one volunteer takes it, a second waits and is
//   offered it when the first cancels; staff mark attendance and the certificate of hours lists it.
// - issue 38: a foster with a dog placed in their home opens /mi-transito, posts an update with a photo and
//   asks for food; staff see the update in «Novedades de tránsito» and move the request to «Entregado»; the
//   foster gets the mail and sees it on their page.
import { request as playwrightRequest } from '@playwright/test';
import { decodedBody, mailTo as mailToAt } from '../../apps/server/test/mail-link';
import { pdfText } from '../../apps/server/test/pdf';
import { startSmtpServer } from '../../apps/server/test/smtp';
import { SCHOOL_TALK_CTA, SHIFT_MSG, VISITS_MSG } from '../../packages/core/src/index';
import { loginWithForm, photo, registerByApi } from '../accounts/helpers';
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

const mailTo = (address: string, words: string) => mailToAt(smtp, address, words);

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

test.describe('an event with two places, on a 390 px phone', () => {
  test.use({ viewport: PHONE });
  // Six days ahead, at 11:00 in Buenos Aires (before the demo's events, two weeks on and more): its address
  // is the day and the title.
  const day = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
  const TITLE = 'Jornada con combi';
  const slug = `${day}-jornada-con-combi`;
  const PEOPLE = [
    { name: 'Ana Fernández', email: 'ana.fernandez@example.com' },
    { name: 'Bruno Sosa', email: 'bruno.sosa@example.com' },
    { name: 'Carla Ibáñez', email: 'carla.ibanez@example.com' },
  ];
  const bookingLink = (raw: string) =>
    /https?:\/\/[^\s"<>]+\/visitas\/reserva\?t=[\w-]+/.exec(decodedBody(raw))?.[0];

  test('staff create it in «Visitas y eventos»: the form checks the combi before saving', async ({
    page,
  }) => {
    await signInByApi(page, server.url, STAFF);
    await page.goto(url('/admin#/events/create'));
    await page.getByLabel('Tipo').click();
    await page.getByRole('option', { name: 'Jornada de puertas abiertas' }).click();
    await page.getByLabel('Título').fill(TITLE);
    await page.getByLabel('Empieza').fill(`${day}T11:00`);
    await page.getByLabel('Lugar').fill('El Campito');
    await page.getByLabel('Necesita reserva').check();
    await page.getByLabel('Cupo (personas)').fill('2');
    await page.getByLabel('Asientos en la combi').fill('2');
    await page.getByRole('button', { name: 'Guardar' }).click();
    // Seats without where and when the combi leaves: the same message as the server's, beside the field.
    await expect(page.getByText(VISITS_MSG.meetingPoint)).toBeVisible();
    await page.getByLabel('Dónde sale la combi').fill('Estación Constitución');
    await page.getByLabel('A qué hora sale la combi').fill(`${day}T09:30`);
    expect(await fitsThePhone(page)).toBe(true);
    await expectAccessible(page);
    // From the keyboard: the «form not valid» snackbar sits over the button while a mouse hovers it.
    await page.getByRole('button', { name: 'Guardar' }).press('Enter');
    await expect(page.getByTestId('event-when')).toBeVisible({ timeout: 30_000 });
    // The dashboard shows it as the next date with bookings.
    await page.goto(url('/admin'));
    await expect(page.getByRole('region', { name: 'Próxima fecha con reservas' })).toContainText(TITLE);
  });

  test('three people book: two get the places, the third waits; each gets a mail', async ({ page }) => {
    for (const [i, person] of PEOPLE.entries()) {
      await page.goto(url(`/visitas/${slug}`));
      const form = page.getByTestId('booking-form');
      if (i === 0) {
        await expect(form.getByRole('heading', { name: 'Reservá tu lugar' })).toBeVisible();
        expect(await fitsThePhone(page)).toBe(true);
        await expectAccessible(page);
        // The page runs no framework: the server checks the post and answers with the message beside the
        // field and what was typed kept.
        await form.getByLabel('Nombre y apellido').fill(person.name);
        await form.getByLabel('Teléfono').fill('123');
        await form.getByRole('button', { name: 'Reservar' }).click();
        await expect(page.getByTestId('form-answer')).toHaveText('Revisá los datos marcados abajo.');
        await expect(form.getByLabel('Teléfono')).toHaveAttribute('aria-invalid', 'true');
        await expect(form.getByText('El numero ingresado es invalido')).toBeVisible();
        await expect(form.getByLabel('Nombre y apellido')).toHaveValue(person.name);
        await expectAccessible(page);
      }
      await form.getByLabel('Nombre y apellido').fill(person.name);
      await form.getByLabel('Email').fill(person.email);
      await form.getByLabel('Teléfono').fill('11 5555-4433');
      await form.getByLabel('¿Cuántas personas vienen?').fill('1');
      if (i < 2) await form.getByLabel(/¿Cuántos asientos en la combi\?/).fill('1');
      await form.getByRole('button', { name: i < 2 ? 'Reservar' : 'Anotarme en la lista de espera' }).click();
      await expect(page.getByTestId('form-answer')).toHaveText(
        i < 2 ? VISITS_MSG.booked : VISITS_MSG.waitlisted,
      );
    }
    const confirmation = await mailTo(PEOPLE[0]!.email, 'está reservado');
    expect(decodedBody(confirmation.raw)).toContain('Estación Constitución');
    // The calendar file travels with it.
    expect(confirmation.raw).toContain('text/calendar');
    await mailTo(PEOPLE[2]!.email, 'lista de espera');
  });

  test('the first cancels from her mail; the place is offered to the one waiting, who takes it', async ({
    page,
  }) => {
    const link = bookingLink((await mailTo(PEOPLE[0]!.email, 'está reservado')).raw);
    await page.goto(onServer(link));
    await expect(page.getByRole('heading', { level: 1, name: 'Tu reserva' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cancelar mi reserva' }).click();
    await page.getByRole('button', { name: 'Sí, cancelar mi reserva' }).click();
    await expect(page.getByText(VISITS_MSG.cancelled)).toBeVisible();

    const offer = bookingLink((await mailTo(PEOPLE[2]!.email, 'Se liberó un lugar')).raw);
    await page.goto(onServer(offer));
    await page.getByRole('button', { name: 'Quiero el lugar' }).click();
    await expect(page.getByText(VISITS_MSG.offerTaken)).toBeVisible();
    expect(await fitsThePhone(page)).toBe(true);
  });

  test('staff suspend it for rain: the notice is on its page and reaches each person once', async ({
    page,
  }) => {
    const id = await openInPanel(page, TITLE);
    await expect(page.getByTestId('booking-totals')).toContainText('Confirmadas: 2 personas', {
      timeout: 30_000,
    });
    await expect(page.getByTestId('booking-row')).toHaveCount(3);
    await expectAccessible(page);
    // Bruno and Carla hold the places; Ana cancelled.
    await suspendForRain(page, /^Les llega a 2 personas: 2 con reserva\./);
    for (const person of PEOPLE.slice(1)) await mailTo(person.email, 'suspend');
    const visitor = await playwrightRequest.newContext();
    try {
      expect((await (await visitor.get(url(`/api/visitas/${slug}`))).json()).status).toBe('suspendido');
    } finally {
      await visitor.dispose();
    }
    await expectMailedOnce(page, id, PEOPLE[1]!.email);
  });
});

test.describe('«Avisame si se suspende», on a 390 px phone', () => {
  test.use({ viewport: PHONE });
  const EMAIL = 'dora.aviso@example.com';

  test('a person asks to hear if a talk is suspended, confirms from her mail, and hears once', async ({
    page,
  }) => {
    // The demo's talk needs no booking: its page offers the alert instead.
    await page.goto(url('/visitas/charla-adoptar-un-perro-grande'));
    const form = page.getByTestId('alert-form');
    await form.getByLabel('Tu email').fill('dora@');
    await form.getByRole('button', { name: 'Avisame' }).click();
    await expect(form.getByLabel('Tu email')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Tu email').fill(EMAIL);
    await form.getByRole('button', { name: 'Avisame' }).click();
    await expect(page.getByTestId('form-answer')).toHaveText(VISITS_MSG.alertSubscribed);
    const link = /https?:\/\/[^\s"<>]+\/visitas\/avisos\/confirmar\/[\w-]+\?t=[\w-]+/.exec(
      decodedBody((await mailTo(EMAIL, 'Confirmar el aviso')).raw),
    )?.[0];
    await page.goto(onServer(link));
    await page.getByRole('button', { name: 'Confirmar el aviso' }).click();
    await expect(page.getByRole('status')).toHaveText(VISITS_MSG.alertConfirmed);
    expect(await fitsThePhone(page)).toBe(true);
    await expectAccessible(page);

    const id = await openInPanel(page, 'Charla: adoptar un perro grande');
    await suspendForRain(page, /^Le llega a 1 persona: 1 que pidió aviso\./);
    const notice = await mailTo(EMAIL, 'suspend');
    // An alert's mail carries its one-click opt-out.
    expect(notice.raw).toMatch(/^List-Unsubscribe:/im);
    await expectMailedOnce(page, id, EMAIL);
  });
});

/** A link from a mail, on this server (mails carry PUBLIC_URL). */
const onServer = (link: string | undefined) => {
  expect(link).toBeTruthy();
  return link!.replace(/^https?:\/\/[^/]+/, server.url);
};

/** Signs staff in and opens the date with that title in «Visitas y eventos»; its id. */
async function openInPanel(page: import('@playwright/test').Page, title: string): Promise<string> {
  await signInByApi(page, server.url, STAFF);
  const filter = encodeURIComponent(JSON.stringify({ q: title }));
  const [event] = (await (await page.request.get(url(`/api/admin/events?filter=${filter}`))).json()) as {
    id: string;
  }[];
  await page.goto(url(`/admin#/events/${event!.id}/show`));
  return event!.id;
}

/** «Suspender por lluvia»: the dialog says who the mail reaches, then it goes. */
async function suspendForRain(page: import('@playwright/test').Page, recipients: RegExp) {
  await page.getByRole('button', { name: 'Suspender por lluvia' }).click();
  await expect(page.getByTestId('notice-recipients')).toHaveText(recipients, { timeout: 30_000 });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Suspender y avisar' }).click();
  await expect(page.getByTestId('event-status')).toContainText('Suspendido por lluvia');
}

/**
 * A second send (a double click, another instance) finds the notice mailed and mails nobody: the outbox
 * holds one notice for the address.
 */
async function expectMailedOnce(page: import('@playwright/test').Page, id: string, email: string) {
  const notice = url(`/api/admin/events/${id}/notice`);
  const texts = await (await page.request.get(`${notice}?status=suspendido`)).json();
  const again = await page.request.post(notice, {
    data: { status: 'suspendido', notice: texts.notice, subject: texts.subject, body: texts.body },
  });
  expect(await again.json()).toMatchObject({ mailed: 0, alreadyMailed: true });
  const filter = encodeURIComponent(JSON.stringify({ to: email }));
  const mails = (await (await page.request.get(url(`/api/admin/mails?filter=${filter}`))).json()) as {
    subject: string;
  }[];
  expect(mails.filter((m) => m.subject.startsWith('Se suspende por lluvia'))).toHaveLength(1);
}

test.describe('volunteer shifts (issue 38), on a 390 px phone', () => {
  test.use({ viewport: PHONE });
  const day = new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10);
  const SHIFT = 'Paseos de la mañana';
  const FIRST = { name: 'Flor Primera', email: 'flor.turnos@example.com' };
  const SECOND = { name: 'Nico Segundo', email: 'nico.turnos@example.com' };

  test('staff publish a shift with one place; one volunteer takes it, the second waits and gets it when the first cancels; attended, it is hours in a certificate', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    // Two accounts, made volunteers by staff (roles are the superAdmin's).
    const api = await playwrightRequest.newContext();
    await api.post(url('/api/auth/login'), { data: STAFF });
    for (const person of [FIRST, SECOND]) {
      const user = await registerByApi(api, server.url, person);
      const roles = await api.put(url(`/api/admin/users/${user._id}`), {
        data: { roles: ['public', 'voluntario'] },
      });
      expect(roles.status(), await roles.text()).toBe(200);
    }
    await api.dispose();

    await signInByApi(page, server.url, STAFF);
    await page.goto(url('/admin#/events/create'));
    await page.getByLabel('Tipo').click();
    await page.getByRole('option', { name: 'Turno de voluntariado' }).click();
    await page.getByLabel('Tarea del turno').click();
    await page.getByRole('option', { name: 'Paseos' }).click();
    await page.getByLabel('Requisitos').fill('Mayores de 18');
    await page.getByLabel('Título').fill(SHIFT);
    await page.getByLabel('Empieza').fill(`${day}T09:00`);
    await page.getByLabel('Termina').fill(`${day}T12:00`);
    await page.getByLabel('Lugar').fill('El Campito');
    await page.getByLabel('Cupo (personas)').fill('1');
    await expect(page.getByLabel('Se muestra en el sitio')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Guardar' }).press('Enter');
    await expect(page.getByTestId('event-when')).toBeVisible({ timeout: 30_000 });
    const show = page.url();

    const volunteer = async (person: { email: string }) => {
      const context = await browser.newContext({ viewport: PHONE });
      const tab = await context.newPage();
      await loginWithForm(tab, server.url, person.email);
      await tab.goto(url('/voluntario/turnos'));
      return { context, tab, shift: tab.getByRole('article', { name: SHIFT }) };
    };
    const first = await volunteer(FIRST);
    await expect(first.shift).toContainText('Mayores de 18');
    await expect(first.shift).toContainText('Queda 1 lugar');
    await expectAccessible(first.tab);
    await first.shift.getByRole('button', { name: 'Anotarme', exact: true }).click();
    await expect(first.tab.getByRole('status')).toHaveText(SHIFT_MSG.signedUp);
    const confirmation = await mailTo(FIRST.email, 'está reservado');
    expect(confirmation.raw).toContain('text/calendar');
    expect(await fitsThePhone(first.tab)).toBe(true);

    const second = await volunteer(SECOND);
    await second.shift.getByRole('button', { name: 'Anotarme en la lista de espera' }).click();
    await expect(second.tab.getByRole('status')).toHaveText(SHIFT_MSG.waitlisted);

    await first.shift.getByRole('button', { name: 'Cancelar mi lugar' }).click();
    await expect(first.tab.getByRole('status')).toHaveText(SHIFT_MSG.cancelled);
    await mailTo(SECOND.email, 'Se liberó un lugar');
    await second.tab.goto(url('/voluntario/turnos'));
    await second.shift.getByRole('button', { name: 'Tomar el lugar' }).click();
    await expect(second.tab.getByRole('status')).toHaveText(SHIFT_MSG.taken);
    await expect(second.shift).toContainText('Estás anotado');

    // On the day, staff mark who came on the shift's list.
    await page.goto(show);
    await page.reload();
    await page.getByLabel(`${SECOND.name} vino`).click();
    await expect(page.getByLabel(`${SECOND.name} vino`)).toBeChecked();

    await second.tab.goto(url('/voluntario/turnos'));
    const hours = second.tab.getByRole('region', { name: 'Mis horas' });
    await expect(hours).toContainText('Total: 3 h');
    await hours.getByLabel('DNI (opcional)').fill('30.123.456');
    const download = second.tab.waitForEvent('download');
    await hours.getByRole('button', { name: 'Descargar el certificado (PDF)' }).click();
    const file = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of file) chunks.push(chunk as Buffer);
    const text = pdfText(Buffer.concat(chunks)).replace(/\s+/g, ' ');
    expect(text).toContain(`${SECOND.name}, DNI 30.123.456,`);
    expect(text).toContain('Total: 3 h en 1 turno');
    const code = /Código de verificación: ([A-Z2-9-]{14})/.exec(text)![1]!;
    await second.tab.goto(url(`/certificados/${code}`));
    await expect(second.tab.getByRole('status')).toContainText('certificado de horas de voluntariado');
    await expectAccessible(second.tab);
    await first.context.close();
    await second.context.close();
  });
});

test.describe('a foster home (issue 38), on a 390 px phone', () => {
  test.use({ viewport: PHONE });
  const FOSTER = { name: 'Vera Tránsito', email: 'vera.transito@example.com' };
  const CARE = 'Media pastilla de enalapril con la cena.';
  const UPDATE = 'Ya duerme en su cucha y sale a pasear dos veces por día.';

  test('the foster posts an update with a photo and asks for food; staff see it and deliver; the foster is mailed', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    // An account made a foster home by staff, and a demo dog placed with it (staff's side has its own journey).
    const api = await playwrightRequest.newContext();
    await api.post(url('/api/auth/login'), { data: STAFF });
    const user = await registerByApi(api, server.url, FOSTER);
    const roles = await api.put(url(`/api/admin/users/${user._id}`), {
      data: { roles: ['public', 'transito'] },
    });
    expect(roles.status(), await roles.text()).toBe(200);
    const [dog] = (await (await api.get(url('/api/dogs'))).json()) as { _id: string; name: string }[];
    const placed = await api.post(url('/api/admin/foster-placements'), {
      data: {
        dogId: dog!._id,
        fosterId: user._id,
        startsOn: new Date().toISOString().slice(0, 10),
        care: CARE,
        notes: 'Nota privada del equipo',
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    await api.dispose();

    const context = await browser.newContext({ viewport: PHONE });
    const foster = await context.newPage();
    await loginWithForm(foster, server.url, FOSTER.email);
    await foster.goto(url('/mi-transito'));
    const card = foster.getByRole('article', { name: dog!.name });
    await expect(card).toContainText(CARE);
    await expect(foster.getByText('Nota privada del equipo')).toHaveCount(0);
    await expectAccessible(foster);
    const update = foster.getByRole('form', { name: 'Contá cómo está' });
    await update.getByLabel(`¿Cómo está ${dog!.name}?`).fill(UPDATE);
    await update
      .getByLabel(/^Fotos/)
      .setInputFiles({ name: 'en-casa.png', mimeType: 'image/png', buffer: await photo() });
    await update.getByRole('button', { name: 'Enviar novedad' }).click();
    await expect(foster.getByRole('status')).toHaveText('¡Gracias! Tu novedad ya le llegó al equipo.');
    await expect(card.getByRole('img', { name: `${dog!.name} en su hogar de tránsito` })).toBeVisible();
    const supplies = foster.getByRole('form', { name: 'Pedir insumos' });
    await supplies.getByLabel('¿Qué necesitás?').selectOption({ label: 'Alimento' });
    await supplies.getByLabel('Contanos qué, con detalle').fill('Alimento para cachorro');
    await supplies.getByLabel('Cantidad').fill('2 bolsas de 15 kg');
    await supplies.getByLabel('Esta semana').check();
    await supplies.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(foster.getByRole('status')).toContainText('Recibimos tu pedido');
    await expect(foster.getByRole('list', { name: 'Tus pedidos' })).toContainText('Pedido');
    expect(await fitsThePhone(foster)).toBe(true);

    // Staff find the update on the dog's record, open it with its photo, and deliver the food.
    await signInByApi(page, server.url, STAFF);
    await page.goto(url(`/admin#/dogs/${dog!._id}`));
    const fostering = page.getByRole('region', { name: 'Hogar de tránsito' });
    await expect(fostering).toContainText(`En tránsito con ${FOSTER.name}`);
    await fostering.getByRole('link', { name: /Ya duerme en su cucha/ }).click();
    await expect(page.getByText(UPDATE)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('img', { name: `Foto 1 de ${dog!.name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publicar como novedad del perro' })).toBeVisible();
    await page.goto(url('/admin#/supply-requests'));
    await page.getByTestId('compact-row').filter({ hasText: '2 bolsas de 15 kg' }).getByRole('link').click();
    await page.getByLabel('Estado').click();
    await page.getByRole('option', { name: 'Entregado' }).click();
    await page
      .getByLabel('Nota para el hogar de tránsito')
      .fill('Lo dejamos en la veterinaria de tu barrio.');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/#\/supply-requests(\?|$)/);

    const mail = await mailTo(FOSTER.email, 'Tu pedido de alimento: entregado');
    expect(decodedBody(mail.raw)).toContain('Lo dejamos en la veterinaria de tu barrio.');
    await foster.goto(url('/mi-transito'));
    await expect(foster.getByRole('list', { name: 'Tus pedidos' })).toContainText('Entregado');
    await context.close();
  });
});
