// /aporte-mensual/:id?t=… — a monthly pledge by transfer, from the link in each of its mails (issue 36): what
// it is and its state, the notice of this month's transfer, and buttons to pause, resume or end it. No
// sign-in: the link is signed for this pledge (ADR 015). Plain forms, no React in the browser.
import { formatAmount, isAppError, longDay, type PageHandle, PLEDGE_MSG } from '@campito/core';
import { data, Form, type HeadersFunction, Link, useActionData, useLoaderData } from 'react-router';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/aporte-mensual-gestionar';

export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => pageMeta('Tu aporte mensual', '', { noIndex: true });

// About one person's pledge: never kept by a shared cache.
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('t')?.slice(0, 200) ?? '';

const ACTIONS = ['pausar', 'retomar', 'terminar'] as const;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  const pledge = await context.services.pledges.check(params.id ?? '', token);
  if (!pledge) return data({ pledge: null, noticeHref: null }, { status: 404 });
  return {
    pledge,
    noticeHref: `/colaborar/transferencia?aporte=${pledge.id}&t=${encodeURIComponent(token)}`,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const chosen = (await request.formData()).get('accion');
  const what = ACTIONS.find((a) => a === chosen);
  if (!what) return data({ message: PLEDGE_MSG.badLink, ok: false }, { status: 400 });
  try {
    const { message } = await context.services.pledges.change(params.id ?? '', tokenOf(request), what);
    return { message, ok: true };
  } catch (err) {
    if (!isAppError(err)) throw err;
    return data({ message: err.message, ok: false }, { status: err.statusCode });
  }
}

const STATE = {
  pending:
    'Esperando tu primera transferencia del mes: cuando la avises y el equipo la confirme, queda activo.',
  active: 'Activo: gracias por sostenerlo.',
  paused: 'Pausado: no te mandamos recordatorios hasta que lo retomes.',
  cancelled: 'Terminado.',
} as const;

export default function PledgePage() {
  const { pledge, noticeHref } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="container page content-page">
      <h1>Tu aporte mensual por transferencia</h1>
      {answer ? (
        <p className={answer.ok ? 'form-success' : 'form-alert'} role={answer.ok ? 'status' : 'alert'}>
          {answer.message}
        </p>
      ) : null}
      {pledge ? (
        <>
          <p className="lead">
            {`${pledge.name ? `${pledge.name}: ` : ''}${formatAmount(pledge.amount, 'ARS')} por mes${pledge.dogName ? ` para apadrinar a ${pledge.dogName}` : ''}.`}
          </p>
          <p>{STATE[pledge.status]}</p>
          {pledge.nextReminderAt && pledge.status !== 'cancelled' && pledge.status !== 'paused' ? (
            <p>{`Próximo recordatorio: ${longDay(pledge.nextReminderAt)}.`}</p>
          ) : null}
          {pledge.status !== 'cancelled' && noticeHref ? (
            <p>
              <Link className="button" to={noticeHref} reloadDocument>
                Ya transferí: avisarles
              </Link>
            </p>
          ) : null}
          {pledge.status !== 'cancelled' ? (
            <Form method="post" reloadDocument className="pledge-actions">
              {pledge.status === 'paused' ? (
                <button type="submit" name="accion" value="retomar" className="button">
                  Retomar mi aporte
                </button>
              ) : (
                <button type="submit" name="accion" value="pausar" className="button button-secondary">
                  Pausar mi aporte
                </button>
              )}{' '}
              <button type="submit" name="accion" value="terminar" className="button button-secondary">
                Terminar mi aporte
              </button>
            </Form>
          ) : null}
        </>
      ) : (
        <p className="form-alert" role="alert">
          {PLEDGE_MSG.badLink}
        </p>
      )}
      <p>
        <Link to="/colaborar">Volver a Colaborar</Link>
      </p>
    </div>
  );
}
