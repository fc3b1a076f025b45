// Issue 34, item 4: the page of a dog «En proceso de adopción» says that a family is already ahead, offers
// similar dogs (same size and age, still waiting) first and applying anyway second. On a 390 px phone.
import { expect, expectAccessible, test } from '../fixtures/test';
import { allDogs } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

test('a dog whose adoption is under way says so, shows similar dogs, and still takes a request', async ({
  page,
  request,
}) => {
  const dogs = await allDogs(request);
  const dog = dogs.find((d) => d.status === 'en-proceso');
  expect(dog, 'the demo has an adoption under way').toBeDefined();
  await page.goto(`/adoptar/perros/${dog!._id}`);
  await expect(page.getByTestId('dog-in-process')).toContainText(
    `Ya hay una familia en proceso de adoptar${dog!.gender === 'hembra' ? 'la' : 'lo'}.`,
  );
  // No plain «Adoptar» leading straight into the questions: similar dogs first, the request second.
  await expect(page.getByRole('link', { name: 'Adoptar', exact: true })).toHaveCount(0);
  const similarLink = page.getByRole('link', { name: 'Ver perros parecidos' });
  const href = new URL((await similarLink.getAttribute('href')) ?? '', 'http://sitio');
  expect([href.pathname, href.searchParams.get('tamano'), href.searchParams.get('edad')]).toEqual([
    '/adoptar/perros',
    dog!.size,
    dog!.age,
  ]);

  // The similar dogs shown: same size and age, still waiting, never this one.
  const waiting = dogs.filter(
    (d) => d._id !== dog!._id && d.size === dog!.size && d.age === dog!.age && d.status === 'en-adopcion',
  );
  const shown = page.getByRole('list', { name: 'Perros parecidos' }).getByRole('listitem');
  await expect(shown).toHaveCount(Math.min(3, waiting.length));
  for (const name of await shown.getByRole('heading').allTextContents()) {
    expect(waiting.map((d) => d.name)).toContain(name);
  }
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Mandar mi solicitud igual' }).click();
  await expect(page).toHaveURL(new RegExp(`/adoptionForm/${encodeURIComponent(dog!.name)}$`));

  await page.goBack();
  await similarLink.click();
  await expect(page).toHaveURL(/\/adoptar\/perros\?/);
  await expect(page.getByLabel('Tamaño')).toHaveValue(dog!.size);
});
