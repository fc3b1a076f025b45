// Press notes and school/project posts as the public API and the pages see them (docs/product.md §3, §7).
import { z } from 'zod';
import { CONTENT_PAGE_SIZE, POST_CATEGORIES, PRESS_TYPES } from '../constants';
import { limitQueryField, pageQueryField } from './paging';

const PRESS_TYPE_INVALID = `El tipo de nota no es válido. Usá uno de: ${PRESS_TYPES.join(', ')}.`;
const POST_CATEGORY_INVALID = `La categoría no es válida. Usá una de: ${POST_CATEGORIES.join(', ')}.`;

/** A press note: `_id` and the fields of docs/product.md §3. Optional texts and images are null when staff left them empty. */
export const publicPressNote = z.object({
  _id: z.string(),
  media: z.string(),
  type: z.enum(PRESS_TYPES),
  link: z.string().nullable(),
  /** The publication day, "YYYY-MM-DD". */
  date: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  img: z.string().nullable(),
  favicon: z.string().nullable(),
});
export type PublicPressNote = z.infer<typeof publicPressNote>;

/** A school / project post ("Educación & Conciencia"). */
export const publicPost = z.object({
  _id: z.string(),
  category: z.enum(POST_CATEGORIES),
  link: z.string().nullable(),
  date: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  img: z.string().nullable(),
});
export type PublicPost = z.infer<typeof publicPost>;

/**
 * GET /api/press?type=…&page=…&limit=… — the type is optional; an unknown one is a 400, never an empty list.
 * A page holds CONTENT_PAGE_SIZE notes unless `limit` says otherwise (at most API_MAX_LIMIT).
 */
export const pressListQuery = z.object({
  type: z.enum(PRESS_TYPES, { error: PRESS_TYPE_INVALID }).optional(),
  page: pageQueryField,
  limit: limitQueryField(CONTENT_PAGE_SIZE),
});
export type PressListQuery = z.infer<typeof pressListQuery>;

/** GET /api/escolar?category=…&page=…&limit=…, paged like the press notes. */
export const postListQuery = z.object({
  category: z.enum(POST_CATEGORIES, { error: POST_CATEGORY_INVALID }).optional(),
  page: pageQueryField,
  limit: limitQueryField(CONTENT_PAGE_SIZE),
});
export type PostListQuery = z.infer<typeof postListQuery>;
