// Development entry (`npm run dev`): Vite in middleware mode gives hot reload for the site;
// tsx restarts this process when server code changes.
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';
import { startServer } from './server';

process.env.NODE_ENV ??= 'development';
const webRoot = fileURLToPath(new URL('../../web/', import.meta.url));

const app = await startServer(async () => {
  const { createServer } = await import('vite');
  const vite = await createServer({ root: webRoot, server: { middlewareMode: true }, appType: 'custom' });
  return {
    mode: 'development',
    build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    middleware: vite.middlewares,
    onClose: () => vite.close(),
  };
});
app.log.info('development server ready');
