// Dog texts, labels, limits and list-URL helpers without zod: pages that only show dogs (the list, a
// dog's page) import these and stay free of the validation library. Re-exported by ./dog.
import {
  DOG_AGE_FILTERS,
  DOG_GENDERS,
  DOG_SIZES,
  type DogAgeFilter,
  type DogGender,
  type DogSize,
} from '../constants';

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
  /** SPEC §5/§8, letter for letter. */
  images: 'ingrese al menos una imagen del perro',
  imagesMany: IMAGE_MSG.tooMany(MAX_DOG_IMAGES),
  /** SPEC §8, letter for letter. */
  noMatch: 'No se encontraron perros con ese filtro',
  submittedPending:
    '¡Gracias! Recibimos los datos del perro. El equipo del refugio los va a revisar antes de publicarlo en el listado.',
  submittedLive: 'Listo: el perro ya está publicado en el listado.',
  notFound: 'No encontramos ese perro.',
  /** An adoption request for a dog that already has a family (issue 16). */
  alreadyAdopted: (name: string) =>
    `${name} ya tiene familia: no recibe más solicitudes. Mirá los otros perros que esperan una en el listado.`,
  /** Found-dog reports (issue 16): who found it, so staff can call them back. */
  finderName: 'Ingresá tu nombre',
  /** Approving a report: the finder's text is a private note, the public story is staff's. */
  storyToPublish:
    'Antes de publicarlo, escribí su historia en «Características»: lo que contó quien lo encontró queda como nota privada.',
} as const;

/** The image count rule of the public form; returns the Spanish message, or null when fine. */
export function checkDogImageCount(count: number): string | null {
  if (count < 1) return DOG_MSG.images;
  if (count > MAX_DOG_IMAGES) return DOG_MSG.imagesMany;
  return null;
}

export interface DogFilters {
  gender?: DogGender;
  age?: DogAgeFilter;
  size?: DogSize;
}

/** Query names of the list page, in Spanish because people read and share these URLs. */
export const DOG_PAGE_PARAMS = { gender: 'sexo', age: 'edad', size: 'tamano', page: 'pagina' } as const;

const pick = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;

/**
 * The list page's query (`?sexo=hembra&edad=cachorro&tamano=chico&pagina=2`). Lenient on purpose: a
 * hand-edited or stale link shows the list ("Todos") instead of an error page.
 */
export function parseDogPageQuery(params: URLSearchParams): { filters: DogFilters; page: number } {
  const filters: DogFilters = {};
  const gender = pick(DOG_GENDERS, params.get(DOG_PAGE_PARAMS.gender));
  const age = pick(DOG_AGE_FILTERS, params.get(DOG_PAGE_PARAMS.age));
  const size = pick(DOG_SIZES, params.get(DOG_PAGE_PARAMS.size));
  if (gender) filters.gender = gender;
  if (age) filters.age = age;
  if (size) filters.size = size;
  const page = Number(params.get(DOG_PAGE_PARAMS.page) ?? '1');
  return { filters, page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1 };
}

/** The list page's URL for some filters and page (empty filters and page 1 are left out). */
export function dogListHref(filters: DogFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.gender) params.set(DOG_PAGE_PARAMS.gender, filters.gender);
  if (filters.age) params.set(DOG_PAGE_PARAMS.age, filters.age);
  if (filters.size) params.set(DOG_PAGE_PARAMS.size, filters.size);
  if (page > 1) params.set(DOG_PAGE_PARAMS.page, String(page));
  const query = params.toString();
  return query ? `/adoptar/perros?${query}` : '/adoptar/perros';
}

/** Labels the site shows for the stored values (the values themselves are SPEC's). */
export const DOG_AGE_LABELS: Record<DogAgeFilter, string> = {
  cachorro: 'Cachorro',
  adulto: 'Adulto',
  'adulto jóven': 'Adulto jóven',
  viejito: 'Viejito',
  especial: 'Especial (cuidados especiales)',
};
export const DOG_GENDER_LABELS: Record<DogGender, string> = { macho: 'Macho', hembra: 'Hembra' };
export const DOG_SIZE_LABELS: Record<DogSize, string> = {
  chico: 'Chico',
  mediano: 'Mediano',
  grande: 'Grande',
};
