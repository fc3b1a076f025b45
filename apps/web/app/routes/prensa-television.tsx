import { PAGE_PARAM, type PageHandle } from '@campito/core';

import { useLoaderData } from 'react-router';
import { TelevisionCard } from '../components/press-cards';
import { PressSectionPage, pressSectionMeta } from '../components/press-nav';
import { pressPage } from '../lib/load.server';
import type { Route } from './+types/prensa-television';

const TITLE = 'Televisión';

// Cached for anonymous visitors until these tables change (ADR 003); no React in the browser (PageHandle).
export const handle: PageHandle = { cache: ['press_notes'], query: [PAGE_PARAM], hydrate: false };

export const meta: Route.MetaFunction = ({ data }) =>
  pressSectionMeta(
    TITLE,
    'Informes y entrevistas sobre El Campito en televisión y medios audiovisuales.',
    data,
  );

export function loader({ request, context }: Route.LoaderArgs) {
  return pressPage(context, request, 'Televisión / Audiovisual');
}

export default function PrensaTelevisionPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <PressSectionPage
      title={TITLE}
      lead="Informes y entrevistas sobre El Campito en televisión y medios audiovisuales. Los videos se cargan recién cuando tocás play."
      type="Televisión / Audiovisual"
      data={data}
    >
      {data.notes.map((note, i) => (
        <TelevisionCard key={note._id} note={note} first={i === 0} />
      ))}
    </PressSectionPage>
  );
}
