import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FORM_BODY_LIMIT, MSG, type PageBody } from '@campito/core';
import middie from '@fastify/middie';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { RequestContext } from '../context';
import { createTaskQueue } from '../media/image-queue';
import { MAX_UPLOAD_BYTES } from '../media/images';
import { isSiteBundle } from '../modules/security/headers';
import {
  cutOffUnlessBodyEnds,
  MAX_CONCURRENT_PAGE_UPLOADS,
  PAGE_TEXT_BODY_LIMIT,
  REFUSED_BODY_LINGER_MS,
} from '../modules/security/limits';
import {
  limitedStream,
  pageUrl,
  readAtMost,
  sendWebResponse,
  toWebRequest,
  type WebBody,
} from './web/fetch-bridge';
import { cacheTags, routeHandles } from './web/route-handles';
import { siteStylesheet } from './web/stylesheet';

// What the site's tests and the entry read of the page's inline code lives in web/stylesheet.ts.
export { markedInline, siteStylesheet } from './web/stylesheet';

export interface WebOptions {
  /** The React Router server build, or a loader of it (Vite dev server: fresh on every request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  /** build/client of the React Router build; unset in development (Vite serves assets). */
  clientDir?: string;
  /** Connect-style middleware run before routing (the Vite dev server). */
  middleware?: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;
  onClose?: () => Promise<void>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The most a page post may carry, from what its leaf route declares in `handle.body` (see PageBody):
 * a few KB by default, the forms' limit for the questionnaires, room for n images where files are expected.
 */
export function pageBodyLimit(body: PageBody | undefined): { bytes: number; files: boolean } {
  if (body === 'form') return { bytes: FORM_BODY_LIMIT, files: false };
  if (typeof body === 'object' && body !== null) {
    return { bytes: body.files * MAX_UPLOAD_BYTES + FORM_BODY_LIMIT, files: true };
  }
  return { bytes: PAGE_TEXT_BODY_LIMIT, files: false };
}

async function registerWeb(app: FastifyInstance, options: WebOptions) {
  if (options.middleware) {
    await app.register(middie);
    app.use(options.middleware);
  }
  if (options.onClose) app.addHook('onClose', options.onClose);
  if (options.clientDir) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      prefix: '/',
      // One route per built file, so unknown paths fall through to the pages (and their 404).
      wildcard: false,
      preCompressed: true,
      // Our setHeaders decides; the plugin's own max-age=0 would override it otherwise.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Fingerprinted bundles never change; other public files may.
        res.setHeader('cache-control', filePath.includes('/assets/') ? IMMUTABLE : 'public, max-age=3600');
        // The same URL answers brotli, gzip or plain: caches must key on what the browser accepts.
        res.setHeader('vary', 'accept-encoding');
      },
    });
    // A fingerprinted bundle is never revalidated (immutable) nor fetched in ranges: its validators
    // would only add bytes to every request of a first visit.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isSiteBundle(request.url)) {
        for (const name of ['etag', 'last-modified', 'accept-ranges']) reply.removeHeader(name);
      }
      done(null, payload);
    });
  }

  const handle = createRequestHandler(options.build, options.mode);
  const routes = routeHandles(options.build);
  // Production pages may be cached for anonymous visitors when their routes declare what they show.
  if (typeof options.build !== 'function') {
    app.pageCacheTags = (pathname) => cacheTags(routes.now(pathname));
    app.pageCacheQuery = (pathname) => routes.now(pathname)?.at(-1)?.query ?? [];
  }
  let uploadsInFlight = 0;
  // The parts of the stylesheet pages write inline (entry.server.tsx), each allowed by its hash where it appears.
  const siteCss =
    typeof options.build === 'function'
      ? undefined
      : (options.build.entry.module as { siteCss?: { href: string; text: string }[] }).siteCss;
  const stylesheet = siteStylesheet(siteCss ?? []);

  const renders = createTaskQueue({ ...RENDERS, busy: () => new RendersBusy() });
  await app.register(async (scope) => {
    // Pages read their own bodies (form posts) as a web Request: leave the stream untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      schema: { hide: true },
      handler: async (request, reply) => {
        // A page's URL is made from the Host it was asked for: without one that names a host (HTTP/1.0 sends
        // none; a scanner sends anything), there is no page to render. The client's mistake, not ours.
        const url = pageUrl(request);
        if (!url) {
          request.log.debug({ host: request.host }, 'page refused: malformed host');
          return refuse(request, reply, 400, MSG.badRequest);
        }
        let body: WebBody | undefined;
        // HEAD (which Fastify routes here with GET) is a read: no body, and the page waits its turn.
        const reads = request.method === 'GET' || request.method === 'HEAD';
        if (!reads) {
          const leaf = (await routes.at(pagePath(request.url)))?.at(-1);
          const limit = pageBodyLimit(leaf?.body);
          if (Number(request.headers['content-length'] ?? 0) > limit.bytes)
            return refuse(request, reply, 413, MSG.tooBig);
          if (limit.files) {
            // Files stream through to the action (which writes them to disk), a few requests at a time.
            if (uploadsInFlight >= MAX_CONCURRENT_PAGE_UPLOADS) {
              reply.header('retry-after', '10');
              return refuse(request, reply, 503, MSG.busy);
            }
            uploadsInFlight += 1;
            reply.raw.once('close', () => {
              uploadsInFlight -= 1;
            });
            body = limitedStream(request.raw, limit.bytes);
          } else {
            // Text posts are small: read them whole here, so an oversized one never reaches an action.
            const read = await readAtMost(request.raw, limit.bytes);
            if (read === 'too-big') return refuse(request, reply, 413, MSG.tooBig);
            // Gone before its form arrived: there is no one to answer (and nothing went wrong here).
            if (read === 'left') return reply;
            body = { stream: null, buffer: read, exceeded: () => false };
          }
        }
        // A fresh secret per render marks the inline scripts React Router writes; only those are allowed.
        const nonce = randomBytes(18).toString('base64url');
        let rendered: Buffer | undefined;
        const context: RequestContext = {
          services: app.services,
          config: { publicUrl: app.deps.config.publicUrl },
          requestId: request.id,
          user: request.user,
          ip: request.ip,
          cspNonce: nonce,
          degraded: () => {
            request.degraded = true;
          },
          renderedPage: (html) => {
            rendered = html;
          },
        };
        // Vite's dev client needs its websocket and injected scripts: the policy applies to real builds only.
        const policy = options.mode === 'production' ? app.deps.config : null;
        const render = async () => {
          const response = await handle(toWebRequest(url, request, reply, body), context);
          if (body?.exceeded()) return refuse(request, reply, 413, MSG.tooBig);
          return sendWebResponse(reply, response, rendered, policy, nonce, stylesheet);
        };
        // Posts (forms, uploads that wait for the image queue) are few and never wait behind pages.
        if (!reads) return render();
        try {
          // Left while waiting its turn: nothing to render for.
          return await renders.run(async () => (reply.raw.destroyed ? reply : render()));
        } catch (error) {
          if (!(error instanceof RendersBusy)) throw error;
          reply.header('retry-after', String(RENDERS.retryAfterSeconds));
          return refuse(request, reply, 503, PAGES_BUSY_MSG);
        }
      },
    });
  });
}

