// What `npm start` runs, read from package.json (its one home), so that the bench and the browser journeys
// start the server exactly as production does: the V8 flags and the environment set before `node`.
import { readFileSync } from 'node:fs';

const command = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts.start;

/** The V8 flags of `npm start` (`--name=value` before the script). */
export const START_NODE_FLAGS = command.match(/--[a-z-]+=\S+/g) ?? [];

/** The variables `npm start` sets before `node` (`NAME=value node …`). */
export const START_ENV = Object.fromEntries(
  [...(command.match(/^(?:[A-Z_]+=\S+\s+)+/)?.[0] ?? '').matchAll(/([A-Z_]+)=(\S+)/g)].map((m) => [
    m[1],
    m[2],
  ]),
);
