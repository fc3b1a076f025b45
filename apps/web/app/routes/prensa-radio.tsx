import { PAGE_PARAM, type PageHandle } from '@campito/core';

import { useLoaderData } from 'react-router';
import { RadioCard } from '../components/press-cards';
import { PressSectionPage, pressSectionMeta } from '../components/press-nav';
import { pressPage } from '../lib/load.server';
import type { Route } from './+types/prensa-radio';

const TITLE = 'Radio';

// Cached for anonymous visitors until these tables change (ADR 003); no React in the browser (PageHandle).
export const handle: PageHandle = { cache: ['press_notes'], query: [PAGE_PARAM], hydrate: false };

export const meta: Route.MetaFunction = ({ data }) =>
  pressSectionMeta(TITLE, 'Entrevistas y notas sobre El Campito en radios y podcasts.', data);

export function loader({ request, context }: Route.LoaderArgs) {
  return pressPage(context, request, 'Radio / Audio');
}

export default function PrensaRadioPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <PressSectionPage
      title={TITLE}
      lead="Entrevistas y notas sobre el refugio en radios y podcasts. Gracias a cada programa que nos abrió el micrófono."
      type="Radio / Audio"
      data={data}
    >
      {data.notes.map((note) => (
        <RadioCard key={note._id} note={note} />
      ))}
    </PressSectionPage>
  );
}
