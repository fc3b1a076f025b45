import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';
import pino from 'pino';
import type { Config } from '../../env';
import { redactUrl, requestSerializer } from '../security/redact';

/**
 * The server's logger: JSON lines (pino) at `level`, to `stream` or to standard output through a
 * buffered writer.
 *
 * Standard output is written in blocks of up to 4 KB rather than once per line: a write per line cost a
 * tenth of a cached page (docs/decisions/009-render-performance.md). pino flushes the block when the
 * process exits, and the timer below empties it every second, so a quiet server's lines are not held.
 */
export function serverLogger(level: string, stream?: NodeJS.WritableStream): FastifyBaseLogger {
  if (stream) return pino({ level, serializers: { req: requestSerializer } }, stream);
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => destination.flush(), 1000).unref();
  return pino({ level, serializers: { req: requestSerializer } }, destination);
}

const INFO = pino.levels.values.info!;

/**
 * One `request completed` line per answered request, at info — method, URL (secrets redacted), status,
 * milliseconds, client address — where Fastify writes two (`incoming request` and `request completed`,
 * each with a serialized request). Errors keep Fastify's own `request errored` line with the error.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    if ((pino.levels.values[request.log.level] ?? 0) > INFO) return;
    logCompleted(reply.log, {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      elapsedMs: reply.elapsedTime,
      ip: request.ip,
    });
  }
}

/**
 * The `request completed` line: one shape for Fastify's answers (whose logger carries the request id) and
 * the answer cache's early ones (which pass it).
 */
export function logCompleted(
  log: Pick<FastifyBaseLogger, 'info'>,
  answer: { reqId?: string; method: string; url: string; statusCode: number; elapsedMs: number; ip?: string },
): void {
  const { reqId, method, url, statusCode, elapsedMs, ip } = answer;
  log.info(
    {
      ...(reqId ? { reqId } : {}),
      method,
      url: redactUrl(url),
      statusCode,
      ms: Math.round(elapsedMs * 10) / 10,
      ip,
    },
    'request completed',
  );
}

/**
 * The client's address as Fastify's `request.ip` gives it under the same TRUST_PROXY, for answers sent
 * before Fastify sees the request: the peer, or the last untrusted address of X-Forwarded-For. A hop
 * count trusts no peer (Fastify 5 fails closed there), so it is the peer too.
 */
export function clientAddress(trust: Config['trustProxy']): (request: IncomingMessage) => string | undefined {
  if (!trust || typeof trust === 'number') return (request) => request.socket.remoteAddress;
  const trusted =
    trust === true ? () => true : proxyAddr.compile(trust.split(',').map((value) => value.trim()));
  return (request) => proxyAddr(request, trusted);
}
