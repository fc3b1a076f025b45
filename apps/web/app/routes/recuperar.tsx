import { AUTH_MSG, type FieldErrors, isAppError, parseWith, recoverySchema } from '@campito/core';
import type { HeadersFunction } from 'react-router';
import { data, Link } from 'react-router';
import { AccountStep, GuestOnly, guestOnly, useStepForm } from '../components/account/account-step';
import { EmailField } from '../components/form-kit';
import { noAccessMeta } from '../components/no-access';
import { pageMeta, pageTitle } from '../lib/meta';
import type { Route } from './+types/recuperar';

const TITLE = 'Recuperar cuenta';

export const meta: Route.MetaFunction = ({ data }) =>
  data?.denied
    ? noAccessMeta(pageTitle)
    : pageMeta(TITLE, 'Recuperá el acceso a tu cuenta de El Campito.', { noIndex: true });

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

type Answer =
  | { ok: true; message: string }
  | { ok: false; error: string | null; errors: FieldErrors; email: string };

/** docs/product.md §2.2: logged in, this page is the no-access page. */
export function loader({ context }: Route.LoaderArgs) {
  return guestOnly(context);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (context.user)
    return data<Answer>({ ok: false, error: AUTH_MSG.noAccess, errors: {}, email: '' }, { status: 403 });
  const form = await request.formData();
  const email = String(form.get('email') ?? '').slice(0, 254);
  const parsed = parseWith(recoverySchema, { email });
  if (!parsed.ok)
    return data<Answer>({ ok: false, error: null, errors: parsed.errors, email }, { status: 400 });
  try {
    await context.services.auth.requestPasswordReset(parsed.data.email, context.ip, context.user);
    return data<Answer>({ ok: true, message: AUTH_MSG.recoverySent });
  } catch (err) {
    if (!isAppError(err)) throw err;
    // Unknown email → under the field; too many attempts → for the whole form.
    const errors = err.errors ?? {};
    return data<Answer>(
      { ok: false, error: errors.email ? null : err.message, errors, email },
      { status: err.statusCode },
    );
  }
}

export default function RecuperarPage() {
  return (
    <GuestOnly>
      <RecoveryForm />
    </GuestOnly>
  );
}

function RecoveryForm() {
  const step = useStepForm<Answer>('recovery');
  return (
    <AccountStep
      title={TITLE}
      step={step}
      lead="Ingresá el email con el que te registraste y te enviamos un enlace para crear una contraseña nueva."
      submit="Enviar correo"
      mailed="Si no lo ves en unos minutos, fijate en la carpeta de spam o promociones."
      sending="Enviando…"
      footer={
        <p className="account-switch">
          <Link to="/profile">Volver a ingresar</Link>
        </p>
      }
    >
      <EmailField autoComplete="email" defaultValue={step.failed?.email ?? ''} error={step.errors.email} />
    </AccountStep>
  );
}
