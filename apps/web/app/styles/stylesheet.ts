// Where the site's stylesheet lives once built, and the key of each page's inline part of it. The server
// writes each page's rules inline (site-css.server.ts); this file is for the browser, when a client-side
// navigation brings a page whose rules the document does not have (components/site-styles.tsx).
import siteFile from './site.css?url';

/** The address of the whole stylesheet, built as one file (fingerprinted, immutable). */
export const SITE_FILE = siteFile;

/**
 * The key React gives a route's inline stylesheet (its `data-href`): the same on server and browser, so
 * the browser adopts the element the server wrote. The host allows it by this key (plugins/web.ts).
 */
export const stylesheetHref = (routeId: string) => `el-campito:${routeId}`;
