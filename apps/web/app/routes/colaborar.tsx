import {
  type FieldErrors,
  formatAmount,
  isAppError,
  MERCADOPAGO_QUICK_AMOUNTS,
  PAYMENT_MSG,
  PAYMENT_NOTICES,
  PAYPAL_QUICK_AMOUNTS,
} from '@campito/core';

import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { BankTransfer } from '../components/bank-transfer';
import { DogImage } from '../components/dog-image';
import { TextField, useFormValidation } from '../components/form-kit';
import { CampaignCards, CareMeter } from '../components/giving/meters';

import { MonthlyGiving, Unavailable } from '../components/giving/monthly-giving';
import { LoadNotice } from '../components/load-notice';
import { FormFailure } from '../components/public-forms/form-status';
import { RichText } from '../components/rich-text';
import { loadDogGiving } from '../lib/dog-giving.server';
import { LOAD_ERRORS, pageData, settle } from '../lib/load.server';
import { pageMeta } from '../lib/meta';
import { MONTHLY_INTENT, type MonthlyResult } from '../lib/monthly-giving';
import { monthlyAction } from '../lib/monthly-giving.server';
import { useSiteSettings } from '../lib/site-settings';
import type { Route } from './+types/colaborar';

// One route serves /colaborar and /colaborar/:dogName; a known dog turns the page into sponsoring it and
// every payment started here carries that dog. Each amount button is a plain form post to this route's
// action, which asks the payments service for the provider's checkout and redirects there (no JS needed).

/** The one-time donation boxes, in the page's order. */
const PROVIDER_ORDER = ['mercadopago', 'paypal'] as const;
type Provider = (typeof PROVIDER_ORDER)[number];

/** Only absolute http(s) links from the staff-edited record become hrefs (never javascript: or data:). */
const safeLink = (url: string | undefined) =>
  url && /^https?:\/\/\S+$/i.test(url.trim()) ? url.trim() : null;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const wanted = params.dogName?.trim();
  const [site, dog, campaigns] = await Promise.all([
    settle(context, 'interface', (s) => s.site.getInterface()),
    wanted ? settle(context, 'dog', (s) => s.dogs.findActiveByName(wanted)) : Promise.resolve(null),
    // The campaigns taking gifts now (issue 36); a dog's sponsorship page keeps to the dog.
    wanted ? Promise.resolve(null) : settle(context, 'campaigns', (s) => s.campaigns.open()),
  ]);
  const record = site.ok ? site.value : undefined;
  const found = dog?.ok ? dog.value : undefined;
  // A dog's sponsorship page shows how much of its care its monthly sponsors cover (issue 18).
  const meter = found ? (await loadDogGiving(context, found, { news: false })).meter : null;
  const pago = new URL(request.url).searchParams.get('pago') ?? '';
  const debits = [
    { label: 'Débito mensual con Mercado Pago', href: safeLink(record?.debitMercadoPagoUrl) },
    {
      label: `Débito mensual con ${record?.debitOtherLabel?.trim() || 'otro medio de pago'}`,
      href: safeLink(record?.debitOtherUrl),
    },
  ].filter((d): d is { label: string; href: string } => d.href !== null);
  return pageData(
    {
      colaboraText: record?.colaboraText ?? '',
      otherWaysText: record?.otherWaysText ?? '',
      debits,
      dog: found ? { name: found.name, image: found.images[0] ?? null, meter } : null,
      unknownDog: wanted && dog?.ok && !found ? wanted : null,
      notice: Object.hasOwn(PAYMENT_NOTICES, pago)
        ? PAYMENT_NOTICES[pago as keyof typeof PAYMENT_NOTICES]
        : null,
      providers: context.services.payments.availability(),
      campaigns: campaigns?.ok ? campaigns.value : [],
      loadError: !site.ok || dog?.ok === false ? LOAD_ERRORS.site : null,
    },
    !site.ok,
  );
}

