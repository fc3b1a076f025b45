// Between Node's request and reply and the Fetch Request and Response React Router speaks: the page's URL
// (or none for a malformed Host), a body read whole or streamed with a cap, and the answer copied back with
// its Content-Security-Policy made from what this render wrote inline (ADR 008).
import { Readable, Transform } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../env';
import { pagePolicy } from '../../modules/security/headers';
import { markedInline, type SiteStylesheet } from './stylesheet';

/** A page post's body: read whole (text forms) or streamed with a cap (uploads). */
export interface WebBody {
  stream: Readable | null;
  buffer?: Buffer;
  /** Whether more than the cap arrived (the action then saw a cut stream; the answer is a 413). */
  exceeded(): boolean;
}

/**
 * A name or an address, and maybe a port: what a Host (or a trusted proxy's X-Forwarded-Host) may say. Anything
 * else either cannot make a URL (`a b`, `[::1`, `%`, none at all) or would make one for another host or with
 * credentials (`a/b`, `a@b`), which the Fetch Request refuses.
 */
const HOST = /^(?:[A-Za-z0-9_][A-Za-z0-9_.-]*|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

/** The URL of the page a request asks for; undefined when its host is not one (see HOST). */
export function pageUrl(request: Pick<FastifyRequest, 'host' | 'protocol' | 'url'>): URL | undefined {
  const host = request.host;
  if (!HOST.test(host)) return undefined;
  try {
    // A port beyond 65535, an address URL rules reject: still not a host.
    return new URL(request.url, `${request.protocol === 'https' ? 'https' : 'http'}://${host}`);
  } catch {
    return undefined;
  }
}

export function toWebRequest(
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
export function readAtMost(source: Readable, max: number): Promise<Buffer | 'too-big' | 'left'> {
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
export function limitedStream(source: Readable, max: number): WebBody {
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

/**
 * Copies a Fetch Response onto the reply. HTML is read whole so its Content-Security-Policy can list the
 * hashes of exactly the inline scripts this render marked with its nonce and of the site's stylesheet —
 * never of anything else in the page — and the nonce is then removed, so a cached copy reveals nothing
 * reusable (ADR 008).
 */
export async function sendWebResponse(
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
