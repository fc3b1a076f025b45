import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const SHARE_IMAGE_NOT_FOUND = 'No encontramos la imagen de ese perro.';
/** `<dog id>.jpg` */
const FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.jpg$/i;
/** With the current version in `?v=` the address never shows anything else: cached for a year. */
const FOREVER = 'public, max-age=31536000, immutable';
/** Without it (or with an old one) the card may change when the dog does. */
const A_WHILE = 'public, max-age=3600';

/**
 * GET /og/perro/{id}.jpg: a dog's share card (modules/share-images), the dog page's og:image and
 * twitter:image. 404 for a dog the public may not see (unknown, removed, awaiting review).
 */
export const shareImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/og/perro/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string() }),
        querystring: z.object({ v: z.string().max(100).optional() }),
      },
    },
    async (request, reply) => {
      const id = FILE.exec(request.params.file)?.[1];
      const card = id ? await app.services.shareImages.image(id.toLowerCase()) : null;
      if (!card) return reply.status(404).send({ error: SHARE_IMAGE_NOT_FOUND });
      const etag = `"${card.version}"`;
      reply
        .header('cache-control', request.query.v === card.version ? FOREVER : A_WHILE)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('image/jpeg').send(card.body);
    },
  );
};
