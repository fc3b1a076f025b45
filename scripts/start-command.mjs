// What `npm start` runs, read from package.json (its one home), so that the bench and the browser journeys
// start the server exactly as production does: the V8 flags and the environment set before `node`.
import { readFileSync } from 'node:fs';

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
