// The admin panel under axe, as issue 9 asks: every resource's list and the view a row opens (edit,
// or show for the read-only ones) have no serious or critical violation. On the shared server, as its
// superAdmin (STAFF): that role sees every resource.
import type { Page } from '@playwright/test';
import { validContact, validFoster, validSchoolRequest } from '../../packages/core/test/form-samples';
import { expect, expectAccessible, STAFF, signInByApi, test } from '../fixtures/test';
import { fosterRows } from './foster-rows';

// Every <Resource> of apps/admin/src/App.tsx that has a list, with the view its rows open.
const RESOURCES: [resource: string, view: 'edit' | 'show'][] = [
  ['dogs', 'edit'],
  ['adoptions', 'edit'],
  ['volunteers', 'edit'],
  ['school-requests', 'edit'],
  // Issue 38: «Ser hogar de tránsito».
  ['foster-applications', 'edit'],
  ['contacts', 'show'],
  ['contributions', 'show'],
  ['press', 'edit'],
  ['escolar', 'edit'],
  ['users', 'edit'],
  ['audit', 'show'],
  ['mails', 'show'],
  // Issue 36: «Necesitamos», its drop-off points and the promises people make.
  ['needs', 'edit'],
  ['drop-points', 'edit'],
  ['need-pledges', 'edit'],
  // Issue 36: campaigns and their news.
  ['campaigns', 'edit'],
  ['campaign-updates', 'edit'],
  // Issue 37: the follow-ups after an adoption (the demo's answered ones).
  ['followups', 'edit'],
  ['commitments', 'edit'],
  ['returns', 'edit'],
  // Issue 38: placements of dogs with foster homes, fosters' updates (published from their view) and
  // supply requests.
  ['foster-placements', 'edit'],
  ['foster-updates', 'show'],
  ['supply-requests', 'edit'],
];

// The shared server (global-setup.ts), whose superAdmin is STAFF.
const base = process.env.E2E_BASE_URL!;
const url = (p: string) => `${base}${p}`;

// Its tests run in order in one worker, and a failure does not skip the rest.
test.describe.configure({ mode: 'default' });

test.beforeAll(async ({ playwright }) => {
  // The demo content writes no audit entry; one change gives the audit list a row to show.
  const api = await playwright.request.newContext({ baseURL: base });
  try {
    expect((await api.post('/api/auth/login', { data: STAFF })).status()).toBe(200);
    const [contact] = await (await api.get('/api/admin/contacts?range=[0,0]')).json();
    const res = await api.put(`/api/admin/contacts/${contact.id}`, { data: { handled: !contact.handled } });
    expect(res.status(), await res.text()).toBe(200);
    // Nor does it queue mail: a contact message gives the mails list rows to show.
    const sent = await api.post('/api/contacto', { data: validContact() });
    expect(sent.status(), await sent.text()).toBe(201);
    // The demo content has no school talk request: one gives «Charlas en escuelas» a row (issue 35).
    const asked = await api.post('/api/escuelas', { data: validSchoolRequest() });
    expect(asked.status(), await asked.text()).toBe(201);
    // Nor any application to be a foster home (issue 38).
    const fostered = await api.post('/api/fosters', { data: validFoster() });
    expect(fostered.status(), await fostered.text()).toBe(201);
    // Nor a foster home with a dog, its update and its supply request (issue 38).
    const foster = await playwright.request.newContext({ baseURL: base });
    await fosterRows(api, foster, base).finally(() => foster.dispose());
    // Nor any «Llevo» promise (issue 36): one gives that list a row.
    const { needs, points } = await (await api.get('/api/necesitamos')).json();
    const promised = await api.post('/api/necesitamos/llevo', {
      data: {
        need: needs[0].id,
        quantity: 1,
        name: 'Prueba de accesibilidad',
        phone: '1155550123',
        dropPoint: points[0].id,
        bringOn: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      },
    });
    expect(promised.status(), await promised.text()).toBe(201);
    // Nor news of a campaign (issue 36): one for the demo's campaign.
    const [campaign] = await (await api.get('/api/admin/campaigns?range=[0,0]')).json();
    const news = await api.post('/api/admin/campaign-updates', {
      data: { campaignId: campaign.id, text: 'Prueba de accesibilidad: llegaron las chapas.' },
    });
    expect(news.status(), await news.text()).toBe(201);
  } finally {
    await api.dispose();
  }
});

const signIn = (page: Page) => signInByApi(page, base);

for (const [resource, view] of RESOURCES) {
  test(`the ${resource} list has no serious accessibility violation, and every column a header`, async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(url(`/admin#/${resource}`));
    // Row 0 is the header: a second row means the records arrived.
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page);
    // A column placed through a component of ours lost its header once (issue 34, item 6): every column
    // but the row-selection checkbox says what it holds.
    const headers = await page
      .locator('thead th')
      .evaluateAll((cells) =>
        cells
          .filter((c) => !c.querySelector('input[type="checkbox"]'))
          .map((c) => c.textContent?.trim() ?? ''),
      );
    expect(headers.length, resource).toBeGreaterThan(0);
    expect(
      headers.filter((h) => h === ''),
      `${resource}: ${JSON.stringify(headers)}`,
    ).toEqual([]);
  });

  test(`the ${resource} ${view} view has no serious accessibility violation`, async ({ page }) => {
    await signIn(page);
    const [first] = await (await page.request.get(url(`/api/admin/${resource}?range=[0,0]`))).json();
    await page.goto(url(`/admin#/${resource}/${first.id}${view === 'show' ? '/show' : ''}`));
    // react-admin renders the form or the show layout only once the record is loaded.
    // (An adoption or volunteer edit page has the review panel's form first, react-admin's last.)
    const main = view === 'edit' ? '.RaEdit-main form' : '.RaShow-main .RaSimpleShowLayout-stack';
    await expect(page.locator(main).last()).toBeVisible();
    await expectAccessible(page);
  });
}

// "Sitio" (site texts and the shelter's data) has no list: the menu entry opens its single record.
test('the site texts editor has no serious accessibility violation', async ({ page }) => {
  await signIn(page);
  await page.goto(url('/admin#/interfaces'));
  await expect(page.getByLabel('Texto de Visitas')).not.toBeEmpty();
  await expectAccessible(page);
});

test('the dashboard has no serious accessibility violation', async ({ page }) => {
  await signIn(page);
  await page.goto(url('/admin'));
  await expect(page.getByTestId('count-pendingDogs')).toHaveText(/\d/);
  await expectAccessible(page);
});

test('the statistics page has no serious accessibility violation', async ({ page }) => {
  await signIn(page);
  await page.goto(url('/admin#/stats'));
  await expect(page.getByRole('table', { name: /^Estadísticas de \d{4}$/ })).toBeVisible();
  await expectAccessible(page);
});
