// /visitas/:slug — one visit day or event (issue 35, item 2): when, where, what it is, the combi and the
// places left, with Open Graph tags for sharing. A date that needs booking carries the booking form; one that
// needs none, «Avisame si se suspende». Both post here and work without JavaScript.
import {
  type FieldErrors,
  formDataToObject,
  imageSrcSet,
  imageUrl,
  isAppError,
  longDayTime,
  MAX_PEOPLE_PER_BOOKING,
  type PageHandle,
  PHONE_HINT,
  paragraphs,
  VISITS_MSG,
} from '@campito/core';
import { data, Form, Link, useActionData, useLoaderData } from 'react-router';
import { FormGuards, TextField } from '../components/form-kit';
import { combiText, DateNotice, placesText, whenText } from '../components/visit-dates';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/visitas-fecha';

// Anonymous answers are cached until a date or a booking changes (places left); a signed-in person's page
// (with the name and email filled in) is never cached. The form carries no idempotency key, which would be
// shared by everyone reading the cached page: a double click finds the address already booked instead.
export const handle: PageHandle = { cache: ['events', 'event_bookings'], hydrate: false };

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.slug ?? '';
  const item = slug.length <= 120 ? await context.services.visits.bySlug(slug) : undefined;
  // Unknown, private or malformed: the site's Spanish 404 page.
  if (!item) throw data(null, { status: 404 });
  const publicUrl = context.config.publicUrl.replace(/\/$/, '');
  const user = context.user;
  return {
    item,
    publicUrl,
    url: `${publicUrl}${item.path}`,
    prefill: user ? { nombre: user.name, email: user.email, telefono: user.phone ?? '' } : null,
  };
}

type Loaded = Awaited<ReturnType<typeof loader>>;

export const meta: Route.MetaFunction = ({ data: loaded }) => {
  // A 404 renders the error page's own title.
  if (!loaded) return [];
  const { item, url, publicUrl } = loaded as Loaded;
  const when = longDayTime(item.startsAt);
  const status = item.status === 'programado' ? '' : ` ${item.statusLabel}.`;
  const about = paragraphs(item.description)[0] ?? '';
  const description = `${item.kindLabel} en El Campito, el ${when}.${status} ${about}`.trim().slice(0, 200);
  return pageMeta(`${item.title}, ${when}`, description, {
    url,
    type: 'website',
    image: item.image
      ? {
          url: `${publicUrl}${imageUrl(item.image)}`,
          width: item.image.width,
          height: item.image.height,
          alt: item.image.alt ?? item.title,
        }
      : undefined,
  });
};

type Answer =
  | { ok: true; kind: 'booking' | 'alert'; message: string; waitlisted: boolean }
  | {
      ok: false;
      kind: 'booking' | 'alert';
      message: string;
      errors: FieldErrors;
      values: Record<string, string>;
    };

/** What was typed, to show it again beside the errors (the guards and nothing else). */
function typed(input: Record<string, unknown>, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) if (typeof input[name] === 'string') out[name] = input[name] as string;
  return out;
}
const BOOKING_FIELDS = ['nombre', 'email', 'telefono', 'personas', 'combi'] as const;

export async function action({ params, request, context }: Route.ActionArgs) {
  const slug = params.slug ?? '';
  const item = slug.length <= 120 ? await context.services.visits.bySlug(slug) : undefined;
  if (!item) throw data(null, { status: 404 });
  const input = formDataToObject(await request.formData());
  const who = { ip: context.ip, user: context.user };
  if (item.bookingRequired) {
    const sent = await context.services.visits.submitBooking(slug, input, who);
    if (sent.ok)
      return {
        ok: true,
        kind: 'booking',
        message: sent.message,
        waitlisted: sent.status === 'espera',
      } satisfies Answer;
    return data(
      {
        ok: false,
        kind: 'booking',
        message: sent.error,
        errors: sent.errors ?? {},
        values: typed(input, BOOKING_FIELDS),
      } satisfies Answer,
      { status: sent.status },
    );
  }
  try {
    await context.services.visits.subscribeAlert(slug, input, who);
    return {
      ok: true,
      kind: 'alert',
      message: VISITS_MSG.alertSubscribed,
      waitlisted: false,
    } satisfies Answer;
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data(
      {
        ok: false,
        kind: 'alert',
        message: error.message,
        errors: error.errors ?? {},
        values: typed(input, ['email']),
      } satisfies Answer,
      { status: error.statusCode },
    );
  }
}

/** The form's first message: the one for the whole form when no field has its own. */
function FormAnswer({ answer }: { answer: Answer }) {
  if (answer.ok)
    return (
      <p className="form-success" role="status" data-testid="form-answer">
        {answer.message}
      </p>
    );
  const fieldCount = Object.keys(answer.errors).length;
  return (
    <p className="form-alert" role="alert" data-testid="form-answer">
      {fieldCount > 0 ? 'Revisá los datos marcados abajo.' : answer.message}
    </p>
  );
}

