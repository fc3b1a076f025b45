import { Link } from 'react-router';

/** Page numbers to show: all of them when few, else the first, the last and a window around the current. */
function pageWindow(page: number, pages: number): (number | 'gap')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const around = [page - 1, page, page + 1].filter((p) => p > 1 && p < pages);
  const list: (number | 'gap')[] = [1];
  if (around[0]! > 2) list.push('gap');
  list.push(...around);
  if (around[around.length - 1]! < pages - 1) list.push('gap');
  list.push(pages);
  return list;
}

/** Previous / numbers / next, as links (they work without JavaScript); the current page is marked. */
export function Pagination({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label="Páginas del listado">
      <ul>
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev" aria-label="Página anterior">
              <span aria-hidden="true">‹</span> Anterior
            </Link>
          ) : (
            <span className="pagination-off" aria-hidden="true">
              ‹ Anterior
            </span>
          )}
        </li>
        {pageWindow(page, pages).map((p, i) =>
          p === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
            <li key={`gap-${i}`} aria-hidden="true" className="pagination-gap">
              …
            </li>
          ) : (
            <li key={p}>
              <Link to={href(p)} aria-current={p === page ? 'page' : undefined} aria-label={`Página ${p}`}>
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link to={href(page + 1)} rel="next" aria-label="Página siguiente">
              Siguiente <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className="pagination-off" aria-hidden="true">
              Siguiente ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
