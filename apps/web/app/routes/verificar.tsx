import { AUTH_MSG, isAppError } from '@campito/core';
import type { HeadersFunction } from 'react-router';
import { data, Link, useLoaderData } from 'react-router';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/verificar';

// The link of the verification mail (issue 14): /verificar/{token} confirms the email once, within
// 48 hours. Opening it is the confirmation, so it works from any mail app, with or without JavaScript.

const TITLE = 'Confirmar email';

export const meta: Route.MetaFunction = () =>
  pageMeta(TITLE, 'Confirmá tu email en El Campito.', { noIndex: true });

// The token is in the address: keep the page out of caches and out of the Referer of outgoing links.
export const headers: HeadersFunction = () => ({
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'no-referrer',
});

type Answer = { ok: boolean; message: string };

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const outcome = await context.services.auth.verifyEmail(params.token ?? '', context.ip);
    if (outcome === 'verified') return data<Answer>({ ok: true, message: AUTH_MSG.verified });
    if (outcome === 'already') return data<Answer>({ ok: true, message: AUTH_MSG.verifyAlready });
    return data<Answer>({ ok: false, message: AUTH_MSG.verifyFailed }, { status: 400 });
  } catch (err) {
    if (!isAppError(err)) throw err;
    return data<Answer>({ ok: false, message: err.message }, { status: err.statusCode });
  }
}

export default function VerificarPage() {
  const { ok, message } = useLoaderData<typeof loader>();
  return (
    <div className="container page account-page">
      <h1>{TITLE}</h1>
      <section className="account-card">
        <p className={ok ? 'form-success' : 'form-alert'} role={ok ? 'status' : 'alert'}>
          {message}
        </p>
        <p>
          <Link className="button" to="/profile">
            Ir a mi perfil
          </Link>
        </p>
      </section>
    </div>
  );
}
