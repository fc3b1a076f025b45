// npm start: serve the production build, in production mode. React and React Router choose their
// production or development build from NODE_ENV when first loaded, so it is set before anything loads.
// The build is made only when there is none (a fresh clone): after an upgrade, `npm run build` is the
// explicit step (docs/deploy.md), so a production machine never compiles by surprise.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, root } from './lib.mjs';

process.env.NODE_ENV ??= 'production';
ensureBuilt({ onlyIfMissing: true });
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
