import { MONTHLY_MSG, type SubscriptionStatus } from '@campito/core';
import { useFetcher } from 'react-router';

// "Cancelar" for one monthly plan in "Mis aportes" (issue 18): a post to the plan's own cancel page
// (routes/aporte-cancelar.tsx), which asks the provider to stop it. With JavaScript the answer shows here
// and the page's data reloads; without it, the post opens that page with the same answer.

export interface SubscriptionCancelAnswer {
  ok: boolean;
  message: string;
}

const subscriptionCancelPath = (id: string) => `/profile/aportes/${encodeURIComponent(id)}/cancelar`;

/**
 * Render it for every plan, whatever its state: after a cancellation the page's data reloads (the plan is
 * now cancelled) and this keeps saying what happened; a plan already cancelled says so, without a button.
 */
export function SubscriptionCancel({
  id,
  status,
  label,
}: {
  id: string;
  status: SubscriptionStatus;
  /** What the button cancels, for screen readers ("tu aporte mensual de $ 3.000 por mes…"). */
  label?: string;
}) {
  const fetcher = useFetcher<SubscriptionCancelAnswer>();
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.data;
  if (!answer && status === 'cancelled')
    return <p className="subscription-cancel">{MONTHLY_MSG.alreadyCancelled}</p>;
  return (
    <fetcher.Form method="post" action={subscriptionCancelPath(id)} className="subscription-cancel">
      {answer?.ok ? null : (
        <button className="button button-secondary" type="submit" disabled={busy}>
          {busy ? 'Cancelando…' : 'Cancelar'}
          {label ? <span className="visually-hidden">{` ${label}`}</span> : null}
        </button>
      )}
      {answer ? (
        <p className={answer.ok ? 'form-success' : 'form-alert'} role={answer.ok ? 'status' : 'alert'}>
          {answer.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
