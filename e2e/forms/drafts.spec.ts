// Issue 17, "an application that is never lost": the adoption and volunteer forms keep what the person
// types (in the browser; in the account too when signed in), put it back with a notice and "Borrar
// borrador", forget it once sent, and the confirmation says what comes next. On a phone.
import type { Locator, Page } from '@playwright/test';
import { validAdoption, validVolunteer } from '../../packages/core/test/form-samples';
import { freshEmail, loginWithForm, registerByApi } from '../accounts/helpers';
import { expect, expectAccessible, test } from '../fixtures/test';
import { fieldOf } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

const RESTORED = 'Recuperamos lo que habías escrito. Podés seguir donde lo dejaste.';
const CLEARED = 'Borramos el borrador: el formulario quedó como al principio.';
const SUCCESS = 'form create successfuly!';

const hydrated = (page: Page) =>
  page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
  );
const storedDraft = (page: Page, form: 'adoption' | 'volunteer') =>
  page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'), `campito.borrador.${form}`);

/** Answers a form as a person would (typing into the page's own fields); a hidden field is left alone. */
async function answer(form: Locator, values: Record<string, unknown>) {
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      for (const v of value) await form.locator(`input[name="${name}"][value="${v}"]`).check();
      continue;
    }
    const field = form.locator(`[name="${name}"]`).first();
    if ((await field.getAttribute('type')) === 'hidden') continue;
    const tag = await field.evaluate((el) => el.tagName);
    if (tag === 'SELECT') await field.selectOption(String(value));
    else await field.fill(String(value));
  }
}

/** A dog the questionnaire offers (listed and available for adoption). */
async function adoptableDog(page: Page): Promise<string> {
  await page.goto('/AdoptionForm?comenzar=1');
  return (await fieldOf(page, 'nameDog').locator('option:not([value=""])').first().textContent())!;
}

test('half an adoption form survives a reload, "Borrar borrador" clears it, and the sent form says what comes next', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dog = await adoptableDog(page);
  const url = `/adoptionForm/${encodeURIComponent(dog)}?comenzar=1`;
  await page.goto(url);
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Cuestionario de adopción' });
  const sample = validAdoption({ nameDog: dog });
  const half = {
    name: sample.name,
    email: sample.email,
    location: sample.location,
    accordance: sample.accordance,
    home: sample.home,
    description: sample.description,
  };
  await answer(form, half);
  await expect
    .poll(async () => (await storedDraft(page, 'adoption'))?.data)
    .toEqual({
      nameDog: dog,
      name: half.name,
      email: half.email,
      location: half.location,
      accordance: half.accordance,
      home: half.home,
      description: half.description,
    });
  // Only answers: never the hidden guards.
  const kept = await storedDraft(page, 'adoption');
  expect(Object.keys(kept.data)).not.toContain('sitioWeb');
  expect(Object.keys(kept.data)).not.toContain('idempotencyKey');

  // Android drops the tab; the person comes back.
  await page.reload();
  await hydrated(page);
  const notice = page.getByRole('status').filter({ hasText: RESTORED });
  await expect(notice).toBeVisible();
  await expect(fieldOf(page, 'name')).toHaveValue(half.name);
  await expect(fieldOf(page, 'location')).toHaveValue(half.location);
  await expect(fieldOf(page, 'accordance')).toHaveValue('si');
  await expect(fieldOf(page, 'description')).toHaveValue(half.description);
  await expect(page.getByRole('checkbox', { name: 'Casa', exact: true })).toBeChecked();
  await expect(page.locator('.progress-count')).toHaveText('Respondiste 6 de 29 preguntas');
  await expectAccessible(page);

  // "Borrar borrador": the form as it started, said so, and nothing kept.
  await notice.getByRole('button', { name: 'Borrar borrador' }).click();
  const cleared = page.getByRole('status').filter({ hasText: CLEARED });
  await expect(cleared).toBeVisible();
  await expect(cleared).toBeFocused();
  await expect(fieldOf(page, 'name')).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: 'Casa', exact: true })).not.toBeChecked();
  expect(await storedDraft(page, 'adoption')).toBeNull();
  await page.reload();
  await hydrated(page);
  await expect(fieldOf(page, 'name')).toHaveValue('');
  await expect(page.getByText(RESTORED)).toHaveCount(0);

  // The whole questionnaire, sent: the message of docs/product.md §8, then what happens next; no timer takes the person away.
  await answer(form, sample);
  await expect.poll(async () => (await storedDraft(page, 'adoption'))?.data?.sterilization).toBeTruthy();
  // From here the page's timers run on a clock the test moves (issue 32): no real wait below.
  await page.clock.install();
  await page.getByRole('button', { name: 'Enviar cuestionario' }).click();
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeFocused();
  await expect(page.getByRole('heading', { name: '¿Qué sigue?' })).toBeVisible();
  await expect(page.getByText('Te escribimos por email o te llamamos por teléfono')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver Mis solicitudes' })).toHaveAttribute(
    'href',
    '/profile#mis-solicitudes',
  );
  await expectAccessible(page);
  await page.clock.runFor(10_000);
  await expect(page).toHaveURL(/\/adoptionForm\/[^/]+\?comenzar=1$/);
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  expect(await storedDraft(page, 'adoption')).toBeNull();
});

