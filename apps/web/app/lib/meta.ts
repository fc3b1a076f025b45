import type { MetaDescriptor } from 'react-router';
import { SITE_NAME } from './site';

/** Document title in the site's format: "Page · El Campito". */
export function pageTitle(title: string): string {
  return `${title} · ${SITE_NAME}`;
}

interface SocialImage {
  /** Absolute URL (social networks do not resolve relative ones). */
  url: string;
  width?: number;
  height?: number;
  alt?: string;
}

interface PageMetaOptions {
  /** Keep the page out of search engines (account and payment pages). */
  noIndex?: boolean;
  /** Absolute canonical URL: adds <link rel="canonical"> and og:url. */
  url?: string;
  /** The picture social networks show: og:image and a large Twitter card. */
  image?: SocialImage;
  /** og:type; "website" unless said. */
  type?: string;
  /** Structured data (schema.org), rendered as <script type="application/ld+json">. */
  jsonLd?: Record<string, unknown>;
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
  if (options.url || options.image || options.jsonLd)
    descriptors.push(...socialMeta(fullTitle, description, options));
  return descriptors;
}

/** Canonical URL, the rest of Open Graph, the Twitter card and JSON-LD (pages that are shared). */
function socialMeta(title: string, description: string, options: PageMetaOptions): MetaDescriptor[] {
  const { url, image, jsonLd } = options;
  const out: MetaDescriptor[] = [{ property: 'og:type', content: options.type ?? 'website' }];
  if (url) out.push({ tagName: 'link', rel: 'canonical', href: url }, { property: 'og:url', content: url });
  out.push(
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  );
  if (image) {
    out.push({ property: 'og:image', content: image.url }, { name: 'twitter:image', content: image.url });
    if (image.width) out.push({ property: 'og:image:width', content: String(image.width) });
    if (image.height) out.push({ property: 'og:image:height', content: String(image.height) });
    if (image.alt)
      out.push(
        { property: 'og:image:alt', content: image.alt },
        { name: 'twitter:image:alt', content: image.alt },
      );
  }
  if (jsonLd) out.push({ 'script:ld+json': jsonLd });
  return out;
}
