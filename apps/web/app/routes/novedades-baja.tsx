import type { PageHandle } from '@campito/core';
import type { HeadersFunction } from 'react-router';
import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/novedades-baja';

// The link at the foot of a dog's news mail (issue 18): /novedades/baja?email=…&firma=…. Opening it only
// asks (mail scanners open links); the button stops the news for that address, if the link is ours.

const TITLE = 'Dejar de recibir novedades';

export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () =>
  pageMeta(
    TITLE,
    'Dejá de recibir por mail las novedades de los perros que apadrinás y de las campañas que ayudaste.',
    { noIndex: true },
  );

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

const field = (value: FormDataEntryValue | string | null, max: number) =>
  typeof value === 'string' ? value.slice(0, max) : '';

export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  return { email: field(query.get('email'), 254), firma: field(query.get('firma'), 64) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const done = await context.services.sponsorship.unsubscribe(
    field(form.get('email'), 254),
    field(form.get('firma'), 64),
  );
  return { done };
}

export default function UnsubscribeNewsPage() {
  const { email, firma } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return (
    <div className="container page monthly-page">
      <h1>{TITLE}</h1>
      {posted ? (
        <p className="lead" role="status">
          {posted.done
            ? 'Listo: no te vamos a mandar más novedades por mail. Tus aportes siguen como estaban.'
            : 'Este enlace no es válido. Usá el del último mail de novedades que recibiste.'}
        </p>
      ) : email && firma ? (
        <>
          <p className="lead">{`¿Querés dejar de recibir en ${email} las novedades de los perros que apadrinás y de las campañas que ayudaste?`}</p>
          <p>Tus aportes siguen como están: esto sólo deja de mandarte las novedades.</p>
          <Form method="post">
            <input type="hidden" name="email" value={email} />
            <input type="hidden" name="firma" value={firma} />
            <button className="button" type="submit">
              Dejar de recibir novedades
            </button>
          </Form>
        </>
      ) : (
        <p className="lead">Este enlace no es válido. Usá el del último mail de novedades que recibiste.</p>
      )}
      <p>
        <Link to="/">Volver al inicio</Link>
      </p>
    </div>
  );
}
