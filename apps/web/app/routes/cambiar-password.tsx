import { AUTH_MSG, type FieldErrors, isAppError, parseWith, passwordChangeSchema } from '@campito/core';
import type { HeadersFunction } from 'react-router';
import { data, Link } from 'react-router';
import { AccountStep, GuestOnly, guestOnly, useStepForm } from '../components/account/account-step';
import { PasswordField } from '../components/form-kit';
import { noAccessMeta } from '../components/no-access';
import { pageMeta, pageTitle } from '../lib/meta';
import type { Route } from './+types/cambiar-password';

const TITLE = 'Cambiar contraseña';

export const meta: Route.MetaFunction = ({ data }) =>
  data?.denied
    ? noAccessMeta(pageTitle)
    : pageMeta(TITLE, 'Elegí una contraseña nueva para tu cuenta de El Campito.', { noIndex: true });

// The token is in the address: keep the page out of caches and out of the Referer of outgoing links.
export const headers: HeadersFunction = () => ({
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'no-referrer',
});

type Answer = { ok: true; message: string } | { ok: false; error: string | null; errors: FieldErrors };

/** docs/product.md §2.2: logged in, this page is the no-access page. The token is checked when the form is sent. */
export function loader({ context }: Route.LoaderArgs) {
  return guestOnly(context);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (context.user) return data<Answer>({ ok: false, error: AUTH_MSG.noAccess, errors: {} }, { status: 403 });
  const form = await request.formData();
  const parsed = parseWith(passwordChangeSchema, {
    pass: String(form.get('pass') ?? ''),
    confirm: String(form.get('confirm') ?? ''),
  });
  if (!parsed.ok) return data<Answer>({ ok: false, error: null, errors: parsed.errors }, { status: 400 });
  try {
    await context.services.auth.resetPassword(params.token ?? '', parsed.data.pass, context.ip);
    return data<Answer>({ ok: true, message: AUTH_MSG.passwordChanged });
  } catch (err) {
    if (!isAppError(err)) throw err;
    // A message about the password itself (too common) goes under its field; the link's failure above.
    const errors = err.errors ?? {};
    return data<Answer>(
      { ok: false, error: Object.keys(errors).length ? null : err.message, errors },
      { status: err.statusCode },
    );
  }
}

export default function CambiarPasswordPage() {
  return (
    <GuestOnly>
      <ChangeForm />
    </GuestOnly>
  );
}

function ChangeForm() {
  const step = useStepForm<Answer>('passwordChange');
  return (
    <AccountStep
      title={TITLE}
      step={step}
      lead="Elegí una contraseña nueva de al menos 8 caracteres que combine letras y números."
      submit="Cambiar contraseña"
      mailed="Te mandamos un email avisando del cambio."
      sending="Guardando…"
      footer={
        step.failed?.error === AUTH_MSG.passwordChangeFailed ? (
          <p className="account-switch">
            El enlace puede haber vencido o ya haberse usado: <Link to="/recuperar">pedí uno nuevo</Link>.
          </p>
        ) : null
      }
    >
      <PasswordField
        name="pass"
        label="Contraseña nueva"
        autoComplete="new-password"
        error={step.errors.pass}
      />
      <PasswordField
        name="confirm"
        label="Repetí la contraseña nueva"
        autoComplete="new-password"
        error={step.errors.confirm}
      />
    </AccountStep>
  );
}
