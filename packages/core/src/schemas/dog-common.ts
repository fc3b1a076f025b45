// Dog texts, labels, limits and list-URL helpers without zod: pages that only show dogs (the list, a
// dog's page) import these and stay free of the validation library. Re-exported by ./dog.
import {
  DOG_AGE_FILTERS,
  DOG_GENDERS,
  DOG_SIZES,
  type DOG_TRAIT_REFERENCES,
  type DogAgeFilter,
  type DogGender,
  type DogSize,
} from '../constants';
import { YOUR_NAME_REQUIRED } from '../field-messages';
import { stripNul } from '../forms';
import { MSG } from '../messages';
import { PAGE_PARAM, pageNumber } from '../paging';

export * from './dog-labels';
export * from './dog-living';

/** Images one public submission may carry (the page body limit leaves room for four of 10 MB). */
export const MAX_DOG_IMAGES = 4;
/** The form field (and multipart part name) of the images. */
export const DOG_IMAGES_FIELD = 'images';

/** What every image upload accepts (checked again on the server from the bytes, not the name). */
export const UPLOAD_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  /** 25 MP: a phone's full-size photo (12–24 MP; an iPhone's "24 MP" is 5712 × 4284) fits, a 48–200 MP raw mode does not. */
  maxPixels: 25_000_000,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

/** Upload messages, shared by the browser's early checks and the server's. */
export const IMAGE_MSG = {
  tooBig: (name: string) => `«${name}» pesa más de 10 MB. Elegí una imagen más liviana.`,
  notImage: (name: string) => `«${name}»: El archivo no es una imagen válida (se aceptan JPEG, PNG y WebP).`,
  tooMany: (max: number) => `Puede subir hasta ${max} ${max === 1 ? 'imagen' : 'imágenes'}`,
} as const;

/** The most a dog's monthly care cost may be, in whole pesos, and the longest care-needs text. */
export const MAX_MONTHLY_CARE_COST = 5_000_000;
export const MAX_CARE_NEEDS = 1500;

export const DOG_MSG = {
  name: 'Ingrese el nombre del perro',
  nameLong: 'El nombre puede tener hasta 40 caracteres',
  gender: 'Seleccione el sexo del perro',
  age: 'Seleccione la edad del perro',
  size: 'Seleccione el tamaño del perro',
  race: 'Ingrese la raza del perro (por ejemplo, mestizo)',
  raceLong: 'La raza puede tener hasta 60 caracteres',
  features: 'Haga, al menos, un breve comentario sobre el perro',
  featuresLong: 'La descripción puede tener hasta 3000 caracteres',
  references: 'Ingrese al menos una referencia',
  referencesMany: 'Puede ingresar hasta 12 referencias de hasta 40 caracteres cada una',
  video: 'Ingrese un enlace de YouTube válido',
  /** docs/product.md §5.5/§8, letter for letter. */
  images: 'ingrese al menos una imagen del perro',
  imagesMany: IMAGE_MSG.tooMany(MAX_DOG_IMAGES),
  /** docs/product.md §8, letter for letter. */
  noMatch: 'No se encontraron perros con ese filtro',
  submittedPending:
    '¡Gracias! Recibimos los datos del perro. El equipo del refugio los va a revisar antes de publicarlo en el listado.',
  submittedLive: 'Listo: el perro ya está publicado en el listado.',
  notFound: MSG.dogNotFound,
  /** An adoption request for a dog that already has a family (issue 16). */
  alreadyAdopted: (name: string) =>
    `${name} ya tiene familia: no recibe más solicitudes. Mirá los otros perros que esperan una en el listado.`,
  /** Found-dog reports (issue 16): who found it, so staff can call them back. */
  finderName: YOUR_NAME_REQUIRED,
  /** Approving a report: the finder's text is a private note, the public story is staff's. */
  storyToPublish:
    'Antes de publicarlo, escribí su historia en «Características»: lo que contó quien lo encontró queda como nota privada.',
  mobility: 'Elegí cómo se moviliza el perro',
  careNeedsLong: `Los cuidados pueden tener hasta ${MAX_CARE_NEEDS} caracteres`,
  monthlyCareCost: 'El costo mensual es un número entero de pesos, de 0 a 5.000.000',
  urgent: 'Indicá si el perro es urgente (sí o no)',
  /** The list page, when its address had a filter it does not know (a stale or hand-edited link). */
  ignoredFilters: 'Dejamos de lado parte de la búsqueda porque no la reconocimos. Revisá los filtros.',
  /** The "Ya tienen familia" page before any adoption. */
  noAdoptions: 'Todavía no hay adopciones para mostrar. ¡Pronto va a haber!',
} as const;

