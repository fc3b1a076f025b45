import type { PageHandle } from '@campito/core';
import { Link, useLoaderData } from 'react-router';
import { ContentFigure } from '../components/content-figure';
import { LoadNotice } from '../components/load-notice';
import { PageLinks } from '../components/page-links';
import { RichText } from '../components/rich-text';
import { interfacePage } from '../lib/load.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/voluntario';

const TITLE = 'Voluntariado';

// Cached for anonymous visitors until these tables change (ADR 003).
export const handle: PageHandle = { cache: ['interfaces'] };

export const meta: Route.MetaFunction = () =>
  pageMeta(
    TITLE,
    'Sumate como voluntario de El Campito: de forma presencial o a distancia, tu tiempo cambia la vida de los perros.',
  );

export function loader({ context }: Route.LoaderArgs) {
  return interfacePage(context, (record) => ({
    text: record?.voluntarioText || '',
    image: record?.imgVoluntarios || null,
  }));
}

const AREAS = [
  {
    title: 'Paseos y socialización',
    text: 'Sacar a pasear a los perros y ayudar a los más tímidos a confiar.',
  },
  {
    title: 'Limpieza y mantenimiento',
    text: 'Caniles, camas, cuchas, alambrados: siempre hay algo para arreglar.',
  },
  {
    title: 'Viejitos y perros con carrito',
    text: 'Bañarlos, cambiarlos de posición y acompañarlos con paciencia.',
  },
  {
    title: 'Eventos y jornadas de adopción',
    text: 'Armar, atender puestos y contar la historia de cada perro.',
  },
  {
    title: 'Difusión y redes',
    text: 'Fotos, videos y textos para que cada perro encuentre su familia. ¡Se puede hacer a distancia!',
  },
  { title: 'Traslados', text: 'Si tenés vehículo, llevar perros al veterinario o buscar donaciones.' },
  { title: 'Oficios', text: 'Carpintería, electricidad, herrería o plomería: tu oficio nos ahorra mucho.' },
  {
    title: 'Escuelas y charlas',
    text: 'Acompañar el Campito Escolar y los talleres de tenencia responsable.',
  },
] as const;

export default function VoluntarioPage() {
  const { text, image, error } = useLoaderData<typeof loader>();
  return (
    <div className="container page content-page">
      <h1>{TITLE}</h1>
      <p className="lead">
        Los voluntarios son el corazón de El Campito: pasean, bañan y acompañan a los perros, y también ayudan
        a distancia con difusión y eventos.
      </p>
      <div className="split">
        <div>
          {error ? <LoadNotice message={error} /> : <RichText text={text} className="prose" />}
          <PageLinks primary={{ to: '/volunteerForm', label: 'Quiero ser voluntario' }} />
        </div>
        {image ? (
          <ContentFigure
            image={image}
            sizes="(min-width: 48em) 34rem, 100vw"
            alt="Voluntarios de El Campito con los perros"
          />
        ) : null}
      </div>

      <section aria-labelledby="areas">
        <h2 id="areas">Dónde nos hace falta una mano</h2>
        <ul className="card-grid card-grid-4 plain-list">
          {AREAS.map((area) => (
            <li key={area.title} className="info-card">
              <h3>{area.title}</h3>
              <p>{area.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="prose" aria-labelledby="como">
        <h2 id="como">Cómo sumarte</h2>
        <ol>
          <li>
            Completá el <Link to="/volunteerForm">formulario de voluntariado</Link> con tus días, horarios y
            lo que te gustaría hacer.
          </li>
          <li>Te escribimos para conocerte y contarte cómo trabajamos.</li>
          <li>Venís a una capacitación: no hace falta experiencia, te acompañamos desde el primer día.</li>
          <li>¡Empezás! Presencial, a distancia o un poco de cada una, como te quede mejor.</li>
        </ol>
        <p>
          ¿Tenés lugar en tu casa? También podés <Link to="/transito">ser hogar de tránsito</Link>: un perro
          vive con vos unas semanas mientras espera su familia.
        </p>
        <p>
          ¿Ya sos voluntario o voluntaria? <Link to="/voluntario/turnos">Anotate en los turnos</Link> y mirá
          tus horas.
        </p>
      </section>
    </div>
  );
}
