import { AUTH_MSG, type FieldErrors, isAppError, parseWith, recoverySchema } from '@campito/core';
import type { HeadersFunction } from 'react-router';
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { DoneThenHome } from '../components/account/done-then-home';
import { TextField, useFormValidation } from '../components/form-kit';
import { NoAccess, noAccessMeta } from '../components/no-access';
import { FormFailure } from '../components/public-forms/form-status';
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

/** SPEC §2: logged in, this page is the no-access page. */
export function loader({ context }: Route.LoaderArgs) {
  return context.user ? data({ denied: true }, { status: 403 }) : { denied: false };
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
    await context.services.auth.requestPasswordReset(parsed.data.email, context.ip);
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
  const { denied } = useLoaderData<typeof loader>();
  if (denied) return <NoAccess />;
  return <RecoveryForm />;
}

function RecoveryForm() {
  const answer = useActionData<Answer>();
  const navigation = useNavigation();
  const failed = answer && !answer.ok ? answer : undefined;
  const { errors, formProps } = useFormValidation('recovery', { serverErrors: failed?.errors });
  return (
    <div className="container page account-page">
      <h1>{TITLE}</h1>
      {answer?.ok ? (
        <DoneThenHome message={answer.message} />
      ) : (
        <section className="account-card">
          <p className="lead">
            Ingresá el email con el que te registraste y te enviamos un enlace para crear una contraseña
            nueva.
          </p>
          <FormFailure message={failed?.error} />
          <Form method="post" className="form account-form" {...formProps}>
            <TextField
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              defaultValue={failed?.email ?? ''}
              error={errors.email}
            />
            <button type="submit" className="button" disabled={navigation.state === 'submitting'}>
              {navigation.state === 'submitting' ? 'Enviando…' : 'Enviar correo'}
            </button>
          </Form>
          <p className="account-switch">
            <Link to="/profile">Volver a ingresar</Link>
          </p>
        </section>
      )}
    </div>
  );
}
