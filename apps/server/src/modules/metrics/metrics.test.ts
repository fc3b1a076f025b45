// Issue 15 item 10: GET /api/metrics in Prometheus text format, staff only — or, with METRICS_PORT, on that
// port alone, without sign-in.
import { INTERFACE_ID } from '@campito/core';
import { interfaces, users } from '@campito/db';
import { Counter, Histogram, Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { freePort } from '../../../test/ports';
import { enqueueMail } from '../mail/outbox';
import { counterFrom, liveGauge } from './metrics';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * A strict reader of the text format 0.0.4: every line is `# HELP`, `# TYPE`, a sample or empty (the format
 * ignores empty lines; prom-client puts one between metrics); each metric's HELP and TYPE come once, before
 * its samples; a sample belongs to the metric declared last (with the _bucket/_sum/_count suffixes for
 * histograms); values are Go floats.
 */
function parse(text: string) {
  expect(text.endsWith('\n')).toBe(true);
  const types = new Map<string, string>();
  const helps = new Map<string, string>();
  const samples: Sample[] = [];
  let current = '';
  const label = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\\\|\\"|\\n)*)"/y;
  for (const line of text.slice(0, -1).split('\n')) {
    if (line === '') continue;
    let m = /^# HELP ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (m) {
      expect(helps.has(m[1]!), `HELP twice for ${m[1]}`).toBe(false);
      helps.set(m[1]!, m[2]!);
      current = m[1]!;
      continue;
    }
    m = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (m) {
      expect(m[1]).toBe(current);
      types.set(m[1]!, m[2]!);
      continue;
    }
    m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    expect(m, `not a sample line: ${line}`).not.toBeNull();
    const [, name, labelText = '', value] = m!;
    const type = types.get(current);
    const allowed =
      type === 'histogram' ? [`${current}_bucket`, `${current}_sum`, `${current}_count`] : [current];
    expect(allowed, `${name} outside its metric`).toContain(name);
    const labels: Record<string, string> = {};
    label.lastIndex = 0;
    while (label.lastIndex < labelText.length) {
      const l = label.exec(labelText);
      expect(l, `bad labels: ${labelText}`).not.toBeNull();
      labels[l![1]!] = l![2]!.replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
      if (labelText[label.lastIndex] === ',') label.lastIndex++;
    }
    expect(value).toMatch(/^(?:[+-]?Inf|NaN|-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)$/);
    samples.push({ name: name!, labels, value: Number(value!.replace('Inf', 'Infinity')) });
  }
  return { types, helps, samples };
}

const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((n, s) => n + s.value, 0);

