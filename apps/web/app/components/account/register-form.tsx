import { useEffect } from 'react';
import { Link, useFetcher } from 'react-router';
import { useHydrated } from '../../lib/account';
import type { ProfileActionData } from '../../lib/profile-actions.server';
import { EmailField, PasswordField, TextField, useFormValidation } from '../form-kit';
import { FormFailure } from '../public-forms/form-status';
import { GoogleButton } from './google-button';

type RegisterAnswer = Extract<ProfileActionData, { intent: 'register' }>;

/**
 * Registration (docs/product.md §5.7): name, email and password with those rules, checked as the person types;
 * the button stays disabled while anything is wrong or missing. Success hands back to the login form
 * ("Se registro correctamente"), with the email already typed.
 */
export function RegisterForm(props: {
  googleEnabled: boolean;
  posted?: RegisterAnswer;
  onRegistered: (email: string) => void;
}) {
  const fetcher = useFetcher<ProfileActionData>();
  const hydrated = useHydrated();
  const answer = (fetcher.data?.intent === 'register' ? fetcher.data : undefined) ?? props.posted;
  const failed = answer && !answer.ok ? answer : undefined;
  const { errors, formProps, valid } = useFormValidation('register', {
    serverErrors: failed?.errors,
    trackValid: true,
  });
  const { onRegistered } = props;

  useEffect(() => {
    if (fetcher.data?.intent === 'register' && fetcher.data.ok) onRegistered(fetcher.data.email);
  }, [fetcher.data, onRegistered]);

  const busy = fetcher.state !== 'idle';

  return (
    <section className="account-card" aria-labelledby="register-title">
      <h2 id="register-title">Registrarse</h2>
      <FormFailure message={failed?.error} />
      <fetcher.Form
        method="post"
        action="/profile?modo=registro"
        className="form account-form"
        {...formProps}
      >
        <input type="hidden" name="intent" value="register" />
        <TextField
          name="name"
          label="Nombre y apellido"
          autoComplete="name"
          maxLength={80}
          defaultValue={failed?.values.name ?? ''}
          error={errors.name}
          hint="Solo letras, al menos 8 caracteres."
        />
        <EmailField autoComplete="email" defaultValue={failed?.values.email ?? ''} error={errors.email} />
        <PasswordField
          name="pass"
          label="Contraseña"
          autoComplete="new-password"
          error={errors.pass}
          hint="Al menos 8 caracteres, con letras y números."
        />
        <button type="submit" className="button" disabled={hydrated && (!valid || busy)}>
          {busy ? 'Registrando…' : 'Registrarse'}
        </button>
      </fetcher.Form>
      {props.googleEnabled ? <GoogleButton /> : null}
      <p className="account-switch">
        ¿Ya tenés cuenta? <Link to="/profile">Ingresá</Link>
      </p>
    </section>
  );
}
