import { MSG, NO_ACCESS_REDIRECT_MS } from '@campito/core';
import { PageLinks } from './page-links';
import { TimedRedirect } from './timed-redirect';

const SECONDS = Math.round(NO_ACCESS_REDIRECT_MS / 1000);

/** The no-access page (docs/product.md §2.3): the message, then the home page after 3 seconds. The route answers 403. */
export function NoAccess() {
  return (
    <div className="container page no-access" data-testid="no-access">
      <TimedRedirect to="/" ms={NO_ACCESS_REDIRECT_MS} replace />
      <h1>{MSG.noAccess}</h1>
      <p className="lead">En {SECONDS} segundos te llevamos al inicio.</p>
      <PageLinks primary={{ to: '/', label: 'Ir al inicio ahora', replace: true }} />
    </div>
  );
}

/** Title and robots of a page showing NoAccess (for the routes' `meta`). */
export const noAccessMeta = (title: (t: string) => string) => [
  { title: title('Sin permisos') },
  { name: 'robots', content: 'noindex' },
];
