import { startServer } from '../fixtures/server';
import { expect, test } from '../fixtures/test';

// Issue "Measured quality" (d): graceful shutdown under load — requests already being answered complete;
// later ones are refused cleanly (503, or no answer at all), never cut off halfway.

test('SIGTERM under load lets in-flight requests complete and exits cleanly', async () => {
  test.setTimeout(120_000);
  const server = await startServer({ env: { SEED_DEMO: 'false' } });
  const outcomes: string[] = [];
  let stopping = false;
  let alive = true;
  const loop = async () => {
    while (alive) {
      let res: Response;
      try {
        res = await fetch(`${server.url}/api/health`);
      } catch (err) {
        // No answer at all: the connection was refused or closed before a response began. Only
        // acceptable once shutdown started (a client may retry such a request elsewhere).
        const code = (err as { cause?: { code?: string } }).cause?.code ?? 'error';
        outcomes.push(stopping ? 'not-answered' : `early-${code}`);
        if (stopping) return;
        continue;
      }
      try {
        const text = await res.text();
        outcomes.push(res.status === 200 && text.includes('ok') ? 'ok' : String(res.status));
      } catch {
        outcomes.push('cut'); // an answer that began and did not finish: never acceptable
      }
    }
  };
  const loops = Array.from({ length: 10 }, loop);
  while (outcomes.length < 100) await new Promise((r) => setTimeout(r, 10));
  stopping = true;
  const code = await server.stop();
  alive = false;
  await Promise.all(loops);
  expect(code).toBe(0);
  expect(outcomes.filter((o) => !['ok', '503', 'not-answered'].includes(o))).toEqual([]);
  expect(outcomes.filter((o) => o === 'ok').length).toBeGreaterThanOrEqual(100);
});
