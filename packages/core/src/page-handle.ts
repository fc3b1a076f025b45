// What a route module of the site declares in `handle`: for its host (apps/server/src/plugins/web.ts) and
// for the document shell (apps/web/app/root.tsx).

/**
 * What a page's action reads, enforced by the host before the action runs (ADR 008): `'text'` a few KB
 * (sign-in, recovery…; the default), `'form'` up to FORM_BODY_LIMIT (the public questionnaires),
 * `{ files: n }` a multipart post with up to n images (streamed, a few such posts at a time).
 */
export type PageBody = 'text' | 'form' | { files: number };

/**
 * The site's stylesheets (apps/web/app/styles/<part>.css), in cascade order. Every page writes `app`; a
 * page writes another only when its route lists it in `handle.styles` (apps/web/app/styles/parts.ts).
 */
export const STYLE_PARTS = ['app', 'content', 'dogs', 'forms', 'donate', 'giving', 'account'] as const;
export type StylePart = (typeof STYLE_PARTS)[number];

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
  /**
   * The stylesheets its components use besides app.css, which every page has (ADR 007, fourth pass).
   * apps/web/app/styles/style-parts.test.ts works them out from the route's code and fails when this list
   * differs.
   */
  styles?: readonly Exclude<StylePart, 'app'>[];
}