/** The image count rule of the public form; returns the Spanish message, or null when fine. */
export function checkDogImageCount(count: number): string | null {
  if (count < 1) return DOG_MSG.images;
  if (count > MAX_DOG_IMAGES) return DOG_MSG.imagesMany;
  return null;
}

/**
 * The catalog's mobility filter: "no-camina" is every dog that cannot walk (any mobility but "camina"),
 * "carrito" the ones that get about in a cart.
 */
export const DOG_MOBILITY_FILTERS = ['no-camina', 'carrito'] as const;
export type DogMobilityFilter = (typeof DOG_MOBILITY_FILTERS)[number];

/** The yes/no filters on a dog's references: each holds when the references name its trait. */
export const DOG_TRAIT_FILTERS = {
  goodWithDogs: 'Se lleva con perros',
  goodWithCats: 'Se lleva con gatos',
  apartment: 'Apto departamento',
} as const satisfies Record<string, (typeof DOG_TRAIT_REFERENCES)[number]>;
export type DogTraitFilter = keyof typeof DOG_TRAIT_FILTERS;
export const DOG_TRAIT_FILTER_KEYS = Object.keys(DOG_TRAIT_FILTERS) as DogTraitFilter[];

/** The catalog's orders, by the day each dog was published: newest first (the default) or oldest first. */
export const DOG_SORTS = ['recientes', 'antiguos'] as const;
export type DogSort = (typeof DOG_SORTS)[number];
export const DEFAULT_DOG_SORT: DogSort = 'recientes';

/** The longest name search the catalog takes (a dog's name has at most 40 characters). */
export const DOG_NAME_SEARCH_MAX = 40;

/**
 * What the catalog can be filtered by: the list page, GET /api/dogs and anything that stores a filter
 * (new-dog alerts) share this shape, and the dogs service turns it into SQL (`dogFilterWhere`). A flag
 * set to false, like a missing one, filters nothing.
 */
export interface DogFilters {
  gender?: DogGender;
  age?: DogAgeFilter;
  size?: DogSize;
  /** References hold "Se lleva con perros". */
  goodWithDogs?: boolean;
  /** References hold "Se lleva con gatos". */
  goodWithCats?: boolean;
  /** References hold "Apto departamento". */
  apartment?: boolean;
  /** References hold one of SPECIAL_NEEDS_REFERENCES (what the "especial" age means too). */
  specialNeeds?: boolean;
  /** Living in a foster home for now (issue 38): still adoptable. */
  inFoster?: boolean;
  mobility?: DogMobilityFilter;
  /** Part of the dog's name, accents and case aside. */
  name?: string;
}

/** Every key of DogFilters, in the order the list's URL and cache keys write them. */
export const DOG_FILTER_KEYS = [
  'name',
  'gender',
  'age',
  'size',
  'mobility',
  'goodWithDogs',
  'goodWithCats',
  'apartment',
  'specialNeeds',
  'inFoster',
] as const satisfies readonly (keyof DogFilters)[];

const FLAG_KEYS = [...DOG_TRAIT_FILTER_KEYS, 'specialNeeds', 'inFoster'] as const;

/** The same filters without the ones that filter nothing (false flags, a blank name). */
export function cleanDogFilters(filters: DogFilters): DogFilters {
  const out: DogFilters = {};
  if (filters.name?.trim()) out.name = filters.name.trim();
  if (filters.gender) out.gender = filters.gender;
  if (filters.age) out.age = filters.age;
  if (filters.size) out.size = filters.size;
  if (filters.mobility) out.mobility = filters.mobility;
  for (const key of FLAG_KEYS) if (filters[key] === true) out[key] = true;
  return out;
}

/**
 * Query names of the list page, in Spanish because people read and share these URLs. A yes/no filter is
 * in the URL only when set, as `…=si`.
 */
export const DOG_PAGE_PARAMS = {
  name: 'nombre',
  gender: 'sexo',
  age: 'edad',
  size: 'tamano',
  mobility: 'movilidad',
  goodWithDogs: 'con-perros',
  goodWithCats: 'con-gatos',
  apartment: 'departamento',
  specialNeeds: 'cuidados-especiales',
  inFoster: 'en-transito',
  sort: 'orden',
  page: PAGE_PARAM,
} as const satisfies Record<(typeof DOG_FILTER_KEYS)[number] | 'sort' | 'page', string>;
/** The value a set yes/no filter has in the page's URL (a checkbox's value). */
export const DOG_PAGE_YES = 'si';

