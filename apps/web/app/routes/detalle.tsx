import type { PageHandle } from '@campito/core';
import { Link, useLoaderData } from 'react-router';
import { ContentFigure } from '../components/content-figure';
import { LoadNotice } from '../components/load-notice';
import { PageLinks } from '../components/page-links';
import { interfacePage } from '../lib/load.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/detalle';

const TITLE = 'Nosotros';

// Cached for anonymous visitors until these tables change (ADR 003); no React in the browser (PageHandle).
export const handle: PageHandle = { cache: ['interfaces'], hydrate: false };

export const meta: Route.MetaFunction = () =>
  pageMeta(
    TITLE,
    'Conocé El Campito, el refugio sin fines de lucro que cuida a cerca de 400 perros rescatados y les busca una familia.',
  );

export function loader({ context }: Route.LoaderArgs) {
  return interfacePage(context, (record) => ({ image: record?.imgNosotros || null }));
}

const FACTS = [
  { value: 'Cerca de 400', label: 'perros viven hoy en el refugio' },
  { value: 'Unos 100', label: 'no pueden caminar y necesitan cuidados especiales' },
  { value: '365', label: 'días al año hay alguien cuidándolos' },
] as const;

export default function NosotrosPage() {
  const { image, error } = useLoaderData<typeof loader>();
  return (
    <div className="container page content-page">
      <h1>{TITLE}</h1>
      <p className="lead">
        El Campito es un refugio sin fines de lucro que rescata perros abandonados, los cuida y les busca una
        familia. Hoy viven acá cerca de 400 perros, y unos 100 de ellos no pueden caminar.
      </p>
      {error ? <LoadNotice message={error} /> : null}
      {image ? (
        <ContentFigure
          image={image}
          sizes="(min-width: 72rem) 69rem, 100vw"
          alt="El refugio El Campito"
          priority
        />
      ) : null}

      <ul className="facts" aria-label="El Campito en números">
        {FACTS.map((fact) => (
          <li key={fact.label}>
            <strong>{fact.value}</strong> <span>{fact.label}</span>
          </li>
        ))}
      </ul>

      <section className="prose" aria-labelledby="historia">
        <h2 id="historia">Cómo empezó todo</h2>
        <p>
          El Campito nació casi sin querer: un perro lastimado al costado de la ruta, una familia que no pudo
          seguir de largo y un terreno con lugar de sobra. Después llegó otro, y otro más. Los vecinos
          empezaron a traer a los que encontraban y, de a poco, aquel terreno se convirtió en un refugio.
        </p>
        <p>
          Hoy somos un equipo de personas que trabajan todos los días, voluntarios que vienen cada semana y
          cientos de padrinos y donantes que sostienen todo desde lejos. Ninguno de nosotros lo hace por
          plata: lo hacemos porque cada perro merece una segunda oportunidad.
        </p>
      </section>

      <section className="prose" aria-labelledby="que-hacemos">
        <h2 id="que-hacemos">Lo que hacemos todos los días</h2>
        <ul>
          <li>
            <strong>Rescatamos</strong> perros abandonados, maltratados o heridos, muchos de ellos viejitos
            que nadie quería.
          </li>
          <li>
            <strong>Los curamos</strong>: atención veterinaria, vacunas, desparasitación y castración para
            todos.
          </li>
          <li>
            <strong>Los cuidamos</strong> el tiempo que haga falta, aunque sea toda su vida: comida, abrigo,
            paseos y mucho cariño.
          </li>
          <li>
            <strong>Les buscamos familia</strong> con una adopción responsable, acompañando a cada adoptante
            antes y después de que el perro llegue a su casa.
          </li>
          <li>
            <strong>Enseñamos</strong> tenencia responsable en escuelas, talleres y charlas, porque la mejor
            forma de que haya menos perros en la calle es que no lleguen a ella.
          </li>
        </ul>
      </section>

      <section className="prose" aria-labelledby="especiales">
        <h2 id="especiales">Los que más nos necesitan</h2>
        <p>
          Unos 100 de nuestros perros no pueden caminar: perdieron la movilidad por accidentes, enfermedades o
          maltrato. Con carritos hechos a medida, curaciones diarias y mucha paciencia, corren, juegan y
          disfrutan del sol como cualquier otro. Te contamos cómo los cuidamos en{' '}
          <Link to="/cuidados">Cuidados</Link>.
        </p>
      </section>

      <section aria-labelledby="ayudar">
        <h2 id="ayudar">¿Querés ser parte?</h2>
        <p>Hay muchas formas de ayudar, y todas suman.</p>
        <PageLinks
          primary={{ to: '/adoptar', label: 'Adoptar' }}
          links={[
            { to: '/colaborar', label: 'Colaborar' },
            { to: '/voluntario', label: 'Voluntariado' },
            { to: '/visitas', label: 'Visitas' },
          ]}
        />
      </section>
    </div>
  );
}
