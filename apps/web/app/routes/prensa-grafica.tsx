import { PAGE_PARAM, type PageHandle } from '@campito/core';

import { useLoaderData } from 'react-router';
import { GraphicCard } from '../components/press-cards';
import { PressSectionPage, pressSectionMeta } from '../components/press-nav';
import { pressPage } from '../lib/load.server';
import type { Route } from './+types/prensa-grafica';

const TITLE = 'Prensa gráfica';

// Cached for anonymous visitors until these tables change (ADR 003); no React in the browser (PageHandle).
export const handle: PageHandle = { cache: ['press_notes'], query: [PAGE_PARAM], hydrate: false };

export const meta: Route.MetaFunction = ({ data }) =>
  pressSectionMeta(
    TITLE,
    'Notas sobre El Campito publicadas en diarios, revistas y portales de noticias.',
    data,
  );

export function loader({ request, context }: Route.LoaderArgs) {
  return pressPage(context, request, 'Prensa Gráfica');
}

export default function PrensaGraficaPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <PressSectionPage
      title={TITLE}
      lead="Notas sobre El Campito publicadas en diarios, revistas y portales de noticias. Tocá el título para leerlas completas."
      type="Prensa Gráfica"
      data={data}
    >
      {data.notes.map((note, i) => (
        <GraphicCard key={note._id} note={note} first={i === 0} />
      ))}
    </PressSectionPage>
  );
}
