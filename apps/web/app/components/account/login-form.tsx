import { loginHref } from '@campito/core';
import { useEffect, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { storeUser, useHydrated } from '../../lib/account';
import type { ProfileActionData } from '../../lib/profile-actions.server';
import { EmailField, PasswordField, useFormValidation } from '../form-kit';
import { FormFailure } from '../public-forms/form-status';
import { GoogleButton } from './google-button';

type LoginAnswer = Extract<ProfileActionData, { intent: 'login' }>;

/** After this many clicks on "Ingresar", the recovery link appears (docs/product.md §2.3). */
const CLICKS_FOR_RECOVERY = 2;

/**
 * Sign-in (docs/product.md §5.7). With JavaScript: live validation, the button disabled while the form is not valid,
 * submission by fetcher, and on success the public profile stored under "user" and a reload (docs/product.md §4).
 * Without it: a plain POST; the server validates, counts the clicks and redirects after success.
 * With `volver` (a safe path, from the page's address) the form posts to `/profile?volver=…`, and the
 * server answers where to go afterwards — that path for whom it fits — instead of the profile.
 */
export function LoginForm(props: {
  googleEnabled: boolean;
  /** The answer of a no-JavaScript post, when the page is its result. */
  posted?: LoginAnswer;
  notice?: string | null;
  defaultEmail?: string;
  /** Where to come back to after signing in (already checked by the page's loader). */
  volver?: string | null;
}) {
  const fetcher = useFetcher<ProfileActionData>();
  const hydrated = useHydrated();
  const answer = (fetcher.data?.intent === 'login' ? fetcher.data : undefined) ?? props.posted;
  const failed = answer && !answer.ok ? answer : undefined;
  const { errors, formProps, valid } = useFormValidation('login', {
    serverErrors: failed?.errors,
    trackValid: true,
  });
  const [clicks, setClicks] = useState(failed?.clicks ?? 0);

  useEffect(() => {
    if (fetcher.data?.intent === 'login' && fetcher.data.ok) {
      storeUser(fetcher.data.user);
      // A full page load: the admin panel is served by the server, not by this app's router.
      if (fetcher.data.to) window.location.assign(fetcher.data.to);
      else window.location.reload();
    }
  }, [fetcher.data]);

  const busy = fetcher.state !== 'idle';
  const shownClicks = hydrated ? clicks : (failed?.clicks ?? 0);

  return (
    <section className="account-card" aria-labelledby="login-title">
      <h2 id="login-title">Ingresar</h2>
      {props.notice ? (
        <p className="form-success" role="status">
          {props.notice}
        </p>
      ) : null}
      <FormFailure message={failed?.error} />
      <fetcher.Form
        method="post"
        action={props.volver ? loginHref(props.volver) : '/profile'}
        className="form account-form"
        {...formProps}
      >
        <input type="hidden" name="intent" value="login" />
        <input type="hidden" name="_js" value={hydrated ? '1' : ''} />
        <input type="hidden" name="clicks" value={shownClicks} />
        <EmailField
          autoComplete="username"
          defaultValue={failed?.email ?? props.defaultEmail ?? ''}
          error={errors.email}
        />
        <PasswordField name="pass" label="Contraseña" autoComplete="current-password" error={errors.pass} />
        <button
          type="submit"
          className="button"
          disabled={hydrated && (!valid || busy)}
          onClick={() => setClicks((n) => n + 1)}
        >
          {busy ? 'Ingresando…' : 'Ingresar'}
        </button>
        {shownClicks >= CLICKS_FOR_RECOVERY ? (
          <p className="account-recover">
            <Link to="/recuperar">Recuperar cuenta</Link>
          </p>
        ) : null}
      </fetcher.Form>
      {props.googleEnabled ? <GoogleButton volver={props.volver} /> : null}
      <p className="account-switch">
        ¿No tenés cuenta? <Link to="/profile?modo=registro">Registrate</Link>
      </p>
    </section>
  );
}
