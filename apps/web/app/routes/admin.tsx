import type { HeadersFunction } from 'react-router';
import { data, redirectDocument } from 'react-router';
import { NoAccess, noAccessMeta } from '../components/no-access';
import { hasStaffRole } from '../lib/account';
import { pageTitle } from '../lib/meta';
import type { Route } from './+types/admin';

// /admin and /admin/*: the server hands the admin panel to staff before the pages are reached
// (apps/server/src/plugins/admin-gate.ts), so whoever gets here has no access (DESIGN §4.1).

export const meta: Route.MetaFunction = () => noAccessMeta(pageTitle);

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', Vary: 'Cookie' });

export function loader({ context }: Route.LoaderArgs) {
  // Staff arriving by a client-side navigation: load the panel as a document, which the server serves.
  if (context.user && hasStaffRole(context.user.roles)) throw redirectDocument('/admin');
  return data(null, { status: 403 });
}

export default function AdminNoAccessPage() {
  return <NoAccess />;
}
