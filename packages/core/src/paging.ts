// Page numbers of the lists the public reads by pages: the API's `page` and the pages' `?pagina=`.

/** The highest page number a list accepts: far past any real list, and an OFFSET the database walks cheaply. */
export const MAX_PAGE = 100_000;

/** The name of the page number in a page's URL (`/prensa/grafica?pagina=2`). */
export const PAGE_PARAM = 'pagina';

/** A page number read from a URL: a whole number from 1 to MAX_PAGE, else undefined (the caller shows page 1). */
export function pageNumber(raw: string | null | undefined): number | undefined {
  const page = Number(raw ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : undefined;
}

/** How many pages `total` items fill at `size` a page: at least one, so an empty list still has its page 1. */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** The URL of page `page` of the list at `path`: page 1 is the path itself. */
export const pageHref = (path: string, page: number) => (page > 1 ? `${path}?${PAGE_PARAM}=${page}` : path);
