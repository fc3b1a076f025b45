import { describe, expect, it } from 'vitest';
import { parseWith } from '../forms';
import {
  adminDogCreateSchema,
  adminDogUpdateSchema,
  checkDogImageCount,
  cleanDogFilters,
  DOG_MSG,
  DOG_PAGE_PARAMS,
  dogFiltersSchema,
  dogListHref,
  dogListQuerySchema,
  dogMobilityText,
  dogStatus,
  dogStatusLabel,
  dogSubmissionSchema,
  MAX_MONTHLY_CARE_COST,
  monthlyCareCostText,
  parseDogPageQuery,
} from './dog';

const query = (text: string) => parseDogPageQuery(new URLSearchParams(text));

describe('the list page query', () => {
  it('reads the Spanish names and keeps only known values', () => {
    expect(query('sexo=hembra&edad=adulto+j%C3%B3ven&tamano=chico&pagina=3')).toEqual({
      filters: { gender: 'hembra', age: 'adulto jóven', size: 'chico' },
      sort: 'recientes',
      page: 3,
      blank: false,
      ignored: [],
    });
    expect(query('sexo=&edad=especial&tamano=enorme&pagina=-2')).toEqual({
      filters: { age: 'especial' },
      sort: 'recientes',
      page: 1,
      blank: true,
      ignored: ['tamano', 'pagina'],
    });
    expect(query('pagina=1.5').page).toBe(1);
  });

  it('reads the name, the mobility, the yes/no filters and the order', () => {
    expect(
      query(
        'nombre=+Turr%C3%B3n+&movilidad=carrito&con-perros=si&con-gatos=si&departamento=si&cuidados-especiales=si&en-transito=si&orden=antiguos',
      ),
    ).toEqual({
      filters: {
        name: 'Turrón',
        mobility: 'carrito',
        goodWithDogs: true,
        goodWithCats: true,
        apartment: true,
        specialNeeds: true,
        inFoster: true,
      },
      sort: 'antiguos',
      page: 1,
      blank: false,
      ignored: [],
    });
    expect(query('movilidad=no-camina').filters).toEqual({ mobility: 'no-camina' });
  });

  it('leaves out what it does not know, and says which names those were', () => {
    const parsed = query(`movilidad=vuela&con-gatos=true&orden=nombre&nombre=${'x'.repeat(41)}&otra=1`);
    expect(parsed.filters).toEqual({});
    expect(parsed.sort).toBe('recientes');
    expect(parsed.ignored.sort()).toEqual(['con-gatos', 'movilidad', 'nombre', 'orden']);
    // A name of 40 letters (accents count as one) is fine; NUL characters never reach the database.
    expect(query(`nombre=${'ñ'.repeat(40)}`).filters.name).toBe('ñ'.repeat(40));
    expect(query('nombre=Lu%00na').filters.name).toBe('Luna');
  });

  it('notes empty fields (a form sent without JavaScript), which the clean URL leaves out', () => {
    const parsed = query('nombre=&sexo=macho&edad=&tamano=&movilidad=&orden=');
    expect(parsed).toMatchObject({
      filters: { gender: 'macho' },
      sort: 'recientes',
      blank: true,
      ignored: [],
    });
    expect(dogListHref(parsed.filters, parsed.page, parsed.sort)).toBe('/adoptar/perros?sexo=macho');
  });

  it('writes links without empty filters, page 1 or the default order, and round-trips them', () => {
    expect(dogListHref({})).toBe('/adoptar/perros');
    expect(dogListHref({}, 1)).toBe('/adoptar/perros');
    expect(dogListHref({ goodWithDogs: false, name: '  ' }, 1, 'recientes')).toBe('/adoptar/perros');
    const href = dogListHref({ gender: 'macho', age: 'adulto jóven' }, 2);
    expect(href).toBe('/adoptar/perros?sexo=macho&edad=adulto+j%C3%B3ven&pagina=2');
    expect(query(new URL(href, 'http://x').search)).toMatchObject({
      filters: { gender: 'macho', age: 'adulto jóven' },
      page: 2,
    });
    const all = {
      name: 'Luna',
      gender: 'hembra',
      age: 'viejito',
      size: 'grande',
      mobility: 'no-camina',
      goodWithDogs: true,
      goodWithCats: true,
      apartment: true,
      specialNeeds: true,
    } as const;
    const full = dogListHref(all, 3, 'antiguos');
    expect(full).toBe(
      '/adoptar/perros?nombre=Luna&sexo=hembra&edad=viejito&tamano=grande&movilidad=no-camina&con-perros=si&con-gatos=si&departamento=si&cuidados-especiales=si&orden=antiguos&pagina=3',
    );
    expect(query(new URL(full, 'http://x').search)).toEqual({
      filters: all,
      sort: 'antiguos',
      page: 3,
      blank: false,
      ignored: [],
    });
  });

  it('has one Spanish name for each filter, the order and the page, all different', () => {
    const names = Object.values(DOG_PAGE_PARAMS);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toHaveLength(12);
  });
});

