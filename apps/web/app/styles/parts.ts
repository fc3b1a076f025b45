// Where each part of the site's CSS lives once built. The server writes a page's parts inline
// (site-css.server.ts); these files are for the browser, when a client-side navigation brings a page whose
// parts the document does not have yet (components/site-styles.tsx).
import { STYLE_PARTS, type StylePart } from '@campito/core';

export { STYLE_PARTS, type StylePart };

const files = import.meta.glob<string>('./*.css', { query: '?url', import: 'default', eager: true });

/** The address of a part's built file (fingerprinted, immutable). */
export const styleFile = (part: StylePart) => files[`./${part}.css`];

/**
 * The key React gives a part's <style> (its `data-href`): the same on server and browser, so the browser
 * adopts the element the server wrote. The host finds the parts a page writes by it (plugins/web.ts).
 */
export const styleHref = (part: StylePart) => (part === 'app' ? 'el-campito' : `el-campito-${part}`);