describe('the metrics registry (prom-client, as metrics.ts uses it)', () => {
  it('writes the text format: HELP, TYPE, samples; escaped labels; cumulative histogram buckets', async () => {
    const registry = new Registry();
    const counter = new Counter({
      name: 'demo_total',
      help: 'Una prueba con \\ y\nsalto.',
      labelNames: ['path'] as const,
      registers: [registry],
    });
    counter.inc({ path: 'a "b" \\ c\nd' });
    counter.inc({ path: 'a "b" \\ c\nd' }, 2);
    const histogram = new Histogram({
      name: 'demo_seconds',
      help: 'Duración.',
      labelNames: ['route'] as const,
      buckets: [0.1, 1],
      registers: [registry],
    });
    histogram.observe({ route: '/x' }, 0.05);
    histogram.observe({ route: '/x' }, 0.5);
    histogram.observe({ route: '/x' }, 5);
    liveGauge(registry, 'demo_gauge', 'Un valor.', () => 42);
    liveGauge(registry, 'demo_missing', 'Sin valor.', () => undefined);
    let external = 7;
    counterFrom(registry, 'demo_external_total', 'Contado en otro lado.', () => external);
    const text = await registry.metrics();
    expect(registry.contentType).toBe('text/plain; version=0.0.4; charset=utf-8');
    // HELP escapes backslash and line feed; a label value also escapes the double quote.
    expect(text).toContain('# HELP demo_total Una prueba con \\\\ y\\nsalto.\n# TYPE demo_total counter\n');
    expect(text).toContain('demo_total{path="a \\"b\\" \\\\ c\\nd"} 3\n');
    const { samples, types } = parse(text);
    expect(types.get('demo_seconds')).toBe('histogram');
    expect(samples.find((s) => s.name === 'demo_total')!.labels.path).toBe('a "b" \\ c\nd');
    const buckets = samples
      .filter((s) => s.name === 'demo_seconds_bucket')
      .map((s) => [s.labels.le, s.value]);
    expect(buckets).toEqual([
      ['0.1', 1],
      ['1', 2],
      ['+Inf', 3],
    ]);
    expect(value(samples, 'demo_seconds_count')).toBe(3);
    expect(value(samples, 'demo_seconds_sum')).toBeCloseTo(5.55);
    expect(value(samples, 'demo_gauge')).toBe(42);
    expect(types.has('demo_missing')).toBe(true);
    expect(samples.some((s) => s.name === 'demo_missing')).toBe(false);
    expect(types.get('demo_external_total')).toBe('counter');
    expect(value(samples, 'demo_external_total')).toBe(7);
    // Copied, not added up: a second scrape shows the new value, not the sum of both.
    external = 9;
    expect(value(parse(await registry.metrics()).samples, 'demo_external_total')).toBe(9);
  });

  it('leaves a live gauge out while its value is unknown, and brings it back', async () => {
    const registry = new Registry();
    let reading: number | undefined = 3;
    liveGauge(registry, 'demo_live', 'A veces.', async () => reading);
    const live = async () => parse(await registry.metrics()).samples.filter((s) => s.name === 'demo_live');
    expect((await live()).map((s) => s.value)).toEqual([3]);
    reading = undefined;
    expect(await live()).toEqual([]);
    reading = 0;
    expect((await live()).map((s) => s.value)).toEqual([0]);
  });
});

