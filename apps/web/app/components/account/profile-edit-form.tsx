import { BIRTHDAY_MIN_PROFILE, type PublicUser, todayIso } from '@campito/core';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useActionData, useFetcher } from 'react-router';
import { formatDate, storeUser } from '../../lib/account';
import type { ProfileEditAnswer } from '../../routes/profile-edit';
import { TextField, useFormValidation } from '../form-kit';
import { FormFailure } from '../public-forms/form-status';
import { Avatar } from './avatar';

/**
 * Profile edit (docs/product.md §2.3, §4): name and email read-only; phone, birthday and photo show their value with
 * a "Modificar" button that opens the input; "Confirmar cambios" turns into "Enviar", which saves.
 * Both are <details> disclosures, so the page works the same without JavaScript.
 */
export function ProfileEditForm({ target, self }: { target: PublicUser; self: boolean }) {
  const fetcher = useFetcher<ProfileEditAnswer>();
  const posted = useActionData<ProfileEditAnswer>();
  const answer = fetcher.data ?? posted;
  const failed = answer && !answer.ok ? answer : undefined;
  const { errors, formProps } = useFormValidation('profileEdit', { serverErrors: failed?.errors });
  // A new form after each save: the disclosures close and the file input empties.
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (fetcher.data?.ok) {
      if (fetcher.data.self) storeUser(fetcher.data.user);
      setRound((n) => n + 1);
    }
  }, [fetcher.data]);

  const values = failed?.values ?? {};
  const today = todayIso();
  const busy = fetcher.state !== 'idle';

  return (
    <section className="account-card profile-edit" aria-label="Datos de la cuenta">
      {answer?.ok ? (
        <p className="form-success" role="status">
          {answer.message}
        </p>
      ) : null}
      <FormFailure message={failed?.error} />
      <fetcher.Form
        key={round}
        method="post"
        encType="multipart/form-data"
        className="form account-form"
        {...formProps}
      >
        <dl className="profile-fields">
          <dt>Nombre</dt>
          <dd>{target.name}</dd>
          <dt>Email</dt>
          <dd>{target.email}</dd>
        </dl>

        <Editable
          label="Foto de perfil"
          value={<Avatar user={target} size={96} />}
          open={!!errors.image}
          what="foto"
        >
          <TextField
            name="image"
            label="Foto nueva"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hint="JPG, PNG o WebP, de hasta 10 MB."
            error={errors.image}
          />
        </Editable>

        <Editable label="Teléfono" value={target.phone ?? 'Sin cargar'} open={!!errors.phone} what="teléfono">
          <TextField
            name="phone"
            label="Teléfono nuevo"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={20}
            defaultValue={values.phone ?? target.phone ?? ''}
            hint="10 números: el código de área sin 0 y el número sin 15 (por ejemplo, 1155550123)."
            error={errors.phone}
          />
        </Editable>

        <Editable
          label="Fecha de nacimiento"
          value={formatDate(target.birthday) ?? 'Sin cargar'}
          open={!!errors.birthday}
          what="fecha de nacimiento"
        >
          <TextField
            name="birthday"
            label="Fecha de nacimiento nueva"
            type="date"
            min={BIRTHDAY_MIN_PROFILE}
            max={today}
            defaultValue={values.birthday ?? target.birthday ?? ''}
            hint="Desde el 01/01/1950."
            error={errors.birthday}
          />
        </Editable>

        <details className="confirm-changes">
          <summary className="button">Confirmar cambios</summary>
          <p>Revisá los datos y tocá «Enviar» para guardarlos.</p>
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Enviando…' : 'Enviar'}
          </button>
        </details>
      </fetcher.Form>
      <p className="account-switch">
        <Link to={self ? '/profile' : '/admin'} reloadDocument={!self}>
          {self ? 'Volver a mi perfil' : 'Volver al panel'}
        </Link>
      </p>
    </section>
  );
}

/** A value with its "Modificar" disclosure; open from the start when its field has an error. */
function Editable(props: {
  label: string;
  value: ReactNode;
  open: boolean;
  what: string;
  children: ReactNode;
}) {
  return (
    <div className="editable">
      <p className="editable-label">{props.label}</p>
      <div className="editable-value">{props.value}</div>
      <details className="modify" open={props.open || undefined}>
        <summary className="button button-secondary button-small" aria-label={`Modificar ${props.what}`}>
          Modificar
        </summary>
        {props.children}
      </details>
    </div>
  );
}
