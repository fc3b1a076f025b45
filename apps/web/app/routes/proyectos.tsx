import type { PageHandle } from '@campito/core';

import { Link } from 'react-router';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/proyectos';

const TITLE = 'Proyectos';

// Nothing here needs React in the browser: the page ships none (PageHandle).
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () =>
  pageMeta(
    TITLE,
    'Proyectos educativos de El Campito: proyecto escolar, talleres, capacitaciones y charlas sobre bienestar animal.',
  );

export default function ProyectosPage() {
  return (
    <div className="container page content-page">
      <h1>{TITLE}</h1>
      <p className="lead">
        Llevamos el respeto por los animales a escuelas, talleres, capacitaciones y charlas para chicos y
        grandes. Porque cuidar también se aprende.
      </p>
      <ul className="card-grid card-grid-2 plain-list">
        <li className="link-card">
          <h2>
            <Link to="/proyectoescolar">Proyecto escolar</Link>
          </h2>
          <p>
            El Campito Escolar: propuestas para el nivel inicial, el primario y el secundario, en el aula o de
            visita en el refugio.
          </p>
        </li>
        <li className="link-card">
          <h2>
            <Link to="/proyectotalleres">Talleres, capacitaciones y charlas</Link>
          </h2>
          <p>
            Encuentros para aprender a convivir mejor con los animales, capacitaciones para voluntarios y
            charlas abiertas a toda la comunidad.
          </p>
        </li>
      </ul>
    </div>
  );
}