const pick = <T extends string>(values: readonly T[], raw: string): T | undefined =>
  (values as readonly string[]).includes(raw) ? (raw as T) : undefined;

export interface DogPageQuery {
  filters: DogFilters;
  sort: DogSort;
  page: number;
  /** A name of the list was sent empty (a form sent without JavaScript): the clean URL says the same. */
  blank: boolean;
  /** Names of the list whose value it does not know (a hand-edited or stale link): they were left out. */
  ignored: string[];
}

/**
 * The list page's query (`?sexo=hembra&edad=cachorro&movilidad=carrito&con-gatos=si&orden=antiguos&pagina=2`).
 * Lenient on purpose: a hand-edited or stale link shows the list without what it does not understand
 * (named in `ignored`) instead of an error page. Only the first value of each name counts, as the answer
 * cache keys pages (ADR 008).
 */
export function parseDogPageQuery(params: URLSearchParams): DogPageQuery {
  const filters: DogFilters = {};
  let blank = false;
  const ignored: string[] = [];
  /** The first value of a name, trimmed; undefined when absent or empty (noted as blank). */
  const read = (name: string): string | undefined => {
    const raw = params.get(name);
    if (raw === null) return undefined;
    const value = stripNul(raw).trim();
    if (!value) blank = true;
    return value || undefined;
  };
  const known = <T extends string>(name: string, values: readonly T[]): T | undefined => {
    const raw = read(name);
    if (raw === undefined) return undefined;
    const value = pick(values, raw);
    if (!value) ignored.push(name);
    return value;
  };
  const name = read(DOG_PAGE_PARAMS.name);
  if (name !== undefined) {
    if (Array.from(name).length <= DOG_NAME_SEARCH_MAX) filters.name = name;
    else ignored.push(DOG_PAGE_PARAMS.name);
  }
  const gender = known(DOG_PAGE_PARAMS.gender, DOG_GENDERS);
  const age = known(DOG_PAGE_PARAMS.age, DOG_AGE_FILTERS);
  const size = known(DOG_PAGE_PARAMS.size, DOG_SIZES);
  const mobility = known(DOG_PAGE_PARAMS.mobility, DOG_MOBILITY_FILTERS);
  if (gender) filters.gender = gender;
  if (age) filters.age = age;
  if (size) filters.size = size;
  if (mobility) filters.mobility = mobility;
  for (const key of FLAG_KEYS) if (known(DOG_PAGE_PARAMS[key], [DOG_PAGE_YES])) filters[key] = true;
  const sort = known(DOG_PAGE_PARAMS.sort, DOG_SORTS) ?? DEFAULT_DOG_SORT;
  const page = pageNumber(read(DOG_PAGE_PARAMS.page));
  if (page === undefined) ignored.push(DOG_PAGE_PARAMS.page);
  return { filters, sort, page: page ?? 1, blank, ignored };
}

/** The list page's URL for some filters, page and order (what is not set, page 1 and the default order are left out). */
export function dogListHref(filters: DogFilters, page = 1, sort: DogSort = DEFAULT_DOG_SORT): string {
  const clean = cleanDogFilters(filters);
  const params = new URLSearchParams();
  for (const key of DOG_FILTER_KEYS) {
    const value = clean[key];
    if (value === true) params.set(DOG_PAGE_PARAMS[key], DOG_PAGE_YES);
    else if (typeof value === 'string') params.set(DOG_PAGE_PARAMS[key], value);
  }
  if (sort !== DEFAULT_DOG_SORT) params.set(DOG_PAGE_PARAMS.sort, sort);
  if (page > 1) params.set(DOG_PAGE_PARAMS.page, String(page));
  const query = params.toString();
  return query ? `/adoptar/perros?${query}` : '/adoptar/perros';
}

/** The list's filter labels beyond sex, age and size (the trait filters read as their reference). */
export const DOG_FILTER_LABELS = {
  name: 'Nombre',
  mobility: 'Movilidad',
  specialNeeds: 'Necesita cuidados especiales',
  inFoster: 'En un hogar de tránsito',
  sort: 'Ordenar',
  traits: 'Convivencia y cuidados',
} as const;
export const DOG_MOBILITY_FILTER_LABELS: Record<DogMobilityFilter, string> = {
  'no-camina': 'Sólo los que no caminan',
  carrito: 'Se moviliza con carrito',
};
export const DOG_SORT_LABELS: Record<DogSort, string> = {
  recientes: 'Recién llegados',
  antiguos: 'Hace más tiempo esperando',
};
