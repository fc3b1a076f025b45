import type { PageHandle } from '@campito/core';

import { Link, useLoaderData } from 'react-router';
import { HomeSlider } from '../components/home-slider';
import { OidcModals } from '../components/oidc-modals';
import { settle } from '../lib/load.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/home';

/** Cached for anonymous visitors until the site's interface changes; `?google=…` is a different URL. */
export const handle: PageHandle = { cache: ['interfaces'], query: ['google'] };

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Inicio',
    'El Campito es un refugio de perros sin fines de lucro en Argentina. Adoptá, doná, sumate como voluntario o visitanos.',
  );

export async function loader({ context }: Route.LoaderArgs) {
  // No interface record yet (empty database) or a failed read: the home page still works, without photos.
  const site = await settle(context, 'interface', async (s) => ({
    record: await s.site.getInterface(),
    settings: await s.site.getSettings(),
  }));
  return {
    slider: (site.ok && site.value.record?.slider) || [],
    // The urgent notice of "Sitio", when it has a text.
    banner: (site.ok && site.value.settings.banner) || null,
  };
}

/** The urgent notice above everything: a page of the site opens in place, any other address is a link out. */
function UrgentBanner({ text, url }: { text: string; url: string }) {
  return (
    <section className="urgent-banner" aria-label="Aviso importante" data-testid="urgent-banner">
      <p className="container">
        <strong>{text}</strong>
        {url ? (
          <>
            {' '}
            {url.startsWith('/') ? (
              <Link to={url}>Más información</Link>
            ) : (
              <a href={url} target="_blank" rel="noopener noreferrer">
                Más información<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
            )}
          </>
        ) : null}
      </p>
    </section>
  );
}

const TILES = [
  { to: '/adoptar', label: 'Adoptar', image: '/tiles/adoptar.svg' },
  { to: '/colaborar', label: 'Donaciones', image: '/tiles/donaciones.svg' },
  { to: '/visitas', label: 'Visitas', image: '/tiles/visitas.svg' },
  { to: '/cuidados', label: 'Cuidados', image: '/tiles/cuidados.svg' },
  { to: '/proyectoescolar', label: 'Proyecto escolar', image: '/tiles/proyecto-escolar.svg' },
  { to: '/prensa', label: 'Prensa', image: '/tiles/prensa.svg' },
  { to: '/voluntario', label: 'Voluntariado', image: '/tiles/voluntariado.svg' },
  { to: '/denuncias', label: 'Denuncias', image: '/tiles/denuncias.svg' },
] as const;

export default function HomePage() {
  const { slider, banner } = useLoaderData<typeof loader>();
  return (
    <>
      {banner ? <UrgentBanner text={banner.text} url={banner.url} /> : null}
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <div className="hero-text">
            <h1 id="hero-title">Cerca de 400 perros esperan una familia en El Campito</h1>
            <p className="lead">
              Somos un refugio sin fines de lucro. Rescatamos y cuidamos a cerca de 400 perros, y unos 100 de
              ellos no pueden caminar: con tu ayuda tienen comida, atención veterinaria y mucho cariño todos
              los días.
            </p>
            <ul className="page-links">
              <li>
                <Link className="button" to="/adoptar/perros">
                  Conocé a los perros
                </Link>
              </li>
              <li>
                <Link className="button button-secondary" to="/colaborar">
                  Quiero colaborar
                </Link>
              </li>
            </ul>
          </div>
          <HomeSlider images={slider} />
        </div>
      </section>
      <section className="container home-tiles" aria-labelledby="tiles-title">
        <h2 id="tiles-title">¿Por dónde empezamos?</h2>
        <ul className="tiles" data-testid="home-tiles">
          {TILES.map((tile) => (
            <li key={tile.to}>
              <Link className="tile" to={tile.to}>
                <img
                  src={tile.image}
                  width="160"
                  height="120"
                  alt=""
                  // Below the photos on a phone: they must not compete with the first photo (the page's
                  // largest image); on wide screens the browser still fetches the first row at once.
                  loading="lazy"
                />
                <span>{tile.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <OidcModals />
    </>
  );
}
