import { CAMPAIGN_QUICK_AMOUNTS, type FieldErrors, formatAmount, PAYMENT_MSG } from '@campito/core';
import { Form, Link, useNavigation } from 'react-router';
import { useSiteSettings } from '../../lib/site-settings';
import { useFormValidation } from '../form-kit';
import { FormFailure } from '../public-forms/form-status';
import { CampaignWishes } from './campaign-wishes';

// Giving to a campaign from its page (issue 36): per provider, an amount (quick radio buttons or typed), the
// donor's two wishes — the campaign's news by mail, their name among those who helped — and one button. A
// plain form post to the page's action, which starts the provider's checkout carrying the campaign: it works
// without JavaScript; with it, the shared schema checks the form as it is filled in. The amount's markup is
// the monthly box's (monthly-giving.tsx), written again on purpose: sharing it costs /colaborar a chunk of
// its own and takes it over the 115 KB budget. A transfer goes through
// «Avisanos tu transferencia» with the campaign in its link.

export type CampaignProvider = 'mercadopago' | 'paypal';

export interface CampaignGiftResult {
  provider: CampaignProvider | null;
  error?: string;
  errors?: FieldErrors;
  values?: { monto?: string; otroMonto?: string; novedades?: boolean; publico?: boolean };
}

const BOXES = {
  mercadopago: {
    title: 'Con tarjeta o Mercado Pago (pesos)',
    schema: 'mercadoPagoCampaignGift',
    currency: 'ARS',
    otherLabel: 'Otro monto, en pesos',
    otherHint: 'Un número entero, sin centavos. Por ejemplo: 15000 o 15.000.',
    button: 'Donar con Mercado Pago',
    preset: 5000,
  },
  paypal: {
    title: 'Con PayPal (dólares)',
    schema: 'payPalCampaignGift',
    currency: 'USD',
    otherLabel: 'Otro monto, en dólares',
    otherHint: 'Desde US$ 1. Por ejemplo: 30.',
    button: 'Donar con PayPal',
    preset: 10,
  },
} as const;

export function CampaignGiving(props: {
  slug: string;
  usdRate: number;
  providers: Record<CampaignProvider, boolean>;
  result: CampaignGiftResult | undefined;
}) {
  const { slug, usdRate, providers, result } = props;
  const bank = useSiteSettings()?.bank;
  const transferOffered = Boolean(bank?.cbu || bank?.alias);
  return (
    <section className="donate-once" aria-labelledby="aportar">
      <h2 id="aportar">Sumá tu aporte</h2>
      <div className="donate-providers">
        {(['mercadopago', 'paypal'] as const).map((provider) => (
          <CampaignBox
            key={provider}
            provider={provider}
            available={providers[provider]}
            transferOffered={transferOffered}
            result={result?.provider === provider ? result : undefined}
            note={
              provider === 'paypal'
                ? `Cada dólar suma ${formatAmount(usdRate, 'ARS')} a la meta: es la cotización que fijó el refugio para esta campaña.`
                : undefined
            }
          />
        ))}
      </div>
      {transferOffered ? (
        <p>
          ¿Preferís transferir?{' '}
          <Link to={`/colaborar/transferencia?${new URLSearchParams({ campana: slug })}`}>
            Mirá los datos de la cuenta y avisanos tu transferencia para esta campaña
          </Link>
          .
        </p>
      ) : null}
    </section>
  );
}

function CampaignBox(props: {
  provider: CampaignProvider;
  available: boolean;
  transferOffered: boolean;
  result: CampaignGiftResult | undefined;
  note: string | undefined;
}) {
  const { provider, available, transferOffered, result, note } = props;
  const box = BOXES[provider];
  const { errors, formProps } = useFormValidation(box.schema, { serverErrors: result?.errors });
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('provider') === provider;
  const id = (name: string) => `campana-${provider}-${name}`;
  const described = (name: string, hint = false) =>
    [hint ? `${id(name)}-hint` : '', errors[name] ? `${id(name)}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  const chosen = result?.values?.monto ?? String(box.preset);
  const headingId = id('titulo');
  return (
    <section className="donate-provider" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h3 id={headingId}>{box.title}</h3>
      {!available ? (
        <div className="donate-unavailable">
          <p>{PAYMENT_MSG.unavailable}</p>
          {transferOffered ? (
            <p>Podés aportar a esta campaña por transferencia: mirá el enlace de abajo.</p>
          ) : null}
        </div>
      ) : (
        <>
          <FormFailure message={result?.error} />
          <Form method="post" className="form donate-monthly-form" {...formProps}>
            <input type="hidden" name="provider" value={provider} />
            <fieldset
              className="donate-monthly-amounts"
              aria-invalid={errors.monto ? true : undefined}
              aria-describedby={described('monto')}
            >
              <legend>Elegí cuánto aportar</legend>
              {CAMPAIGN_QUICK_AMOUNTS[provider].map((amount) => (
                <label key={amount} className="donate-monthly-amount">
                  <input
                    type="radio"
                    name="monto"
                    value={amount}
                    defaultChecked={chosen === String(amount)}
                  />
                  {formatAmount(amount, box.currency)}
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
            <CampaignWishes id={id} errors={errors} values={result?.values} />
            <p className="field-hint">
              {note ? `${note} ` : ''}
              Tu nombre sólo aparece si lo marcás, y nunca el monto ni tu email.
            </p>
            <button className="button" type="submit" disabled={busy}>
              {busy ? 'Te llevamos al pago…' : box.button}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
