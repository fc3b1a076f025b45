import type { PageHandle } from '@campito/core';
import { createContext, useContext } from 'react';
import { useMatches } from 'react-router';
import { STYLE_PARTS, type StylePart, styleFile, styleHref } from '../styles/parts';

/**
 * The text of each part of the site's CSS. Only the server provides it (entry.server.tsx, from
 * styles/site-css.server.ts); in the browser it is null.
 */
export const SiteCss = createContext<Readonly<Record<StylePart, string>> | null>(null);

/**
 * The stylesheets of this page, written into its <head> so the first paint waits for no stylesheet request
 * (issue 9: LCP on slow mobile links; ADR 007): app.css on every page, and each other part its routes list
 * in `handle.styles` — a page carries the CSS it uses, not the whole site's.
 *
 * In the browser React finds the <style> the server wrote (same `href`) and adopts it without touching its
 * text, so the CSS never travels in the JavaScript. A client-side navigation to a page that needs a part
 * the document never had renders that part's built file as a stylesheet link instead: React loads it
 * before it shows the new page, and keeps it for the rest of the visit.
 */
export function SiteStyles() {
  const css = useContext(SiteCss);
  const matches = useMatches();
  const parts = STYLE_PARTS.filter(
    (part) =>
      part === 'app' || matches.some((m) => (m.handle as PageHandle | undefined)?.styles?.includes(part)),
  );
  return parts.map((part) => {
    const href = styleHref(part);
    if (!css && typeof document !== 'undefined' && !document.querySelector(`style[data-href~="${href}"]`))
      return <link key={part} rel="stylesheet" href={styleFile(part)} precedence="default" />;
    return (
      <style key={part} href={href} precedence="default">
        {css?.[part] ?? ''}
      </style>
    );
  });
}
