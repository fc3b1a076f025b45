import type { FastifyInstance } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie sessions (DESIGN §4.7): a state-changing request that a browser marks with
 * another Origin is refused. Requests without Origin (non-browser clients, which carry no ambient
 * cookies from a victim's browser) pass; SameSite=Lax cookies cover the rest.
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
    const own = `${request.protocol}://${request.host}`;
    if (origin === allowed || origin === own) return;
    return reply.status(403).send({ error: 'Origen no permitido.' });
  });
}
