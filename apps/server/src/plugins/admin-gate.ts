import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isStaff } from '../modules/auth/guards';
import { isStaffPanel } from '../modules/security/headers';
import { acceptedEncoding } from './compression';

// The react-admin build, found beside this file in the sources (src/plugins) and in the bundle (dist/).
const CANDIDATES = ['../../../admin/dist', '../../admin/dist'].map((p) =>
  fileURLToPath(new URL(p, import.meta.url)),
);
const ADMIN_DIST_DIR =
  CANDIDATES.find((dir) => existsSync(path.join(dir, '..', 'package.json'))) ?? CANDIDATES[0]!;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

// Only staff ever receive these responses, so shared caches must not keep them.
const IMMUTABLE = 'private, max-age=31536000, immutable';
const REVALIDATE = 'private, no-cache';

const NOT_BUILT = `<!doctype html><html lang="es"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Panel de administración · El Campito</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#2a1f16">
<h1>El panel de administración todavía no está compilado</h1>
<p>Para usarlo, compilalo una vez con <code>npm run build -w @campito/admin</code> y volvé a cargar esta página.</p>
<p><a href="/">Volver al inicio</a></p></body></html>`;

/**
 * /admin and /admin/* (docs/product.md §10.1): staff — admin or superAdmin, decided here from the server-side
 * session — get the react-admin SPA (index.html for any non-file path, hashed assets cached for good).
 * Everyone else is not answered here: the request goes on to the pages, where the `admin/*` route
 * renders the no-access page with status 403.
 */
export async function registerAdminGate(app: FastifyInstance, options: { distDir?: string } = {}) {
  const distDir = path.resolve(options.distDir ?? ADMIN_DIST_DIR);

  // With `done`, not `async`: every request passes here, and only staff on /admin go further.
  app.addHook('onRequest', (request, reply, done) => {
    const panel =
      (request.method === 'GET' || request.method === 'HEAD') &&
      isStaffPanel(request.url) &&
      isStaff(request.user);
    if (!panel) return done();
    servePanel(distDir, request, reply).catch(done);
  });
}

/** Answers a staff member's request for the panel: a file of its build, or its page. */
async function servePanel(distDir: string, request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split('?')[0]!;
  reply.header('vary', 'Cookie, accept-encoding');
  if (!existsSync(path.join(distDir, 'index.html'))) {
    return reply
      .status(503)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(NOT_BUILT);
  }
  const file = await resolveFile(distDir, pathname.slice('/admin'.length));
  if (file) {
    const cacheControl = file.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : REVALIDATE;
    return sendFile(request, reply, file, cacheControl);
  }
  // A missing asset is a 404, not the SPA (a stale bundle must not get HTML as JavaScript).
  if (/\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith('/admin/assets/')) {
    return reply.status(404).type('text/plain; charset=utf-8').send('No encontramos ese archivo.');
  }
  return sendFile(request, reply, path.join(distDir, 'index.html'), REVALIDATE);
}

/** A regular file inside distDir for the URL path, or null (never escapes the directory). */
async function resolveFile(distDir: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(distDir, `.${path.posix.normalize(`/${decoded}`)}`);
  if (file !== distDir && !file.startsWith(distDir + path.sep)) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? file : null;
}

/**
 * Sends a file of the build: its brotli or gzip copy when the browser takes it and the build wrote one
 * (apps/server/build.mjs, at the highest quality, so the 1.7 MB panel is not compressed again per request).
 */
async function sendFile(request: FastifyRequest, reply: FastifyReply, file: string, cacheControl: string) {
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const encoded = encoding && `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
  const sent = encoded && (await stat(encoded).catch(() => null))?.isFile() ? encoded : file;
  if (sent !== file) reply.header('content-encoding', encoding);
  return reply
    .status(200)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .type(type)
    .send(createReadStream(sent));
}

/** As app.ts registers it: staff are told apart by the session. */
export const adminGatePlugin = fp<{ distDir?: string }>(registerAdminGate, {
  name: 'admin-gate',
  dependencies: ['session', 'security-headers'],
});
