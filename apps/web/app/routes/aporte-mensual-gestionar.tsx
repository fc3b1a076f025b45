// /aporte-mensual/:id?t=… — a donor's monthly plan, from the signed link in each of its mails (issue 36), no
// sign-in (ADR 015). A pledge by transfer: its state, the notice of this month's transfer, a new amount,
// and buttons to pause, resume or end it. A plan with Mercado Pago or PayPal: change the amount (Mercado
// Pago), pause, resume or end it; the provider is told first. The yearly suggestion to keep up with
// inflation (increases.ts) shows here with one button. Plain forms, no React in the browser.
import {
  formatAmount,
  isAppError,
  longDay,
  MONTHLY_QUICK_AMOUNTS,
  type PageHandle,
  PLEDGE_MSG,
  PROVIDER_NAMES,
} from '@campito/core';
import { data, Form, type HeadersFunction, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/aporte-mensual-gestionar';

export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => pageMeta('Tu aporte mensual', '', { noIndex: true });

// About one person's pledge: never kept by a shared cache.
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('t')?.slice(0, 200) ?? '';

const ACTIONS = ['pausar', 'retomar', 'terminar', 'monto'] as const;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  const id = params.id ?? '';
  const pledge = await context.services.pledges.check(id, token);
  if (pledge)
    return {
      pledge,
      plan: null,
      noticeHref: `/colaborar/transferencia?aporte=${pledge.id}&t=${encodeURIComponent(token)}`,
      revised: null,
    };
  const self = context.services.payments.subscriptions.selfService;
  // Back from approving a new amount at PayPal: what PayPal says now, before the plan is shown.
  const revised = new URL(request.url).searchParams.has('revisado')
    ? await self.confirmRevision(id, token)
    : undefined;
  const plan = await self.check(id, token);
  if (plan) return { pledge: null, plan, noticeHref: null, revised: revised ?? null };
  return data({ pledge: null, plan: null, noticeHref: null, revised: null }, { status: 404 });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const chosen = form.get('accion');
  const what = ACTIONS.find((a) => a === chosen);
  if (!what) return data({ message: PLEDGE_MSG.badLink, ok: false }, { status: 400 });
  const id = params.id ?? '';
  const token = tokenOf(request);
  try {
    // A pledge changes here; a card plan's change goes to its provider first (self-service).
    const pledge = await context.services.pledges.check(id, token);
    const done = pledge
      ? await context.services.pledges.change(id, token, what, form.get('monto') ?? '')
      : await context.services.payments.subscriptions.selfService.change(
          id,
          token,
          what,
          form.get('monto') ?? '',
        );
    // A new amount with PayPal is approved there; PayPal sends the donor back here.
    if ('redirect' in done && done.redirect) return redirect(done.redirect);
    return { message: done.message, ok: true };
  } catch (err) {
    if (!isAppError(err)) throw err;
    return data({ message: err.message, ok: false }, { status: err.statusCode });
  }
}

const STATE = {
  pending:
    'Esperando tu primera transferencia del mes: cuando la avises y el equipo la confirme, queda activo.',
  active: 'Activo: gracias por sostenerlo.',
  paused: 'Pausado: no te mandamos recordatorios hasta que lo retomes.',
  cancelled: 'Terminado.',
} as const;

export default function MonthlyPlanPage() {
  const { pledge, plan, noticeHref, revised } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const answer = posted ?? (revised ? { message: revised, ok: true } : undefined);
  return (
    <div className="container page content-page">
      <h1>
        {plan
          ? `Tu aporte mensual con ${PROVIDER_NAMES[plan.provider]}`
          : 'Tu aporte mensual por transferencia'}
      </h1>
      {answer ? (
        <p className={answer.ok ? 'form-success' : 'form-alert'} role={answer.ok ? 'status' : 'alert'}>
          {answer.message}
        </p>
      ) : null}
      {pledge ? (
        <>
          <p className="lead">
            {`${pledge.name ? `${pledge.name}: ` : ''}${formatAmount(pledge.amount, 'ARS')} por mes${pledge.dogName ? ` para apadrinar a ${pledge.dogName}` : ''}.`}
          </p>
          <p>{STATE[pledge.status]}</p>
          {pledge.nextReminderAt && pledge.status !== 'cancelled' && pledge.status !== 'paused' ? (
            <p>{`Próximo recordatorio: ${longDay(pledge.nextReminderAt)}.`}</p>
          ) : null}
          {pledge.status !== 'cancelled' && noticeHref ? (
            <p>
              <Link className="button" to={noticeHref} reloadDocument>
                Ya transferí: avisarles
              </Link>
            </p>
          ) : null}
          {pledge.status !== 'cancelled' ? (
            <>
              <Suggestion amount={pledge.amount} suggested={pledge.suggestedAmount} currency="ARS" />
              <AmountForm example={MONTHLY_QUICK_AMOUNTS.transferencia[1]} when="Vale desde ahora." />
              <PlanActions paused={pledge.status === 'paused'} />
            </>
          ) : null}
        </>
      ) : plan ? (
        <CardPlan plan={plan} />
      ) : (
        <p className="form-alert" role="alert">
          {PLEDGE_MSG.badLink}
        </p>
      )}
      <p>
        <Link to="/colaborar">Volver a Colaborar</Link>
      </p>
    </div>
  );
}

