import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable, Transform } from 'node:stream';
import { FORM_BODY_LIMIT, MSG, type PageBody, type PageHandle } from '@campito/core';
import middie from '@fastify/middie';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import type { RequestContext } from '../context';
import type { Config } from '../env';
import { createTaskQueue } from '../media/image-queue';
import { MAX_UPLOAD_BYTES } from '../media/images';
import { cspHash, type InlineCode, isSiteBundle, pagePolicy } from '../modules/security/headers';
import {
  cutOffUnlessBodyEnds,
  MAX_CONCURRENT_PAGE_UPLOADS,
  PAGE_TEXT_BODY_LIMIT,
  REFUSED_BODY_LINGER_MS,
} from '../modules/security/limits';

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
    app.addHook('onSend', async (request, reply, payload) => {
      if (isSiteBundle(request.url)) {
        for (const name of ['etag', 'last-modified', 'accept-ranges']) reply.removeHeader(name);
      }
      return payload;
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

/** A page post's body: read whole (text forms) or streamed with a cap (uploads). */
interface WebBody {
  stream: Readable | null;
  buffer?: Buffer;
  /** Whether more than the cap arrived (the action then saw a cut stream; the answer is a 413). */
  exceeded(): boolean;
}

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
 * A name or an address, and maybe a port: what a Host (or a trusted proxy's X-Forwarded-Host) may say. Anything
 * else either cannot make a URL (`a b`, `[::1`, `%`, none at all) or would make one for another host or with
 * credentials (`a/b`, `a@b`), which the Fetch Request refuses.
 */
const HOST = /^(?:[A-Za-z0-9_][A-Za-z0-9_.-]*|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

/** The URL of the page a request asks for; undefined when its host is not one (see HOST). */
function pageUrl(request: Pick<FastifyRequest, 'host' | 'protocol' | 'url'>): URL | undefined {
  const host = request.host;
  if (!HOST.test(host)) return undefined;
  try {
    // A port beyond 65535, an address URL rules reject: still not a host.
    return new URL(request.url, `${request.protocol === 'https' ? 'https' : 'http'}://${host}`);
  } catch {
    return undefined;
  }
}

function toWebRequest(
  url: URL,
  request: FastifyRequest,
  reply: FastifyReply,
  body: WebBody | undefined,
): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const controller = new AbortController();
  // A client that leaves before the answer is complete aborts the render (a finished one has nothing to stop,
  // and aborting it anyway cost an exception object per request).
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: 'half' } = {
    // A HEAD is rendered as the GET it asks about: Fastify drops the body and keeps its true length, and
    // the answer cache keeps the page for the GETs that follow.
    method: request.method === 'HEAD' ? 'GET' : request.method,
    headers,
    signal: controller.signal,
  };
  if (body?.buffer) init.body = new Uint8Array(body.buffer);
  else if (body?.stream) {
    init.body = Readable.toWeb(body.stream) as ReadableStream;
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/**
 * Reads a whole body of at most `max` bytes: 'too-big' (the rest left unread) when it is bigger, 'left' when
 * the client went away before its end (an error on a request's body is only ever that).
 */
function readAtMost(source: Readable, max: number): Promise<Buffer | 'too-big' | 'left'> {
  // Events rather than `for await`: leaving that loop early destroys the request, and with it the socket
  // the 413 must go out on.
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let seen = 0;
    const settle = (outcome: Buffer | 'too-big' | 'left') => {
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('error', onLeft);
      source.off('close', onLeft);
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen <= max) chunks.push(chunk);
      else {
        source.pause();
        settle('too-big');
      }
    };
    const onEnd = () => settle(Buffer.concat(chunks));
    const onLeft = () => settle('left');
    source.on('data', onData);
    source.once('end', onEnd);
    source.once('error', onLeft);
    source.once('close', onLeft);
  });
}

/** Ends the stream once more than `max` bytes arrived (chunked bodies carry no length up front). */
function limitedStream(source: Readable, max: number): WebBody {
  let seen = 0;
  let exceeded = false;
  const stream = source.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        seen += chunk.length;
        if (seen > max) {
          exceeded = true;
          source.unpipe();
          callback(new Error('body too large'));
          return;
        }
        callback(null, chunk);
      },
    }),
  );
  return { stream, exceeded: () => exceeded };
}

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children: RouteNode[];
}

