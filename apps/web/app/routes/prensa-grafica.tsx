import type { PageHandle } from '@campito/core';

import { useLoaderData } from 'react-router';
import { GraphicCard } from '../components/press-cards';
import { PressSectionPage } from '../components/press-nav';
import { pressPage } from '../lib/load.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/prensa-grafica';

const TITLE = 'Prensa gráfica';

// Cached for anonymous visitors until these tables change (ADR 003); no React in the browser (PageHandle).
export const handle: PageHandle = { cache: ['press_notes'], hydrate: false };

export const meta: Route.MetaFunction = () =>
  pageMeta(TITLE, 'Notas sobre El Campito publicadas en diarios, revistas y portales de noticias.');

export function loader({ context }: Route.LoaderArgs) {
  return pressPage(context, 'Prensa Gráfica');
}

export default function PrensaGraficaPage() {
  const { notes, error } = useLoaderData<typeof loader>();
  return (
    <PressSectionPage
      title={TITLE}
      lead="Notas sobre El Campito publicadas en diarios, revistas y portales de noticias. Tocá el título para leerlas completas."
      error={error}
      count={notes.length}
    >
      {notes.map((note, i) => (
        <GraphicCard key={note._id} note={note} first={i === 0} />
      ))}
    </PressSectionPage>
  );
}
