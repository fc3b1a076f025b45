// The `page` and `limit` of the public API's paged lists (dogs, press notes, posts): one rule, one message.
import { z } from 'zod';
import { API_MAX_LIMIT } from '../constants';
import { MAX_PAGE } from '../paging';

const PAGE_INVALID = 'La página debe ser un número entero mayor que 0';
const LIMIT_INVALID = `El límite debe ser un número entero entre 1 y ${API_MAX_LIMIT}`;

/** `page`: from 1 (the default) to MAX_PAGE. */
export const pageQueryField = z.coerce
  .number({ error: PAGE_INVALID })
  .int(PAGE_INVALID)
  .min(1, PAGE_INVALID)
  .max(MAX_PAGE, 'La página es demasiado grande')
  .default(1);

/** `limit`: how many items a page holds, from 1 to API_MAX_LIMIT; `byDefault` when not sent. */
export const limitQueryField = (byDefault: number) =>
  z.coerce
    .number({ error: LIMIT_INVALID })
    .int(LIMIT_INVALID)
    .min(1, LIMIT_INVALID)
    .max(API_MAX_LIMIT, LIMIT_INVALID)
    .default(byDefault);