/**
 * The handles of the routes a path matches, root first. With a development build (a loader) they are
 * looked up per request; `now` answers only for a production build.
 */
function routeHandles(build: WebOptions['build']) {
  const trees = new WeakMap<ServerBuild, (pathname: string) => PageHandle[] | undefined>();
  const matcherOf = (b: ServerBuild) => {
    let matcher = trees.get(b);
    if (!matcher) {
      matcher = handleMatcher(b);
      trees.set(b, matcher);
    }
    return matcher;
  };
  return {
    now: (pathname: string) => (typeof build === 'function' ? undefined : matcherOf(build)(pathname)),
    at: async (pathname: string) => matcherOf(typeof build === 'function' ? await build() : build)(pathname),
  };
}

function handleMatcher(build: ServerBuild) {
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
  // matchRoutes flattens and ranks the whole route tree on every call (about 1 ms here), and the answer
  // cache asks for a path's handles on every cache hit: remember the answers, a bounded number of paths.
  const known = new Map<string, PageHandle[] | undefined>();
  return (pathname: string): PageHandle[] | undefined => {
    if (known.has(pathname)) return known.get(pathname);
    const handles = matchRoutes(tree as unknown as RouteObject[], pathname)?.map(
      (m) => (build.routes[m.route.id as string]?.module.handle as PageHandle | undefined) ?? {},
    );
    if (pathname.length <= MATCH_MEMO_PATH_LENGTH) {
      if (known.size >= MATCH_MEMO_SIZE) known.clear();
      known.set(pathname, handles);
    }
    return handles;
  };
}

/** Paths whose matched handles are remembered: enough for every dog page of a large shelter. */
const MATCH_MEMO_SIZE = 5_000;
const MATCH_MEMO_PATH_LENGTH = 200;

/**
 * The tables a page shows: the union of `handle.cache` of its matched route modules, or undefined when
 * its leaf route declares none (then it is never cached — e.g. forms with a per-render key).
 */
function cacheTags(handles: PageHandle[] | undefined): readonly string[] | undefined {
  if (!handles?.at(-1)?.cache) return undefined;
  return [...new Set(handles.flatMap((h) => h.cache ?? []))];
}

/**
 * The stylesheets a page may write (entry.server.tsx: one per route, the rules of the site's CSS its code
 * uses) and how React writes one: `<style data-precedence="…" data-href="<key>">` with its text.
 * `hashesIn` finds such elements in a rendered page and returns the policy hash of each whose text is
 * exactly the stylesheet its key names — worked out once per key (one per route), so a render neither
 * copies nor hashes the long text again.
 */
