import type { MetaDescriptor } from 'react-router';
import { SITE_NAME } from './site';

/** Document title in the site's format: "Page · El Campito". */
export function pageTitle(title: string): string {
  return `${title} · ${SITE_NAME}`;
}

interface PageMetaOptions {
  /** Keep the page out of search engines (account and payment pages). */
  noIndex?: boolean;
}

/** The `meta` descriptors of a page: title, description and their Open Graph twins. */
export function pageMeta(
  title: string,
  description: string,
  options: PageMetaOptions = {},
): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const descriptors: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: 'es_AR' },
  ];
  if (options.noIndex) descriptors.push({ name: 'robots', content: 'noindex' });
  return descriptors;
}
