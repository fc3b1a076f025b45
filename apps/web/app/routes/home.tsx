import { dogListHref, longDayTime, type PageHandle, toDogCard } from '@campito/core';
import { Link, useLoaderData } from 'react-router';
import { ArrivalNotice } from '../components/arrival-notice';
import { DogCard, type DogCardData } from '../components/dog-card';
import { CampaignCards } from '../components/giving/meters';
import { HomeSlider } from '../components/home-slider';
import { OidcModals } from '../components/oidc-modals';
import { PageLinks } from '../components/page-links';
import { Stories } from '../components/stories';
import { settle } from '../lib/load.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/home';

/**
 * Cached for anonymous visitors until the site's interface, a dog or an adoption request (the cards'
 * status) changes; `?google=…` is a different URL.
 */
export const handle: PageHandle = {
  // `events`: a visit day or event suspended soon shows its notice (issue 35, item 5).
  // `campaigns`, `contributions`: the open campaigns' cards and their progress (issue 36).
  // `adoption_followups`: the latest stories of the families (issue 37).
  cache: [
    'interfaces',
    'dogs',
    'adoption_requests',
    'events',
    'campaigns',
    'contributions',
    'adoption_followups',
  ],
  query: ['google'],
};

/** Cards in each of the home page's dog blocks. */
const BLOCK_DOGS = 4;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Inicio',
    'El Campito es un refugio de perros sin fines de lucro en Argentina. Adoptá, doná, sumate como voluntario o visitanos.',
  );

export async function loader({ context }: Route.LoaderArgs) {
  // No interface record yet (empty database) or a failed read: the home page still works, without photos.
  // The dog blocks are one query each (kept in memory until their tables change); if they fail, the page
  // shows without them.
  const [site, blocks, suspension, campaigns, stories] = await Promise.all([
    settle(context, 'interface', async (s) => ({
      record: await s.site.getInterface(),
      settings: await s.site.getSettings(),
    })),
    settle(context, 'home dogs', async (s) => {
      const [urgent, waiting, adopted] = await Promise.all([
        s.dogs.urgent(BLOCK_DOGS),
        s.dogs.longestWaiting(BLOCK_DOGS),
        s.dogs.recentlyAdopted(BLOCK_DOGS),
      ]);
      return {
        urgent: urgent.map(toDogCard),
        waiting: waiting.map(toDogCard),
        adopted: adopted.map(toDogCard),
      };
    }),
    // A visit day or event suspended or cancelled in the coming days (issue 35, item 5).
    settle(context, 'next suspension', (s) => s.visits.nextSuspension()),
    // The campaigns taking gifts now (issue 36).
    settle(context, 'campaigns', (s) => s.campaigns.open()),
    // What families told of the dogs they adopted (issue 37).
    settle(context, 'stories', (s) => s.followups.stories({ limit: 2 })),
  ]);
  const suspended = suspension.ok ? suspension.value : null;
  return {
    slider: (site.ok && site.value.record?.slider) || [],
    // The urgent notice of "Sitio", when it has a text.
    banner: (site.ok && site.value.settings.banner) || null,
    // «Suspendido por lluvia: Día de visita del sábado 5 de diciembre…», linking to the date's page.
    suspension: suspended
      ? {
          text: `${suspended.statusLabel}: ${suspended.title}, ${longDayTime(suspended.startsAt)}.`,
          url: suspended.path,
        }
      : null,
    dogs: blocks.ok ? blocks.value : { urgent: [], waiting: [], adopted: [] },
    campaigns: campaigns.ok ? campaigns.value : [],
    stories: stories.ok ? stories.value : [],
    // Built here, on the server: the page's code in the browser needs none of the list's URL helpers.
    waitingHref: dogListHref({}, 1, 'antiguos'),
  };
}

