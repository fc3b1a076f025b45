// Business constants of docs/product.md §3, §6 and §9. Every enumeration the site, the API, the admin and the
// database use comes from here, so a value is spelled once.

export const DOG_GENDERS = ['macho', 'hembra'] as const;
/** Ages a dog record can hold (docs/product.md §3). */
export const DOG_AGES = ['cachorro', 'adulto', 'adulto jóven', 'viejito'] as const;
/** Ages offered by the list filter: "especial" selects dogs with special needs (docs/product.md §9). */
export const DOG_AGE_FILTERS = [...DOG_AGES, 'especial'] as const;
export const DOG_SIZES = ['chico', 'mediano', 'grande'] as const;
/**
 * References that mark a dog with special needs (the "especial" age filter), in both forms of the word
 * staff write agreeing with the dog's sex.
 */
export const SPECIAL_NEEDS_REFERENCES = ['Cuidados especiales', 'Discapacitado', 'Discapacitada'] as const;

export const ROLES = [
  'public',
  'superAdmin',
  'admin',
  'voluntario',
  'equipo1',
  'equipo2',
  'equipo3',
  'visitante',
  'donante',
  'padrino',
  'sponsor',
  'adoptante',
  /** A foster home the shelter approved (issue 38): sees its own dogs at /mi-transito. */
  'transito',
] as const;
export const STAFF_ROLES = ['admin', 'superAdmin'] as const;

export const CONTRIBUTION_TYPES = ['donación', 'sponsoreo', 'padrinazgo'] as const;
export const CONTRIBUTION_METHODS = [
  'paypal',
  'donaronline',
  'mercadopago',
  'cafecito',
  'otro',
  'transferencia',
] as const;
export const CURRENCIES = ['ARS', 'USD'] as const;
export const CONTRIBUTION_STATUSES = ['pending', 'paid', 'failed'] as const;

export const PRESS_TYPES = [
  'Prensa Gráfica',
  'Televisión / Audiovisual',
  'Radio / Audio',
  'Artistas Amigos',
] as const;
export const POST_CATEGORIES = ['escolar', 'talleres', 'charlas', 'capacitaciones'] as const;

export const VOLUNTEER_MODALITIES = ['virtual', 'presencial', 'hibrido'] as const;
export const YES_NO_MAYBE = ['si', 'no', 'tal vez'] as const;
export const YES_NO = ['si', 'no'] as const;
export const WEEK_DAYS = ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'] as const;
export const HOUSING_STATUS = ['propietario', 'alquilo'] as const;
export const ADOPTION_ITEMS = [
  'defensa',
  'compañia',
  'guardia',
  'caza',
  'deporte y aire libre',
  'otros',
] as const;
export const ADOPTION_HOMES = [
  'departamento',
  'ph',
  'casa',
  'casa en barrio cerrado',
  'quinta',
  'campo',
  'otros',
] as const;
export const ADOPTION_FRESH_AIR = ['balcón', 'patio', 'terraza', 'parque', 'otros'] as const;

export const CONTACT_SUBJECTS = [
  'adopciones',
  'consulta',
  'reclamo',
  'donaciones',
  'débitos automáticos',
  'campito escolar',
  'visitas',
  'denuncias',
  'prensa',
  'felicitaciones',
  'otro',
] as const;

export const DOG_PAGE_SIZE = 10;
export const ADMIN_PAGE_SIZE = 10;
export const API_MAX_LIMIT = 50;
/**
 * Press notes on a page of a press section, and the newest posts a section of the projects pages shows
 * (its carousel): every list the public reads has a bound, however many notes staff add over the years.
 */
export const CONTENT_PAGE_SIZE = 24;
export const MERCADOPAGO_QUICK_AMOUNTS = [200, 300, 500, 1000, 3000, 5000, 7000] as const;
export const PAYPAL_QUICK_AMOUNTS = [5, 10, 15, 20, 25, 50, 100] as const;
export const MODAL_DELAY_MS = 3000;
export const NO_ACCESS_REDIRECT_MS = 3000;
export const PAYMENT_REDIRECT_MS = 2000;
export const CARD_DESCRIPTION_MAX = 150;
export const PHONE_DIGITS = 10;
/** The longest phone as typed («+54 9 (011) 15 5555-0123» with spaces to spare); longer is not a phone. */
export const PHONE_TYPED_MAX = 40;
export const BIRTHDAY_MIN_FORMS = '1923-01-01';
export const BIRTHDAY_MIN_PROFILE = '1950-01-01';
/**
 * Widths every uploaded image is re-encoded to (never upscaled). 960 is for the common phone: 360–412 CSS
 * px at 2× density needs 720–824 pixels, which 640 does not cover and 1280 covers at ~1.8× the bytes.
 * Each stored image lists its own widths (ImageRef.widths), so images stored before 960 existed keep
 * working.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

/** The interface record has one fixed id (docs/product.md §3). */
export const INTERFACE_ID = '00000000-0000-4000-8000-000000000001';

export type DogGender = (typeof DOG_GENDERS)[number];
export type DogAge = (typeof DOG_AGES)[number];
export type DogAgeFilter = (typeof DOG_AGE_FILTERS)[number];
export type DogSize = (typeof DOG_SIZES)[number];
export type Role = (typeof ROLES)[number];

/** Each role as people read it: the panel's user list and the profile (docs/product.md §6). */
export const ROLE_LABELS: Record<Role, string> = {
  public: 'Público',
  superAdmin: 'Superadministrador/a',
  admin: 'Administrador/a',
  voluntario: 'Voluntario/a',
  equipo1: 'Equipo 1',
  equipo2: 'Equipo 2',
  equipo3: 'Equipo 3',
  visitante: 'Visitante',
  donante: 'Donante',
  padrino: 'Padrino o madrina',
  sponsor: 'Patrocinador/a',
  adoptante: 'Adoptante',
  transito: 'Hogar de tránsito',
};

/** A role's name, or the identifier itself for one this build does not know. */
export const roleLabel = (role: string) => ROLE_LABELS[role as Role] ?? role;
export type ContributionType = (typeof CONTRIBUTION_TYPES)[number];
export type ContributionMethod = (typeof CONTRIBUTION_METHODS)[number];
export type Currency = (typeof CURRENCIES)[number];
export type PressType = (typeof PRESS_TYPES)[number];
export type PostCategory = (typeof POST_CATEGORIES)[number];

/**
 * How a dog gets about (issue 17: about a hundred of the shelter's dogs cannot walk). The first is the
 * default; the others make the dog one of "los que no caminan" the catalog can show alone.
 */
export const DOG_MOBILITIES = ['camina', 'camina con dificultad', 'usa carrito', 'no se moviliza'] as const;
export type DogMobility = (typeof DOG_MOBILITIES)[number];

/**
 * References the catalog filters on (issue 17), besides the special-needs ones above. Staff pick them in
 * the admin like any other reference; a dog matches a trait filter when its references hold the trait.
 */
export const DOG_TRAIT_REFERENCES = [
  'Se lleva con perros',
  'Se lleva con gatos',
  'Apto departamento',
] as const;
