import { PUBLIC_PAGES } from '../fixtures/routes';
import { expect, expectAccessible, test } from '../fixtures/test';

// Every public page (docs/product.md §2.1 and the sitemap) and the pages added since, at a phone width and a desktop width: axe finds
// no serious or critical violation (docs/architecture.md#tests).
const ROUTES = [
  ...PUBLIC_PAGES,
  // Issue 17: the catalog with its new filters open and applied, and favourites.
  '/adoptar/perros?movilidad=no-camina&cuidados-especiales=si&orden=antiguos',
  '/favoritos',
  // Issue 17's alerts page as a visit without JavaScript lands on it, and issue 18's stop-the-news page as a
  // mail's link opens it (the valid alert links are swept in their own journey, e2e/dogs/alerts.spec.ts).
  '/avisos',
  '/novedades/baja?email=padrino%40example.com&firma=0000',
  '/no-existe',
];

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of ROUTES) {
      test(`${route} has no serious accessibility violation`, async ({ page }) => {
        // /pay goes home two seconds after its plain script runs, sooner than axe finishes here: check it
        // without that script (the redirect has its own tests).
        if (route === '/pay') {
          await page.route('**/enhance.js', (r) => r.fulfill({ contentType: 'text/javascript', body: '' }));
        }
        await page.goto(route);
        await expect(page.locator('h1').first()).toBeVisible();
        await expectAccessible(page);
      });
    }
    test('a dog page and its sponsorship page have no serious accessibility violation', async ({
      page,
      request,
    }) => {
      const [dog] = await (await request.get('/api/dogs?limit=1')).json();
      await page.goto(`/adoptar/perros/${dog._id}`);
      await expectAccessible(page);
      await page.goto(`/colaborar/${encodeURIComponent(dog.name)}`);
      await expectAccessible(page);
    });
    test('the page of a dog that does not walk, with what living with it means, has no serious accessibility violation', async ({
      page,
      request,
    }) => {
      const [dog] = await (await request.get('/api/dogs?mobility=carrito&limit=1')).json();
      await page.goto(`/adoptar/perros/${dog._id}`);
      await expect(page.getByRole('heading', { name: `Cómo es vivir con ${dog.name}` })).toBeVisible();
      await expectAccessible(page);
    });
  });
}
