import { formatAmount, MONTHLY_CANCEL_WHERE, type PageHandle, PROVIDER_NAMES } from '@campito/core';
import type { HeadersFunction } from 'react-router';
import { Link, useLoaderData } from 'react-router';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/aporte-mensual';

// Back from authorizing a monthly plan (issue 18): MercadoPago returns to back_url with ?preapproval_id=…,
// PayPal to return_url with ?subscription_id=…. The plan's state is read from the provider at once (its
// notification may be late), and the page says exactly how to cancel it. Nothing here names the donor.

const TITLE = 'Aporte mensual';

// Plain text and links: no React in the browser.
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () =>
  pageMeta(TITLE, 'Tu aporte mensual a El Campito.', { noIndex: true });

// About one plan: never kept by a shared cache.
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const summary = await context.services.payments.subscriptions.confirmReturn(
    {
      provider: query.get('proveedor'),
      preapprovalId: query.get('preapproval_id'),
      subscriptionId: query.get('subscription_id'),
    },
    { ip: context.ip },
  );
  return { summary };
}

export default function MonthlyThanksPage() {
  const { summary } = useLoaderData<typeof loader>();
  if (!summary) {
    return (
      <div className="container page monthly-page">
        <h1>{TITLE}</h1>
        <p className="lead">No encontramos ese aporte mensual.</p>
        <p>Si acabás de autorizarlo, revisá tu mail: te avisamos apenas el medio de pago nos lo confirma.</p>
        <p>
          <Link className="button" to="/colaborar">
            Volver a Colaborar
          </Link>
        </p>
      </div>
    );
  }
  const amount = `${formatAmount(summary.amount, summary.currency)} por mes`;
  const what = summary.dogName ? `para los cuidados de ${summary.dogName}` : 'para El Campito';
  return (
    <div className="container page monthly-page">
      <h1>{summary.status === 'cancelled' ? TITLE : '¡Gracias por tu aporte mensual!'}</h1>
      <p className="lead" role="status">
        {summary.status === 'active'
          ? `Tu aporte de ${amount} ${what} con ${PROVIDER_NAMES[summary.provider]} ya está activo.`
          : summary.status === 'cancelled'
            ? `Este aporte de ${amount} ${what} está cancelado: no se cobra más.`
            : summary.status === 'paused'
              ? `Tu aporte de ${amount} ${what} está pausado en ${PROVIDER_NAMES[summary.provider]}.`
              : `Tu aporte de ${amount} ${what} está esperando la confirmación de ${PROVIDER_NAMES[summary.provider]}. Te avisamos por mail apenas llegue.`}
      </p>
      {summary.status === 'cancelled' ? null : (
        <>
          <h2>Si un día querés cancelarlo</h2>
          <p>
            Entrá a <Link to="/profile">«Mis aportes» en tu perfil</Link> con el email que usaste (confirmado)
            y tocá «Cancelar».
          </p>
          <p>{MONTHLY_CANCEL_WHERE[summary.provider]}</p>
        </>
      )}
      <p>
        <Link className="button" to="/">
          Volver al inicio
        </Link>
      </p>
    </div>
  );
}
