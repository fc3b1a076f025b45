import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthRoutes } from './health/health.routes';

/** Every REST module, mounted under /api. */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
  // Unknown API paths answer JSON, not the site's 404 page.
  app.all('/*', { schema: { hide: true } }, async (_request, reply) =>
    reply.status(404).send({ error: 'No encontramos lo que buscás.' }),
  );
};