describe('the API list query and a stored filter', () => {
  it('reads every filter, the order and the page, with defaults', () => {
    expect(
      parseWith(dogListQuerySchema, {
        gender: 'hembra',
        mobility: 'no-camina',
        goodWithDogs: 'true',
        goodWithCats: 'false',
        name: ' luna ',
        sort: 'antiguos',
      }),
    ).toEqual({
      ok: true,
      data: {
        gender: 'hembra',
        mobility: 'no-camina',
        goodWithDogs: true,
        goodWithCats: false,
        name: 'luna',
        sort: 'antiguos',
        page: 1,
        limit: 10,
      },
    });
    expect(parseWith(dogListQuerySchema, {})).toEqual({
      ok: true,
      data: { sort: 'recientes', page: 1, limit: 10 },
    });
  });

  it('answers unknown values with Spanish messages', () => {
    expect(
      parseWith(dogListQuerySchema, {
        mobility: 'vuela',
        apartment: 'si',
        sort: 'nombre',
        name: 'x'.repeat(41),
      }),
    ).toEqual({
      ok: false,
      errors: {
        mobility: 'La movilidad debe ser una de: no-camina, carrito',
        apartment: 'apartment debe ser true o false',
        sort: 'El orden debe ser uno de: recientes, antiguos',
        name: 'El nombre a buscar puede tener hasta 40 caracteres',
      },
    });
  });

  it('checks a stored filter with booleans the same way, and cleans away what filters nothing', () => {
    const parsed = dogFiltersSchema.parse({ specialNeeds: true, apartment: false, name: '' });
    expect(parsed).toEqual({ specialNeeds: true, apartment: false, name: '' });
    expect(cleanDogFilters(parsed)).toEqual({ specialNeeds: true });
    expect(dogFiltersSchema.safeParse({ goodWithDogs: 1 }).success).toBe(false);
  });
});

describe('where a dog stands', () => {
  it('is adopted first, then only for sponsoring, then in an adoption under way, else up for adoption', () => {
    expect(dogStatus({ adopted: true, toAdopt: false, inProcess: true })).toBe('adoptado');
    expect(dogStatus({ adopted: false, toAdopt: false, inProcess: true })).toBe('apadrinamiento');
    expect(dogStatus({ adopted: false, toAdopt: true, inProcess: true })).toBe('en-proceso');
    expect(dogStatus({ adopted: false, toAdopt: true, inProcess: false })).toBe('en-adopcion');
  });

  it('reads in Spanish, agreeing with the dog’s sex', () => {
    expect(dogStatusLabel('en-adopcion', 'macho')).toBe('En adopción');
    expect(dogStatusLabel('en-proceso', 'hembra')).toBe('En proceso de adopción');
    expect(dogStatusLabel('apadrinamiento', 'macho')).toBe('Sólo apadrinamiento');
    expect(dogStatusLabel('adoptado', 'macho')).toBe('Adoptado');
    expect(dogStatusLabel('adoptado', 'hembra')).toBe('Adoptada');
  });

  it('explains how a dog that does not walk well moves, agreeing with its sex; nothing for one that walks', () => {
    expect(dogMobilityText('camina', 'Luna', 'hembra')).toBeNull();
    expect(dogMobilityText('usa carrito', 'Moro', 'macho')).toMatch(/^Moro se moviliza con un carrito/);
    expect(dogMobilityText('no se moviliza', 'Luna', 'hembra')).toMatch(
      /no se moviliza sola: .* que la lleves/,
    );
    expect(dogMobilityText('no se moviliza', 'Moro', 'macho')).toMatch(
      /no se moviliza solo: .* que lo lleves/,
    );
    expect(dogMobilityText('camina con dificultad', 'Luna', 'hembra')).toMatch(/no son para ella\.$/);
    expect(monthlyCareCostText(35000)).toBe('Alrededor de $ 35.000 por mes.');
  });
});