/**
 * Pages rendered at once; the next ones wait their turn, in order. A render is CPU work on this one thread:
 * more at once finish no sooner, but each holds its request, its data and its half-written HTML meanwhile,
 * which the garbage collector then moves to the old generation. Two at once keep the CPU busy while one
 * waits for the database (ADR 009). Beyond `maxWaiting` the answer is a short 503: a burst costs a queue
 * entry, not a render.
 */
const RENDERS = { concurrency: 2, maxWaiting: 1000, retryAfterSeconds: 5 } as const;
const PAGES_BUSY_MSG =
  'Estamos recibiendo muchas visitas a la vez. Esperá unos segundos y volvé a cargar la página.';
class RendersBusy extends Error {}

/** The route path a request is for: React Router's data requests end in `.data` (`/_root.data` is `/`). */
function pagePath(url: string): string {
  const pathname = url.split('?')[0]!;
  if (pathname === '/_root.data') return '/';
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

/** A short page for requests refused before any page could render them (no host, too big, too many at once). */
function refuse(request: FastifyRequest, reply: FastifyReply, status: 400 | 413 | 503, message: string) {
  const html = `<!doctype html><html lang="es"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>El Campito</title><p>${message}</p><p><a href="/">Ir al inicio</a></p></html>`;
  lingerOnUnreadBody(request, reply);
  return reply.status(status).type('text/html; charset=utf-8').send(html);
}

/**
 * Lets an answer sent before the body was read reach a client that is still sending it. Closing a socket
 * with unread bytes makes the kernel reset the connection, and the reset can wipe the answer before the
 * client reads it: the visitor saw a broken connection instead of the Spanish page (a Node client sending
 * 8 MB chunked got 1 answer in 60). The rest of the body is read and dropped for at most
 * `REFUSED_BODY_LINGER_MS` after the answer went out (nothing of it is kept), then the connection is closed.
 */
function lingerOnUnreadBody(request: FastifyRequest, reply: FastifyReply) {
  const incoming = request.raw;
  if (incoming.complete) return;
  incoming.resume();
  reply.raw.once('finish', () => {
    if (!incoming.complete) cutOffUnlessBodyEnds(incoming, REFUSED_BODY_LINGER_MS);
  });
}

/**
 * As app.ts registers it, last: pages read the session, tell the answer cache which tables and query
 * parameters they show (its decorators), and leave compression to the plugin for it.
 */
export const webPlugin = fp<WebOptions>(registerWeb, {
  name: 'web',
  dependencies: ['session', 'answer-cache', 'compression', 'security-headers', 'origin-check', 'errors'],
});
