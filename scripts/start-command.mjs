// What `npm start` runs, read from package.json (its one home), and the one way the bench and the browser
// journeys start a server with it: exactly as production does, with the V8 flags and the environment set
// before `node`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const command = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts.start;

/**
 * The V8 flags of `npm start` (`--name=value` before the script). The server allocates many short-lived
 * objects per request: 8 MB semispaces (V8's default is 16 MB on 64-bit) collect them sooner. After each full
 * collection V8 lets the old space grow by a factor of up to 4 before the next one: a render server's live
 * heap is ~40 MB, but its garbage took it to 170 MB; --heap-growing-percent=50 makes that factor 1.5
 * (resident memory 400 → 270 MB under the bench's renders, throughput unchanged). Neither is a cap: a burst
 * of hostile requests still gets the room it needs, where a cap made the process die
 * (docs/decisions/009-render-performance.md).
 */
export const START_NODE_FLAGS = command.match(/--[a-z-]+=\S+/g) ?? [];

/**
 * The variables `npm start` sets before `node` (`NAME=value node …`): MALLOC_ARENA_MAX=2 keeps glibc from
 * giving each of zlib's and the image queue's threads an arena of its own.
 */
export const START_ENV = Object.fromEntries(
  [...(command.match(/^(?:[A-Z_]+=\S+\s+)+/)?.[0] ?? '').matchAll(/([A-Z_]+)=(\S+)/g)].map((m) => [
    m[1],
    m[2],
  ]),
);

/**
 * Starts the production build (`apps/server/dist/main.js` under `root`) as `npm start` runs it, on a loopback
 * port, and waits until `/api/ready` answers. The bench (`scripts/lib.mjs`) and the browser journeys
 * (`e2e/fixtures/server.ts`) both start their servers here. `env` is laid over the environment; a name set
 * to `undefined` is left out. `stdout`: 'ignore', 'drain' (a pipe read and dropped, as a service manager
 * would) or 'keep' (kept with stderr in `output()`, for failure messages).
 */
export async function startProduction({ root, port, env = {}, stdout = 'ignore', readyWithinMs = 120_000 }) {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...START_NODE_FLAGS, path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      ...START_ENV,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ['ignore', stdout === 'ignore' ? 'ignore' : 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (data) => {
    output += data;
  };
  if (stdout === 'keep') child.stdout.on('data', keep);
  if (stdout === 'drain') child.stdout.resume();
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó al arrancar:\n${output}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`El servidor no quedó listo a tiempo:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, child, exited, output: () => output };
}

// Ports handed out for servers started later: below Linux's ephemeral range (32768–60999), which every
// `listen(0)` draws from. A port the OS gave out and we closed could go to another test's `listen(0)`
// before our server binds it (a production server first prepares its database for seconds): its readiness
// probe then reached the other test's server. Each test worker gets a block of its own, so two workers
// never hand out the same port either; the main process (the shared server, the bench) gets block 0.
const PORT_BASE = 20_000;
const PORT_BLOCK = 500;
const PORT_BLOCKS = 24;
const workerIndex = Number(process.env.TEST_PARALLEL_INDEX ?? process.env.VITEST_POOL_ID ?? -1);
const block = Number.isInteger(workerIndex) && workerIndex >= 0 ? (workerIndex % (PORT_BLOCKS - 1)) + 1 : 0;
let nextInBlock = 0;

const listensFree = (port) =>
  new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });

/** A loopback port nobody listens on right now (for a server started by a test or the bench). */
export async function freePort() {
  for (let tries = 0; tries < PORT_BLOCK; tries++) {
    const port = PORT_BASE + block * PORT_BLOCK + (nextInBlock++ % PORT_BLOCK);
    if (await listensFree(port)) return port;
  }
  throw new Error('No hay un puerto libre para el servidor de prueba.');
}
