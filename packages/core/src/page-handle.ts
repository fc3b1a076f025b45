// What a route module of the site declares in `handle`: for its host (apps/server/src/plugins/web.ts) and
// for the document shell (apps/web/app/root.tsx).

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
  /**
   * `false`: the page needs no React in the browser. Its document carries none of React Router's scripts
   * (no module preloads, no hydration, no loader data); links are plain anchors (a full page load) and
   * the little it does in the browser is pure HTML and CSS or the site's one plain script
   * (apps/web/app/components/page-scripts.tsx). Any other value, or none: the page hydrates.
   */
  hydrate?: false;
}
