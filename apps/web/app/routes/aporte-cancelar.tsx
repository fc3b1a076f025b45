import { AUTH_MSG, formatAmount, isAppError, MONTHLY_MSG, PROVIDER_NAMES } from '@campito/core';
import type { HeadersFunction } from 'react-router';
import { data, Link, useActionData, useLoaderData } from 'react-router';
import { SubscriptionCancel, type SubscriptionCancelAnswer } from '../components/account/subscription-cancel';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/aporte-cancelar';

// /profile/aportes/{id}/cancelar (issue 18): the signed-in donor's own monthly plan, and the post that
// cancels it at the provider (payments/subscriptions/donor.ts: only the owner whose verified email
// is the plan's). "Mis aportes" posts here from each plan's "Cancelar" (components/account/subscription-cancel).

const TITLE = 'Cancelar aporte mensual';

export const meta: Route.MetaFunction = () =>
  pageMeta(TITLE, 'Cancelá tu aporte mensual.', { noIndex: true });

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!context.user) return data({ state: 'signed-out' as const }, { status: 401 });
  const { emailVerified, items } = await context.services.payments.subscriptions.ofUser(context.user.id);
  if (!emailVerified) return data({ state: 'unverified' as const }, { status: 403 });
  const plan = items.find((item) => item.id === params.id);
  if (!plan) return data({ state: 'not-found' as const }, { status: 404 });
  return {
    state: 'found' as const,
    plan: {
      id: plan.id,
      status: plan.status,
      text: `${formatAmount(plan.amount, plan.currency)} por mes${plan.dogName ? `, padrinazgo de ${plan.dogName}` : ''}, con ${PROVIDER_NAMES[plan.provider]}`,
    },
  };
}

export async function action({ params, context }: Route.ActionArgs) {
  if (!context.user)
    return data<SubscriptionCancelAnswer>({ ok: false, message: AUTH_MSG.noAccess }, { status: 401 });
  try {
    const { already } = await context.services.payments.subscriptions.cancelByDonor(
      params.id ?? '',
      context.user.id,
    );
    return { ok: true, message: already ? MONTHLY_MSG.alreadyCancelled : MONTHLY_MSG.cancelled };
  } catch (err) {
    if (!isAppError(err)) throw err;
    return data<SubscriptionCancelAnswer>({ ok: false, message: err.message }, { status: err.statusCode });
  }
}

export default function CancelMonthlyPage() {
  const page = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return (
    <div className="container page monthly-page">
      <h1>{TITLE}</h1>
      {posted ? (
        <p className={posted.ok ? 'lead' : 'form-alert'} role={posted.ok ? 'status' : 'alert'}>
          {posted.message}
        </p>
      ) : page.state === 'signed-out' ? (
        <p className="lead">
          <Link to="/profile">Ingresá a tu cuenta</Link> para administrar tus aportes mensuales.
        </p>
      ) : page.state === 'unverified' ? (
        <p className="lead">{MONTHLY_MSG.verifyEmail}</p>
      ) : page.state === 'not-found' ? (
        <p className="lead">{MONTHLY_MSG.notFound}</p>
      ) : (
        <>
          <p className="lead">{`Tu aporte mensual de ${page.plan.text}.`}</p>
          <p>Si lo cancelás, no se te va a cobrar de nuevo. ¡Gracias por todo lo que aportaste!</p>
          <SubscriptionCancel
            id={page.plan.id}
            status={page.plan.status}
            label={`tu aporte mensual de ${page.plan.text}`}
          />
        </>
      )}
      <p>
        <Link to="/profile">Volver a mi perfil</Link>
      </p>
    </div>
  );
}
