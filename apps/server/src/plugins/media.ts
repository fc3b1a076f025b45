import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import {
  MEDIA_CACHE_CONTROL,
  type MediaHeaders,
  type MediaStorage,
  type RemoteMedia,
  SAFE_MEDIA_NAME,
} from '../media/storage';

export const MEDIA_NOT_FOUND_MSG = 'No encontramos esa imagen.';

/**
 * How long a browser or CDN may keep a redirect to MEDIA_PUBLIC_URL: a day, not forever, so that
 * changing (or dropping) the public address takes effect.
 */
export const MEDIA_REDIRECT_CACHE = 'public, max-age=86400';

/**
 * /media/*: processed images under server-generated names, so they can be cached forever. From the local
 * directory, or from the bucket: redirected to MEDIA_PUBLIC_URL when set, else read from the store and
 * streamed on (never held whole in memory).
 */
async function registerMedia(app: FastifyInstance, storage: MediaStorage) {
  if (storage.remote) return registerRemoteMedia(app, storage.remote);
  if (!storage.localDir) return;
  await app.register(fastifyStatic, {
    root: storage.localDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    // Otherwise send's own "max-age=0" replaces the header set below.
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('cache-control', MEDIA_CACHE_CONTROL);
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
}

function registerRemoteMedia(app: FastifyInstance, remote: RemoteMedia) {
  const notFound = (reply: FastifyReply) => reply.status(404).send({ error: MEDIA_NOT_FOUND_MSG });
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    async handler(request, reply) {
      const name = request.params['*'];
      // The same rule the storage writes by: anything else (a path, "..", an encoded slash) is not ours.
      if (!SAFE_MEDIA_NAME.test(name)) return notFound(reply);
      if (remote.publicUrl) {
        return reply
          .status(302)
          .header('location', remote.publicUrl(name))
          .header('cache-control', MEDIA_REDIRECT_CACHE)
          .send();
      }
      // A visitor who leaves stops the read from the store too.
      const abort = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      const read = await remote.read(name, {
        head: request.method === 'HEAD',
        ifNoneMatch: request.headers['if-none-match'],
        ifModifiedSince: request.headers['if-modified-since'],
        signal: abort.signal,
      });
      if (read.status === 'missing') {
        if (read.denied)
          request.log.warn({ name }, 'media store answered 403: missing object or no permission');
        return notFound(reply);
      }
      setHeaders(reply, read.headers);
      if (read.status === 'not-modified') return reply.status(304).send();
      if (read.headers.contentType) reply.type(read.headers.contentType);
      if (read.headers.contentLength !== undefined)
        reply.header('content-length', read.headers.contentLength);
      return reply.send(read.body ?? '');
    },
  });
}

function setHeaders(reply: FastifyReply, headers: MediaHeaders) {
  reply.header('cache-control', MEDIA_CACHE_CONTROL);
  if (headers.etag) reply.header('etag', headers.etag);
  if (headers.lastModified) reply.header('last-modified', headers.lastModified.toUTCString());
}

/** As app.ts registers it, with the media store. */
export const mediaPlugin = fp<{ storage: MediaStorage }>(
  async (app, { storage }) => registerMedia(app, storage),
  {
    name: 'media',
    dependencies: ['compression'],
  },
);
