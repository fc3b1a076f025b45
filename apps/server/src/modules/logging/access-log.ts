import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';
import pino from 'pino';
import { redactUrl, requestSerializer } from '../security/redact';

/**
 * The server's logger: JSON lines (pino) at `level`, to `stream` or to standard output in blocks.
 *
 * Standard output is written in blocks rather than once per line: a write per line cost a tenth of a
 * cached page (docs/decisions/009-render-performance.md). The blocks are gathered here, not in pino's
 * writer (SonicBoom): given one line at a time, SonicBoom appends it to the text it holds and measures that
 * whole text's UTF-8 length again on every line, which cost a cached answer more than answering it (ADR 009,
 * "Log lines in blocks"). The timer empties the block every second, so a quiet server's lines are not held,
 * and what is left is written when the process exits.
 */
export function serverLogger(level: string, stream?: NodeJS.WritableStream): FastifyBaseLogger {
  if (stream) return pino({ level, serializers: { req: requestSerializer } }, stream);
  const blocks = new LineBlocks(pino.destination({ dest: 1, sync: false }));
  setInterval(() => blocks.flush(), 1000).unref();
  return pino({ level, serializers: { req: requestSerializer } }, blocks);
}

/** Characters of log lines gathered before they are handed to the writer. */
const LOG_BLOCK_CHARS = 8192;

/** Writers with lines still to write when the process exits (one `exit` listener for all of them). */
const unwritten = new Set<WeakRef<LineBlocks>>();
let exitListener = false;

/** pino's destination: log lines gathered into blocks of LOG_BLOCK_CHARS, then written asynchronously. */
export class LineBlocks {
  private lines: string[] = [];
  private chars = 0;
  private readonly self = new WeakRef(this);

  constructor(private readonly out: ReturnType<typeof pino.destination>) {
    unwritten.add(this.self);
    out.on('close', () => unwritten.delete(this.self));
    if (!exitListener) {
      exitListener = true;
      process.on('exit', () => {
        for (const ref of unwritten) ref.deref()?.flushSync();
      });
    }
  }

  write(line: string): boolean {
    this.lines.push(line);
    this.chars += line.length;
    if (this.chars >= LOG_BLOCK_CHARS) this.handOver();
    return true;
  }

  /** pino's `logger.flush()`: what is gathered goes to the writer, which calls back once it is written. */
  flush(callback?: (err?: Error) => void): void {
    this.handOver();
    this.out.flush(callback);
  }

  /** At exit: whatever is gathered or pending is written now. */
  flushSync(): void {
    this.handOver();
    try {
      this.out.flushSync();
    } catch {
      // The writer was already closed (or never opened): nothing more can reach standard output.
    }
  }

  private handOver(): void {
    if (this.lines.length === 0) return;
    const block = this.lines.join('');
    this.lines = [];
    this.chars = 0;
    this.out.write(block);
  }
}

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
