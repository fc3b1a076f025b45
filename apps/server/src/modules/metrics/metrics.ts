import { createServer, type Server } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { mailOutbox } from '@campito/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { requireStaff } from '../auth/guards';

/** Seconds; the pages and API answer in milliseconds, uploads and slow clients take seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The outbox counts stop at this many rows, so a scrape stays cheap even with a huge backlog. */
const OUTBOX_COUNT_BOUND = 10_000;

/**
 * A gauge read when scraped; `read` returning undefined leaves the sample out (HELP and TYPE stay), so a
 * failed query or an empty delay histogram is "unknown" rather than a made-up 0.
 */
export function liveGauge(
  registry: Registry,
  name: string,
  help: string,
  read: () => number | undefined | Promise<number | undefined>,
): void {
  new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      const value = await read();
      // An unlabelled gauge starts with one series at 0: removing it is how prom-client leaves it out.
      if (value === undefined) this.remove();
      else this.set(value);
    },
  });
}

/** A counter whose value lives elsewhere (the answer cache counts its own hits): copied when scraped. */
export function counterFrom(registry: Registry, name: string, help: string, read: () => number): void {
  new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      this.reset();
      this.inc(read());
    },
  });
}

/**
 * Prometheus metrics (text format 0.0.4, written by prom-client): requests by route pattern, answer cache,
 * mail outbox backlog, event loop lag and memory. Served at GET /api/metrics to staff, or — with
 * METRICS_PORT — only on that port (METRICS_HOST, loopback by default) without sign-in, for a scraper on the
 * host or a private network. No default Node metrics (collectDefaultMetrics): only the few below.
 */
async function registerMetrics(app: FastifyInstance) {
  // A registry per app, not prom-client's global one: two apps in one process (tests) must not collide.
  const registry = new Registry();

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern (never the raw URL; pages are /*) and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to answering it, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // Paths no route matched share one label, so scanners cannot grow the series.
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched' };
    requests.inc({ ...labels, status: String(reply.statusCode) });
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  counterFrom(
    registry,
    'answer_cache_hits_total',
    'Anonymous requests answered from the answer cache.',
    () => app.answerCache.hits,
  );
  counterFrom(
    registry,
    'answer_cache_misses_total',
    'Cacheable anonymous requests that had to be rendered.',
    () => app.answerCache.misses,
  );
  liveGauge(
    registry,
    'answer_cache_entries',
    'Answers held by the answer cache.',
    () => app.answerCache.size,
  );
  liveGauge(
    registry,
    'answer_cache_bytes',
    'Bytes held by the answer cache (bodies and compressed variants).',
    () => app.answerCache.byteSize,
  );

  // Read once per scrape, before the text is written (see scrape()).
  let outbox: { pending: number; failed: number } | undefined;
  liveGauge(
    registry,
    'outbox_pending',
    `Mails waiting to be sent (due or backing off); counted up to ${OUTBOX_COUNT_BOUND}.`,
    () => outbox?.pending,
  );
  liveGauge(
    registry,
    'outbox_failed',
    `Mails given up after the last retry; counted up to ${OUTBOX_COUNT_BOUND}.`,
    () => outbox?.failed,
  );

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  app.addHook('onClose', async () => loop.disable());
  const lag = (value: number) => (loop.count > 0 ? value / 1e9 : undefined);
  liveGauge(
    registry,
    'nodejs_eventloop_lag_seconds',
    'Mean event loop delay since the previous scrape.',
    () => lag(loop.mean),
  );
  liveGauge(
    registry,
    'nodejs_eventloop_lag_p99_seconds',
    '99th percentile of the event loop delay since the previous scrape.',
    () => lag(loop.percentile(99)),
  );
  liveGauge(
    registry,
    'nodejs_eventloop_lag_max_seconds',
    'Longest event loop delay since the previous scrape.',
    () => lag(loop.max),
  );

  liveGauge(registry, 'process_resident_memory_bytes', 'Resident memory size in bytes.', () =>
    process.memoryUsage.rss(),
  );
  liveGauge(
    registry,
    'nodejs_heap_used_bytes',
    'V8 heap in use, in bytes.',
    () => process.memoryUsage().heapUsed,
  );
  liveGauge(
    registry,
    'nodejs_heap_total_bytes',
    'V8 heap reserved, in bytes.',
    () => process.memoryUsage().heapTotal,
  );
  liveGauge(
    registry,
    'nodejs_external_memory_bytes',
    'Memory of C++ objects bound to JavaScript (buffers among them), in bytes.',
    () => process.memoryUsage().external,
  );

  const scrape = async (): Promise<string> => {
    outbox = await outboxCounts(app).catch((err) => {
      // The other metrics still matter while the database is down; these two are left out.
      app.log.warn({ err }, 'metrics: outbox counts failed');
      return undefined;
    });
    const text = await registry.metrics();
    loop.reset();
    return text;
  };

  const metrics = app.deps.config.metrics;
  if (!metrics) {
    app.get(
      '/api/metrics',
      {
        preHandler: requireStaff,
        schema: { tags: ['sistema'], summary: 'Métricas en formato Prometheus (sólo staff)' },
      },
      async (_request, reply) =>
        reply
          .header('cache-control', 'no-store')
          .type(registry.contentType)
          .send(await scrape()),
    );
    return;
  }

  // METRICS_PORT: a plain HTTP server of its own, bound when the app is ready, closed with it.
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics' && path !== '/api/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('No encontrado.\n');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    scrape().then(
      (text) => {
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (err) => {
        app.log.error({ err }, 'metrics scrape failed');
        res.writeHead(500).end();
      },
    );
  });
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(metrics.port, metrics.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    app.log.info({ port: metrics.port, host: metrics.host }, 'metrics listening');
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}

/** Pending and failed mails, each counted up to OUTBOX_COUNT_BOUND rows (the status index answers it). */
async function outboxCounts(app: FastifyInstance): Promise<{ pending: number; failed: number }> {
  const count = async (status: 'pending' | 'failed') => {
    const [row] = await app.deps.db.select({ n: sql<number>`count(*)::int` }).from(
      app.deps.db
        .select({ one: sql`1`.as('one') })
        .from(mailOutbox)
        .where(sql`${mailOutbox.status} = ${status}`)
        .limit(OUTBOX_COUNT_BOUND)
        .as('bounded'),
    );
    return row?.n ?? 0;
  };
  const [pending, failed] = await Promise.all([count('pending'), count('failed')]);
  return { pending, failed };
}

/** As app.ts registers it: before the routes, so every answer is counted; it reads the answer cache's counts. */
export const metricsPlugin = fp(registerMetrics, {
  name: 'metrics',
  dependencies: ['answer-cache', 'session'],
});
