import type { PageHandle } from '@campito/core';

import { useLoaderData } from 'react-router';
import { TelevisionCard } from '../components/press-cards';
import { PressSectionPage } from '../components/press-nav';
import { pressPage } from '../lib/load.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/prensa-television';

const TITLE = 'Televisión';

// Cached for anonymous visitors until these tables change (ADR 003); no React in the browser (PageHandle).
export const handle: PageHandle = { cache: ['press_notes'], hydrate: false };

export const meta: Route.MetaFunction = () =>
  pageMeta(TITLE, 'Informes y entrevistas sobre El Campito en televisión y medios audiovisuales.');

export function loader({ context }: Route.LoaderArgs) {
  return pressPage(context, 'Televisión / Audiovisual');
}

export default function PrensaTelevisionPage() {
  const { notes, error } = useLoaderData<typeof loader>();
  return (
    <PressSectionPage
      title={TITLE}
      lead="Informes y entrevistas sobre El Campito en televisión y medios audiovisuales. Los videos se cargan recién cuando tocás play."
      error={error}
      count={notes.length}
    >
      {notes.map((note, i) => (
        <TelevisionCard key={note._id} note={note} first={i === 0} />
      ))}
    </PressSectionPage>
  );
}
