import { MSG } from '@campito/core';
import { pageTitle } from '../lib/meta';
import { PageLinks } from './page-links';

export function NotFoundPage() {
  return (
    <div className="container page error-page">
      <title>{pageTitle('Página no encontrada')}</title>
      <meta name="robots" content="noindex" />
      <h1>Página no encontrada</h1>
      <p className="lead">{MSG.notFound} Puede que el enlace esté roto o que la página se haya mudado.</p>
      <PageLinks
        primary={{ to: '/', label: 'Volver al inicio' }}
        links={[{ to: '/adoptar/perros', label: 'Ver perros en adopción' }]}
      />
    </div>
  );
}

/** Shown for any other error. Never includes the error's own text: it may carry server details. */
export function ServerErrorPage() {
  return (
    <div className="container page error-page">
      <title>{pageTitle('Algo salió mal')}</title>
      <meta name="robots" content="noindex" />
      <h1>Algo salió mal</h1>
      <p className="lead">Te pedimos disculpas. {MSG.serverError}</p>
      <PageLinks primary={{ to: '/', label: 'Volver al inicio' }} />
    </div>
  );
}
