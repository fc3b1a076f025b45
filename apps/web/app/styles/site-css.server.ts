// The rules of the site's stylesheet each page writes inline (ADR 007, "Each page carries the CSS rules it
// uses"). `virtual:style-words` (vite.config.ts, style-words.ts) gives, for each route, the class names its
// code can put on a page; a route's stylesheet is every rule of site.css (minified by Vite) whose classes are
// among its words and the root's, worked out once at start-up.
import words from 'virtual:style-words';
import { namesClass, usedRules } from './css-rules';
import SITE_CSS from './site.css?inline';
import { stylesheetHref } from './stylesheet';

export interface RouteStylesheet {
  href: string;
  text: string;
}

const root = words.root ?? [];

const sheets = new Map<string, RouteStylesheet>(
  Object.entries(words).map(([id, own]) => [
    id,
    {
      href: stylesheetHref(id),
      text: usedRules(SITE_CSS, namesClass(id === 'root' ? root : [...root, ...own])),
    },
  ]),
);

/** The whole stylesheet, for a route the build did not read (none today). */
const WHOLE: RouteStylesheet = { href: stylesheetHref('*'), text: SITE_CSS };

/** The stylesheet of the page a route renders (its id, as in `useMatches()`). */
export const routeStylesheet = (routeId: string): RouteStylesheet => sheets.get(routeId) ?? WHOLE;

/** Every stylesheet a page may write: the host allows each by its key and exact text. */
export const ROUTE_STYLESHEETS: readonly RouteStylesheet[] = [...sheets.values(), WHOLE];
