// The ra-data-simple-rest wire format: `sort=["field","ASC"]`, `range=[start,end]` (inclusive),
// `filter={...}` as JSON in the query string; the total in `Content-Range: {resource} {start}-{end}/{total}`.

import { AppError } from '@campito/core';
import { z } from 'zod';

/** The most rows one request may ask for (react-admin's CSV export asks for up to 1000). */
export const MAX_RANGE = 1000;

export const PROTOCOL_MSG = {
  sort: 'El parámetro sort debe ser ["campo","ASC"] o ["campo","DESC"].',
  sortField: (field: string) => `No se puede ordenar por «${field}».`,
  range: `El parámetro range debe ser [inicio,fin] con 0 ≤ inicio ≤ fin y a lo sumo ${MAX_RANGE} filas.`,
  filter: 'El parámetro filter debe ser un objeto JSON.',
  filterField: (field: string) => `No se puede filtrar por «${field}».`,
  filterValue: (field: string) => `El valor del filtro «${field}» no es válido.`,
} as const;

/** The query string of a list request; each part is JSON text, parsed by parseListQuery. */
export const listQuerySchema = z.object({
  sort: z.string().max(200).optional(),
  range: z.string().max(100).optional(),
  filter: z.string().max(20_000).optional(),
  /** ra-data-simple-rest may send it (meta.embed); this API embeds nothing and ignores it. */
  embed: z.string().max(500).optional(),
});
export type ListQueryString = z.infer<typeof listQuerySchema>;

export interface ListQuery {
  sort?: { field: string; order: 'ASC' | 'DESC' };
  range?: { start: number; end: number };
  filter: Record<string, unknown>;
}

function parseJson(text: string, message: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, message);
  }
}

const sortSchema = z.tuple([z.string().min(1).max(60), z.enum(['ASC', 'DESC', 'asc', 'desc'])]);
const rangeSchema = z
  .tuple([z.number().int().min(0), z.number().int().min(0)])
  .refine(([start, end]) => start <= end && end - start + 1 <= MAX_RANGE);

export function parseListQuery(query: ListQueryString): ListQuery {
  const out: ListQuery = { filter: {} };
  if (query.sort !== undefined) {
    const sort = sortSchema.safeParse(parseJson(query.sort, PROTOCOL_MSG.sort));
    if (!sort.success) throw new AppError(400, PROTOCOL_MSG.sort);
    out.sort = { field: sort.data[0], order: sort.data[1].toUpperCase() as 'ASC' | 'DESC' };
  }
  if (query.range !== undefined) {
    const range = rangeSchema.safeParse(parseJson(query.range, PROTOCOL_MSG.range));
    if (!range.success) throw new AppError(400, PROTOCOL_MSG.range);
    out.range = { start: range.data[0], end: range.data[1] };
  }
  if (query.filter !== undefined) {
    const filter = parseJson(query.filter, PROTOCOL_MSG.filter);
    if (filter === null || typeof filter !== 'object' || Array.isArray(filter)) {
      throw new AppError(400, PROTOCOL_MSG.filter);
    }
    out.filter = filter as Record<string, unknown>;
  }
  return out;
}

/**
 * `dogs 0-9/64`: the rows actually returned and the total after filtering. An empty page (nothing
 * matched, or a start past the end) answers `dogs *\/total`, as HTTP does for an unsatisfiable range.
 */
export function contentRange(resource: string, start: number, count: number, total: number): string {
  return count > 0 ? `${resource} ${start}-${start + count - 1}/${total}` : `${resource} */${total}`;
}
