// A production-shaped React Router build of a few of the site's real route modules, for tests that go
// through the real web bridge (plugins/web.ts) and answer cache without running `react-router build`:
// the site's root module (its Layout with header and footer, its loader and handle), or another root, around
// the pages given.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { EntryContext, ServerBuild } from 'react-router';
import { ServerRouter } from 'react-router';
import * as siteRoot from '../../web/app/root';

export interface PageModule {
  default: unknown;
  loader?: unknown;
  handle?: unknown;
  meta?: unknown;
  ErrorBoundary?: unknown;
}

/**
 * `pages`: route id → [path (relative to the root, '' for the index), module]; `root`: the module around
 * them, the site's own unless a test needs one that reads nothing.
 */
export function pageBuild(
  pages: Record<string, [path: string, module: PageModule]>,
  root: PageModule = siteRoot,
): ServerBuild {
  const manifestRoute = (id: string, extra: object, module: PageModule) => ({
    id,
    module: `/assets/${id.replace('/', '-')}.js`,
    hasAction: false,
    hasLoader: Boolean(module.loader),
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: Boolean(module.ErrorBoundary),
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
    imports: [],
    ...extra,
  });
  const where = (path: string) => (path === '' ? { index: true } : { path });
  const routes: Record<string, object> = { root: { id: 'root', path: '', module: root } };
  const manifest: Record<string, object> = { root: manifestRoute('root', { path: '' }, root) };
  for (const [id, [path, module]] of Object.entries(pages)) {
    routes[id] = { id, parentId: 'root', ...where(path), module };
    manifest[id] = manifestRoute(id, { parentId: 'root', ...where(path) }, module);
  }
  return {
    entry: {
      module: {
        default: (request: Request, status: number, headers: Headers, context: EntryContext) => {
          headers.set('content-type', 'text/html; charset=utf-8');
          const html = renderToString(createElement(ServerRouter, { context, url: request.url }));
          return new Response(`<!doctype html>${html}`, { status, headers });
        },
      },
    },
    routes,
    assets: {
      entry: { module: '/assets/entry.js', imports: [] },
      routes: manifest,
      url: '/assets/manifest.js',
      version: 'test',
    },
    assetsBuildDirectory: 'build/client',
    basename: '/',
    future: {},
    isSpaMode: false,
    prerender: [],
    publicPath: '/',
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
    ssr: true,
  } as unknown as ServerBuild;
}