/** A block of dog cards with its title, a few words and where to see more; nothing when it has no dog. */
function DogBlock({
  id,
  title,
  lead,
  more,
  dogs,
}: {
  id: string;
  title: string;
  lead: string;
  more: { to: string; label: string };
  dogs: DogCardData[];
}) {
  if (dogs.length === 0) return null;
  return (
    <section className="container home-dogs" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p>{lead}</p>
      <ul className="dog-grid" aria-label={title}>
        {dogs.map((dog) => (
          <li key={dog.id}>
            <DogCard dog={dog} heading={3} />
          </li>
        ))}
      </ul>
      <p className="home-dogs-more">
        <Link to={more.to}>{more.label}</Link>
      </p>
    </section>
  );
}

/** The urgent notice above everything: a page of the site opens in place, any other address is a link out. */
function UrgentBanner({
  text,
  url,
  label = 'Aviso importante',
  testId = 'urgent-banner',
}: {
  text: string;
  url: string;
  label?: string;
  testId?: string;
}) {
  return (
    <section className="urgent-banner" aria-label={label} data-testid={testId}>
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
  const { slider, banner, suspension, dogs, campaigns, stories, waitingHref } =
    useLoaderData<typeof loader>();
  return (
    <>
      <ArrivalNotice />
      {banner ? <UrgentBanner text={banner.text} url={banner.url} /> : null}
      {suspension ? (
        <UrgentBanner
          text={suspension.text}
          url={suspension.url}
          label="Aviso de visitas"
          testId="suspension-banner"
        />
      ) : null}
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <div className="hero-text">
            <h1 id="hero-title">Cerca de 400 perros esperan una familia en El Campito</h1>
            <p className="lead">
              Somos un refugio sin fines de lucro. Rescatamos y cuidamos a cerca de 400 perros, y unos 100 de
              ellos no pueden caminar: con tu ayuda tienen comida, atención veterinaria y mucho cariño todos
              los días.
            </p>
            <PageLinks
              primary={{ to: '/adoptar/perros', label: 'Conocé a los perros' }}
              links={[
                { to: '/colaborar', label: 'Quiero colaborar' },
                // Issue 36: food, blankets and medicines people can bring.
                { to: '/necesitamos', label: 'Qué necesitamos este mes' },
              ]}
            />
          </div>
          <HomeSlider images={slider} />
        </div>
      </section>
      <DogBlock
        id="home-urgentes"
        title="Urgentes"
        lead="Estos perros necesitan una familia o una ayuda cuanto antes. ¿Podés ser vos?"
        more={{ to: '/adoptar/perros', label: 'Ver todos los perros en adopción' }}
        dogs={dogs.urgent}
      />
      {campaigns.length > 0 ? (
        <div className="container">
          <CampaignCards campaigns={campaigns} />
        </div>
      ) : null}
      <DogBlock
        id="home-esperando"
        title="Perros que esperan hace más tiempo"
        lead="Llegaron hace mucho y todavía esperan su hogar. Conocelos: quizás es a vos a quien esperan."
        more={{
          to: waitingHref,
          label: 'Ver a todos, primero los que esperan hace más tiempo',
        }}
        dogs={dogs.waiting}
      />
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
        <p>
          ¿Tenés lugar en tu casa por unas semanas? <Link to="/transito">Sumate como hogar de tránsito</Link>{' '}
          de un perro mientras espera su familia.
        </p>
      </section>
      <DogBlock
        id="home-familia"
        title="Ya tienen familia"
        lead="Las adopciones más recientes: perros que esperaron en El Campito y hoy viven con su familia."
        more={{ to: '/adoptar/ya-tienen-familia', label: 'Ver a todos los que ya tienen familia' }}
        dogs={dogs.adopted}
      />
      {stories.length > 0 ? (
        <section className="container home-dogs" aria-labelledby="home-historias">
          <h2 id="home-historias">Historias desde sus casas</h2>
          <Stories stories={stories} withName />
        </section>
      ) : null}
      <OidcModals />
    </>
  );
}
