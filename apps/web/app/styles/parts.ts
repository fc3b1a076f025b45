// Where each part of the site's CSS lives once built. The server writes a page's parts inline
// (site-css.server.ts); these files are for the browser, when a client-side navigation brings a page whose
// parts the document does not have yet (components/site-styles.tsx).
import type { StylePart } from '@campito/core';
import account from './account.css?url';
import app from './app.css?url';
import content from './content.css?url';
import dogs from './dogs.css?url';
import donate from './donate.css?url';
import forms from './forms.css?url';
import giving from './giving.css?url';

export { STYLE_PARTS, type StylePart } from '@campito/core';

export const STYLE_FILES: Readonly<Record<StylePart, string>> = {
  app,
  content,
  dogs,
  forms,
  donate,
  giving,
  account,
};

/**
 * The key React gives a part's <style> (its `data-href`): the same on server and browser, so the browser
 * adopts the element the server wrote. The host finds a part in a page by it (plugins/web.ts).
 */
export const styleHref = (part: StylePart) => (part === 'app' ? 'el-campito' : `el-campito-${part}`);