export function siteStylesheet(sheets: readonly { href: string; text: string }[]) {
  const texts = new Map(sheets.map((sheet) => [sheet.href, sheet.text]));
  const written = new Map<string, { bytes: Buffer; hash: string }>();
  const known = (href: string) => {
    let style = written.get(href);
    if (!style) {
      // Only a known key is kept: any other says nothing and is never allowed.
      const text = texts.get(href);
      if (text === undefined) return undefined;
      style = { bytes: Buffer.from(text), hash: cspHash(text) };
      written.set(href, style);
    }
    return style;
  };
  return {
    hashesIn(html: Buffer): string[] {
      const hashes: string[] = [];
      for (let at = html.indexOf(STYLE_OPEN); at !== -1; at = html.indexOf(STYLE_OPEN, at + 1)) {
        const tag = /^<style data-precedence="[^"<>]*" data-href="([^"<>]*)">/.exec(
          html.toString('latin1', at, at + 400),
        );
        const style = tag && known(tag[1]);
        if (!style) continue;
        const start = at + tag[0].length;
        const end = start + style.bytes.length;
        if (html.subarray(start, end).equals(style.bytes) && html.subarray(end, end + 8).equals(STYLE_END))
          hashes.push(style.hash);
      }
      return hashes;
    },
  };
}
export type SiteStylesheet = ReturnType<typeof siteStylesheet>;
const STYLE_OPEN = Buffer.from('<style data-precedence="');
const STYLE_END = Buffer.from('</style>');

/**
 * The inline scripts and styles of a rendered page that carry this render's nonce — the ones React Router
 * and React wrote — and the page with the nonce removed. Anything else inline (say, a script that found its
 * way into content) is left out, so the policy does not allow it. The site's own stylesheet, which React
 * hoists unmarked, is allowed as the page writes it (siteStylesheet).
 */
export function markedInline(
  page: Buffer | string,
  nonce: string,
  site?: SiteStylesheet,
): { html: Buffer; inline: InlineCode } {
  // One pass over the page's bytes (tens of KB, the stylesheet included): each marked tag is found by its
  // nonce, its code read up to its closing tag, and the attribute left out of the answer. The page is
  // never turned into a string: the parts are slices of it, joined once.
  const html = typeof page === 'string' ? Buffer.from(page) : page;
  const attribute = Buffer.from(` nonce="${nonce}"`);
  const scripts: string[] = [];
  const styles: string[] = [];
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(attribute); at !== -1; at = html.indexOf(attribute, from)) {
    parts.push(html.subarray(from, at));
    from = at + attribute.length;
    const open = html.lastIndexOf('<', at);
    const tag = /^<(script|style)\b/.exec(html.toString('latin1', open, open + 7))?.[1];
    const bodyStart = html.indexOf('>', from) + 1;
    if (!tag || bodyStart === 0) continue;
    const close = html.indexOf(`</${tag}>`, bodyStart);
    if (close === -1) continue;
    const code = html.subarray(bodyStart, close);
    if (tag === 'script') scripts.push(code.toString());
    else styles.push(code.toString());
  }
  parts.push(html.subarray(from));
  return { html: Buffer.concat(parts), inline: { scripts, styles, styleHashes: site?.hashesIn(html) ?? [] } };
}

/**
 * Copies a Fetch Response onto the reply. HTML is read whole so its Content-Security-Policy can list the
 * hashes of exactly the inline scripts this render marked with its nonce and of the site's stylesheet —
 * never of anything else in the page — and the nonce is then removed, so a cached copy reveals nothing
 * reusable (ADR 008).
 */
async function sendWebResponse(
  reply: FastifyReply,
  response: Response,
  rendered: Buffer | undefined,
  config: Config | null,
  nonce: string,
  site: SiteStylesheet,
) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key !== 'set-cookie') reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const isHtml = response.headers.get('content-type')?.startsWith('text/html') ?? false;
  if (isHtml)
    reply.header(
      'content-security-policy',
      config ? pagePolicy(config, { scripts: [], styles: [] }) : "frame-ancestors 'none'",
    );
  // The page the entry handed over in memory (RequestContext.renderedPage), else the Response's own body.
  if (rendered && isHtml) {
    if (!config) return reply.send(rendered);
    const { html, inline } = markedInline(rendered, nonce, site);
    reply.header('content-security-policy', pagePolicy(config, inline));
    return reply.send(html);
  }
  if (!response.body) return reply.send();
  if (isHtml && config) {
    const { html, inline } = markedInline(Buffer.from(await response.arrayBuffer()), nonce, site);
    reply.header('content-security-policy', pagePolicy(config, inline));
    return reply.send(html);
  }
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}

/**
 * As app.ts registers it, last: pages read the session, tell the answer cache which tables and query
 * parameters they show (its decorators), and leave compression to the plugin for it.
 */
export const webPlugin = fp<WebOptions>(registerWeb, {
  name: 'web',
  dependencies: ['session', 'answer-cache', 'compression', 'security-headers', 'origin-check', 'errors'],
});