describe('GET /api/metrics', () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '10000' });
    for (const [who, roles] of [
      ['public', ['public']],
      ['voluntario', ['voluntario']],
      ['admin', ['admin']],
    ] as const) {
      const [u] = await t.db
        .insert(users)
        .values({ name: who, email: `${who}@example.com`, roles: [...roles] })
        .returning();
      const { token } = await t.app.services.sessions.create(u!.id);
      cookies[who] = `campito_session=${token}`;
    }
    await t.db.insert(interfaces).values({ id: INTERFACE_ID });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { cookie: cookies.admin! },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    return parse(res.body);
  };

  it('answers 401 to anonymous visitors and 403 to signed-in people who are not staff', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
    for (const who of ['public', 'voluntario']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { cookie: cookies[who]! },
      });
      expect(res.statusCode, who).toBe(403);
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('counts requests by route pattern, never by raw URL, and times them', async () => {
    const before = (await scrape()).samples;
    const dogRoute = { method: 'GET', route: '/api/dogs/:id', status: '404' };
    const ids = ['00000000-0000-0000-0000-000000000001', '00000000-0000-0000-0000-000000000002'];
    for (const id of ids) await t.app.inject({ method: 'GET', url: `/api/dogs/${id}` });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/no-existe/123' });
    const { samples, types } = await scrape();
    expect(types.get('http_requests_total')).toBe('counter');
    expect(types.get('http_request_duration_seconds')).toBe('histogram');
    expect(
      value(samples, 'http_requests_total', dogRoute) - value(before, 'http_requests_total', dogRoute),
    ).toBe(2);
    const health = { method: 'GET', route: '/api/health', status: '200' };
    expect(value(samples, 'http_requests_total', health) - value(before, 'http_requests_total', health)).toBe(
      1,
    );
    const unknown = { route: '/api/*', status: '404' };
    expect(value(samples, 'http_requests_total', unknown)).toBeGreaterThanOrEqual(1);
    const count = { method: 'GET', route: '/api/dogs/:id' };
    expect(
      value(samples, 'http_request_duration_seconds_count', count) -
        value(before, 'http_request_duration_seconds_count', count),
    ).toBe(2);
    const routes = new Set(
      samples.filter((s) => s.name === 'http_requests_total').map((s) => s.labels.route),
    );
    for (const id of ids) expect([...routes].some((r) => r?.includes(id))).toBe(false);
    // The scrapes themselves are requests too.
    expect(
      value(samples, 'http_requests_total', { route: '/api/metrics', status: '200' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('reports the answer cache, the outbox backlog, the event loop and memory', async () => {
    const before = (await scrape()).samples;
    await t.app.inject({ method: 'GET', url: '/api/dogs?gender=macho' });
    await t.app.inject({ method: 'GET', url: '/api/dogs?gender=macho' });
    await t.app.inject({ method: 'GET', url: '/api/dogs?gender=macho' });
    await enqueueMail(t.db, [
      { to: 'a@example.com', subject: 'Uno', text: 'uno' },
      { to: 'b@example.com', subject: 'Dos', text: 'dos' },
    ]);
    const { samples } = await scrape();
    const grew = (name: string) => value(samples, name) - value(before, name);
    expect(grew('answer_cache_misses_total')).toBe(1);
    expect(grew('answer_cache_hits_total')).toBe(2);
    expect(value(samples, 'answer_cache_entries')).toBe(t.app.answerCache.size);
    expect(value(samples, 'answer_cache_entries')).toBeGreaterThanOrEqual(1);
    expect(value(samples, 'answer_cache_bytes')).toBeGreaterThan(0);
    expect(value(samples, 'outbox_pending')).toBe(2);
    expect(value(samples, 'outbox_failed')).toBe(0);
    expect(value(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(value(samples, 'nodejs_heap_used_bytes')).toBeGreaterThan(0);
    expect(value(samples, 'nodejs_heap_total_bytes')).toBeGreaterThanOrEqual(
      value(samples, 'nodejs_heap_used_bytes'),
    );
    // The delay monitor samples every 10 ms: let it take a few samples since the previous scrape reset it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const loop = (await scrape()).samples;
    expect(loop.some((s) => s.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
    expect(value(loop, 'nodejs_eventloop_lag_seconds')).toBeGreaterThan(0);
    expect(value(loop, 'nodejs_eventloop_lag_max_seconds')).toBeGreaterThanOrEqual(
      value(loop, 'nodejs_eventloop_lag_p99_seconds'),
    );
  });
});

describe('metrics on a separate port (METRICS_PORT)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ METRICS_PORT: String(port), METRICS_HOST: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('serves them there without sign-in, and not on the main port', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    for (const path of ['/metrics', '/api/metrics']) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      const { samples } = parse(await res.text());
      expect(value(samples, 'http_requests_total', { route: '/api/health', status: '200' })).toBe(1);
    }
    expect((await fetch(`http://127.0.0.1:${port}/otra-cosa`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(405);
    // On the main port the path is just an unknown API path, for staff too.
    const main = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(main.statusCode).toBe(404);
    expect(main.body).not.toContain('http_requests_total');
    expect(t.app.routeTable.some((r) => r.url === '/api/metrics')).toBe(false);
  });

  it('refuses a port that is not a port', async () => {
    const { loadConfig } = await import('../../env');
    expect(() => loadConfig({ DATA_DIR: '/tmp/campito-metrics', METRICS_PORT: '70000' })).toThrow(
      /METRICS_PORT/,
    );
    expect(loadConfig({ DATA_DIR: '/tmp/campito-metrics', METRICS_PORT: '9100' }).metrics).toEqual({
      port: 9100,
      host: '127.0.0.1',
    });
  });
});
