import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie sessions: a state-changing request that a browser marks with an Origin other
 * than PUBLIC_URL's is refused. The request's own Host is not trusted for this (a client chooses it).
 * Requests without Origin (non-browser clients, which carry no ambient cookies from a victim's browser)
 * pass; SameSite=Lax cookies cover the rest.
 */
function registerOriginCheck(app: FastifyInstance, publicUrl: string, exempt: (url: string) => boolean) {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (
      SAFE_METHODS.has(request.method) ||
      origin === undefined ||
      origin === allowed ||
      exempt(request.url)
    ) {
      return done();
    }
    reply.status(403).send({ error: 'Origen no permitido.' });
  });
}

/** As app.ts registers it: webhooks (called by the payment providers, never by a browser) are exempt. */
export const originCheckPlugin = fp(
  async (app) =>
    registerOriginCheck(app, app.deps.config.publicUrl, (url) => url.startsWith('/api/webhooks/')),
  { name: 'origin-check', decorators: { fastify: ['deps'] } },
);