type CardPlanView = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['plan']>;

const PLAN_STATE = {
  pending: 'Esperando la confirmación del medio de pago.',
  active: 'Activo: se cobra una vez por mes.',
  paused: 'Pausado: no se cobra hasta que lo retomes.',
  cancelled: 'Terminado: no se cobra más.',
} as const;

/** A plan with a provider: its amount (changeable with Mercado Pago), pause or resume, end. */
function CardPlan({ plan }: { plan: CardPlanView }) {
  const open = plan.status === 'active' || plan.status === 'paused';
  return (
    <>
      <p className="lead">
        {`${formatAmount(plan.amount, plan.currency)} por mes${plan.dogName ? ` para apadrinar a ${plan.dogName}` : ''}.`}
      </p>
      <p>{PLAN_STATE[plan.status]}</p>
      {open && plan.amountChangeable ? (
        <>
          <Suggestion amount={plan.amount} suggested={plan.suggestedAmount} currency={plan.currency} />
          {plan.currency === 'USD' ? (
            <AmountForm
              currency="USD"
              example={MONTHLY_QUICK_AMOUNTS.paypal[1]}
              when="PayPal te va a pedir que lo apruebes; vale desde el próximo cobro."
            />
          ) : (
            <AmountForm example={MONTHLY_QUICK_AMOUNTS.mercadopago[2]} when="Vale desde el próximo cobro." />
          )}
        </>
      ) : null}
      {open ? <PlanActions paused={plan.status === 'paused'} /> : null}
    </>
  );
}

/**
 * The amount suggested to keep up with inflation (issue 36, item 6: the yearly mail links here): one
 * button takes it; doing nothing keeps the amount.
 */
function Suggestion({
  amount,
  suggested,
  currency,
}: {
  amount: number;
  suggested: number | null;
  currency: 'ARS' | 'USD';
}) {
  if (!suggested || suggested <= amount) return null;
  const next = formatAmount(suggested, currency);
  return (
    <section className="plan-suggestion" aria-labelledby="propuesta">
      <h2 id="propuesta">Nuestra propuesta</h2>
      <p>
        {`Llevar tu aporte de ${formatAmount(amount, currency)} a ${next} por mes, para que rinda como cuando empezaste. Si preferís seguir como hasta ahora, no hagas nada.`}
      </p>
      <Form method="post" reloadDocument>
        <input type="hidden" name="monto" value={String(suggested)} />
        <button type="submit" name="accion" value="monto" className="button">
          {`Sí, aportar ${next} por mes`}
        </button>
      </Form>
    </section>
  );
}

/** A new amount, typed: in pesos for a pledge and a Mercado Pago plan, in dollars for PayPal. */
function AmountForm({
  example,
  when,
  currency = 'ARS',
}: {
  example: number;
  when: string;
  currency?: 'ARS' | 'USD';
}) {
  return (
    <Form method="post" reloadDocument className="form">
      <div className="field">
        <label htmlFor="monto">{`Nuevo monto por mes, en ${currency === 'USD' ? 'dólares' : 'pesos'}`}</label>
        <input
          id="monto"
          name="monto"
          inputMode="numeric"
          autoComplete="off"
          required
          aria-describedby="monto-hint"
        />
        <p className="field-hint" id="monto-hint">
          {`${currency === 'USD' ? 'Hasta dos decimales' : 'Un número entero, sin centavos'}. Por ejemplo: ${example}. ${when}`}
        </p>
      </div>
      <button type="submit" name="accion" value="monto" className="button">
        Cambiar el monto
      </button>
    </Form>
  );
}

/** Pause or resume, and end: the same buttons for a pledge and for a card plan. */
function PlanActions({ paused }: { paused: boolean }) {
  return (
    <Form method="post" reloadDocument className="pledge-actions">
      {paused ? (
        <button type="submit" name="accion" value="retomar" className="button">
          Retomar mi aporte
        </button>
      ) : (
        <button type="submit" name="accion" value="pausar" className="button button-secondary">
          Pausar mi aporte
        </button>
      )}{' '}
      <button type="submit" name="accion" value="terminar" className="button button-secondary">
        Terminar mi aporte
      </button>
    </Form>
  );
}