export const meta: Route.MetaFunction = ({ data: loaded }) => {
  const dog = loaded?.dog;
  return dog
    ? pageMeta(
        `Apadrinar a ${dog.name}`,
        `Apadriná a ${dog.name}: con tu aporte cubrís su comida, sus vacunas y sus cuidados en El Campito.`,
      )
    : pageMeta(
        'Colaborar',
        'Doná a El Campito: tu aporte se transforma en alimento, medicamentos y atención veterinaria para cerca de 400 perros.',
      );
};

interface ActionResult {
  provider: Provider | null;
  error?: string;
  errors?: FieldErrors;
  /** The custom amount as typed, shown again next to its message (no JavaScript). */
  value?: string;
  /** The monthly form's outcome (issue 18). */
  monthly?: MonthlyResult;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get(MONTHLY_INTENT.name) === MONTHLY_INTENT.value)
    return monthlyAction(form, params.dogName, context);
  const provider = form.get('provider');
  if (provider !== 'mercadopago' && provider !== 'paypal') {
    return data<ActionResult>({ provider: null, error: PAYMENT_MSG.unavailable }, { status: 400 });
  }
  const nombreDePerro = params.dogName;
  const payments = context.services.payments;
  try {
    if (provider === 'mercadopago') {
      const { initPoint } = await payments.startMercadoPago(
        { unit_price: form.get('unit_price') ?? undefined, nombreDePerro },
        { ip: context.ip },
      );
      return redirect(initPoint);
    }
    const { approveUrl } = await payments.startPayPal(
      { monto: form.get('monto') ?? undefined, nombreDePerro },
      { ip: context.ip },
    );
    return redirect(approveUrl);
  } catch (err) {
    // What the payments service raised for people (a 4xx, or a 502 when the provider failed).
    if (!isAppError(err)) throw err;
    const failure = err;
    // Field messages show under the amount; anything else (provider down, unknown dog) above the buttons.
    const fieldErrors = failure.errors && !failure.errors.nombreDePerro ? failure.errors : undefined;
    const typed = form.get(provider === 'mercadopago' ? 'unit_price' : 'monto');
    return data<ActionResult>(
      {
        provider,
        ...(fieldErrors ? { errors: fieldErrors } : { error: failure.message }),
        value: typeof typed === 'string' ? typed.slice(0, 50) : '',
      },
      { status: failure.statusCode },
    );
  }
}

