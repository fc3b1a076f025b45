// Favourite dogs and form drafts (issue 17): limits, storage names and the Spanish texts people see. Zod-free,
// so the pages that show a heart or a draft notice do not download zod (schemas/adopters.ts has the rules).

import { MSG } from './messages';

/** A person keeps at most this many favourite dogs, in the browser and on the server alike. */
export const MAX_FAVORITES = 100;

/** Where a visitor without an account keeps their favourites: dog ids only, newest first. */
export const FAVORITES_STORAGE_KEY = 'campito.favoritos';

export const FAVORITE_MSG = {
  full: `Ya guardaste ${MAX_FAVORITES} favoritos, el máximo. Quitá alguno para sumar otro.`,
  dogNotFound: MSG.dogNotFound,
  list: 'La lista de perros no es válida.',
  tooMany: `Podés consultar hasta ${MAX_FAVORITES} perros a la vez.`,
  /** The no-JavaScript heart of a visitor without an account: the browser list needs JavaScript. */
  needAccount:
    'Para guardar favoritos sin JavaScript necesitás iniciar sesión. Con JavaScript los guardamos en este navegador, sin cuenta.',
  failed: 'No pudimos guardar el favorito. Probá de nuevo en unos minutos.',
  added: 'Lo sumamos a Mis favoritos.',
  removed: 'Lo quitamos de Mis favoritos.',
} as const;

/** The forms whose unsent answers are kept as a draft. */
export const DRAFT_FORMS = ['adoption', 'volunteer', 'foster'] as const;
export type DraftForm = (typeof DRAFT_FORMS)[number];
export const isDraftForm = (value: unknown): value is DraftForm =>
  typeof value === 'string' && (DRAFT_FORMS as readonly string[]).includes(value);

/**
 * A draft as the API receives it, at most this many bytes. The adoption questionnaire with every answer at
 * its longest is about 32,000 characters; accents take two bytes each.
 */
export const DRAFT_BODY_LIMIT = 64 * 1024;
/** What one draft may hold: a flat record of the form's fields (texts, or the choices of a checkbox group). */
export const DRAFT_LIMITS = { fields: 60, fieldName: 40, text: 5000, items: 20, item: 200 } as const;

/** The browser's copy of a draft, per form: `campito.borrador.adoption`. */
export const draftStorageKey = (form: DraftForm) => `campito.borrador.${form}`;
/** How long the browser keeps a draft nobody touched (and the server, through housekeeping). */
export const DRAFT_MAX_AGE_DAYS = 90;

/** The submit button that clears a draft without JavaScript: its name and value in the form's post. */
export const DRAFT_CLEAR_FIELD = 'borrador';
export const DRAFT_CLEAR_VALUE = 'borrar';

export const DRAFT_MSG = {
  restored: 'Recuperamos lo que habías escrito. Podés seguir donde lo dejaste.',
  clear: 'Borrar borrador',
  cleared: 'Borramos el borrador: el formulario quedó como al principio.',
  unknownForm: 'No conocemos ese formulario.',
  invalid: 'El borrador no es válido.',
  field: 'El borrador tiene un campo que no es válido.',
  tooManyFields: `El borrador puede tener hasta ${DRAFT_LIMITS.fields} campos.`,
  text: `Cada respuesta del borrador puede tener hasta ${DRAFT_LIMITS.text} caracteres.`,
  items: `Cada pregunta de opciones del borrador puede tener hasta ${DRAFT_LIMITS.items} opciones.`,
  item: `Cada opción del borrador puede tener hasta ${DRAFT_LIMITS.item} caracteres.`,
} as const;
