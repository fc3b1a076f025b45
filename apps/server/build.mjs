// Bundles the server (our TypeScript and workspace packages; npm packages stay external), copies the
// migrations beside it, and pre-compresses the site's static assets (served with preCompressed) and the
// admin panel's (served by plugins/admin-gate.ts).
import { cp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build } from 'esbuild';

const here = path.dirname(new URL(import.meta.url).pathname);
const dist = path.join(here, 'dist');
await rm(dist, { recursive: true, force: true });

await build({
  entryPoints: [path.join(here, 'src/main.ts')],
  outfile: path.join(dist, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        // Bare imports are npm packages (kept external) except our workspace packages (bundled from TS).
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@campito/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
// The entry: React and React Router pick their production or development build from NODE_ENV when first
// loaded, and the bundle loads them before any of its own code runs. So the entry sets it first, then
// loads the bundle: `node apps/server/dist/main.js` is production unless told otherwise.
await writeFile(
  path.join(dist, 'main.js'),
  [
    '// Production entry (written by apps/server/build.mjs): NODE_ENV before React loads, then the server.',
    "process.env.NODE_ENV ??= 'production';",
    "await import('./server.js');",
    '',
  ].join('\n'),
);
await cp(path.join(here, '../../packages/db/migrations'), path.join(dist, 'migrations'), { recursive: true });

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const clientDir = path.join(here, '../web/build/client');
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html|map)$/;
async function compressTree(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) await compressTree(file);
    else if (COMPRESSIBLE.test(entry.name) && (await stat(file)).size > 1024) {
      const data = await readFile(file);
      await writeFile(
        `${file}.br`,
        await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      await writeFile(`${file}.gz`, await gzip(data, { level: 9 }));
    }
  }
}
// A tree that was not built (the admin alone may be skipped) has nothing to compress.
for (const dir of [clientDir, path.join(here, '../admin/dist')]) {
  await compressTree(dir).catch((err) => {
    if (err.code !== 'ENOENT') throw err;
  });
}
console.log('server bundle: apps/server/dist/main.js (entry) + server.js');