export default function ColaborarPage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const { dog } = page;
  // A dog that is gone (or never was): the general page, whose forms post to /colaborar.
  const target = dog ? `/colaborar/${encodeURIComponent(dog.name)}` : '/colaborar';
  return (
    <div className="container page donate-page">
      {page.notice ? (
        <p className="form-alert donate-notice" role="status">
          {page.notice}
        </p>
      ) : null}
      {page.unknownDog ? (
        <p className="form-alert donate-notice" role="status">
          {`No encontramos a ${page.unknownDog} entre los perros del refugio. Igual podés colaborar con todos.`}
        </p>
      ) : null}
      {dog ? (
        <header className="donate-dog">
          {dog.image ? (
            <DogImage
              className="donate-dog-image"
              image={dog.image}
              dogName={dog.name}
              sizes="(min-width: 48em) 16rem, 60vw"
              priority
            />
          ) : null}
          <div>
            <h1>{`Apadrinar a ${dog.name}`}</h1>
            <p className="lead">
              {`Con tu aporte ayudás a cubrir la comida, las vacunas y los cuidados de ${dog.name} en El Campito.`}
            </p>
            {dog.meter ? <CareMeter dogName={dog.name} meter={dog.meter} /> : null}
          </div>
        </header>
      ) : (
        <h1>Colaborar</h1>
      )}
      {page.loadError ? <LoadNotice message={page.loadError} /> : null}
      <RichText text={page.colaboraText} className="donate-intro" />
      <p>
        <Link to="/impacto">Mirá lo que hacemos con tu ayuda</Link>: perros al cuidado, adopciones y lo que se
        logra con cada aporte.
      </p>

      <CampaignCards campaigns={page.campaigns} />

      <section className="donate-once" aria-labelledby="donar-una-vez">
        <h2 id="donar-una-vez">{dog ? `Apadrinar a ${dog.name} con un aporte` : 'Doná una vez'}</h2>
        <div className="donate-providers">
          {PROVIDER_ORDER.map((provider) => (
            <ProviderBox
              key={provider}
              provider={provider}
              available={page.providers[provider]}
              action={target}
              result={result?.provider === provider ? result : undefined}
            />
          ))}
        </div>
      </section>

      <MonthlyGiving
        action={target}
        dogName={dog?.name ?? null}
        providers={page.providers}
        result={result?.monthly}
      />

      <BankTransfer dogName={dog?.name} />

      <section className="donate-needs" aria-labelledby="necesitamos">
        <h2 id="necesitamos">Alimento, mantas y remedios</h2>
        <p>
          También podés traer lo que los perros usan todos los días.{' '}
          <Link to="/necesitamos">Mirá qué necesitamos este mes y dónde dejarlo</Link>.
        </p>
      </section>

      {page.debits.length > 0 ? (
        <section className="donate-monthly" aria-labelledby="debito-mensual">
          <h2 id="debito-mensual">Débito mensual</h2>
          <p>Sumate con un aporte automático todos los meses: es la ayuda que más nos permite planificar.</p>
          <ul className="page-links">
            {page.debits.map((debit) => (
              <li key={debit.href}>
                <a
                  className="button button-secondary"
                  href={debit.href}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {debit.label}
                  <span className="visually-hidden"> (se abre en otra pestaña)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {page.otherWaysText.trim() ? (
        <section className="donate-other" aria-labelledby="otras-formas">
          <h2 id="otras-formas">Otras formas de ayudar</h2>
          <RichText text={page.otherWaysText} />
        </section>
      ) : null}
    </div>
  );
}

const PROVIDERS = {
  mercadopago: {
    title: 'Con tarjeta o Mercado Pago (pesos)',
    field: 'unit_price',
    amounts: MERCADOPAGO_QUICK_AMOUNTS,
    currency: 'ARS',
    schema: 'mercadoPagoDonation',
    label: 'Otro monto, en pesos',
    hint: 'Un número entero, sin centavos. Por ejemplo: 1500.',
  },
  paypal: {
    title: 'Con PayPal (dólares)',
    field: 'monto',
    amounts: PAYPAL_QUICK_AMOUNTS,
    currency: 'USD',
    schema: 'payPalDonation',
    label: 'Otro monto, en dólares',
    hint: 'Desde US$ 1. Por ejemplo: 30.',
  },
} as const;

/** One provider: its quick amounts and a custom amount, or the sentence that it is not available now. */
function ProviderBox(props: {
  provider: Provider;
  available: boolean;
  action: string;
  result: ActionResult | undefined;
}) {
  const { provider, available, action, result } = props;
  const config = PROVIDERS[provider];
  const { title } = config;
  const { errors, formProps } = useFormValidation(config.schema, { serverErrors: result?.errors });
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('provider') === provider;
  const headingId = `donar-${provider}`;
  const bank = useSiteSettings()?.bank;
  return (
    <section className="donate-provider" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h3 id={headingId}>{title}</h3>
      {!available ? (
        <Unavailable transferOffered={Boolean(bank?.cbu || bank?.alias)} />
      ) : (
        <>
          <FormFailure message={result?.error} />
          <Form method="post" action={action} className="donate-quick">
            <input type="hidden" name="provider" value={provider} />
            <fieldset>
              <legend>Elegí un monto</legend>
              <div className="donate-amounts">
                {config.amounts.map((amount) => (
                  <button
                    key={amount}
                    className="button donate-amount"
                    type="submit"
                    name={config.field}
                    value={amount}
                    disabled={busy}
                  >
                    {formatAmount(amount, config.currency)}
                  </button>
                ))}
              </div>
            </fieldset>
          </Form>
          <Form method="post" action={action} className="form donate-custom" {...formProps}>
            <input type="hidden" name="provider" value={provider} />
            <TextField
              name={config.field}
              label={config.label}
              hint={config.hint}
              error={errors[config.field]}
              defaultValue={result?.errors ? result.value : undefined}
              inputMode={provider === 'mercadopago' ? 'numeric' : 'decimal'}
              autoComplete="off"
            />
            <button className="button" type="submit" disabled={busy}>
              {busy ? 'Te llevamos al pago…' : 'Donar'}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
