import { AUTH_MSG, type FieldErrors, isAppError, parseWith, passwordChangeSchema } from '@campito/core';
import type { HeadersFunction } from 'react-router';
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { DoneThenHome } from '../components/account/done-then-home';
import { TextField, useFormValidation } from '../components/form-kit';
import { NoAccess, noAccessMeta } from '../components/no-access';
import { FormFailure } from '../components/public-forms/form-status';
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

/** SPEC §2: logged in, this page is the no-access page. The token is checked when the form is sent. */
export function loader({ context }: Route.LoaderArgs) {
  return context.user ? data({ denied: true }, { status: 403 }) : { denied: false };
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
    return data<Answer>({ ok: false, error: err.message, errors: {} }, { status: err.statusCode });
  }
}

export default function CambiarPasswordPage() {
  const { denied } = useLoaderData<typeof loader>();
  if (denied) return <NoAccess />;
  return <ChangeForm />;
}

function ChangeForm() {
  const answer = useActionData<Answer>();
  const navigation = useNavigation();
  const failed = answer && !answer.ok ? answer : undefined;
  const { errors, formProps } = useFormValidation('passwordChange', { serverErrors: failed?.errors });
  return (
    <div className="container page account-page">
      <h1>{TITLE}</h1>
      {answer?.ok ? (
        <DoneThenHome message={answer.message} />
      ) : (
        <section className="account-card">
          <p className="lead">
            Elegí una contraseña nueva de al menos 8 caracteres que combine letras y números.
          </p>
          <FormFailure message={failed?.error} />
          <Form method="post" className="form account-form" {...formProps}>
            <TextField
              name="pass"
              label="Contraseña nueva"
              type="password"
              autoComplete="new-password"
              maxLength={200}
              error={errors.pass}
            />
            <TextField
              name="confirm"
              label="Repetí la contraseña nueva"
              type="password"
              autoComplete="new-password"
              maxLength={200}
              error={errors.confirm}
            />
            <button type="submit" className="button" disabled={navigation.state === 'submitting'}>
              {navigation.state === 'submitting' ? 'Guardando…' : 'Cambiar contraseña'}
            </button>
          </Form>
          {failed?.error === AUTH_MSG.passwordChangeFailed ? (
            <p className="account-switch">
              El enlace puede haber vencido o ya haberse usado: <Link to="/recuperar">pedí uno nuevo</Link>.
            </p>
          ) : null}
        </section>
      )}
    </div>
  );
}
