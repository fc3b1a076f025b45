import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';
import pino from 'pino';
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
    reply.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      },
      'request completed',
    );
  }
}
