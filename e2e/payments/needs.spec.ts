// Issue 36, item 3: «Necesitamos» on a 390 px phone, without JavaScript. From /colaborar a person reaches
// the list, picks «Llevo» on the diapers, says 2 for tomorrow at the shelter and reads the drop-off
// details; staff mark it arrived from the panel's list; the page counts it. On the shared server with the
// demo's needs (apps/server/src/seed/needs.ts): only this journey reads their counts.
import { isoDay } from '@campito/core';
import { expect, expectAccessible, signInByApi, test } from '../fixtures/test';

const DIAPERS = 'Pañales para perros grandes (talle L)';
const PHONE = { width: 390, height: 844 };

/** The «llegaron N este mes» of an item on the page. */
async function arrivedOf(page: import('@playwright/test').Page, item: string): Promise<number> {
  const text =
    (await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: item }) })
      .textContent()) ?? '';
  return Number(/llegaron (\d+) este mes/.exec(text)?.[1] ?? Number.NaN);
}

test('a person says «Llevo 2» on a phone without JavaScript; staff mark it arrived and the page counts it', async ({
  browser,
  page,
  baseURL,
}) => {
  const phone = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const person = await phone.newPage();
  await person.goto(`${baseURL}/colaborar`);
  await person.getByRole('link', { name: 'Mirá qué necesitamos este mes y dónde dejarlo' }).click();
  await expect(person.getByRole('heading', { level: 1 })).toHaveText('Necesitamos');
  await expect(person.getByRole('heading', { name: 'Dónde dejarlo' })).toBeVisible();
  const before = await arrivedOf(person, DIAPERS);
  expect(before).toBeGreaterThanOrEqual(0);

  await person.getByRole('link', { name: `Llevo ${DIAPERS}` }).click();
  await expect(person.getByLabel('Qué vas a traer')).toHaveValue(/.+/);
  await expect(person.getByLabel('Qué vas a traer').locator('option:checked')).toHaveText(DIAPERS);
  // Nothing to reach them by: the message under the email, and what was typed stays.
  await person.getByLabel('Cuántos').fill('2');
  await person
    .getByLabel('Dónde lo vas a dejar')
    .selectOption({ label: 'El refugio (Ruta 6 km 3, Cañuelas)' });
  const tomorrow = isoDay(Date.now() + 86_400_000);
  await person.getByLabel('Qué día').fill(tomorrow);
  await person.getByLabel('Tu nombre').fill('Rocío Trae');
  await person.getByRole('button', { name: 'Avisar que lo llevo' }).click();
  await expect(person.getByLabel('Email')).toHaveAccessibleDescription(/Dejanos un email o un teléfono/);
  await expect(person.getByLabel('Tu nombre')).toHaveValue('Rocío Trae');
  await person.getByLabel('Teléfono').fill('11 5555-0123');
  await person.getByRole('button', { name: 'Avisar que lo llevo' }).click();

  const thanks = person.getByRole('status');
  await expect(thanks).toContainText('¡Gracias! Te esperamos.');
  await expect(thanks).toContainText(
    `Vas a traer 2 × ${DIAPERS} el ${tomorrow.split('-').reverse().join('/')}.`,
  );
  await expect(thanks).toContainText('El refugio, Ruta 6 km 3, Cañuelas. Sábados y domingos de 10 a 16.');
  await phone.close();

  // Staff see the promise in the panel and mark it arrived from the list.
  await signInByApi(page, baseURL!);
  await page.setViewportSize(PHONE);
  await page.goto(`${baseURL}/admin#/need-pledges`);
  const row = page.getByTestId('compact-row').filter({ hasText: 'Rocío Trae' });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.getByRole('button', { name: 'Llegó' }).click();
  await expect(page.getByText('Anotamos que llegaron 2.')).toBeVisible();

  await page.goto(`${baseURL}/necesitamos`);
  expect(await arrivedOf(page, DIAPERS)).toBe(before + 2);
  await expectAccessible(page);
});
