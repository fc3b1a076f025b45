// /necesitamos — what the shelter needs in kind this month (issue 36, item 3): each item with how many are
// needed, how many arrived and how many are on their way, its urgency, and the drop-off points. «Llevo»
// opens one form below (`?llevo={id}#llevo` picks the item): what, how many, where, when, name and email or
// phone; the thanks repeats the drop-off details (a mail too, and a reminder the day before). A plain page
// and a plain form, no React in the browser.
import {
  formDataToObject,
  isoDay,
  NEED_MSG,
  NEED_PLEDGE_MAX_DAYS,
  NEED_PLEDGE_MAX_QUANTITY,
  type PageHandle,
} from '@campito/core';
import { data, Form, useActionData, useLoaderData, useSearchParams } from 'react-router';
import { FormGuards } from '../components/form-kit';
import { FieldStateProvider, Select, Text } from '../components/public-forms/bound-fields';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/necesitamos';

export const handle: PageHandle = { hydrate: false };

const TITLE = 'Necesitamos';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    TITLE,
    'Alimento, mantas, pañales y remedios para los perros de El Campito: qué necesitamos este mes y dónde dejarlo.',
  );

export async function loader({ context }: Route.LoaderArgs) {
  const { needs, points } = await context.services.needs.page();
  return {
    needs,
    points,
    today: isoDay(),
    lastDay: isoDay(Date.now() + NEED_PLEDGE_MAX_DAYS * 86_400_000),
    // One per render: a double submit stores one promise (the form pipeline).
    idempotencyKey: crypto.randomUUID(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const input = formDataToObject(await request.formData());
  const sent = await context.services.needs.submit(input, { ip: context.ip, user: context.user });
  if (!sent.ok)
    return data(
      { ok: false as const, error: sent.error, errors: sent.errors ?? {}, input },
      { status: sent.status },
    );
  const pledge = await context.services.needs.pledged(sent.id);
  return {
    ok: true as const,
    pledge: pledge && {
      quantity: pledge.quantity,
      needName: pledge.needName,
      bringOn: pledge.bringOn,
      email: pledge.email,
      point: pledge.point && {
        name: pledge.point.name,
        address: pledge.point.address,
        hours: pledge.point.hours,
        mapUrl: pledge.point.mapUrl,
      },
    },
  };
}

export default function NeedsPage() {
  const { needs, points, today, lastDay, idempotencyKey } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [params] = useSearchParams();
  const failed = answer && !answer.ok ? answer : undefined;
  // What was posted, kept; before that, the item its «Llevo» link chose.
  const values = failed?.input ?? { need: params.get('llevo') ?? '', quantity: '1' };

  return (
    <div className="container page content-page">
      <h1>{TITLE}</h1>
      <p className="lead">
        Además de dinero, 400 perros necesitan cada mes alimento, mantas, pañales y remedios. Si podés traer
        algo, avisanos qué y cuándo: así sabemos con qué contar.
      </p>

      {answer?.ok && answer.pledge ? (
        <section className="form-success" role="status" aria-labelledby="gracias">
          <h2 id="gracias">{NEED_MSG.thanks}</h2>
          <p>{`Vas a traer ${answer.pledge.quantity} × ${answer.pledge.needName} el ${answer.pledge.bringOn.split('-').reverse().join('/')}.`}</p>
          {answer.pledge.point ? (
            <p>
              {`${answer.pledge.point.name}, ${answer.pledge.point.address}. ${answer.pledge.point.hours}.`}{' '}
              {answer.pledge.point.mapUrl ? <a href={answer.pledge.point.mapUrl}>Ver en el mapa</a> : null}
            </p>
          ) : null}
          {answer.pledge.email ? (
            <p>Te mandamos estos datos por mail y te lo recordamos el día anterior.</p>
          ) : null}
        </section>
      ) : null}

      {needs.length === 0 ? (
        <p>Por ahora no hay nada en la lista. ¡Gracias por preguntar!</p>
      ) : (
        <ul className="needs-list">
          {needs.map((need) => {
            const percent = Math.min(100, Math.round((need.arrived / need.wanted) * 100));
            return (
              <li key={need.id} className={`need need-${need.urgency}`}>
                <h2 className="need-name">{need.name}</h2>
                <p className="need-urgency">{need.urgencyLabel}</p>
                {need.detail ? <p>{need.detail}</p> : null}
                <p>
                  {`Necesitamos ${need.wanted} por mes · llegaron ${need.arrived} este mes`}
                  {need.coming ? ` · ${need.coming} en camino` : ''}
                </p>
                <meter
                  className="care-meter-bar"
                  min={0}
                  max={need.wanted}
                  value={Math.min(need.arrived, need.wanted)}
                  aria-label={`Llegó el ${percent} % de lo que necesitamos este mes de ${need.name}`}
                >
                  {`${percent} %`}
                </meter>
                {points.length > 0 ? (
                  <a className="button button-secondary" href={`/necesitamos?llevo=${need.id}#llevo`}>
                    Llevo<span className="visually-hidden">{` ${need.name}`}</span>
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}

      {points.length > 0 ? (
        <section aria-labelledby="donde">
          <h2 id="donde">Dónde dejarlo</h2>
          <ul className="drop-points">
            {points.map((point) => (
              <li key={point.id}>
                <strong>{point.name}</strong>
                <br />
                {point.address}
                <br />
                {point.hours}
                {point.mapUrl ? (
                  <>
                    <br />
                    <a href={point.mapUrl}>
                      Ver en el mapa<span className="visually-hidden">{` (${point.name})`}</span>
                    </a>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {needs.length > 0 && points.length > 0 ? (
        <section aria-labelledby="llevo" className="need-pledge">
          <h2 id="llevo">Llevo</h2>
          {failed ? (
            <p className="form-alert" role="alert">
              {failed.error}
            </p>
          ) : null}
          <Form method="post" reloadDocument className="form" noValidate>
            <FormGuards idempotencyKey={idempotencyKey} />
            <FieldStateProvider errors={failed?.errors ?? {}} values={values}>
              <Select
                name="need"
                label="Qué vas a traer"
                values={needs.map((n) => n.id)}
                labels={Object.fromEntries(needs.map((n) => [n.id, n.name]))}
                required
              />
              <Text
                name="quantity"
                label="Cuántos"
                type="number"
                inputMode="numeric"
                min={1}
                max={NEED_PLEDGE_MAX_QUANTITY}
                required
              />
              <Select
                name="dropPoint"
                label="Dónde lo vas a dejar"
                values={points.map((p) => p.id)}
                labels={Object.fromEntries(points.map((p) => [p.id, `${p.name} (${p.address})`]))}
                placeholder={points.length > 1 ? 'Elegí una opción' : null}
                required
              />
              <Text name="bringOn" label="Qué día" type="date" min={today} max={lastDay} required />
              <Text name="name" label="Tu nombre" autoComplete="name" required maxLength={100} />
              <Text
                name="email"
                label="Email"
                type="email"
                autoComplete="email"
                maxLength={254}
                hint="Email o teléfono: uno de los dos. Con email te mandamos los datos y un recordatorio."
              />
              <Text name="phone" label="Teléfono" type="tel" autoComplete="tel" maxLength={40} />
            </FieldStateProvider>
            <button type="submit" className="button">
              Avisar que lo llevo
            </button>
          </Form>
        </section>
      ) : null}
    </div>
  );
}