test('a signed-in person’s volunteer draft follows them to another browser, and is gone once sent', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = freshEmail('borrador');
  await registerByApi(request, baseURL!, { email, name: 'Laura Gómez' });
  await loginWithForm(page, baseURL!, email);
  await page.goto('/volunteerForm');
  await hydrated(page);
  const sample = validVolunteer();
  const form = page.getByRole('form', { name: 'Postulación de voluntariado' });
  await answer(form, { area: sample.area, profession: sample.profession, days: sample.days });
  // Saved on the account a moment after typing stops.
  await expect
    .poll(async () => (await (await page.request.get('/api/drafts/volunteer')).json()).draft?.data, {
      timeout: 15_000,
    })
    .toMatchObject({ area: sample.area, profession: sample.profession, days: sample.days });

  // Another phone: signed in there, the form opens with the draft already in it (rendered by the server).
  const other = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  const otherPage = await other.newPage();
  await loginWithForm(otherPage, baseURL!, email);
  await otherPage.goto('/volunteerForm');
  await expect(otherPage.getByText(RESTORED)).toBeVisible();
  await expect(fieldOf(otherPage, 'area')).toHaveValue(sample.area);
  await expect(fieldOf(otherPage, 'profession')).toHaveValue(sample.profession);
  await expect(otherPage.getByRole('checkbox', { name: 'Sábado' })).toBeChecked();
  await expect(fieldOf(otherPage, 'name')).toHaveValue('Laura Gómez');

  // Sent from there: the confirmation, and no draft left on the account.
  await hydrated(otherPage);
  const otherForm = otherPage.getByRole('form', { name: 'Postulación de voluntariado' });
  await answer(otherForm, { ...sample, name: 'Laura Gómez', email });
  await otherPage.getByRole('button', { name: 'Enviar postulación' }).click();
  await expect(otherPage.getByRole('heading', { name: SUCCESS })).toBeVisible();
  await expect(otherPage.getByText('coordinar tu primera visita')).toBeVisible();
  await expect
    .poll(async () => (await (await otherPage.request.get('/api/drafts/volunteer')).json()).draft)
    .toBeNull();
  await other.close();
  // Back on the first phone, whose browser still had its copy: sent elsewhere, so a fresh form.
  expect((await storedDraft(page, 'volunteer'))?.synced).toBe(true);
  await page.goto('/volunteerForm');
  await hydrated(page);
  await expect(page.getByText(RESTORED)).toHaveCount(0);
  await expect(fieldOf(page, 'area')).toHaveValue('');
  expect(await storedDraft(page, 'volunteer')).toBeNull();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the account’s draft shows, and "Borrar borrador" clears it', async ({ page, request, baseURL }) => {
    const email = freshEmail('borradorsinjs');
    await registerByApi(request, baseURL!, { email });
    await loginWithForm(page, baseURL!, email);
    const saved = await page.request.put('/api/drafts/volunteer', {
      data: { data: { area: 'Quilmes', interest: 'Pasear perros' } },
    });
    expect(saved.status()).toBe(200);
    await page.goto('/volunteerForm');
    await expect(page.getByText(RESTORED)).toBeVisible();
    await expect(fieldOf(page, 'area')).toHaveValue('Quilmes');
    await page.getByRole('button', { name: 'Borrar borrador' }).click();
    await expect(page).toHaveURL(/\/volunteerForm$/);
    await expect(page.getByText(RESTORED)).toHaveCount(0);
    await expect(fieldOf(page, 'area')).toHaveValue('');
    expect((await (await page.request.get('/api/drafts/volunteer')).json()).draft).toBeNull();
  });
});
