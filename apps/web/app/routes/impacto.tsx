// /impacto (issue 18): what the shelter does with what it receives, from the data (modules/impact) — no
// name or single amount of anyone — and what typical amounts buy, as staff wrote it in "Sitio". Cached for
// anonymous visitors until one of the tables it reads changes; it ships no JavaScript.
import { formatAmount, type PageHandle } from '@campito/core';
import { Link, useLoaderData } from 'react-router';
import { LoadNotice } from '../components/load-notice';
import { pageData, settle } from '../lib/load.server';
import { LOAD_ERRORS } from '../lib/load-errors';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/impacto';

const TITLE = 'Lo que hacemos con tu ayuda';

export const handle: PageHandle = {
  hydrate: false,
  cache: ['dogs', 'adoption_requests', 'contributions', 'subscriptions'],
};

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Impacto',
    'Cuántos perros cuida El Campito, cuántos encontraron familia y qué se logra con cada aporte: números calculados de los registros del refugio.',
  );

export async function loader({ context }: Route.LoaderArgs) {
  const [figures, site] = await Promise.all([
    settle(context, 'impact figures', (s) => s.impact.figures()),
    settle(context, 'interface', (s) => s.site.getInterface()),
  ]);
  const uses = site.ok
    ? (site.value?.impactText ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
    : [];
  return pageData({ figures: figures.ok ? figures.value : null, uses }, !figures.ok || !site.ok);
}

const money = (amounts: Record<string, number>) => {
  const parts = (['ARS', 'USD'] as const)
    .filter((c) => amounts[c])
    .map((c) => formatAmount(Math.round(amounts[c]!), c));
  return parts.length ? parts.join(' y ') : '$ 0';
};

export default function ImpactoPage() {
  const { figures, uses } = useLoaderData<typeof loader>();
  return (
    <div className="container page content-page impact-page">
      <h1>{TITLE}</h1>
      <p className="lead">
        Estos números salen de los registros del refugio y se actualizan solos cada vez que algo cambia.
      </p>
      {figures ? (
        <dl className="impact-figures">
          <div>
            <dt>Perros al cuidado del refugio</dt>
            <dd>{figures.dogsInCare.toLocaleString('es-AR')}</dd>
          </div>
          <div>
            <dt>De ellos, no pueden caminar o caminan con dificultad</dt>
            <dd>{figures.dogsThatCannotWalk.toLocaleString('es-AR')}</dd>
          </div>
          <div>
            <dt>Adopciones en {figures.year}</dt>
            <dd>{figures.adoptions.thisYear.toLocaleString('es-AR')}</dd>
          </div>
          <div>
            <dt>Adopciones en {figures.year - 1}</dt>
            <dd>{figures.adoptions.lastYear.toLocaleString('es-AR')}</dd>
          </div>
          <div>
            <dt>Padrinos y madrinas activos</dt>
            <dd>{figures.activeSponsors.toLocaleString('es-AR')}</dd>
          </div>
          <div>
            <dt>Recibido este mes</dt>
            <dd>{money(figures.received.month)}</dd>
          </div>
          <div>
            <dt>Recibido en {figures.year}</dt>
            <dd>{money(figures.received.year)}</dd>
          </div>
        </dl>
      ) : (
        <LoadNotice message={LOAD_ERRORS.site} />
      )}
      {uses.length > 0 ? (
        <section aria-labelledby="que-se-logra">
          <h2 id="que-se-logra">Qué se logra con tu aporte</h2>
          <ul className="impact-uses">
            {uses.map((use) => (
              <li key={use}>{use}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <Link className="button" to="/colaborar">
          Quiero colaborar
        </Link>
      </p>
    </div>
  );
}
