// /visitas/reserva?t=… — the signed link of every booking mail (issue 35, item 3): the booking as it is now,
// a form to change how many come and ride the combi, «Cancelar mi reserva» (asked once more before it
// happens, without JavaScript) and, when a freed place is offered, «Quiero el lugar». Never cached.
import {
  type FieldErrors,
  formDataToObject,
  isAppError,
  longDayTime,
  MAX_PEOPLE_PER_BOOKING,
  type PageHandle,
  VISITS_MSG,
} from '@campito/core';
import type { BookingView } from '@campito/server/web';
import { data, Form, type HeadersFunction, Link, useActionData, useLoaderData } from 'react-router';
import { TextField } from '../components/form-kit';
import { combiText, DateNotice, placesText, whenText } from '../components/visit-dates';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/visitas-reserva';

export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => pageMeta('Tu reserva', '', { noIndex: true });

// The link is the booking's key: the page is nobody's but its holder's.
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('t')?.slice(0, 200) ?? '';

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  const booking = await context.services.visits.bookingByToken(token);
  // The page's own address, for «No, volver» after «Cancelar mi reserva».
  const self = `/visitas/reserva?t=${encodeURIComponent(token)}`;
  if (!booking) return data({ booking: null, self }, { status: 404 });
  return { booking, self };
}

type Answer = {
  ok: boolean;
  message: string;
  booking: BookingView | null;
  /** «Cancelar mi reserva» was pressed once: the page asks to confirm. */
  confirmCancel?: boolean;
  errors?: FieldErrors;
  values?: Record<string, string>;
};

export async function action({ request, context }: Route.ActionArgs) {
  const token = tokenOf(request);
  const { intent, ...input } = formDataToObject(await request.formData());
  const visits = context.services.visits;
  try {
    if (intent === 'cancelar') {
      const booking = await visits.bookingByToken(token);
      if (!booking)
        return data({ ok: false, message: VISITS_MSG.badLink, booking: null } satisfies Answer, {
          status: 404,
        });
      return { ok: true, message: '', booking, confirmCancel: true } satisfies Answer;
    }
    if (intent === 'cancelar-si') {
      const booking = await visits.cancelBooking(token);
      return { ok: true, message: VISITS_MSG.cancelled, booking } satisfies Answer;
    }
    if (intent === 'aceptar') {
      const booking = await visits.takeOffer(token);
      return { ok: true, message: VISITS_MSG.offerTaken, booking } satisfies Answer;
    }
    const booking = await visits.changeBooking(token, input);
    return { ok: true, message: VISITS_MSG.changed, booking } satisfies Answer;
  } catch (error) {
    if (!isAppError(error)) throw error;
    const booking = (await visits.bookingByToken(token)) ?? null;
    const values: Record<string, string> = {};
    for (const name of ['personas', 'combi'])
      if (typeof input[name] === 'string') values[name] = input[name] as string;
    return data(
      {
        ok: false,
        message: booking ? error.message : VISITS_MSG.badLink,
        booking,
        errors: error.errors ?? {},
        values,
      } satisfies Answer,
      { status: error.statusCode },
    );
  }
}

function Status({ booking }: { booking: BookingView }) {
  return (
    <ul className="plain-list prose" data-testid="booking">
      <li>
        <strong>Fecha:</strong> <a href={booking.event.path}>{booking.event.title}</a>,{' '}
        {whenText(booking.event)}
      </li>
      {booking.event.place ? (
        <li>
          <strong>Dónde:</strong> {booking.event.place}
        </li>
      ) : null}
      <li>
        <strong>A nombre de:</strong> {booking.name}
      </li>
      <li>
        <strong>Personas:</strong> {booking.people}
      </li>
      {booking.event.combiSeats > 0 ? (
        <li>
          <strong>Asientos en la combi:</strong> {booking.combiSeats}
          {booking.combiSeats > 0 && booking.event.combiMeetingPoint
            ? ` (sale de ${booking.event.combiMeetingPoint}${booking.event.combiMeetingAt ? ` el ${longDayTime(booking.event.combiMeetingAt)}` : ''})`
            : ''}
        </li>
      ) : null}
      <li data-testid="booking-status">
        <strong>Estado:</strong> {booking.statusLabel}
        {booking.status === 'ofrecida' && booking.offeredUntil
          ? ` — tenés tiempo hasta el ${longDayTime(booking.offeredUntil)} para confirmarlo`
          : ''}
      </li>
    </ul>
  );
}

