// Shared by the scripts: build when stale, start the production server on a free port.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** Runs `npm run build` when an output is missing or any source is newer than the oldest output. */
export function ensureBuilt() {
  const builtAt = Math.min(...OUTPUTS.map((o) => (existsSync(at(o)) ? statSync(at(o)).mtimeMs : 0)));
  if (builtAt === 0 || Math.max(...SOURCES.map((s) => newest(at(s)))) > builtAt) {
    console.log('Compilando el sitio (npm run build)…');
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export const tempDir = (prefix) => mkdtempSync(path.join(tmpdir(), prefix));

/** Starts apps/server/dist/main.js and resolves once /api/ready answers. */
export async function startServer(env) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [at('apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó al arrancar:\n${stderr}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`El servidor no quedó listo:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
