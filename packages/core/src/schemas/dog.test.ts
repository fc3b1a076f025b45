import { describe, expect, it } from 'vitest';
import { parseWith } from '../forms';
import {
  adminDogCreateSchema,
  adminDogUpdateSchema,
  checkDogImageCount,
  DOG_MSG,
  dogListHref,
  dogSubmissionSchema,
  parseDogPageQuery,
} from './dog';

describe('the list page query', () => {
  it('reads the Spanish names and keeps only known values', () => {
    expect(
      parseDogPageQuery(new URLSearchParams('sexo=hembra&edad=adulto+j%C3%B3ven&tamano=chico&pagina=3')),
    ).toEqual({
      filters: { gender: 'hembra', age: 'adulto jóven', size: 'chico' },
      page: 3,
    });
    expect(parseDogPageQuery(new URLSearchParams('sexo=&edad=especial&tamano=enorme&pagina=-2'))).toEqual({
      filters: { age: 'especial' },
      page: 1,
    });
    expect(parseDogPageQuery(new URLSearchParams('pagina=1.5')).page).toBe(1);
  });

  it('writes links without empty filters or page 1, and round-trips them', () => {
    expect(dogListHref({})).toBe('/adoptar/perros');
    expect(dogListHref({}, 1)).toBe('/adoptar/perros');
    const href = dogListHref({ gender: 'macho', age: 'adulto jóven' }, 2);
    expect(href).toBe('/adoptar/perros?sexo=macho&edad=adulto+j%C3%B3ven&pagina=2');
    expect(parseDogPageQuery(new URL(href, 'http://x').searchParams)).toEqual({
      filters: { gender: 'macho', age: 'adulto jóven' },
      page: 2,
    });
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

  it('change only what an update sends, without defaults', () => {
    expect(parseWith(adminDogUpdateSchema, { toAdopt: false })).toEqual({
      ok: true,
      data: { toAdopt: false },
    });
    expect(parseWith(adminDogUpdateSchema, { name: '' })).toEqual({
      ok: false,
      errors: { name: DOG_MSG.name },
    });
  });
});
