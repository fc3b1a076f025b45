// /avisos — new-dog alerts (issue 17): the list's "Avisame" form posts here; the answer says a confirmation
// mail is on its way (or what was wrong). The same service as POST /api/avisos.
import { ALERT_MSG, formDataToObject, isAppError, type PageHandle } from '@campito/core';
import { data, type HeadersFunction, Link, useActionData } from 'react-router';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/avisos';

export const handle: PageHandle = { hydrate: false, body: 'form' };

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Avisos de perros nuevos',
    'Recibí un email cuando El Campito publique un perro como el que buscás.',
    { noIndex: true },
  );

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export async function action({ request, context }: Route.ActionArgs) {
  const input = formDataToObject(await request.formData());
  try {
    await context.services.alerts.subscribe(input, { ip: context.ip });
    return { ok: true as const, message: ALERT_MSG.subscribed };
  } catch (error) {
    if (!isAppError(error)) throw error;
    const message = Object.values(error.errors ?? {})[0] ?? error.message;
    return data({ ok: false as const, message }, { status: error.statusCode });
  }
}

export default function AvisosPage() {
  const answer = useActionData<typeof action>();
  return (
    <div className="container page content-page">
      <h1>Avisos de perros nuevos</h1>
      {answer ? (
        <p className={answer.ok ? 'form-success' : 'form-alert'} role={answer.ok ? 'status' : 'alert'}>
          {answer.message}
        </p>
      ) : (
        <p>
          Elegí los filtros que te interesan en el{' '}
          <Link to="/adoptar/perros">listado de perros en adopción</Link> y tocá «Avisame» al final de la
          lista: te escribimos cuando publiquemos un perro así.
        </p>
      )}
      <p>
        <Link className="button button-secondary" to="/adoptar/perros">
          Volver al listado
        </Link>
      </p>
    </div>
  );
}
