import { createContext, useContext } from 'react';

/**
 * The whole site's CSS (~7 KB compressed), written into every page's <head> so the first paint waits
 * for no stylesheet request (issue 9: LCP on slow mobile links; ADR 007). Only the server provides the
 * text (entry.server.tsx, from styles/site-css.server.ts). In the browser React finds the <style> the
 * server wrote (same `href`) and adopts it without touching its text, so the CSS never travels in the
 * JavaScript, and client-side navigation needs no stylesheet because every page's rules are already there.
 */
export const SiteCss = createContext('');

export function SiteStyles() {
  return (
    <style href="el-campito" precedence="default">
      {useContext(SiteCss)}
    </style>
  );
}
