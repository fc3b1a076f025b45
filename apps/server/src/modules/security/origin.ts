import type { FastifyInstance } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie sessions: a state-changing request that a browser marks with an Origin other
 * than PUBLIC_URL's is refused. The request's own Host is not trusted for this (a client chooses it).
 * Requests without Origin (non-browser clients, which carry no ambient cookies from a victim's browser)
 * pass; SameSite=Lax cookies cover the rest.
 */
export function registerOriginCheck(
  app: FastifyInstance,
  publicUrl: string,
  exempt: (url: string) => boolean,
) {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || exempt(request.url)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (origin === allowed) return;
    return reply.status(403).send({ error: 'Origen no permitido.' });
  });
}
