import type { PageHandle } from '@campito/core';
import type { ReactNode } from 'react';

import { isRouteErrorResponse, Links, Meta, Outlet, useRouteError } from 'react-router';
import type { Route } from './+types/root';
import { useCspNonce } from './components/csp-nonce';
import { NotFoundPage, ServerErrorPage } from './components/error-page';
import { PageScripts } from './components/page-scripts';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { SiteStyles } from './components/site-styles';
import { settle } from './lib/load.server';
import { useSiteSettings } from './lib/site-settings';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * Every page's footer shows the shelter's contact data and social links from the interface record (the
 * admin's "Sitio"): a cached page is dropped when that record changes, whatever its own tables.
 */
export const handle: PageHandle = { cache: ['interfaces'] };

export async function loader({ context }: Route.LoaderArgs) {
  // A failed read leaves the contact data out of the footer (and the page out of the cache); the page
  // itself still renders.
  const user = context.user;
  const [site, favorites] = await Promise.all([
    settle(context, 'site settings', (s) => s.site.getSettings()),
    // A signed-in person's favourite dogs: every heart starts from them (components/favorite-button.tsx).
    // Null for a visitor without a session, so anonymous pages stay the same for everyone (and cached).
    user ? settle(context, 'favorites', (s) => s.favorites.ids(user.id)) : null,
  ]);
  return {
    site: site.ok ? site.value : null,
    favorites: favorites ? (favorites.ok ? favorites.value : []) : null,
  };
}

/** The footer's data hardly ever changes: client-side navigations and form posts do not read it again. */
export const shouldRevalidate = () => false;

/**
 * The document shell around every page, error pages included. A page whose route says
 * `handle.hydrate = false` (PageHandle) gets none of React Router's scripts: see PageScripts.
 */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useCspNonce();
  const site = useSiteSettings();
  return (
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2d5a33" />
        <SiteStyles />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#contenido">
          Saltar al contenido
        </a>
        <SiteHeader />
        <main id="contenido" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter site={site} />
        <PageScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ServerErrorPage />;
}
