// /avisos/confirmar/:id?t=… — the confirmation link of a new-dog alert (double opt-in, issue 17).
import { ALERT_MSG, describeAlertFilter, dogListHref, type PageHandle } from '@campito/core';
import { data, type HeadersFunction, Link, useLoaderData } from 'react-router';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/avisos-confirmar';

export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => pageMeta('Aviso confirmado', '', { noIndex: true });

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('t')?.slice(0, 200) ?? '';
  const confirmed = await context.services.alerts.confirm(params.id ?? '', token);
  if (!confirmed)
    return data({ ok: false as const, message: ALERT_MSG.badLink, href: null, what: null }, { status: 404 });
  // The address already has as many confirmed alerts as it may: this one stays unconfirmed.
  if (confirmed.full)
    return data(
      {
        ok: false as const,
        message: ALERT_MSG.tooMany,
        href: dogListHref(confirmed.filter),
        what: describeAlertFilter(confirmed.filter),
      },
      { status: 409 },
    );
  return {
    ok: true as const,
    message: ALERT_MSG.confirmed,
    href: dogListHref(confirmed.filter),
    what: describeAlertFilter(confirmed.filter),
  };
}

export default function AvisoConfirmadoPage() {
  const { ok, message, href, what } = useLoaderData<typeof loader>();
  return (
    <div className="container page content-page">
      <h1>{ok ? 'Aviso confirmado' : 'No pudimos confirmar el aviso'}</h1>
      <p role={ok ? 'status' : 'alert'}>{message}</p>
      {what ? <p>Tu búsqueda: {what}.</p> : null}
      <p>
        <Link className="button" to={href ?? '/adoptar/perros'}>
          Ver el listado
        </Link>
      </p>
    </div>
  );
}
