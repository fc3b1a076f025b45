import { formatAmount, longDay, PROVIDER_NAMES, type SubscriptionStatus } from '@campito/core';
import type { DonorHistory } from '@campito/server/web';
import { SubscriptionCancel } from './subscription-cancel';

// "Mis aportes" on the profile (issue 18): what the person gave through the site with the email they
// verified, and their monthly plans. Read on the server (routes/profile.tsx); no script of its own.

const METHOD = {
  mercadopago: 'Mercado Pago',
  paypal: 'PayPal',
  transferencia: 'transferencia',
  donaronline: 'DonarOnline',
  cafecito: 'Cafecito',
  otro: 'otro medio',
} as const;

const PLAN_STATUS: Record<string, string> = {
  active: 'activo',
  paused: 'pausado',
  pending: 'esperando la confirmación del medio de pago',
};
/** A pledge by transfer waits for the donor's first transfer, not for a provider (issue 36). */
const PLEDGE_PENDING = 'esperando tu primera transferencia';

const day = (value: Date | string | null) => (value ? longDay(value) : '');

export function MyGiving({ giving }: { giving: DonorHistory }) {
  const { contributions, subscriptions } = giving;
  return (
    <section className="profile-giving" aria-labelledby="giving-title">
      <h2 id="giving-title">Mis aportes</h2>
      {contributions.length === 0 && subscriptions.length === 0 ? (
        <p>
          Todavía no hay aportes con tu email. Cuando dones o apadrines desde{' '}
          <a href="/colaborar">Colaborar</a> con este email, los vas a ver acá.
        </p>
      ) : null}
      {subscriptions.length > 0 ? (
        <>
          <h3>Aportes mensuales</h3>
          <ul className="giving-list">
            {subscriptions.map((s) => (
              <li key={s.id}>
                {formatAmount(s.amount, s.currency)} por mes
                {s.dogName ? ` para ${s.dogName}` : ''} con{' '}
                {s.provider === 'transferencia' ? 'transferencia' : PROVIDER_NAMES[s.provider]},{' '}
                {s.provider === 'transferencia' && s.status === 'pending'
                  ? PLEDGE_PENDING
                  : (PLAN_STATUS[s.status] ?? s.status)}
                {s.startedAt ? ` desde el ${day(s.startedAt)}` : ''}.{' '}
                <SubscriptionCancel
                  id={s.id}
                  status={s.status as SubscriptionStatus}
                  label={`tu aporte mensual de ${formatAmount(s.amount, s.currency)}${s.dogName ? ` para ${s.dogName}` : ''}`}
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {contributions.some((c) => c.status === 'paid') ? (
        <p>
          <a href="/mis-aportes/certificado">Descargá el certificado de tus donaciones de cada año</a>, por si
          lo necesitás para tu declaración de Ganancias.
        </p>
      ) : null}
      {contributions.length > 0 ? (
        <>
          <h3>Aportes</h3>
          <ul className="giving-list">
            {contributions.map((c) => (
              <li key={c.id}>
                {day(c.date)}: {formatAmount(c.total, c.currency)}
                {c.dogName ? ` para ${c.dogName}` : ''} por {METHOD[c.method]}
                {c.status === 'pending' ? ' (el equipo todavía no lo confirmó)' : ''}.
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
