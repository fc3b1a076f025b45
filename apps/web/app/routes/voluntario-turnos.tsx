// /voluntario/turnos — volunteer shifts (issue 38, items 4 and 5): for an account with the volunteer role,
// the shifts ahead with their places, signing up (or into the waiting list), cancelling and taking a freed
// place; then «Mis horas» by month and the certificate of hours as a PDF. Plain forms: no React in the
// browser, every button works without JavaScript.
import {
  type FieldErrors,
  formDataToObject,
  hoursText,
  isAppError,
  longDayTime,
  MSG,
  type PageHandle,
  SHIFT_MSG,
} from '@campito/core';
import { data, Form, type HeadersFunction, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { FieldStateProvider, Text } from '../components/public-forms/bound-fields';
import { placesText, whenText } from '../components/visit-dates';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/voluntario-turnos';

export const handle: PageHandle = { hydrate: false };

const TITLE = 'Turnos de voluntariado';
const RETURN = '/voluntario/turnos';

export const meta: Route.MetaFunction = () =>
  pageMeta(TITLE, 'Anotate en los turnos de voluntariado de El Campito y mirá tus horas.', { noIndex: true });

// One volunteer's places and hours: never kept by a shared cache.
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

const MONTH = new Intl.DateTimeFormat('es-AR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthName = (month: string) => MONTH.format(new Date(`${month}-15T12:00:00Z`));

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.user;
  if (!user) return { state: 'signed-out' as const, shifts: [], hours: null, name: '' };
  if (!user.roles.includes('voluntario'))
    return { state: 'not-volunteer' as const, shifts: [], hours: null, name: user.name };
  const [shifts, hours] = await Promise.all([
    context.services.shifts.upcoming(user),
    context.services.hours.byMonth(user.id),
  ]);
  return { state: 'ready' as const, shifts, hours, name: user.name };
}

export async function action({ request, context }: Route.ActionArgs) {
  const input = formDataToObject(await request.formData());
  const user = context.user;
  const answer = (status: number, message: string, errors: FieldErrors = {}) =>
    data({ ok: status < 400, message, errors, input }, { status });
  if (!user) return answer(401, 'Tu sesión terminó: ingresá de nuevo a tu cuenta.');
  const shiftId = typeof input.turno === 'string' ? input.turno : '';
  try {
    switch (input.intent) {
      case 'anotarme':
        return answer(200, (await context.services.shifts.signUp(shiftId, user)).message);
      case 'cancelar':
        return answer(200, (await context.services.shifts.cancel(shiftId, user)).message);
      case 'confirmar':
        return answer(200, (await context.services.shifts.take(shiftId, user)).message);
      case 'certificado': {
        context.services.shifts.requireVolunteer(user);
        const { code } = await context.services.hours.issue(user.id, input);
        return redirect(`/api/certificados-de-horas/${code}/pdf`, 303);
      }
      default:
        return answer(400, MSG.checkFields);
    }
  } catch (err) {
    if (!isAppError(err)) throw err;
    return answer(err.statusCode, err.message, err.errors ?? {});
  }
}

export default function ShiftsPage() {
  const { state, shifts, hours, name } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="container page content-page shifts-page">
      <h1>{TITLE}</h1>
      {answer?.message ? (
        <p className={answer.ok ? 'form-success' : 'form-alert'} role={answer.ok ? 'status' : 'alert'}>
          {answer.message}
        </p>
      ) : null}
      {state === 'signed-out' ? (
        <p>
          Para anotarte en un turno, <a href={`/profile?volver=${RETURN}`}>ingresá a tu cuenta</a> de
          voluntario o voluntaria.
        </p>
      ) : state === 'not-volunteer' ? (
        <p>
          {SHIFT_MSG.notVolunteer} <Link to="/volunteerForm">Quiero ser voluntario</Link>
        </p>
      ) : (
        <>
          <p className="lead">
            Elegí un turno y anotate: te llega un correo con los datos y el archivo para tu calendario, y un
            recordatorio el día anterior. Si no podés ir, cancelá acá así el lugar le queda a otra persona.
          </p>
          <section aria-labelledby="turnos-titulo">
            <h2 id="turnos-titulo">Próximos turnos</h2>
            {shifts.length === 0 ? (
              <p>Por ahora no hay turnos publicados. ¡Volvé a mirar en unos días!</p>
            ) : (
              shifts.map((s) => (
                <article key={s.id} className="shift-card" aria-labelledby={`turno-${s.id}`}>
                  <h3 id={`turno-${s.id}`}>{s.title}</h3>
                  <p>{whenText(s)}</p>
                  <dl className="shift-facts">
                    <dt>Tarea</dt>
                    <dd>{s.taskLabel}</dd>
                    {s.place ? (
                      <>
                        <dt>Dónde</dt>
                        <dd>{s.place}</dd>
                      </>
                    ) : null}
                    {s.requirements ? (
                      <>
                        <dt>Requisitos</dt>
                        <dd>{s.requirements}</dd>
                      </>
                    ) : null}
                  </dl>
                  {s.description ? <p>{s.description}</p> : null}
                  <ShiftAction shift={s} />
                </article>
              ))
            )}
          </section>
          <section aria-labelledby="horas-titulo">
            <h2 id="horas-titulo">Mis horas</h2>
            {!hours || hours.months.length === 0 ? (
              <p>{SHIFT_MSG.noHours}</p>
            ) : (
              <>
                <ul className="hours-list">
                  {hours.months.map((m) => (
                    <li key={m.month}>
                      {`${monthName(m.month)}: ${hoursText(m.minutes)} en ${m.shifts} ${m.shifts === 1 ? 'turno' : 'turnos'}`}
                    </li>
                  ))}
                </ul>
                <p>
                  <strong>{`Total: ${hoursText(hours.totalMinutes)}`}</strong>
                </p>
                <Certificate name={name} />
              </>
            )}
          </section>
        </>
      )}
    </div>
  );
}

