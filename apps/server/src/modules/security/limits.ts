// The server's limits on what one client may hold or send: timeouts, connections per address and the
// body sizes of page form posts. One home, so SECURITY.md and the code say the same numbers.
import type { IncomingMessage } from 'node:http';
import type { Server, Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export const TIMEOUTS = {
  /** All request headers must arrive within this (Node's `headersTimeout`). */
  headersMs: 10_000,
  /**
   * The whole request, body included, must arrive within this (Node's `requestTimeout`). Two minutes let
   * a phone on slow mobile data send four photos (~12 MB at 1 Mbit/s); a client that trickles a body
   * byte by byte is cut off then.
   */
  requestMs: 120_000,
  /** A socket with no traffic at all for this long is closed (Fastify's `connectionTimeout`). */
  idleSocketMs: 30_000,
  /** An idle keep-alive connection is kept this long for the next request (Fastify's `keepAliveTimeout`). */
  keepAliveMs: 10_000,
  /**
   * A body that is not a file upload (JSON, a form's text: at most 1 MB) must arrive within this once its
   * headers have: 1 MB at 400 kbit/s. A client trickling such a body is cut off here, long before the
   * request timeout meant for photos on slow links.
   */
  textBodyMs: 20_000,
  /** How often Node checks the two timeouts above (its default, 30 s, would let a slow client stay longer). */
  checkMs: 5_000,
};

/**
 * Open connections one address may hold at once. A browser opens about six per site; a whole office
 * behind one address stays well under this. Applied only when the server faces clients directly (no
 * TRUST_PROXY): behind a reverse proxy every connection comes from the proxy, which must cap them itself.
 */
export const MAX_CONNECTIONS_PER_IP = 64;

/**
 * After an answer sent before the body was read (a 413, a busy 503), the rest of the body is read and
 * dropped this long so the answer reaches the client before the connection closes. Dropping keeps nothing
 * in memory; a client still sending after this is cut off.
 */
export const REFUSED_BODY_LINGER_MS = 2_000;

/** Text-only page form posts (sign-in, recovery, payment choice…): a few KB is plenty. */
export const PAGE_TEXT_BODY_LIMIT = 16 * 1024;

/**
 * Page posts that carry files are read by at most this many requests at a time; the ones beyond get 503
 * with Retry-After, so a burst of uploads cannot hold the memory and disk of many at once.
 */
export const MAX_CONCURRENT_PAGE_UPLOADS = 4;

/**
 * Closes new connections from an address that already holds `max` open ones. `exempt` addresses (the
 * loopback, where a local reverse proxy or health check lives) are never capped. Returns the live counts,
 * for tests and metrics.
 */
export function capConnectionsPerAddress(
  server: Server,
  max: number,
  exempt: (address: string) => boolean = isLoopback,
): Map<string, number> {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || exempt(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
  return open;
}

/** The host's own loopback address (where a local proxy or health check connects from). */
export function isLoopback(address: string): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/**
 * Cuts off a request whose non-upload body has not fully arrived `ms` after its headers (multipart
 * uploads have the request timeout). The socket is closed: a client this slow is not reading answers.
 */
export function limitTextBodyTime(app: FastifyInstance, ms: number) {
  app.addHook('onRequest', (request, reply, done) => {
    const { headers } = request;
    const textBody =
      (headers['content-length'] || headers['transfer-encoding']) &&
      !String(headers['content-type'] ?? '').startsWith('multipart/') &&
      !request.raw.readableEnded;
    // Answered meanwhile (a refusal): what is left of the body is the refusal's linger's to bound.
    if (textBody) reply.raw.once('close', cutOffUnlessBodyEnds(request.raw, ms));
    done();
  });
}

/**
 * Closes the request's connection unless its body has fully arrived within `ms`: the one deadline on a body,
 * for the text-body limit above and for the rest of a refused body (`REFUSED_BODY_LINGER_MS`, plugins/web.ts).
 * Returns what cancels it.
 */
export function cutOffUnlessBodyEnds(raw: IncomingMessage, ms: number): () => void {
  const timer = setTimeout(() => {
    if (!raw.readableEnded) raw.socket?.destroy();
  }, ms);
  const clear = () => clearTimeout(timer);
  raw.once('end', clear);
  raw.once('close', clear);
  return clear;
}
