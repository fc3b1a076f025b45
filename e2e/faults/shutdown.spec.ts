import { startServer } from '../fixtures/server';
import { expect, test } from '../fixtures/test';

// Issue "Measured quality" (d): graceful shutdown under load — requests already being answered complete;
// later ones are refused cleanly (503 or connection refused), never cut off halfway.

test('SIGTERM under load lets in-flight requests complete and exits cleanly', async () => {
  test.setTimeout(120_000);
  const server = await startServer({ env: { SEED_DEMO: 'false' } });
  const outcomes: string[] = [];
  let alive = true;
  const loop = async () => {
    while (alive) {
      try {
        const res = await fetch(`${server.url}/api/health`);
        const text = await res.text();
        outcomes.push(res.status === 200 && text.includes('ok') ? 'ok' : String(res.status));
      } catch (err) {
        const code = (err as { cause?: { code?: string } }).cause?.code ?? 'error';
        outcomes.push(code);
        if (code === 'ECONNREFUSED') return;
      }
    }
  };
  const loops = Array.from({ length: 10 }, loop);
  while (outcomes.length < 500) await new Promise((r) => setTimeout(r, 10));
  const code = await server.stop();
  alive = false;
  await Promise.all(loops);
  expect(code).toBe(0);
  const unexpected = outcomes.filter((o) => !['ok', '503', 'ECONNREFUSED'].includes(o));
  expect(unexpected).toEqual([]);
  expect(outcomes.filter((o) => o === 'ok').length).toBeGreaterThanOrEqual(500);
});
