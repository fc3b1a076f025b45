// /colaborar/transferencia — "Avisanos tu transferencia" (issue 18): the shelter's account, and a short form
// for a donor who already transferred. It stores a pending contribution staff confirm in the panel (the
// receipt goes then), through the same pipeline as POST /api/transferencias. `?perro=` makes it a
// sponsorship of that dog. `?aporte=…&t=…` comes from a monthly pledge's reminder (issue 36): the form
// arrives filled in with the pledge's name, email, amount and dog, and the notice counts for the pledge.
// `?campana=` (issue 36) makes it a gift to that campaign, with the donor's two wishes (its news, their name).
import { type PageHandle, TRANSFER_MAX_AGE_DAYS, TRANSFER_MSG, todayIso } from '@campito/core';
import { useEffect, useRef } from 'react';
import { Form, type HeadersFunction, useLoaderData } from 'react-router';
import { BankTransfer } from '../components/bank-transfer';
import { FormGuards } from '../components/form-kit';
import { CampaignWishes } from '../components/giving/campaign-wishes';
import { PageLinks } from '../components/page-links';
import { FieldStateProvider, Text } from '../components/public-forms/bound-fields';
import { handleFormPost } from '../components/public-forms/form-action.server';
import { FormFailure, SubmitButton } from '../components/public-forms/form-status';
import { usePublicForm } from '../components/public-forms/use-public-form';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/transferencia';

export const handle: PageHandle = { body: 'form' };

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Avisanos tu transferencia',
    'Si le transferiste a El Campito, avisanos: el equipo la confirma y te manda el recibo por email.',
  );

// Each render carries its own idempotency key (and maybe the visitor's details): never cache it.
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const pledgeId = query.get('aporte');
  const pledge = pledgeId
    ? await context.services.pledges.noticePrefill(pledgeId, query.get('t'))
    : undefined;
  const wanted = query.get('perro')?.trim().slice(0, 100);
  const dog = !pledge && wanted ? await context.services.dogs.findActiveByName(wanted) : undefined;
  const slug = query.get('campana')?.trim().slice(0, 80);
  const campaign = !pledge && slug ? await context.services.campaigns.page(slug) : undefined;
  const user = context.user;
  return {
    idempotencyKey: crypto.randomUUID(),
    dogName: pledge ? pledge.dogName : (dog?.name ?? null),
    pledge: pledge ? pledge.reference : null,
    campaign: campaign ? { slug: campaign.slug, title: campaign.title } : null,
    prefill: pledge
      ? { name: pledge.name, email: pledge.email, amount: pledge.amount }
      : user
        ? { name: user.name, email: user.email }
        : ({} as Record<string, string>),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleFormPost(request, {
    submit: (input) => context.services.transfers.submit(input, { ip: context.ip, user: context.user }),
    message: TRANSFER_MSG.received,
  });
}

export default function TransferenciaPage() {
  const { idempotencyKey, dogName, pledge, campaign, prefill } = useLoaderData<typeof loader>();
  const { errors, formProps, values, failure, success, submitting, posted } = usePublicForm('transferNotice');
  return (
    <div className="container page form-page">
      <h1>Avisanos tu transferencia</h1>
      <BankTransfer dogName={dogName} notice={false} />
      {success ? (
        <Received message={success} dogName={dogName} campaign={campaign} />
      ) : (
        <section aria-labelledby="aviso">
          <h2 id="aviso">¿Ya transferiste?</h2>
          <p>
            Contanos cuánto y cuándo
            {dogName ? ` (va para ${dogName})` : campaign ? ` (va para la campaña «${campaign.title}»)` : ''}:
            cuando el equipo la vea en la cuenta la confirma y te llega el recibo por email.
            {pledge ? ' Es la de tu aporte mensual: completamos tus datos, revisá el monto y la fecha.' : ''}
          </p>
          <p className="form-note">Todos los campos son obligatorios, salvo los que dicen «opcional».</p>
          <Form method="post" className="form public-form" aria-label="Aviso de transferencia" {...formProps}>
            <FormFailure message={failure} />
            <FieldStateProvider errors={errors} values={posted ? values : prefill}>
              <Text name="name" label="Tu nombre" autoComplete="name" />
              <Text
                name="email"
                label="Tu email (para mandarte el recibo)"
                type="email"
                autoComplete="email"
              />
              <Text
                name="amount"
                label="Monto, en pesos"
                inputMode="numeric"
                autoComplete="off"
                hint="Un número entero, sin centavos. Por ejemplo: 15000 o 15.000."
              />
              <Text
                name="date"
                label="Fecha de la transferencia"
                type="date"
                max={todayIso()}
                hint={`De los últimos ${TRANSFER_MAX_AGE_DAYS} días.`}
              />
              <Text
                name="reference"
                label="Número de operación (opcional)"
                autoComplete="off"
                hint="Figura en el comprobante de tu banco: nos ayuda a encontrarla."
              />
            </FieldStateProvider>
            {campaign ? (
              <>
                <input type="hidden" name="campana" value={campaign.slug} />
                <CampaignWishes
                  id={(name) => `aviso-${name}`}
                  errors={errors}
                  values={posted ? values : undefined}
                />
              </>
            ) : null}
            {dogName ? <input type="hidden" name="nombreDePerro" value={dogName} /> : null}
            {pledge ? <input type="hidden" name="aporte" value={pledge} /> : null}
            <FormGuards idempotencyKey={idempotencyKey} />
            <SubmitButton submitting={submitting}>Avisar</SubmitButton>
          </Form>
        </section>
      )}
    </div>
  );
}

function Received({
  message,
  dogName,
  campaign,
}: {
  message: string;
  dogName: string | null;
  campaign: { slug: string; title: string } | null;
}) {
  const box = useRef<HTMLDivElement>(null);
  // The form that had focus is gone: take keyboard and screen reader users to the news.
  useEffect(() => box.current?.focus(), []);
  return (
    <div className="form-success" role="status" tabIndex={-1} ref={box}>
      <p>{message}</p>
      <PageLinks
        links={[
          campaign
            ? { to: `/campanas/${campaign.slug}`, label: 'Volver a la campaña' }
            : dogName
              ? { to: '/adoptar/perros', label: 'Ver los perros del refugio' }
              : { to: '/colaborar', label: 'Volver a Colaborar' },
        ]}
      />
    </div>
  );
}
