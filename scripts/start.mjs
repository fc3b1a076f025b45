// npm start: build when the sources are newer than the build, then serve the production build.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, root } from './lib.mjs';

ensureBuilt();
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
