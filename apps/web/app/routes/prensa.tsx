import type { PageHandle } from '@campito/core';

import { Link } from 'react-router';
import { PRESS_SECTIONS } from '../components/press-nav';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/prensa';

const TITLE = 'Prensa';

// Nothing here needs React in the browser: the page ships none (PageHandle).
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () =>
  pageMeta(
    TITLE,
    'El Campito en los medios: notas en prensa gráfica, televisión y radio, y artistas amigos del refugio.',
  );

export default function PrensaPage() {
  return (
    <div className="container page content-page">
      <h1>{TITLE}</h1>
      <p className="lead">
        Lo que dicen de El Campito en diarios, revistas, televisión y radio, y el apoyo de artistas amigos.
        Cada nota nos ayuda a que más perros encuentren familia: ¡gracias por difundir!
      </p>
      <ul className="card-grid card-grid-4 plain-list">
        {PRESS_SECTIONS.map((section) => (
          <li key={section.to} className="link-card">
            <h2>
              <Link to={section.to}>{section.label}</Link>
            </h2>
            <p>{section.description}</p>
          </li>
        ))}
      </ul>
      <p className="small-print">
        ¿Sos periodista y querés hacer una nota? <Link to="/contactanos">Escribinos</Link> eligiendo el asunto
        «prensa».
      </p>
    </div>
  );
}
