import { AUTH_MSG, type FieldErrors, isAppError, parseWith, passwordChangeSchema } from '@campito/core';
import type { HeadersFunction } from 'react-router';
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { PasswordField, useFormValidation } from '../components/form-kit';
import { FormFailure } from '../components/public-forms/form-status';
import { cookieHeaders } from '../lib/account.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/verificar';

// The link of the verification mail (issues 14 and 39): /verificar/{token} confirms the email once, within
// 48 hours. Opening it changes nothing (mail scanners follow links): the page shows a button that posts.
// Not signed in as that account, confirming also chooses the account's password, so an account someone
// else created with this email becomes its owner's. Works with or without JavaScript.

const TITLE = 'Confirmar email';

export const meta: Route.MetaFunction = () =>
  pageMeta(TITLE, 'Confirmá tu email en El Campito.', { noIndex: true });

// The token is in the address: keep the page out of caches and out of the Referer of outgoing links.
export const headers: HeadersFunction = () => ({
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'no-referrer',
});

type Answer = { ok: true; message: string } | { ok: false; error: string | null; errors: FieldErrors };
type Check = { state: 'valid'; choosePassword: boolean } | { state: 'already' | 'invalid' };

export async function loader({ params, context }: Route.LoaderArgs) {
  const check: Check = await context.services.auth.checkVerification(params.token ?? '', context.user);
  return data(check, { status: check.state === 'invalid' ? 400 : 200 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  let pass: string | undefined;
  if (form.has('pass')) {
    const parsed = parseWith(passwordChangeSchema, {
      pass: String(form.get('pass') ?? ''),
      confirm: String(form.get('confirm') ?? ''),
    });
    if (!parsed.ok) return data<Answer>({ ok: false, error: null, errors: parsed.errors }, { status: 400 });
    pass = parsed.data.pass;
  }
  try {
    const { outcome, setCookies } = await context.services.auth.verifyEmail(params.token ?? '', context.ip, {
      user: context.user,
      pass,
    });
    if (outcome === 'invalid') {
      return data<Answer>({ ok: false, error: AUTH_MSG.verifyFailed, errors: {} }, { status: 400 });
    }
    const message = outcome === 'verified' ? AUTH_MSG.verified : AUTH_MSG.verifyAlready;
    return data<Answer>({ ok: true, message }, { headers: cookieHeaders(setCookies) });
  } catch (err) {
    if (!isAppError(err)) throw err;
    return data<Answer>(
      { ok: false, error: err.errors ? null : err.message, errors: err.errors ?? {} },
      { status: err.statusCode },
    );
  }
}

export default function VerificarPage() {
  const check = useLoaderData<typeof loader>();
  const answer = useActionData<Answer>();
  return (
    <div className="container page account-page">
      <h1>{TITLE}</h1>
      <section className="account-card">
        {answer?.ok ? (
          <Done ok message={answer.message} />
        ) : check.state === 'valid' ? (
          <ConfirmForm choosePassword={check.choosePassword} failed={answer} />
        ) : (
          <Done
            ok={check.state === 'already'}
            message={check.state === 'already' ? AUTH_MSG.verifyAlready : AUTH_MSG.verifyFailed}
          />
        )}
      </section>
    </div>
  );
}

function Done({ ok, message }: { ok: boolean; message: string }) {
  return (
    <>
      <p className={ok ? 'form-success' : 'form-alert'} role={ok ? 'status' : 'alert'}>
        {message}
      </p>
      <p>
        <Link className="button" to="/profile">
          Ir a mi perfil
        </Link>
      </p>
    </>
  );
}

function ConfirmForm({
  choosePassword,
  failed,
}: {
  choosePassword: boolean;
  failed: Extract<Answer, { ok: false }> | undefined;
}) {
  const submitting = useNavigation().state === 'submitting';
  const { errors, formProps } = useFormValidation('passwordChange', { serverErrors: failed?.errors });
  return (
    <>
      <p className="lead">{choosePassword ? AUTH_MSG.verifyLeadChoose : AUTH_MSG.verifyLeadSignedIn}</p>
      <FormFailure message={failed?.error} />
      <Form method="post" className="form account-form" {...(choosePassword ? formProps : {})}>
        {choosePassword ? (
          <>
            <PasswordField name="pass" label="Contraseña" autoComplete="new-password" error={errors.pass} />
            <PasswordField
              name="confirm"
              label="Repetí la contraseña"
              autoComplete="new-password"
              error={errors.confirm}
            />
          </>
        ) : null}
        <button type="submit" className="button" disabled={submitting}>
          {submitting ? 'Confirmando…' : AUTH_MSG.verifyConfirm}
        </button>
      </Form>
    </>
  );
}