type Shift = ReturnType<typeof useLoaderData<typeof loader>>['shifts'][number];

/** The shift's one button: sign up, cancel (a place or a turn in the list), or take a freed place. */
function ShiftAction({ shift }: { shift: Shift }) {
  const button = (intent: string, label: string, secondary = false) => (
    <Form method="post" reloadDocument className="shift-form">
      <input type="hidden" name="turno" value={shift.id} />
      <input type="hidden" name="intent" value={intent} />
      <button
        type="submit"
        className={secondary ? 'button button-secondary' : 'button'}
        aria-describedby={`turno-${shift.id}`}
      >
        {label}
      </button>
    </Form>
  );
  if (shift.mine === 'confirmada')
    return (
      <>
        <p className="badge badge-decided">Estás anotado</p>
        {button('cancelar', 'Cancelar mi lugar', true)}
      </>
    );
  if (shift.mine === 'ofrecida')
    return (
      <>
        <p className="badge badge-pending">
          {`Se liberó un lugar para vos hasta el ${longDayTime(shift.offeredUntil ?? shift.startsAt)}`}
        </p>
        {button('confirmar', 'Tomar el lugar')}
        {button('cancelar', 'No puedo ir', true)}
      </>
    );
  if (shift.mine === 'espera')
    return (
      <>
        <p className="badge badge-pending">Estás en la lista de espera</p>
        {button('cancelar', 'Salir de la lista', true)}
      </>
    );
  return (
    <>
      <p>{placesText(shift)}</p>
      {button('anotarme', shift.full ? 'Anotarme en la lista de espera' : 'Anotarme')}
    </>
  );
}

function Certificate({ name }: { name: string }) {
  const answer = useActionData<typeof action>();
  // What this form posted, kept; otherwise (nothing posted, or another form) the account's name.
  const mine = answer?.input.intent === 'certificado' ? answer : null;
  const values = mine?.input ?? { name };
  return (
    <Form method="post" reloadDocument className="form" noValidate aria-labelledby="certificado-titulo">
      <h3 id="certificado-titulo">Certificado de horas</h3>
      <p>
        Para la escuela, la facultad o tu CV: lista tus turnos, sus tareas y el total, con un código para
        verificarlo.
      </p>
      <input type="hidden" name="intent" value="certificado" />
      <FieldStateProvider errors={mine?.errors ?? {}} values={values}>
        <Text
          name="name"
          label="Nombre y apellido, como va en el certificado"
          autoComplete="name"
          required
          maxLength={120}
        />
        <Text
          name="dni"
          label="DNI (opcional)"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          hint="Si lo agregás, figura en el certificado. Con o sin puntos."
        />
      </FieldStateProvider>
      <button type="submit" className="button">
        Descargar el certificado (PDF)
      </button>
    </Form>
  );
}
