import {
  DOG_MSG,
  DOG_PAGE_SIZE,
  PAGE_PARAM,
  type PageHandle,
  pageCount,
  pageHref,
  pageNumber,
  toDogCard,
} from '@campito/core';

import { Link, redirect, useLoaderData } from 'react-router';
import { CatalogBreadcrumbs } from '../components/catalog-breadcrumbs';
import { DogCard } from '../components/dog-card';
import { Pagination } from '../components/pagination';
import { Stories } from '../components/stories';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/ya-tienen-familia';

const TITLE = 'Ya tienen familia';
const ADOPTED_PATH = '/adoptar/ya-tienen-familia';

/**
 * Dogs that found a family, the latest adoption first. Cached for anonymous visitors until a dog changes
 * (ADR 003), keyed on its page number; no React in the browser (links and pages are plain anchors).
 */
export const handle: PageHandle = {
  cache: ['dogs', 'adoption_followups', 'adoption_requests'],
  query: [PAGE_PARAM],
  hydrate: false,
};

const href = (page: number) => pageHref(ADOPTED_PATH, page);

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(
    data && data.page > 1 ? `${TITLE} (página ${data.page})` : TITLE,
    'Perros que esperaron en El Campito y hoy viven con su familia. Conocé sus historias y a los que todavía esperan.',
    data ? { url: `${data.publicUrl}${href(data.page)}` } : {},
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageNumber(new URL(request.url).searchParams.get(PAGE_PARAM)) ?? 1;
  const [{ rows, total }, stories] = await Promise.all([
    context.services.dogs.listAdopted({ page, limit: DOG_PAGE_SIZE }),
    // The latest stories their families told (issue 37), above the first page.
    page === 1 ? context.services.followups.stories({ limit: 6 }) : [],
  ]);
  const pages = pageCount(total, DOG_PAGE_SIZE);
  if (page > pages) throw redirect(href(pages));
  return {
    dogs: rows.map(toDogCard),
    stories,
    total,
    page,
    pages,
    publicUrl: context.config.publicUrl.replace(/\/$/, ''),
  };
}

export default function YaTienenFamiliaPage() {
  const { dogs, stories, total, page, pages } = useLoaderData<typeof loader>();
  return (
    <div className="container page dogs-page">
      <CatalogBreadcrumbs current={TITLE} />
      <h1>{TITLE}</h1>
      <p className="lead">
        Estos perros esperaron en El Campito y hoy viven con su familia. Gracias a quienes los adoptaron y a
        quienes compartieron sus historias. Muchos más siguen esperando en{' '}
        <Link to="/adoptar/perros">Perros en adopción</Link>.
      </p>
      <p className="dogs-count" data-testid="dogs-count">
        {total === 0
          ? DOG_MSG.noAdoptions
          : total === 1
            ? 'Un perro encontró su hogar.'
            : `${total} perros encontraron su hogar.`}
        {pages > 1 ? ` Página ${page} de ${pages}.` : ''}
      </p>
      <ul className="dog-grid" aria-label="Perros adoptados">
        {dogs.map((dog, i) => (
          <li key={dog.id}>
            <DogCard dog={dog} priority={i === 0 && page === 1} />
          </li>
        ))}
      </ul>
      <Pagination page={page} pages={pages} href={href} />
      {stories.length > 0 ? (
        <section aria-labelledby="historias">
          <h2 id="historias">Historias de sus familias</h2>
          <Stories stories={stories} withName />
        </section>
      ) : null}
    </div>
  );
}
