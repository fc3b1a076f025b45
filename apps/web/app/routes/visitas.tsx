import { type PageHandle, paragraphs } from '@campito/core';
import { useLoaderData } from 'react-router';
import { LoadNotice } from '../components/load-notice';
import { PageLinks } from '../components/page-links';
import { RichText } from '../components/rich-text';
import { VisitDateList } from '../components/visit-dates';
import { LOAD_ERRORS, pageData, settle } from '../lib/load.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/visitas';

const TITLE = 'Visitas';

// Cached for anonymous visitors until these tables change (ADR 003); no React in the browser (PageHandle).
// `events` changes with staff's dates and notices, `event_bookings` with every booking (places left).
export const handle: PageHandle = { cache: ['interfaces', 'events', 'event_bookings'], hydrate: false };

/** Dates «Próximas fechas» lists at most. */
const NEXT_DATES = 12;

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  pageMeta(
    TITLE,
    loaded?.visits.suspended === false
      ? 'Visitas a El Campito: cuándo podés venir a conocer a los perros, qué traer y cómo llegar al refugio.'
      : 'Visitas a El Campito: por el momento están suspendidas. Enterate acá cuándo vuelven, qué traer y cómo llegar al refugio.',
  );

/** What the suspended notice says when staff left its text empty in "Sitio" (the text is this notice's only). */
const SUSPENDED_TEXT =
  'Por el momento no estamos recibiendo visitas en el refugio. Cuando volvamos a abrir las puertas lo vas a ver en esta página. Mientras tanto, podés ayudarnos de muchas otras formas.';

export async function loader({ context }: Route.LoaderArgs) {
  const site = await settle(context, 'interface', async (s) => ({
    record: await s.site.getInterface(),
    settings: await s.site.getSettings(),
  }));
  const settings = site.ok ? site.value.settings : null;
  // The switch «visitas suspendidas» hides the calendar: the service then answers no dates.
  const calendar = await settle(context, 'visits calendar', (s) => s.visits.upcoming());
  return pageData(
    {
      text: (site.ok && site.value.record?.visitasText) || '',
      // The switch of "Sitio"; unreadable, the page says what docs/product.md §16 says: suspended for now.
      visits: settings?.visits ?? { suspended: true, notice: '' },
      address: settings?.contact.address ?? '',
      mapUrl: settings?.contact.mapUrl ?? '',
      error: site.ok ? null : LOAD_ERRORS.site,
      dates: calendar.ok ? calendar.value.items.slice(0, NEXT_DATES) : [],
      datesError: calendar.ok ? null : LOAD_ERRORS.site,
    },
    !site.ok || !calendar.ok,
  );
}

/** The notice's paragraphs (a blank line apart), without the page text's `rich-text` block around them. */
function NoticeText({ text }: { text: string }) {
  return paragraphs(text).map((paragraph, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are positional and never reordered.
    <p key={i}>{paragraph}</p>
  ));
}

const BRING = [
  { item: 'Correas', why: 'si tenés, traelas, que siempre hacen falta para salir a pasear con los perros.' },
  { item: 'Repelente de mosquitos', why: 'estamos en el campo y, sobre todo en verano, pican con ganas.' },
  { item: 'Protector solar', why: 'casi toda la visita es al aire libre y hay poca sombra.' },
  { item: 'Ropa abrigada', why: 'en el campo refresca, aunque en la ciudad haga calor.' },
] as const;

export default function VisitasPage() {
  const { text, visits, address, mapUrl, error, dates, datesError } = useLoaderData<typeof loader>();
  return (
    <div className="container page content-page">
      <h1>{TITLE}</h1>
      {visits.suspended ? (
        <div className="notice notice-warning" data-testid="visits-suspended">
          <h2>Por ahora, las visitas están suspendidas</h2>
          <NoticeText text={visits.notice || SUSPENDED_TEXT} />
        </div>
      ) : (
        <div className="notice notice-info" data-testid="visits-open">
          <h2>Las visitas están abiertas</h2>
          <p>Te esperamos en los días de visita que te contamos más abajo.</p>
        </div>
      )}

      {error ? <LoadNotice message={error} /> : <RichText text={text} className="prose" />}

      {visits.suspended ? null : (
        <section aria-labelledby="proximas" data-testid="visits-calendar">
          <h2 id="proximas">Próximas fechas</h2>
          {datesError ? (
            <LoadNotice message={datesError} />
          ) : dates.length > 0 ? (
            <>
              <p>
                Tocá una fecha para ver los detalles, reservar tu lugar cuando hace falta o pedir que te
                avisemos si se suspende.
              </p>
              <VisitDateList items={dates} />
            </>
          ) : (
            <p className="empty-note">
              Todavía no publicamos las próximas fechas. Volvé a mirar en unos días.
            </p>
          )}
        </section>
      )}

      <section className="prose" aria-labelledby="cuando">
        <h2 id="cuando">Cuándo se puede visitar</h2>
        <p>
          {visits.suspended
            ? 'Cuando las visitas están habilitadas, funcionan así:'
            : 'Las visitas funcionan así:'}
        </p>
        <ul>
          <li>
            <strong>El primer domingo de cada mes y los sábados siguientes.</strong>
          </li>
          <li>
            <strong>No hace falta anotarse:</strong> vení directamente.
          </li>
          <li>
            <strong>Si llueve, se suspende:</strong> el predio se embarra y no es seguro ni para vos ni para
            los perros.
          </li>
        </ul>
      </section>

      <section className="prose" aria-labelledby="traer">
        <h2 id="traer">Qué traer</h2>
        <ul>
          {BRING.map((b) => (
            <li key={b.item}>
              <strong>{b.item}:</strong> {b.why}
            </li>
          ))}
        </ul>
      </section>

      <section className="prose" aria-labelledby="llegar">
        <h2 id="llegar">Cómo llegar</h2>
        <p>
          {address ? `Estamos en ${address}. ` : ''}
          {mapUrl ? (
            <>
              <a href={mapUrl} target="_blank" rel="noopener noreferrer">
                Mirá dónde estamos en el mapa
                <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
              .{' '}
            </>
          ) : null}
          Podés llegar de tres maneras:
        </p>
        <div className="card-grid card-grid-3">
          <article className="info-card">
            <h3>En auto</h3>
            <p>
              Es la forma más cómoda. Al llegar vas a ver el cartel de El Campito en la tranquera; hay lugar
              para estacionar en la entrada. Si venís con amigos, compartí el viaje.
            </p>
          </article>
          <article className="info-card">
            <h3>En combi</h3>
            <p>
              Solo en eventos y jornadas especiales, y <strong>con reserva previa</strong>: en la página de
              cada fecha con combi vas a ver de dónde sale, a qué hora y cuántos asientos quedan.
            </p>
          </article>
          <article className="info-card">
            <h3>En tren</h3>
            <p>
              Tomá el tren Roca hasta la estación Guernica. Desde ahí te contamos cómo seguir: escribinos
              antes de salir y coordinamos.
            </p>
          </article>
        </div>
      </section>

      <PageLinks
        primary={{ to: '/contactanos', label: 'Escribinos' }}
        links={[
          { to: '/colaborar', label: 'Otras formas de ayudar' },
          { to: '/voluntario', label: 'Voluntariado' },
        ]}
      />
    </div>
  );
}
