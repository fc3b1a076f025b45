// A tiny ra-data-simple-rest client over app.inject(), for the admin tests: it builds the same query
// strings as the stock data provider (JSON in sort / range / filter) and reads Content-Range.
import type { App } from '../src/app';

export interface ListParams {
  sort?: [string, 'ASC' | 'DESC'];
  range?: [number, number];
  filter?: Record<string, unknown>;
}

function listUrl(resource: string, params: ListParams = {}): string {
  const query = new URLSearchParams();
  if (params.sort) query.set('sort', JSON.stringify(params.sort));
  if (params.range) query.set('range', JSON.stringify(params.range));
  if (params.filter) query.set('filter', JSON.stringify(params.filter));
  const text = query.toString();
  return `/api/admin/${resource}${text ? `?${text}` : ''}`;
}

/** The total of a Content-Range header (what ra-data-simple-rest reads). */
function totalOf(header: string | undefined): number {
  return Number.parseInt((header ?? '').split('/').pop() ?? '', 10);
}

export function adminClient(app: App, cookie?: string) {
  const headers = cookie ? { cookie } : {};
  return {
    async list(resource: string, params: ListParams = {}) {
      const res = await app.inject({ method: 'GET', url: listUrl(resource, params), headers });
      const range = res.headers['content-range'] as string | undefined;
      return {
        status: res.statusCode,
        range,
        total: totalOf(range),
        rows: res.json() as Record<string, unknown>[],
        res,
      };
    },
    get: (resource: string, id: string) =>
      app.inject({ method: 'GET', url: `/api/admin/${resource}/${id}`, headers }),
    create: (resource: string, body: unknown) =>
      app.inject({ method: 'POST', url: `/api/admin/${resource}`, headers, payload: body as object }),
    update: (resource: string, id: string, body: unknown) =>
      app.inject({ method: 'PUT', url: `/api/admin/${resource}/${id}`, headers, payload: body as object }),
    /** As ra-data-simple-rest sends it: Content-Type text/plain and no body. */
    remove: (resource: string, id: string) =>
      app.inject({
        method: 'DELETE',
        url: `/api/admin/${resource}/${id}`,
        headers: { ...headers, 'content-type': 'text/plain' },
      }),
    raw: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url, headers, ...(payload ? { payload } : {}) }),
  };
}

export type AdminClient = ReturnType<typeof adminClient>;