function ChangeForm({ booking, answer }: { booking: BookingView; answer?: Answer }) {
  const failed = answer && !answer.ok ? answer : undefined;
  const places = placesText(booking.event);
  const combi = combiText(booking.event);
  return (
    <section aria-labelledby="cambiar">
      <h2 id="cambiar">Cambiar la reserva</h2>
      {places ? <p>{places}.</p> : null}
      <Form method="post" className="form" reloadDocument noValidate>
        <TextField
          name="personas"
          label="¿Cuántas personas vienen?"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_PEOPLE_PER_BOOKING}
          required
          defaultValue={failed?.values?.personas ?? String(booking.people)}
          error={failed?.errors?.personas}
        />
        {booking.event.combiSeats > 0 ? (
          <TextField
            name="combi"
            label="¿Cuántos asientos en la combi? (0 si vienen por su cuenta)"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_PEOPLE_PER_BOOKING}
            hint={combi ?? undefined}
            defaultValue={failed?.values?.combi ?? String(booking.combiSeats)}
            error={failed?.errors?.combi}
          />
        ) : null}
        <p>
          <button type="submit" className="button" name="intent" value="cambiar">
            Guardar los cambios
          </button>
        </p>
      </Form>
    </section>
  );
}

export default function BookingPage() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const booking = answer ? answer.booking : loaded.booking;
  return (
    <div className="container page content-page">
      <h1>Tu reserva</h1>
      {answer?.message ? (
        <p
          className={answer.ok ? 'form-success' : 'form-alert'}
          role={answer.ok ? 'status' : 'alert'}
          data-testid="form-answer"
        >
          {answer.message}
        </p>
      ) : null}
      {!booking ? (
        answer ? null : (
          <p className="form-alert" role="alert">
            {VISITS_MSG.badLink}
          </p>
        )
      ) : (
        <>
          <DateNotice item={booking.event} />
          <Status booking={booking} />
          {answer?.confirmCancel ? (
            <section className="notice notice-warning" aria-labelledby="cancelar">
              <h2 id="cancelar">¿Seguro que querés cancelar?</h2>
              <p>Tu lugar queda libre para otra persona y no lo podemos recuperar.</p>
              <Form method="post" reloadDocument>
                <p>
                  <button type="submit" className="button" name="intent" value="cancelar-si">
                    Sí, cancelar mi reserva
                  </button>{' '}
                  <a className="button button-secondary" href={loaded.self}>
                    No, volver
                  </a>
                </p>
              </Form>
            </section>
          ) : (
            <>
              {booking.canTake ? (
                <Form method="post" reloadDocument>
                  <p>
                    <button type="submit" className="button" name="intent" value="aceptar">
                      Quiero el lugar
                    </button>
                  </p>
                </Form>
              ) : null}
              {booking.canChange ? <ChangeForm booking={booking} answer={answer} /> : null}
              {booking.canCancel ? (
                <Form method="post" reloadDocument>
                  <p>
                    <button type="submit" className="button button-secondary" name="intent" value="cancelar">
                      Cancelar mi reserva
                    </button>
                  </p>
                </Form>
              ) : null}
            </>
          )}
        </>
      )}
      <p>
        <Link to="/visitas">Ver las próximas fechas</Link>
      </p>
    </div>
  );
}
