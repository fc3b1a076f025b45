// Each stylesheet of the site, minified by Vite (`?inline`), by part (STYLE_PARTS): the server writes a
// page's parts into its <head> (components/site-styles.tsx); the browser gets a part's file (styles/parts.ts)
// only when a client-side navigation brings a page that needs one the document lacks.
import type { StylePart } from '@campito/core';
import account from './account.css?inline';
import app from './app.css?inline';
import content from './content.css?inline';
import dogs from './dogs.css?inline';
import donate from './donate.css?inline';
import forms from './forms.css?inline';
import giving from './giving.css?inline';

export const SITE_CSS: Readonly<Record<StylePart, string>> = {
  app,
  content,
  dogs,
  forms,
  donate,
  giving,
  account,
};
