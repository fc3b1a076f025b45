import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable, Transform } from 'node:stream';
import middie from '@fastify/middie';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import type { RequestContext } from '../context';
import { inlineScriptHashes, isSiteBundle, pagePolicy } from '../modules/security/headers';

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
/** Page form posts: up to 4 images of 10 MB with some margin; anything bigger is refused with 413. */
export const PAGE_BODY_LIMIT = 45 * 1024 * 1024;

/**
 * Everything that is not /api or /media: React Router 7 framework mode, rendered on the server.
 * Loaders and actions receive the services through the load context (no HTTP calls to ourselves).
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions) {
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
    app.addHook('onSend', async (request, reply, payload) => {
      if (isSiteBundle(request.url)) {
        for (const name of ['etag', 'last-modified', 'accept-ranges']) reply.removeHeader(name);
      }
      return payload;
    });
  }

  const handle = createRequestHandler(options.build, options.mode);
  // Production pages may be cached for anonymous visitors when their routes declare what they show.
  if (typeof options.build !== 'function') app.pageCacheTags = pageTagsResolver(options.build);

  await app.register(async (scope) => {
    // Pages read their own bodies (form posts) as a web Request: leave the stream untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      schema: { hide: true },
      handler: async (request, reply) => {
        if (Number(request.headers['content-length'] ?? 0) > PAGE_BODY_LIMIT) {
          return reply.status(413).type('text/plain; charset=utf-8').send('El envío es demasiado grande.');
        }
        const context: RequestContext = {
          services: app.services,
          config: { publicUrl: app.deps.config.publicUrl },
          requestId: request.id,
          user: request.user,
          ip: request.ip,
        };
        const response = await handle(toWebRequest(request, reply), context);
        // Vite's dev client needs its websocket and injected scripts: the policy applies to real builds only.
        const policy =
          options.mode === 'production'
            ? (html: string) => pagePolicy(app.deps.config, inlineScriptHashes(html))
            : null;
        return sendWebResponse(reply, response, policy);
      },
    });
  });
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const url = new URL(request.url, origin);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody
      ? { body: Readable.toWeb(limited(request.raw, PAGE_BODY_LIMIT)) as ReadableStream, duplex: 'half' }
      : {}),
  } as RequestInit);
}

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children: RouteNode[];
}

/**
 * The tables a page shows: the union of `handle.cache` of its matched route modules, or undefined when
 * its leaf route declares none (then it is never cached — e.g. forms with a per-render key).
 */
function pageTagsResolver(build: ServerBuild) {
  const children = (parentId: string | undefined): RouteNode[] =>
    Object.values(build.routes)
      .filter((r) => r && r.parentId === parentId)
      .map((r) => ({
        id: r!.id,
        path: r!.path,
        index: r!.index,
        caseSensitive: r!.caseSensitive,
        children: children(r!.id),
      }));
  const tree = children(undefined);
  const tagsOf = (id: string) => (build.routes[id]?.module.handle as { cache?: string[] } | undefined)?.cache;
  return (pathname: string): readonly string[] | undefined => {
    const matches = matchRoutes(tree as unknown as RouteObject[], pathname);
    const leaf = matches?.at(-1);
    if (!leaf || !tagsOf(leaf.route.id as string)) return undefined;
    return [...new Set(matches!.flatMap((m) => tagsOf(m.route.id as string) ?? []))];
  };
}

/** Errors the stream once more than `max` bytes arrived (chunked bodies carry no length up front). */
function limited(source: Readable, max: number): Readable {
  let seen = 0;
  return source.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        seen += chunk.length;
        callback(seen > max ? new Error('body too large') : null, chunk);
      },
    }),
  );
}

/**
 * Copies a Fetch Response onto the reply. HTML is read whole so its Content-Security-Policy can list the
 * hashes of its inline scripts (pages are small; data responses keep streaming).
 */
async function sendWebResponse(
  reply: FastifyReply,
  response: Response,
  policy: ((html: string) => string) | null,
) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key !== 'set-cookie') reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const isHtml = response.headers.get('content-type')?.startsWith('text/html') ?? false;
  if (isHtml) reply.header('content-security-policy', policy ? policy('') : "frame-ancestors 'none'");
  if (!response.body) return reply.send();
  if (isHtml && policy) {
    const html = await response.text();
    reply.header('content-security-policy', policy(html));
    return reply.send(html);
  }
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}
