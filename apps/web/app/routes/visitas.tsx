import type { PageHandle } from '@campito/core';

import { Link, useLoaderData } from 'react-router';
import { LoadNotice } from '../components/load-notice';
import { RichText } from '../components/rich-text';
import { LOAD_ERRORS, pageData, settle } from '../lib/load.server';
import { pageMeta } from '../lib/meta';
import { CONTACT } from '../lib/site';
import type { Route } from './+types/visitas';

const TITLE = 'Visitas';

// Cached for anonymous visitors until these tables change (ADR 003); no React in the browser (PageHandle).
export const handle: PageHandle = { cache: ['interfaces'], hydrate: false };

export const meta: Route.MetaFunction = () =>
  pageMeta(
    TITLE,
    'Visitas a El Campito: por el momento están suspendidas. Enterate acá cuándo vuelven, qué traer y cómo llegar al refugio.',
  );

export async function loader({ context }: Route.LoaderArgs) {
  const site = await settle(context, 'interface', (s) => s.site.getInterface());
  return pageData(
    {
      text: (site.ok && site.value?.visitasText) || '',
      error: site.ok ? null : LOAD_ERRORS.site,
    },
    !site.ok,
  );
}

const BRING = [
  { item: 'Correas', why: 'si tenés, traelas: siempre hacen falta para salir a pasear con los perros.' },
  { item: 'Repelente de mosquitos', why: 'estamos en el campo y, sobre todo en verano, pican con ganas.' },
  { item: 'Protector solar', why: 'casi toda la visita es al aire libre y hay poca sombra.' },
  { item: 'Ropa abrigada', why: 'en el campo refresca, aunque en la ciudad haga calor.' },
] as const;

export default function VisitasPage() {
  const { text, error } = useLoaderData<typeof loader>();
  return (
    <div className="container page content-page">
      <h1>{TITLE}</h1>
      <div className="notice notice-warning" data-testid="visits-suspended">
        <h2>Por ahora, las visitas están suspendidas</h2>
        <p>
          Por el momento no estamos recibiendo visitas en el refugio. Cuando volvamos a abrir las puertas lo
          vas a ver en esta página. Mientras tanto, podés ayudarnos de muchas otras formas.
        </p>
      </div>

      {error ? <LoadNotice message={error} /> : <RichText text={text} className="prose" />}

      <section className="prose" aria-labelledby="cuando">
        <h2 id="cuando">Cuándo se puede visitar</h2>
        <p>Cuando las visitas están habilitadas, funcionan así:</p>
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
        <p>Estamos en {CONTACT.address}. Podés llegar de tres maneras:</p>
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
              Solo en eventos y jornadas especiales, y <strong>con reserva previa</strong>. Escribinos
              eligiendo el asunto «visitas» y te contamos horarios y lugares de salida.
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

      <ul className="page-links">
        <li>
          <Link className="button" to="/contactanos">
            Escribinos
          </Link>
        </li>
        <li>
          <Link className="button button-secondary" to="/colaborar">
            Otras formas de ayudar
          </Link>
        </li>
        <li>
          <Link className="button button-secondary" to="/voluntario">
            Voluntariado
          </Link>
        </li>
      </ul>
    </div>
  );
}
