// "Avisame cuando llegue un perro así" (issue 17): an email subscribes to the catalog filter it is looking
// at. The filter travels as the list's own query string (`filtro`), read with the list's rules
// (parseDogPageQuery), so a subscription means exactly what the page showed.
import { z } from 'zod';
import { emailField, guardFields, strictForm } from './applicant-fields';
import { DOG_FILTER_KEYS, DOG_PAGE_PARAMS, type DogFilters, parseDogPageQuery } from './dog-common';

/** How many alerts one email may hold: plenty for a person, nothing to flood anyone with. */
export const MAX_ALERTS_PER_EMAIL = 10;
/** The longest list query a subscription accepts (the list's own longest is far shorter). */
const ALERT_FILTER_MAX = 600;

export const ALERT_MSG = {
  filter: 'No pudimos leer los filtros de esa búsqueda. Volvé al listado y probá de nuevo.',
  subscribed:
    'Listo: te mandamos un email para confirmar. Cuando lo confirmes, te avisamos (como mucho una vez por día) si llega un perro así.',
  tooMany: `Ese email ya tiene ${MAX_ALERTS_PER_EMAIL} avisos. Cancelá alguno desde el enlace de sus correos para sumar otro.`,
  confirmed: '¡Confirmado! Te vamos a avisar por email cuando publiquemos un perro así.',
  badLink: 'Ese enlace no es válido o ya no existe. Si querés, suscribite de nuevo desde el listado.',
  unsubscribed: 'Listo: no vas a recibir más avisos de esta búsqueda.',
} as const;

export const dogAlertSchema = strictForm({
  email: emailField(),
  filtro: z
    .string({ error: ALERT_MSG.filter })
    .max(ALERT_FILTER_MAX, ALERT_MSG.filter)
    .optional()
    .default(''),
  ...guardFields,
});

/** The filter a subscription keeps: the list's query read leniently, without page or order. */
export function alertFilterOf(query: string): DogFilters {
  return parseDogPageQuery(new URLSearchParams(query.startsWith('?') ? query.slice(1) : query)).filters;
}

/** The filter as people read it in mails and pages ("hembra, cachorro, usa carrito"): its URL values. */
export function describeAlertFilter(filters: DogFilters): string {
  const parts: string[] = [];
  for (const key of DOG_FILTER_KEYS) {
    const value = filters[key];
    if (value === true) parts.push(DOG_PAGE_PARAMS[key].replace('-', ' '));
    else if (typeof value === 'string' && value) parts.push(key === 'name' ? `nombre «${value}»` : value);
  }
  return parts.length ? parts.join(', ') : 'cualquier perro';
}
