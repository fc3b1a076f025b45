// /visitas/avisos/confirmar/:id?t=… — the confirmation link of «Avisame si se suspende» (issue 35, item 4).
// Opening the link changes nothing (mail scanners open links too): its button confirms, with a POST.
import { longDayTime, type PageHandle, VISITS_MSG } from '@campito/core';
import { data, Form, type HeadersFunction, Link, useActionData } from 'react-router';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/visitas-aviso-confirmar';

export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () =>
  pageMeta('Confirmar el aviso de suspensión', '', { noIndex: true });

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('t')?.slice(0, 200) ?? '';

export async function action({ params, request, context }: Route.ActionArgs) {
  const date = await context.services.visits.confirmAlert(params.id ?? '', tokenOf(request));
  if (!date) return data({ ok: false as const, date: null }, { status: 404 });
  return {
    ok: true as const,
    date: { title: date.title, when: longDayTime(date.startsAt), path: `/visitas/${date.slug}` },
  };
}

export default function VisitAlertConfirmPage() {
  const answer = useActionData<typeof action>();
  return (
    <div className="container page content-page">
      <h1>Avisame si se suspende</h1>
      {answer ? (
        answer.ok ? (
          <>
            <p className="form-success" role="status">
              {VISITS_MSG.alertConfirmed}
            </p>
            <p>
              La fecha: <a href={answer.date.path}>{answer.date.title}</a>, {answer.date.when}.
            </p>
          </>
        ) : (
          <p className="form-alert" role="alert">
            {VISITS_MSG.badLink}
          </p>
        )
      ) : (
        <Form method="post" reloadDocument>
          <p>Tocá el botón para confirmar que querés que te avisemos si esa fecha se suspende.</p>
          <button type="submit" className="button">
            Confirmar el aviso
          </button>
        </Form>
      )}
      <p>
        <Link to="/visitas">Ver las próximas fechas</Link>
      </p>
    </div>
  );
}
