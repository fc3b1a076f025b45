// npm start: build when the sources are newer than the build, then serve the production build.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const at = (p) => path.join(root, p);
const OUTPUTS = ['apps/web/build/server/index.js', 'apps/server/dist/main.js'];
const SOURCES = [
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/web/app',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
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

const builtAt = Math.min(...OUTPUTS.map((o) => (existsSync(at(o)) ? statSync(at(o)).mtimeMs : 0)));
if (builtAt === 0 || Math.max(...SOURCES.map((s) => newest(at(s)))) > builtAt) {
  console.log('Compilando el sitio (npm run build)…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
await import(pathToFileURL(at('apps/server/dist/main.js')).href);
