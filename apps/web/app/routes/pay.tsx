import { PAYMENT_REDIRECT_MS, type PageHandle } from '@campito/core';

import { Link } from 'react-router';
import { TimedRedirect } from '../components/timed-redirect';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/pay';

// Payment done (docs/product.md §2.3): "Pago realizado", a check image, a link home, and home after 2 seconds, with
// or without JavaScript (TimedRedirect).

const TITLE = 'Pago realizado';
/** Every paid contribution with an email gets its receipt (server modules/payments/receipts.ts). */
const RECEIPT = 'Te mandamos el recibo por email apenas el medio de pago nos confirma el aporte.';

// Nothing here needs React in the browser: the page ships none (PageHandle).
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [
  ...pageMeta(TITLE, 'Tu pago a El Campito se realizó con éxito. ¡Gracias por colaborar!', { noIndex: true }),
];

export async function loader({ request, context }: Route.LoaderArgs) {
  // Back from MercadoPago Checkout Pro (?payment_id=…): confirm the payment from its API right away, in
  // case the webhook is late. Recording is idempotent, so the webhook arriving later changes nothing.
  const paymentId = new URL(request.url).searchParams.get('payment_id');
  if (paymentId) await context.services.payments.confirmMercadoPagoReturn(paymentId, { ip: context.ip });
  return null;
}

export default function PayPage() {
  return (
    <div className="container page pay-page">
      <TimedRedirect to="/" ms={PAYMENT_REDIRECT_MS} notice={`${TITLE}\n${RECEIPT}`} />
      <svg
        className="pay-check"
        viewBox="0 0 96 96"
        width="96"
        height="96"
        role="img"
        aria-labelledby="pay-check-title"
      >
        <title id="pay-check-title">Tilde de pago confirmado</title>
        <circle cx="48" cy="48" r="44" fill="#2d5a33" />
        <path
          d="M27 50 l14 14 l29 -31"
          fill="none"
          stroke="#fff"
          strokeWidth="9"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h1>{TITLE}</h1>
      <p className="lead">
        ¡Gracias por tu colaboración! Tu aporte ayuda a cuidar a los perros de El Campito.
      </p>
      <p>{RECEIPT}</p>
      <p>En unos segundos te llevamos al inicio.</p>
      <p>
        <Link className="button" to="/">
          Volver al inicio
        </Link>
      </p>
    </div>
  );
}
