// /avisos/baja/:id?t=… — leaving a new-dog alert (issue 17). The link of every alert mail shows a button;
// its POST — or a mail app's one-click POST (RFC 8058, List-Unsubscribe-Post) to the same address — deletes it.
import { ALERT_MSG, describeAlertFilter, type PageHandle } from '@campito/core';
import { data, Form, type HeadersFunction, Link, useActionData, useLoaderData } from 'react-router';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/avisos-baja';

export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => pageMeta('Dejar de recibir avisos', '', { noIndex: true });

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('t')?.slice(0, 200) ?? '';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const alert = await context.services.alerts.check(params.id ?? '', tokenOf(request));
  if (!alert) return data({ what: null }, { status: 404 });
  return { what: describeAlertFilter(alert.filter) };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const done = await context.services.alerts.unsubscribe(params.id ?? '', tokenOf(request));
  return data({ done }, { status: done ? 200 : 404 });
}

export default function AvisoBajaPage() {
  const { what } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="container page content-page">
      <h1>Dejar de recibir avisos</h1>
      {answer ? (
        <p role={answer.done ? 'status' : 'alert'}>
          {answer.done ? ALERT_MSG.unsubscribed : ALERT_MSG.badLink}
        </p>
      ) : what ? (
        <Form method="post" reloadDocument>
          <p>Vas a dejar de recibir los avisos de esta búsqueda: {what}.</p>
          <button type="submit" className="button">
            No quiero recibir más estos avisos
          </button>
        </Form>
      ) : (
        <p role="alert">{ALERT_MSG.badLink}</p>
      )}
      <p>
        <Link to="/adoptar/perros">Ver los perros en adopción</Link>
      </p>
    </div>
  );
}
