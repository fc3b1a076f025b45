// What a visitor's phone downloads on a first visit (issue 9, ADR 007): the CSS rules a page uses inside it,
// the framework in one shared file, and the form schemas (zod) only once someone uses a form.
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { errorOf, fieldOf, submitWithKeyboard, typeInto } from '../forms/helpers';
import { changedByWholeStylesheet, siteStylesheet } from './page-checks';

const SCHEMAS = /\/assets\/schemas-[\w-]+\.js$/;

function requestsOf(page: Page) {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

const hydrated = (page: Page) =>
  page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
  );

test('pages carry the rules they use inline; a navigation to another route loads the whole stylesheet once', async ({
  page,
}) => {
  const urls = requestsOf(page);
  const stylesheets = () => urls.filter((url) => url.endsWith('.css'));
  await page.goto('/');
  await hydrated(page);
  // The home page's own rules, in the one <style> the browser adopted; no stylesheet request.
  await expect(page.locator('style[data-href="el-campito:routes/home"]')).toHaveCount(1);
  await expect(page.locator('style[data-precedence]')).toHaveCount(1);
  expect(stylesheets()).toEqual([]);

  // /visitas is another route: the whole stylesheet, one file, applied before the page shows (React
  // holds the new page until its stylesheet has loaded).
  const homeHeading = await page.locator('main h1').textContent();
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: /Visitas/ })
    .click();
  const sheetsAtFirstSight = await page
    .waitForFunction(
      (before) => {
        const heading = document.querySelector('main h1');
        if (!heading || heading.textContent === before) return false;
        return [...document.styleSheets]
          .filter((sheet) => sheet.href?.endsWith('.css'))
          .map((sheet) =>
            new URL(sheet.href ?? '').pathname.replace(/-[\w-]+\.css$/, `: ${sheet.cssRules.length > 0}`),
          );
      },
      homeHeading,
      { polling: 'raf' },
    )
    .then((handle) => handle.jsonValue() as Promise<string[]>);
  expect(sheetsAtFirstSight).toEqual(['/assets/site: true']);
  await expect(page).toHaveURL(/\/visitas$/);
  expect(stylesheets()).toEqual([expect.stringMatching(/^\/assets\/site-[\w-]+\.css$/)]);

  // Kept for the rest of the visit: back and forth request nothing more.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/visitas$/);
  expect(stylesheets()).toHaveLength(1);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);

  // After a full load of the list, going to a dog's page links the same file once more (the browser
  // may take it from its cache, so requests are not counted here), applied.
  await page.goto('/adoptar/perros');
  await hydrated(page);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  await page.locator('main a[href^="/adoptar/perros/"]').first().click();
  await expect(page).toHaveURL(/\/adoptar\/perros\/[\w-]+$/);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(253, 247, 238)');
});

/** A dog's page at a phone's and a desktop's width, compared with the whole stylesheet added. */
test("the rules a dog's page carries style it exactly as the whole stylesheet does", async ({ page }) => {
  const dogs = await page.request.get('/api/dogs').then((res) => res.json() as Promise<{ _id: string }[]>);
  expect(dogs.length).toBeGreaterThan(0);
  const url = `/adoptar/perros/${dogs[0]?._id}`;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(url, { waitUntil: 'networkidle' });
    expect(await changedByWholeStylesheet(page, siteStylesheet()), `${url} at ${width}px`).toEqual([]);
  }
});

test('what every page loads (the browser entry and the root route) needs no file besides the framework', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const { entry, root } = await page.evaluate(() => {
    const manifest = (
      window as unknown as {
        __reactRouterManifest: { entry: { imports: string[] }; routes: { root: { imports?: string[] } } };
      }
    ).__reactRouterManifest;
    return { entry: manifest.entry.imports, root: manifest.routes.root.imports ?? [] };
  });
  // The bundler's own runtime (a few hundred bytes) is always a file of its own.
  const extra = (imports: string[]) =>
    imports.filter((url) => !/^\/assets\/(framework|rolldown-runtime)-[\w-]+\.js$/.test(url));
  // A module the root imports that falls out of FRAMEWORK in apps/web/vite.config.ts shows up here.
  expect(extra(entry)).toEqual([]);
  expect(extra(root)).toEqual([]);
});

test('a form page downloads the validation schemas only when focus enters the form', async ({ page }) => {
  const urls = requestsOf(page);
  for (const path of ['/colaborar', '/form', '/volunteerForm', '/transito', '/profile', '/contactanos']) {
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(
      urls.filter((url) => SCHEMAS.test(url)),
      path,
    ).toEqual([]);
  }

  const schemas = page.waitForRequest((request) => SCHEMAS.test(new URL(request.url()).pathname));
  await typeInto(page, fieldOf(page, 'email'), 'ana@');
  await schemas;
  await expect(errorOf(page, 'email')).toHaveText('Formato de Email incorrecto');
});

test('a submission made while the schemas are still downloading waits for them, then shows the messages', async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SCHEMAS, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/contactanos');
  await hydrated(page);
  const send = page.getByRole('button', { name: 'Enviar consulta' });
  await submitWithKeyboard(page, send);
  // Nothing was posted and nothing is shown until the schemas arrive…
  await expect(page).toHaveURL(/\/contactanos$/);
  await expect(errorOf(page, 'fullName')).toHaveCount(0);
  release();
  // …then the same messages as always, and focus on the first field to fix.
  await expect(errorOf(page, 'fullName')).toHaveText('Ingrese su nombre');
  await expect(errorOf(page, 'consulta')).toHaveText('Escriba su consulta, por favor');
  await expect(fieldOf(page, 'fullName')).toBeFocused();
});

test('when the schemas cannot be downloaded the form is still sent, and the server answers the messages', async ({
  page,
}) => {
  await page.route(SCHEMAS, (route) => route.abort());
  await page.goto('/contactanos');
  await hydrated(page);
  await typeInto(page, fieldOf(page, 'fullName'), 'Ana Gómez');
  await typeInto(page, fieldOf(page, 'email'), 'ana@');
  await submitWithKeyboard(page, page.getByRole('button', { name: 'Enviar consulta' }));
  await expect(errorOf(page, 'email')).toHaveText('Formato de Email incorrecto');
  await expect(errorOf(page, 'consulta')).toHaveText('Escriba su consulta, por favor');
  // What was valid is kept.
  await expect(fieldOf(page, 'fullName')).toHaveValue('Ana Gómez');
});

test('fingerprinted bundles carry only the headers that apply to them', async ({ page, request }) => {
  const urls = requestsOf(page);
  await page.goto('/');
  await hydrated(page);
  const script = urls.find((url) => /^\/assets\/framework-[\w-]+\.js$/.test(url));
  expect(script).toBeDefined();
  const res = await request.get(script as string, { headers: { 'accept-encoding': 'br' } });
  const h = res.headers();
  expect(res.status()).toBe(200);
  expect(h['content-encoding']).toBe('br');
  expect(h.vary).toBe('accept-encoding');
  expect(h['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(h['x-content-type-options']).toBe('nosniff');
  for (const name of ['content-security-policy', 'x-frame-options', 'etag', 'set-cookie', 'x-request-id']) {
    expect(h[name], name).toBeUndefined();
  }
});
