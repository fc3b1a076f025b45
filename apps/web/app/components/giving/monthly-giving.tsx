import { formatAmount, MONTHLY_MSG, MONTHLY_QUICK_AMOUNTS, PAYMENT_MSG, PLEDGE_MSG } from '@campito/core';
import { Form, useNavigation } from 'react-router';
import { MONTHLY_INTENT, type MonthlyProvider, type MonthlyResult } from '../../lib/monthly-giving';
import { useSiteSettings } from '../../lib/site-settings';
import { useFormValidation } from '../form-kit';
import { FormFailure } from '../public-forms/form-status';

// The "Mensual" choice of /colaborar and /colaborar/{dogName} (issue 18): per provider, quick monthly
// amounts (radio buttons) or another amount, the payer's email and, for a dog, the wish for its news. A
// plain form post to the page's action, which sends the donor to the provider to authorize the monthly
// debit: it works without JavaScript; with it, the shared schema checks the form as it is filled in.
// By transfer (issue 36) the donor also leaves their name and stays here: the page thanks them and a mail
// brings the account, then a reminder every month. A provider without keys says so and points there.

const BOXES = {
  mercadopago: {
    title: 'Mercado Pago mensual (pesos)',
    schema: 'mercadoPagoMonthly',
    currency: 'ARS',
    otherLabel: 'Otro monto mensual, en pesos',
    otherHint: 'Un número entero, sin centavos. Por ejemplo: 2500.',
    where: 'Te llevamos a Mercado Pago para que autorices el débito mensual.',
    preset: 3000,
  },
  paypal: {
    title: 'PayPal mensual (dólares)',
    schema: 'payPalMonthly',
    currency: 'USD',
    otherLabel: 'Otro monto mensual, en dólares',
    otherHint: 'Desde US$ 1. Por ejemplo: 15.',
    where: 'Te llevamos a PayPal para que apruebes el pago mensual.',
    preset: 10,
  },
  transferencia: {
    title: 'Por transferencia, todos los meses (pesos)',
    schema: 'transferMonthly',
    currency: 'ARS',
    otherLabel: 'Otro monto mensual, en pesos',
    otherHint: 'Un número entero, sin centavos. Por ejemplo: 2500.',
    where:
      'No se debita nada: cada mes te mandamos un recordatorio con los datos de la cuenta y un enlace para avisarnos tu transferencia. Lo pausás o lo terminás desde cualquier recordatorio.',
    preset: 5000,
  },
} as const;

const ORDER = ['mercadopago', 'paypal', 'transferencia'] as const;

export function MonthlyGiving(props: {
  action: string;
  dogName: string | null;
  providers: Record<'mercadopago' | 'paypal', boolean>;
  result: MonthlyResult | undefined;
}) {
  const { action, dogName, result } = props;
  const bank = useSiteSettings()?.bank;
  // Giving by transfer needs the account staff write in «Sitio».
  const available = { ...props.providers, transferencia: Boolean(bank?.cbu || bank?.alias) };
  // With none of them there is nothing to offer here (the staff's debit links, if any, still show).
  if (!available.mercadopago && !available.paypal && !available.transferencia) return null;
  return (
    <section className="donate-monthly-plans" aria-labelledby="donar-mensual">
      <h2 id="donar-mensual">
        {dogName ? `Mensual: apadriná a ${dogName} todos los meses` : 'Mensual: doná todos los meses'}
      </h2>
      <p>
        Tu aporte se debita solo una vez por mes y nos ayuda a planificar los cuidados. Lo cancelás cuando
        quieras desde «Mis aportes» en tu perfil o desde tu cuenta del medio de pago. Por transferencia, te lo
        recordamos cada mes.
      </p>
      {result?.provider === null && result.error ? <FormFailure message={result.error} /> : null}
      <div className="donate-providers">
        {ORDER.map((provider) => (
          <MonthlyBox
            key={provider}
            provider={provider}
            available={available[provider]}
            transferOffered={available.transferencia}
            action={action}
            dogName={dogName}
            result={result?.provider === provider ? result : undefined}
          />
        ))}
      </div>
    </section>
  );
}

