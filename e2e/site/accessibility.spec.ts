import { expect, expectAccessible, test } from '../fixtures/test';

// Pages of records (a dog, its sponsorship, a dog that does not walk) at a phone width and a desktop width:
// axe finds no serious or critical violation. Every public page is swept in page-sweep.spec.ts.
for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
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
