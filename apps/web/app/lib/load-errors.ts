/**
 * Spanish notices for content the database could not give — better than the old site's
 * "only logged" (docs/product.md §19). Client-safe: components may show them directly; loaders return them.
 */
export const LOAD_ERRORS = {
  press: 'No pudimos cargar las notas de prensa. Probá de nuevo en unos minutos.',
  posts: 'No pudimos cargar las publicaciones de este proyecto. Probá de nuevo en unos minutos.',
  site: 'No pudimos cargar parte del contenido de esta página. Probá de nuevo en unos minutos.',
} as const;
