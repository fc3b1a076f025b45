import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** /media/*: processed images under server-generated names, so they can be cached forever. */
export async function registerMedia(app: FastifyInstance, dir: string) {
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    // Otherwise send's own "max-age=0" replaces the header set below.
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
}
