// /visitas/avisos/baja/:id?t=… — leaving «Avisame si se suspende» (issue 35, item 4). The link of every
// such mail shows a button; its POST — or a mail app's one-click POST (RFC 8058) to the same address — deletes it.
import { longDayTime, type PageHandle, VISITS_MSG } from '@campito/core';
import { data, Form, type HeadersFunction, Link, useActionData, useLoaderData } from 'react-router';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/visitas-aviso-baja';

export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => pageMeta('Dejar de recibir el aviso', '', { noIndex: true });

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('t')?.slice(0, 200) ?? '';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const date = await context.services.visits.checkAlert(params.id ?? '', tokenOf(request));
  if (!date) return data({ date: null }, { status: 404 });
  return { date: { title: date.title, when: longDayTime(date.startsAt) } };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const done = await context.services.visits.unsubscribeAlert(params.id ?? '', tokenOf(request));
  return data({ done }, { status: done ? 200 : 404 });
}

export default function VisitAlertLeavePage() {
  const { date } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="container page content-page">
      <h1>Dejar de recibir el aviso</h1>
      {answer ? (
        <p className={answer.done ? 'form-success' : 'form-alert'} role={answer.done ? 'status' : 'alert'}>
          {answer.done ? VISITS_MSG.alertRemoved : VISITS_MSG.badLink}
        </p>
      ) : date ? (
        <Form method="post" reloadDocument>
          <p>
            Ya no te vamos a avisar si se suspende {date.title}, el {date.when}.
          </p>
          <button type="submit" className="button">
            No quiero recibir este aviso
          </button>
        </Form>
      ) : (
        <p className="form-alert" role="alert">
          {VISITS_MSG.badLink}
        </p>
      )}
      <p>
        <Link to="/visitas">Ver las próximas fechas</Link>
      </p>
    </div>
  );
}
