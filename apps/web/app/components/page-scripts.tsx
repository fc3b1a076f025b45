import type { PageHandle } from '@campito/core';
import type { ReactNode } from 'react';
import { Scripts, ScrollRestoration, useMatches } from 'react-router';

/**
 * The one script of the pages that ship no framework (apps/web/public/enhance.js, a few hundred bytes of
 * plain JavaScript; the host caches public files for an hour). It swaps a click-to-load link for the
 * <SwapTemplate> after it, and makes <TimedRedirect> go on time. Everything else on those pages is HTML
 * and CSS: the header's menu is a <details> disclosure, links are plain anchors.
 */
const PLAIN_SCRIPT = '/enhance.js';

/** Whether every route of this page wants React in the browser: one `handle.hydrate = false` says no. */
function useWantsHydration(): boolean {
  return useMatches().every((match) => (match.handle as PageHandle | undefined)?.hydrate !== false);
}

/**
 * True only while the server renders a page that ships no framework. In the browser React is running, so
 * the page either hydrated (then the server rendered it with scripts) or was reached by a client-side
 * navigation (then React, not the plain script, handles it): either way, false. The server and the
 * browser never disagree on a page that hydrates.
 */
function useScriptless(): boolean {
  const wantsHydration = useWantsHydration();
  return typeof document === 'undefined' && !wantsHydration;
}

/**
 * The end of every document: React Router's scripts (module preloads, loader data, hydration, scroll
 * restoration) — or, on a page that ships no framework, only the plain script. Without <Scripts>, React
 * Router writes no loader data either (its stream transfer renders only after <Scripts> did).
 */
export function PageScripts({ nonce }: { nonce: string | undefined }) {
  if (useScriptless()) return <script src={PLAIN_SCRIPT} defer />;
  return (
    <>
      <ScrollRestoration nonce={nonce} />
      <Scripts nonce={nonce} />
    </>
  );
}

/**
 * What a click-to-load link turns into, for the plain script: written right after the link, inert inside a
 * <template>, and only in the server's render of a page without React. A plain click swaps the link for
 * it and focuses its frame. With React the component's own state does that, so nothing is rendered here.
 */
export function SwapTemplate({ children }: { children: ReactNode }) {
  return useScriptless() ? <template data-swap="">{children}</template> : null;
}
