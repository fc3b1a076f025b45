// What a route module of the site declares for its host (apps/server/src/plugins/web.ts) in `handle`.

/**
 * What a page's action reads, enforced by the host before the action runs (ADR 008): `'text'` a few KB
 * (sign-in, recovery…; the default), `'form'` up to FORM_BODY_LIMIT (the public questionnaires),
 * `{ files: n }` a multipart post with up to n images (streamed, a few such posts at a time).
 */
export type PageBody = 'text' | 'form' | { files: number };

export interface PageHandle {
  /** Tables the page shows: anonymous answers are cached until one of them changes (ADR 003). */
  cache?: string[];
  /** The query parameters the page reads: its cache entry keys on these only (ADR 008). */
  query?: string[];
  /** What its action reads: sizes the body limit. */
  body?: PageBody;
}
