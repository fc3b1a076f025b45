import type { SiteSettings } from '@campito/server/web';
import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root';

/**
 * The shelter's contact data, social links and visits switch (the admin's "Sitio"), as the root loader
 * read them for this page: null when that read failed or did not run (an error page before it).
 */
export function useSiteSettings(): SiteSettings | null {
  return useRouteLoaderData<typeof loader>('root')?.site ?? null;
}
