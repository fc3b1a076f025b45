// Production entry: serves the React Router build made by `npm run build`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';
import { startServer } from './server';

// Same relative path from src/ (tsx) and from dist/ (the bundle).
const webBuildDir = fileURLToPath(new URL('../../web/build/', import.meta.url));

await startServer(
  async () => ({
    mode: 'production',
    build: (await import(path.join(webBuildDir, 'server/index.js'))) as ServerBuild,
    clientDir: path.join(webBuildDir, 'client'),
  }),
  { prepareInChild: true },
);
