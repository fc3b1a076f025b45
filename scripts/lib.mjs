// Shared by the scripts: build when stale, start the production server on a free port.
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startProduction } from './start-command.mjs';

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const at = (p) => path.join(root, p);
const OUTPUTS = ['apps/web/build/server/index.js', 'apps/admin/dist/index.html', 'apps/server/dist/main.js'];
const SOURCES = [
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/web/app',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/admin/src',
  'packages/core/src',
  'packages/db/src',
  'packages/db/migrations',
  'package-lock.json',
];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((name) => newest(path.join(p, name))));
}

/**
 * Runs `npm run build` when an output is missing or, unless `onlyIfMissing`, when any source is newer than
 * the oldest output (the bench and the attack script measure the code as it is).
 */
export function ensureBuilt({ onlyIfMissing = false } = {}) {
  const builtAt = Math.min(...OUTPUTS.map((o) => (existsSync(at(o)) ? statSync(at(o)).mtimeMs : 0)));
  const stale = () => Math.max(...SOURCES.map((s) => newest(at(s)))) > builtAt;
  if (builtAt === 0 || (!onlyIfMissing && stale())) {
    console.log('Compilando el sitio (npm run build)…');
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
}

export const tempDir = (prefix) => mkdtempSync(path.join(tmpdir(), prefix));

/**
 * Starts apps/server/dist/main.js (of this checkout, or of `serverRoot`'s) and resolves once /api/ready
 * answers.
 */
export async function startServer(env, { serverRoot = root, logs = 'ignore' } = {}) {
  const port = await freePort();
  const server = await startProduction({
    root: serverRoot,
    port,
    env,
    stdout: logs === 'drain' ? 'drain' : 'ignore',
    readyWithinMs: 180_000,
  });
  const { child, exited } = server;
  return {
    url: server.url,
    port,
    pid: child.pid,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
