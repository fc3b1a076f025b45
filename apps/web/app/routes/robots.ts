import type { Route } from './+types/robots';

/** /robots.txt: crawl the site, not the admin panel or the API; the sitemap lists what is there. */
export function loader({ context }: Route.LoaderArgs) {
  const base = context.config.publicUrl.replace(/\/$/, '');
  const text = [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /api',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(text, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
