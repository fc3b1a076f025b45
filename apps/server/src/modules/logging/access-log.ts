import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';
import pino from 'pino';
import type { Config } from '../../env';
import { redactUrl, requestSerializer } from '../security/redact';

/**
 * The server's logger: JSON lines (pino) at `level`, to `stream` or to standard output in blocks.
 *
 * Standard output is written in blocks rather than once per line: a write per line cost a tenth of a
 * cached page (docs/decisions/009-render-performance.md). The blocks are gathered here, not in pino's
 * writer (SonicBoom): given one line at a time, SonicBoom appends it to the text it holds and measures that
 * whole text's UTF-8 length again on every line, which cost a cached answer more than answering it (ADR 009,
 * sixth pass). The timer empties the block every second, so a quiet server's lines are not held, and what is
 * left is written when the process exits.
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
 *
 * The line is the one pino writes for `log.info({ reqId, method, url, statusCode, ms, ip }, 'request
 * completed')` — its level and time, then the logger's bindings (pid, hostname, a child's reqId), then the
 * fields in that order, an absent one left out — put together here and handed to the logger's own
 * destination. pino's generic path (walking the object, serializer lookups, escaping each value) cost a
 * cached answer a third of its rate (ADR 009, eighth pass). `access-log.test.ts` checks that the line is
 * byte for byte pino's for the same fields, for the server's logger and a child of it. A logger without
 * pino's bindings and destination (none in this server) gets `info` itself. Nothing is written above info.
 */
export function logCompleted(
  log: FastifyBaseLogger,
  answer: { reqId?: string; method: string; url: string; statusCode: number; elapsedMs: number; ip?: string },
): void {
  if ((pino.levels.values[log.level] ?? 0) > INFO) return;
  const { reqId, method, url, statusCode, elapsedMs, ip } = answer;
  const ms = Math.round(elapsedMs * 10) / 10;
  const bindings = (log as unknown as Record<symbol, unknown>)[pino.symbols.chindingsSym];
  const out = (log as unknown as Record<symbol, { write?: (line: string) => unknown }>)[
    pino.symbols.streamSym
  ];
  if (typeof bindings !== 'string' || typeof out?.write !== 'function') {
    log.info({ ...(reqId ? { reqId } : {}), method, url: redactUrl(url), statusCode, ms, ip }, COMPLETED);
    return;
  }
  out.write(
    `{"level":${INFO},"time":${Date.now()}${bindings}${reqId ? `,"reqId":${JSON.stringify(reqId)}` : ''},"method":${JSON.stringify(method)},"url":${JSON.stringify(redactUrl(url))},"statusCode":${statusCode},"ms":${ms}${ip === undefined ? '' : `,"ip":${JSON.stringify(ip)}`},"msg":"${COMPLETED}"}\n`,
  );
}

const COMPLETED = 'request completed';

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
