import routes from '../../apps/web/app/routes';
import { expect, test } from '../fixtures/test';
import { adoptedDogPaths, allDogs } from './helpers';

/** Paths of routes.ts that are pages without a required parameter ("colaborar/:dogName?" → "/colaborar"). */
function staticPages(): string[] {
  return routes
    .map((r) => r.path ?? '')
    .filter((path) => !path.includes('*') && !path.includes('.') && !/:[^/?]+(\/|$)/.test(path))
    .map((path) => `/${path.replace(/\/?:[^/]+\?$/, '')}`);
}

test('the sitemap lists every indexable page of routes.ts and every active dog, with absolute URLs', async ({
  request,
  baseURL,
}) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/xml');
  const xml = await res.text();
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locs.every((loc) => loc.startsWith(`${baseURL}/`))).toBe(true);
  const listed = new Set(locs.map((loc) => loc.slice(baseURL!.length).toLowerCase()));

  // A page belongs in the sitemap when anyone gets it (200) and it does not ask not to be indexed.
  for (const path of staticPages()) {
    const page = await request.get(path);
    expect(page.status(), path).toBeLessThan(500);
    const noIndex = /<meta name="robots" content="noindex"/.test(await page.text());
    const indexable = page.status() === 200 && !noIndex;
    expect(listed.has(path.toLowerCase()), `${path} (status ${page.status()}, noindex: ${noIndex})`).toBe(
      indexable,
    );
  }

  // Every dog with a page: the catalog's, and those that found a family (their page stays, for sharing).
  const dogs = await allDogs(request);
  const adopted = await adoptedDogPaths(request);
  expect(adopted.length).toBeGreaterThan(0);
  const dogLocs = locs.filter((loc) => loc.includes('/adoptar/perros/'));
  expect(dogLocs.sort()).toEqual(
    [...dogs.map((d) => `/adoptar/perros/${d._id}`), ...adopted].map((p) => `${baseURL}${p}`).sort(),
  );
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
});

test('robots.txt keeps the admin and the API out and points to the sitemap', async ({ request, baseURL }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/plain');
  const text = await res.text();
  expect(text).toContain('User-agent: *');
  expect(text).toMatch(/^Disallow: \/admin$/m);
  expect(text).toMatch(/^Disallow: \/api$/m);
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('the adoption page explains the steps and leads to the dogs and to the add-dog form', async ({
  page,
}) => {
  await page.goto('/adoptar');
  await expect(page.getByRole('heading', { name: 'Cómo es adoptar en El Campito' })).toBeVisible();
  await page.getByRole('link', { name: 'Ver perros', exact: true }).click();
  await expect(page).toHaveURL(/\/adoptar\/perros$/);
  await page.goBack();
  await expect(page.getByRole('heading', { name: '¿Encontraste un perro?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cargar un perro' })).toHaveAttribute('href', '/form');
});
