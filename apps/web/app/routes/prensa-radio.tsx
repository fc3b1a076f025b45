import type { PageHandle } from '@campito/core';

import { useLoaderData } from 'react-router';
import { RadioCard } from '../components/press-cards';
import { PressSectionPage } from '../components/press-nav';
import { pressPage } from '../lib/load.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/prensa-radio';

const TITLE = 'Radio';

// Cached for anonymous visitors until these tables change (ADR 003); no React in the browser (PageHandle).
export const handle: PageHandle = { cache: ['press_notes'], hydrate: false };

export const meta: Route.MetaFunction = () =>
  pageMeta(TITLE, 'Entrevistas y notas sobre El Campito en radios y podcasts.');

export function loader({ context }: Route.LoaderArgs) {
  return pressPage(context, 'Radio / Audio');
}

export default function PrensaRadioPage() {
  const { notes, error } = useLoaderData<typeof loader>();
  return (
    <PressSectionPage
      title={TITLE}
      lead="Entrevistas y notas sobre el refugio en radios y podcasts. Gracias a cada programa que nos abrió el micrófono."
      error={error}
      count={notes.length}
    >
      {notes.map((note) => (
        <RadioCard key={note._id} note={note} />
      ))}
    </PressSectionPage>
  );
}
