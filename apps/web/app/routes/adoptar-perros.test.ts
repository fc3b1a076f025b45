import { DOG_MSG } from '@campito/core';
import { dogs } from '@campito/db';
import { createTestApp, type TestApp } from '@campito/server/test';
import type { LoaderFunctionArgs } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as listLoader } from './adoptar-perros';
import { loader as homeLoader } from './home';
import { loader as adoptedLoader } from './ya-tienen-familia';

// Issue 17 on the pages: the catalog reads its Spanish query leniently (a form sent without JavaScript is
// redirected to its clean URL, an unknown value is left out with a notice, an empty result keeps the
// alert of docs/product.md §2.3 and the full list), every card carries its status; "Ya tienen familia" and the home page's blocks.
describe('the catalog, "Ya tienen familia" and the home page blocks', () => {
  let t: TestApp;

  const args = (url: string) =>
    ({
      request: new Request(`http://localhost${url}`),
      url: new URL(`http://localhost${url}`),
      pattern: '/',
      params: {},
      context: {
        services: t.app.services,
        config: { publicUrl: 'http://localhost:3000' },
        requestId: 'test',
        user: null,
        ip: '203.0.113.8',
      },
    }) as unknown as LoaderFunctionArgs;
  /** The loader's answer, or the redirect it threw. */
  const open = async <T>(load: (a: LoaderFunctionArgs) => Promise<T>, url: string) => {
    try {
      return { data: (await load(args(url))) as Awaited<T>, location: null };
    } catch (thrown) {
      if (thrown instanceof Response) return { data: null, location: thrown.headers.get('location') };
      throw thrown;
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    const day = (n: number) => new Date(Date.UTC(2024, 0, n));
    const dog = (name: string, n: number, extra: Partial<typeof dogs.$inferInsert> = {}) => ({
      name,
      gender: 'hembra' as const,
      age: 'adulto' as const,
      size: 'mediano' as const,
      race: 'Mestiza',
      references: ['Tranquila'],
      features: `${name} espera.`,
      createdAt: day(n),
      publishedAt: day(n),
      ...extra,
    });
    await t.db
      .insert(dogs)
      .values([
        dog('Ruedita', 1, { mobility: 'usa carrito', references: ['Discapacitado', 'Se lleva con gatos'] }),
        dog('Quieta', 2, { mobility: 'no se moviliza', isUrgent: true }),
        dog('Lenta', 3, { mobility: 'camina con dificultad', gender: 'macho' }),
        dog('Corre', 4, { references: ['Se lleva con perros'] }),
        dog('Vive acá', 5, { toAdopt: false, isUrgent: true }),
        dog('Feliz', 6, { adoptedAt: day(40), toAdopt: false }),
        dog('Contento', 7, { adoptedAt: day(50), toAdopt: false, gender: 'macho' }),
      ]);
  });
  afterAll(() => t.close());

  it('sends a form sent without JavaScript to its clean URL, keeping only what was chosen', async () => {
    expect(
      (await open(listLoader, '/adoptar/perros?nombre=&sexo=&edad=&tamano=&movilidad=&orden=')).location,
    ).toBe('/adoptar/perros');
    expect(
      (
        await open(
          listLoader,
          '/adoptar/perros?nombre=+rued+&sexo=hembra&edad=&movilidad=carrito&con-gatos=si&orden=',
        )
      ).location,
    ).toBe('/adoptar/perros?nombre=rued&sexo=hembra&movilidad=carrito&con-gatos=si');
  });

  it('shows the dogs that match, each with its status and mobility, in the chosen order', async () => {
    const { data } = await open(listLoader, '/adoptar/perros?movilidad=no-camina');
    expect(data!.dogs.map((d) => [d.name, d.status, d.mobility])).toEqual([
      ['Lenta', 'en-adopcion', 'camina con dificultad'],
      ['Quieta', 'en-adopcion', 'no se moviliza'],
      ['Ruedita', 'en-adopcion', 'usa carrito'],
    ]);
    expect(data).toMatchObject({ total: 3, noMatch: false, ignored: false, sort: 'recientes' });
    const oldest = await open(listLoader, '/adoptar/perros?orden=antiguos');
    expect(oldest.data!.dogs.map((d) => d.name)).toEqual(['Ruedita', 'Quieta', 'Lenta', 'Corre', 'Vive acá']);
    expect(oldest.data!.dogs.find((d) => d.name === 'Vive acá')!.status).toBe('apadrinamiento');
    const named = await open(listLoader, '/adoptar/perros?nombre=RUEDITA&con-gatos=si');
    expect(named.data!.dogs.map((d) => d.name)).toEqual(['Ruedita']);
  });

  it('leaves out a value it does not know and says so; an empty result keeps the alert of docs/product.md §2.3 and the whole list', async () => {
    const { data } = await open(listLoader, '/adoptar/perros?movilidad=vuela&sexo=macho');
    expect(data).toMatchObject({ ignored: true, filters: { gender: 'macho' }, total: 1, noMatch: false });
    expect(DOG_MSG.ignoredFilters).toMatch(/no la reconocimos/);
    const none = await open(listLoader, '/adoptar/perros?nombre=zzz');
    expect(none.data).toMatchObject({ noMatch: true, total: 5 });
    expect(DOG_MSG.noMatch).toBe('No se encontraron perros con ese filtro');
    expect((await open(listLoader, '/adoptar/perros?con-perros=si&pagina=9')).location).toBe(
      '/adoptar/perros?con-perros=si',
    );
  });

  it('"Ya tienen familia" lists adopted dogs, the latest adoption first, and sends a page past the end to the last', async () => {
    const { data } = await open(adoptedLoader, '/adoptar/ya-tienen-familia');
    expect(data!.dogs.map((d) => [d.name, d.status])).toEqual([
      ['Contento', 'adoptado'],
      ['Feliz', 'adoptado'],
    ]);
    expect(data).toMatchObject({ total: 2, page: 1, pages: 1 });
    expect((await open(adoptedLoader, '/adoptar/ya-tienen-familia?pagina=4')).location).toBe(
      '/adoptar/ya-tienen-familia',
    );
  });

  it('the home page shows the urgent dogs, the longest waiting for a family and the latest adoptions', async () => {
    const { data } = await open(homeLoader, '/');
    const names = (list: { name: string }[]) => list.map((d) => d.name);
    expect(names(data!.dogs.urgent).sort()).toEqual(['Quieta', 'Vive acá']);
    // Only dogs offered for adoption wait for a family; the oldest publication first.
    expect(names(data!.dogs.waiting)).toEqual(['Ruedita', 'Quieta', 'Lenta', 'Corre']);
    expect(names(data!.dogs.adopted)).toEqual(['Contento', 'Feliz']);
    // Only what a card shows goes to the browser.
    expect(Object.keys(data!.dogs.urgent[0]!).sort()).toEqual(
      ['age', 'gender', 'id', 'image', 'inFoster', 'mobility', 'name', 'size', 'status'].sort(),
    );
  });
});
