import { isAdminPath, loginHref, MSG } from '@campito/core';
import { useEffect, useState } from 'react';
import type { HeadersFunction } from 'react-router';
import { data, Link, redirectDocument, useLoaderData } from 'react-router';
import { NoAccess, noAccessMeta } from '../components/no-access';
import { hasStaffRole } from '../lib/account';
import { pageTitle } from '../lib/meta';
import type { Route } from './+types/admin';

// /admin and /admin/*: the server hands the admin panel to staff before the pages are reached
// (the server's admin gate, plugins/admin-gate.ts in @campito/server), so whoever gets here has no access (docs/product.md §10.1).

export const meta: Route.MetaFunction = () => noAccessMeta(pageTitle);

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', Vary: 'Cookie' });

export function loader({ request, context }: Route.LoaderArgs) {
  // Staff arriving by a client-side navigation: load the panel as a document, which the server serves.
  if (context.user && hasStaffRole(context.user.roles)) throw redirectDocument('/admin');
  if (context.user) return data({ login: null }, { status: 403 });
  // Signed out: the way in, coming back to the address asked for (paths match case-insensitively, so
  // `/ADMIN` comes back to /admin).
  const { pathname, search } = new URL(request.url);
  const asked = `${pathname}${search}`;
  return data({ login: loginHref(isAdminPath(asked) ? asked : '/admin') }, { status: 403 });
}

export default function AdminNoAccessPage() {
  const { login } = useLoaderData<typeof loader>();
  // Signed in without the role: the no-access page, home after 3 seconds (docs/product.md §6).
  if (!login) return <NoAccess />;
  return <SignInFirst login={login} />;
}

/** Signed out: the same message and the way in, with no timer — the person may be staff not signed in yet. */
function SignInFirst({ login }: { login: string }) {
  // The panel's own addresses are fragments (`/admin#/dogs/3`), which never reach the server: once the
  // page runs, the link takes the one in the address bar too.
  const [href, setHref] = useState(login);
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    if (hash && isAdminPath(pathname)) setHref(loginHref(`${pathname}${search}${hash}`));
  }, []);
  return (
    <div className="container page no-access" data-testid="no-access">
      <h1>{MSG.noAccess}</h1>
      <p className="lead">
        Si sos parte del equipo de El Campito, ingresá con tu cuenta para abrir el panel.
      </p>
      <ul className="page-links">
        <li>
          <Link className="button" to={href}>
            Ingresar
          </Link>
        </li>
        <li>
          <Link to="/">Ir al inicio</Link>
        </li>
      </ul>
    </div>
  );
}
