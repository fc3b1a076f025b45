import { createContext, useContext } from 'react';
import { useMatches } from 'react-router';
import { SITE_FILE, stylesheetHref } from '../styles/stylesheet';

/**
 * A route's inline stylesheet (styles/site-css.server.ts). Only the server provides it (entry.server.tsx);
 * in the browser it is null.
 */
export const SiteCss = createContext<((routeId: string) => { href: string; text: string }) | null>(null);

/**
 * The stylesheet of this page, written into its <head> so the first paint waits for no stylesheet request
 * (issue 9: LCP on slow mobile links; ADR 007): the rules of the site's CSS that its route's code uses,
 * not the whole site's.
 *
 * In the browser React finds the <style> the server wrote (same `href`) and adopts it without touching its
 * text, so the CSS never travels in the JavaScript. A client-side navigation to a page of another route
 * renders the whole stylesheet's built file as a stylesheet link instead: React loads it before it shows
 * the new page and keeps it for the rest of the visit. It comes after the page's own rules and holds all
 * of them in the same order, so it changes nothing on the page being left.
 */
export function SiteStyles() {
  const css = useContext(SiteCss);
  const matches = useMatches();
  const routeId = matches.at(-1)?.id ?? 'root';
  if (css) {
    const { href, text } = css(routeId);
    return (
      <style href={href} precedence="default">
        {text}
      </style>
    );
  }
  // A render on the server without the stylesheets (the routes rendered alone in tests): none.
  if (typeof document === 'undefined') return null;
  const href = stylesheetHref(routeId);
  if (document.querySelector(`style[data-href="${CSS.escape(href)}"]`))
    return <style href={href} precedence="default" />;
  return <link rel="stylesheet" href={SITE_FILE} precedence="default" />;
}
