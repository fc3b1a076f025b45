// The short check that the production build still runs on the Node of the machine that starts it
// (`.ci/run` runs the suite on Node 24 LTS, then this on the machine's own Node, ≥ 20.19): the server starts
// as `npm start` starts it, on a fresh DATA_DIR with the demo content, and a few pages and the health check
// answer. Exits 1 with the reason otherwise.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startProduction } from './start-command.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const PATHS = ['/api/health', '/', '/adoptar/perros', '/colaborar', '/visitas', '/api/dogs'];

const dataDir = await mkdtemp(path.join(tmpdir(), 'campito-smoke-'));
console.log(`Humo: Node ${process.version}, ${PATHS.length} direcciones`);
const server = await startProduction({
  root,
  port: await freePort(),
  env: { DATA_DIR: dataDir },
  stdout: 'keep',
});
const failures = [];
try {
  for (const where of PATHS) {
    const res = await fetch(`${server.url}${where}`);
    const body = await res.text();
    const ok = res.status === 200 && body.length > 0;
    console.log(`  ${ok ? 'ok' : 'FALLA'} ${res.status} ${where} (${body.length} bytes)`);
    if (!ok) failures.push(`${where}: ${res.status}`);
  }
} finally {
  server.child.kill('SIGTERM');
  const code = await server.exited;
  if (code !== 0) failures.push(`el servidor terminó con ${code}:\n${server.output()}`);
  await rm(dataDir, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`Humo con Node ${process.version}: ${failures.join('; ')}`);
  process.exit(1);
}
console.log(`Humo con Node ${process.version}: bien`);