function BookingForm({
  item,
  prefill,
  answer,
}: {
  item: Loaded['item'];
  prefill: Loaded['prefill'];
  answer?: Answer;
}) {
  const failed = answer && !answer.ok ? answer : undefined;
  const value = (name: string) =>
    failed?.values[name] ?? prefill?.[name as keyof NonNullable<Loaded['prefill']>] ?? '';
  const error = (name: string) => failed?.errors[name];
  return (
    <section aria-labelledby="reservar" data-testid="booking-form">
      <h2 id="reservar">{item.full ? 'Anotate en la lista de espera' : 'Reservá tu lugar'}</h2>
      {item.full ? (
        <p>
          Ya no quedan lugares, pero si alguien cancela te escribimos por email, en orden de llegada, para que
          confirmes.
        </p>
      ) : (
        <p>
          Completá tus datos: te mandamos un email con la reserva y un enlace para cambiarla o cancelarla.
        </p>
      )}
      {answer ? <FormAnswer answer={answer} /> : null}
      <Form method="post" className="form" reloadDocument noValidate>
        <TextField
          name="nombre"
          label="Nombre y apellido"
          autoComplete="name"
          required
          maxLength={100}
          defaultValue={value('nombre')}
          error={error('nombre')}
        />
        <TextField
          name="email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={value('email')}
          error={error('email')}
        />
        <TextField
          name="telefono"
          label="Teléfono"
          type="tel"
          autoComplete="tel"
          required
          maxLength={40}
          hint={PHONE_HINT}
          defaultValue={value('telefono')}
          error={error('telefono')}
        />
        <TextField
          name="personas"
          label="¿Cuántas personas vienen?"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_PEOPLE_PER_BOOKING}
          required
          defaultValue={value('personas') || '1'}
          error={error('personas')}
        />
        {item.combiSeats > 0 ? (
          <TextField
            name="combi"
            label="¿Cuántos asientos en la combi? (0 si vienen por su cuenta)"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_PEOPLE_PER_BOOKING}
            hint={combiText(item) ?? undefined}
            defaultValue={value('combi') || '0'}
            error={error('combi')}
          />
        ) : null}
        <FormGuards />
        <p>
          <button type="submit" className="button">
            {item.full ? 'Anotarme en la lista de espera' : 'Reservar'}
          </button>
        </p>
      </Form>
    </section>
  );
}

function AlertForm({ answer }: { answer?: Answer }) {
  const failed = answer && !answer.ok ? answer : undefined;
  return (
    <section aria-labelledby="avisame" data-testid="alert-form">
      <h2 id="avisame">Avisame si se suspende</h2>
      <p>
        No hace falta reservar: vení directamente. Si querés, dejanos tu email y te avisamos si ese día se
        suspende por lluvia o por cualquier otro motivo.
      </p>
      {answer ? <FormAnswer answer={answer} /> : null}
      <Form method="post" className="form" reloadDocument noValidate>
        <TextField
          name="email"
          label="Tu email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={failed?.values.email ?? ''}
          error={failed?.errors.email}
        />
        <FormGuards />
        <p>
          <button type="submit" className="button">
            Avisame
          </button>
        </p>
      </Form>
    </section>
  );
}

export default function VisitDatePage() {
  const { item, prefill } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const places = placesText(item);
  const combi = combiText(item);
  const done = answer?.ok === true;
  return (
    <div className="container page content-page">
      <p className="small-print">{item.kindLabel}</p>
      <h1>{item.title}</h1>
      <DateNotice item={item} />
      <ul className="plain-list prose">
        <li>
          <strong>Cuándo:</strong> {whenText(item)}
        </li>
        {item.place ? (
          <li>
            <strong>Dónde:</strong> {item.place}
          </li>
        ) : null}
        {places ? (
          <li data-testid="places-left">
            <strong>Lugares:</strong> {places}
          </li>
        ) : null}
        {item.combiSeats > 0 ? (
          <li>
            <strong>Combi:</strong>{' '}
            {item.combiMeetingPoint ? `sale de ${item.combiMeetingPoint}` : 'con reserva'}
            {item.combiMeetingAt ? ` el ${longDayTime(item.combiMeetingAt)}` : ''}
            {combi ? ` (${combi.replace('Combi: ', '')})` : ''}.
          </li>
        ) : null}
      </ul>
      {item.image ? (
        <figure className="content-figure">
          <img
            src={imageUrl(item.image)}
            srcSet={imageSrcSet(item.image)}
            sizes="(min-width: 48em) 40rem, 100vw"
            width={item.image.width}
            height={item.image.height}
            alt={item.image.alt ?? ''}
          />
        </figure>
      ) : null}
      {item.description ? (
        <div className="prose">
          {paragraphs(item.description).map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are positional and never reordered.
            <p key={i}>{p}</p>
          ))}
        </div>
      ) : null}

      {done ? (
        <FormAnswer answer={answer} />
      ) : item.bookable ? (
        <BookingForm item={item} prefill={prefill} answer={answer?.kind === 'booking' ? answer : undefined} />
      ) : item.alertable ? (
        <AlertForm answer={answer?.kind === 'alert' ? answer : undefined} />
      ) : answer ? (
        <FormAnswer answer={answer} />
      ) : item.status === 'programado' && item.bookingRequired ? (
        <p className="notice notice-info">{VISITS_MSG.closed}</p>
      ) : null}

      <p>
        <Link className="button button-secondary" to="/visitas">
          Ver todas las fechas
        </Link>
      </p>
    </div>
  );
}