describe('the public add-dog form', () => {
  it('trims texts, splits references by commas and drops blanks and repeats', () => {
    const parsed = parseWith(dogSubmissionSchema, {
      name: '  Luna ',
      gender: 'hembra',
      age: 'cachorro',
      size: 'chico',
      race: 'Mestiza',
      references: ['Vacunada, Castrada', ' ', 'Vacunada'],
    });
    expect(parsed).toEqual({
      ok: true,
      data: {
        name: 'Luna',
        gender: 'hembra',
        age: 'cachorro',
        size: 'chico',
        race: 'Mestiza',
        features: '',
        references: ['Vacunada', 'Castrada'],
      },
    });
  });

  it('does not accept "especial" as a dog’s age (it is only a filter)', () => {
    const parsed = parseWith(dogSubmissionSchema, {
      name: 'a',
      gender: 'macho',
      age: 'especial',
      size: 'chico',
      race: 'b',
    });
    expect(parsed).toEqual({ ok: false, errors: { age: DOG_MSG.age } });
  });

  it('needs one to four images', () => {
    expect(checkDogImageCount(0)).toBe('ingrese al menos una imagen del perro');
    expect(checkDogImageCount(1)).toBeNull();
    expect(checkDogImageCount(4)).toBeNull();
    expect(checkDogImageCount(5)).toBe('Puede subir hasta 4 imágenes');
  });
});

describe('the admin dog rules', () => {
  const base = { name: 'Tango', gender: 'macho', age: 'viejito', size: 'grande', race: 'Galgo' };

  it('require references and features on create, and default the flags', () => {
    expect(parseWith(adminDogCreateSchema, base)).toEqual({
      ok: false,
      errors: { references: DOG_MSG.references, features: DOG_MSG.features },
    });
    const ok = parseWith(adminDogCreateSchema, { ...base, references: ['Tranquilo'], features: 'Un señor.' });
    expect(ok).toMatchObject({
      ok: true,
      data: { images: [], isSponsored: false, toAdopt: true, isPending: false, references: ['Tranquilo'] },
    });
  });

  it('accept YouTube links only, and an empty video as none', () => {
    const withVideo = (video: string) =>
      parseWith(adminDogCreateSchema, { ...base, references: ['x'], features: 'y', video });
    expect(withVideo('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toMatchObject({ ok: true });
    expect(withVideo('https://youtu.be/dQw4w9WgXcQ')).toMatchObject({ ok: true });
    expect(withVideo('')).toMatchObject({ ok: true, data: { video: null } });
    expect(withVideo('https://vimeo.com/1')).toEqual({ ok: false, errors: { video: DOG_MSG.video } });
  });

  it('default mobility, care, cost and the urgent flag on create, and bound them', () => {
    const create = (extra: Record<string, unknown>) =>
      parseWith(adminDogCreateSchema, { ...base, references: ['x'], features: 'y', ...extra });
    expect(create({})).toMatchObject({
      ok: true,
      data: { mobility: 'camina', careNeeds: '', monthlyCareCost: null, isUrgent: false },
    });
    expect(
      create({
        mobility: 'usa carrito',
        careNeeds: ' Pañal de noche. ',
        monthlyCareCost: 45000,
        isUrgent: true,
      }),
    ).toMatchObject({
      ok: true,
      data: { mobility: 'usa carrito', careNeeds: 'Pañal de noche.', monthlyCareCost: 45000, isUrgent: true },
    });
    // What react-admin sends for emptied fields.
    expect(create({ careNeeds: null, monthlyCareCost: null })).toMatchObject({
      ok: true,
      data: { careNeeds: '', monthlyCareCost: null },
    });
    expect(create({ monthlyCareCost: '' })).toMatchObject({ ok: true, data: { monthlyCareCost: null } });
    expect(create({ mobility: 'vuela' })).toEqual({ ok: false, errors: { mobility: DOG_MSG.mobility } });
    expect(create({ careNeeds: 'x'.repeat(1501) })).toEqual({
      ok: false,
      errors: { careNeeds: DOG_MSG.careNeedsLong },
    });
    for (const cost of [-1, 1.5, MAX_MONTHLY_CARE_COST + 1, 'mucho'])
      expect(create({ monthlyCareCost: cost })).toEqual({
        ok: false,
        errors: { monthlyCareCost: DOG_MSG.monthlyCareCost },
      });
    expect(create({ monthlyCareCost: MAX_MONTHLY_CARE_COST })).toMatchObject({ ok: true });
    expect(DOG_MSG.monthlyCareCost).toContain(MAX_MONTHLY_CARE_COST.toLocaleString('es-AR'));
    expect(create({ isUrgent: 'sí' })).toEqual({ ok: false, errors: { isUrgent: DOG_MSG.urgent } });
  });

  it('change only what an update sends, without defaults', () => {
    expect(parseWith(adminDogUpdateSchema, { toAdopt: false })).toEqual({
      ok: true,
      data: { toAdopt: false },
    });
    expect(parseWith(adminDogUpdateSchema, { mobility: 'no se moviliza', isUrgent: true })).toEqual({
      ok: true,
      data: { mobility: 'no se moviliza', isUrgent: true },
    });
    expect(parseWith(adminDogUpdateSchema, { name: '' })).toEqual({
      ok: false,
      errors: { name: DOG_MSG.name },
    });
  });
});
