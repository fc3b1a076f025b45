import type { Route } from './+types/sitemap';

/**
 * Every public page of routes.ts, as people link to them (account and payment pages, which ask search
 * engines not to index them, are left out). e2e/dogs/seo.spec.ts checks this list against routes.ts.
 */
export const PUBLIC_PATHS = [
  '/',
  '/detalle',
  '/colaborar',
  '/colaborar/transferencia',
  '/impacto',
  '/necesitamos',
  '/adoptar',
  '/adoptar/perros',
  '/adoptar/ya-tienen-familia',
  '/AdoptionForm',
  '/form',
  '/ContactForm',
  '/volunteerForm',
  '/voluntario',
  '/transito',
  '/proyectos',
  '/proyectoescolar',
  '/proyectoescolar/charla',
  '/proyectotalleres',
  '/contactanos',
  '/visitas',
  '/cuidados',
  '/denuncias',
  '/prensa',
  '/prensa/grafica',
  '/prensa/television',
  '/prensa/radio',
  '/prensa/amigos',
] as const;

const xmlEscape = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Lists the dogs and the campaigns: cached until one of them changes (ADR 003). */
export const handle = { cache: ['dogs', 'campaigns'] };

/** /sitemap.xml: the public pages, every active dog and every campaign, with absolute URLs from PUBLIC_URL. */
export async function loader({ context }: Route.LoaderArgs) {
  const base = context.config.publicUrl.replace(/\/$/, '');
  const [dogs, campaigns] = await Promise.all([
    context.services.dogs.listForSitemap(),
    context.services.campaigns.slugs(),
  ]);
  const entry = (path: string, lastmod?: Date) =>
    `  <url><loc>${xmlEscape(`${base}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PATHS.map((path) => entry(path)),
    ...dogs.map((dog) => entry(`/adoptar/perros/${dog.id}`, dog.updatedAt)),
    ...campaigns.map((slug) => entry(`/campanas/${encodeURIComponent(slug)}`)),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