function MonthlyBox(props: {
  provider: MonthlyProvider;
  available: boolean;
  transferOffered: boolean;
  action: string;
  dogName: string | null;
  result: MonthlyResult | undefined;
}) {
  const { provider, available, transferOffered, action, dogName, result } = props;
  const box = BOXES[provider];
  const { errors, formProps } = useFormValidation(box.schema, { serverErrors: result?.errors });
  const navigation = useNavigation();
  const busy =
    navigation.state !== 'idle' &&
    navigation.formData?.get(MONTHLY_INTENT.name) === MONTHLY_INTENT.value &&
    navigation.formData?.get('provider') === provider;
  const id = (name: string) => `mensual-${provider}-${name}`;
  const described = (name: string, hint = false) =>
    [hint ? `${id(name)}-hint` : '', errors[name] ? `${id(name)}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  const chosen = result?.values?.monto ?? String(box.preset);
  const headingId = `${id('titulo')}`;
  return (
    <section className="donate-provider" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h3 id={headingId}>{box.title}</h3>
      {!available ? (
        provider === 'transferencia' ? null : (
          <Unavailable transferOffered={transferOffered} />
        )
      ) : result?.success ? (
        <p className="form-success" role="status">
          {result.success}
        </p>
      ) : (
        <>
          <FormFailure message={result?.error} />
          <Form method="post" action={action} className="form donate-monthly-form" {...formProps}>
            <input type="hidden" name="provider" value={provider} />
            <input type="hidden" name={MONTHLY_INTENT.name} value={MONTHLY_INTENT.value} />
            <fieldset
              className="donate-monthly-amounts"
              aria-invalid={errors.monto ? true : undefined}
              aria-describedby={described('monto')}
            >
              <legend>Elegí cuánto aportar por mes</legend>
              {MONTHLY_QUICK_AMOUNTS[provider].map((amount) => (
                <label key={amount} className="donate-monthly-amount">
                  <input
                    type="radio"
                    name="monto"
                    value={amount}
                    defaultChecked={chosen === String(amount)}
                  />
                  {`${formatAmount(amount, box.currency)} por mes`}
                </label>
              ))}
              {errors.monto ? (
                <p className="field-error" id={`${id('monto')}-error`}>
                  {errors.monto}
                </p>
              ) : null}
            </fieldset>
            <div className="field">
              <label htmlFor={id('otroMonto')}>{box.otherLabel}</label>
              <input
                id={id('otroMonto')}
                name="otroMonto"
                inputMode={provider === 'mercadopago' ? 'numeric' : 'decimal'}
                autoComplete="off"
                defaultValue={result?.values?.otroMonto}
                aria-invalid={errors.otroMonto ? true : undefined}
                aria-describedby={described('otroMonto', true)}
              />
              <p className="field-hint" id={`${id('otroMonto')}-hint`}>
                {box.otherHint} Si lo completás, reemplaza al monto elegido arriba.
              </p>
              {errors.otroMonto ? (
                <p className="field-error" id={`${id('otroMonto')}-error`}>
                  {errors.otroMonto}
                </p>
              ) : null}
            </div>
            {provider === 'transferencia' ? (
              <div className="field">
                <label htmlFor={id('name')}>Tu nombre</label>
                <input
                  id={id('name')}
                  name="name"
                  autoComplete="name"
                  required
                  defaultValue={result?.values?.name}
                  aria-invalid={errors.name ? true : undefined}
                  aria-describedby={described('name')}
                />
                {errors.name ? (
                  <p className="field-error" id={`${id('name')}-error`}>
                    {errors.name}
                  </p>
                ) : null}
              </div>
            ) : null}
            <div className="field">
              <label htmlFor={id('email')}>Tu email</label>
              <input
                id={id('email')}
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={result?.values?.email}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={described('email', true)}
              />
              <p className="field-hint" id={`${id('email')}-hint`}>
                {provider === 'transferencia'
                  ? 'Ahí te llegan los datos de la cuenta, el recordatorio de cada mes y los recibos.'
                  : 'El de tu cuenta del medio de pago: ahí te llegan la confirmación y los comprobantes.'}
              </p>
              {errors.email ? (
                <p className="field-error" id={`${id('email')}-error`}>
                  {errors.email}
                </p>
              ) : null}
            </div>
            {dogName ? (
              <div className="field donate-checkbox">
                <input
                  id={id('novedades')}
                  type="checkbox"
                  name="novedades"
                  defaultChecked={result?.values?.novedades ?? false}
                  aria-describedby={errors.novedades ? `${id('novedades')}-error` : undefined}
                />
                <label htmlFor={id('novedades')}>{MONTHLY_MSG.wantsUpdates(dogName)}</label>
                {errors.novedades ? (
                  <p className="field-error" id={`${id('novedades')}-error`}>
                    {errors.novedades}
                  </p>
                ) : null}
              </div>
            ) : null}
            <p className="field-hint">{box.where}</p>
            <button className="button" type="submit" disabled={busy}>
              {busy
                ? provider === 'transferencia'
                  ? 'Enviando…'
                  : 'Te llevamos al medio de pago…'
                : 'Quiero aportar todos los meses'}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}

/** A provider without keys: says so, and where to give instead (issue 36). */
export function Unavailable({ transferOffered }: { transferOffered: boolean }) {
  return (
    <div className="donate-unavailable">
      <p>{PAYMENT_MSG.unavailable}</p>
      {transferOffered ? (
        <p>
          {PLEDGE_MSG.providerMissing}{' '}
          <a href="#mensual-transferencia-titulo">Aportar todos los meses por transferencia</a> ·{' '}
          <a href="#transferencia">Datos para una transferencia única</a>
        </p>
      ) : null}
    </div>
  );
}
