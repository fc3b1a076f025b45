import type { RequestContext } from '@campito/server/web';

// Loaders and actions receive the per-request context built by the Fastify host: they call the
// domain services in-process (`context.services.site.getInterface()`), never the site's own HTTP API.
declare module 'react-router' {
  interface AppLoadContext extends RequestContext {}
}
