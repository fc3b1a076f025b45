import {
  DOG_MSG,
  DOG_PAGE_PARAMS,
  DOG_PAGE_SIZE,
  dogListHref,
  type PageHandle,
  parseDogPageQuery,
  toDogCard,
} from '@campito/core';
import { Link, redirect, useLoaderData, useNavigation } from 'react-router';
import { DogAlertForm } from '../components/dog-alert-form';
import { DogCard } from '../components/dog-card';
import { DogFilters } from '../components/dog-filters';
import { Pagination } from '../components/pagination';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/adoptar-perros';

const TITLE = 'Perros en adopción';
const PATH = '/adoptar/perros';

/**
 * The list shows the dogs table and, through each card's status, the adoption requests under way:
 * anonymous answers are cached until either changes (ADR 003), keyed on every parameter it reads.
 */
export const handle: PageHandle = {
  cache: ['dogs', 'adoption_requests'],
  query: Object.values(DOG_PAGE_PARAMS),
};

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(
    data && data.page > 1 ? `${TITLE} (página ${data.page})` : TITLE,
    'Cachorros, adultos y viejitos de todos los tamaños esperan una familia en El Campito. Conocé a los perros en adopción.',
    // Self-referencing canonical of the clean URL (no empty filters, no "pagina=1").
    data
      ? { url: `${data.publicUrl}${dogListHref(data.noMatch ? {} : data.filters, data.page, data.sort)}` }
      : {},
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const { filters, sort, page, blank, ignored } = parseDogPageQuery(new URL(request.url).searchParams);
  // A form sent without JavaScript sends its empty fields too: the same list has a clean, shareable URL.
  if (blank) throw redirect(dogListHref(filters, page, sort));
  const filtered = Object.keys(filters).length > 0;
  const size = { page, limit: DOG_PAGE_SIZE };
  let result = await context.services.dogs.list(filters, size, sort);
  // docs/product.md §2.3: a combination with no dog says so and keeps showing the full list.
  const noMatch = filtered && result.total === 0;
  if (noMatch) result = await context.services.dogs.list({}, size, sort);
  const pages = Math.max(1, Math.ceil(result.total / DOG_PAGE_SIZE));
  if (page > pages) throw redirect(dogListHref(noMatch ? {} : filters, pages, sort));
  return {
    dogs: result.rows.map(toDogCard),
    total: result.total,
    filters,
    sort,
    noMatch,
    ignored: ignored.length > 0,
    page,
    pages,
    publicUrl: context.config.publicUrl.replace(/\/$/, ''),
  };
}

function countText(total: number, noMatch: boolean) {
  if (noMatch) return `Mostramos todos los perros en adopción: ${total}.`;
  return total === 1 ? 'Encontramos 1 perro.' : `Encontramos ${total} perros.`;
}

export default function AdoptarPerrosPage() {
  const { dogs, total, filters, sort, noMatch, ignored, page, pages } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname === PATH;
  // While showing the full list after an empty combination, the numbers browse that full list.
  const href = (p: number) => dogListHref(noMatch ? {} : filters, p, sort);
  return (
    <div className="container page dogs-page">
      <h1>{TITLE}</h1>
      <p className="lead">
        Cachorros, adultos y viejitos de todos los tamaños esperan una familia. Tomate tu tiempo para
        conocerlos y encontrar a tu compañero ideal. <Link to="/adoptar">¿Cómo es adoptar?</Link>
      </p>
      <DogFilters filters={filters} sort={sort} action={PATH} />
      {ignored ? (
        <p className="form-alert dogs-alert" data-testid="dogs-ignored">
          {DOG_MSG.ignoredFilters}
        </p>
      ) : null}
      {noMatch ? (
        <p role="alert" className="form-alert dogs-alert">
          {DOG_MSG.noMatch}
        </p>
      ) : null}
      <p className="dogs-count" aria-live="polite" data-testid="dogs-count">
        {countText(total, noMatch)}
        {pages > 1 ? ` Página ${page} de ${pages}.` : ''}
      </p>
      {total === 0 ? <p>Todavía no hay perros publicados. Volvé a mirar en unos días.</p> : null}
      <ul className="dog-grid" aria-busy={busy || undefined} aria-label="Perros">
        {dogs.map((dog, i) => (
          <li key={dog.id}>
            <DogCard dog={dog} priority={i === 0} />
          </li>
        ))}
      </ul>
      <Pagination page={page} pages={pages} href={href} />
      {noMatch || Object.values(filters).some((v) => v !== undefined) ? (
        <DogAlertForm filters={filters} />
      ) : null}
      <p className="dogs-more">
        ¿Querés ver a los que ya encontraron su hogar? Conocé a los que{' '}
        <Link to="/adoptar/ya-tienen-familia">ya tienen familia</Link>.
      </p>
      <p className="dogs-more">
        ¿Encontraste un perro que necesita hogar? <Link to="/form">Cargalo en nuestro formulario</Link>.
      </p>
    </div>
  );
}
