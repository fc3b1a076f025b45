// Each stylesheet of the site, minified by Vite (`?inline`), by part (STYLE_PARTS): the server writes a
// page's parts into its <head> (components/site-styles.tsx); the browser gets a part's file (styles/parts.ts)
// only when a client-side navigation brings a page that needs one the document lacks.
import { STYLE_PARTS, type StylePart } from './parts';

const texts = import.meta.glob<string>('./*.css', { query: '?inline', import: 'default', eager: true });

export const SITE_CSS = Object.fromEntries(
  STYLE_PARTS.map((part) => {
    const text = texts[`./${part}.css`];
    if (text === undefined) throw new Error(`styles/${part}.css is missing`);
    return [part, text];
  }),
) as Readonly<Record<StylePart, string>>;
