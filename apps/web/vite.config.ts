import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { styleWords } from './style-words.ts';

// Every public page loads the framework (react-dom, React Router) and the root route's modules. Left to
// automatic splitting they arrive as ~16 small files; each costs a request and its headers, and small
// files compress worse. So the browser build puts them in one `framework` chunk that every page shares;
// route-specific code keeps its own chunks. The list names what the browser entry and the root route
// import; e2e/site/first-load.spec.ts fails when one of them falls out of it (a moved or renamed module
// would ship as a file of its own on every page). Modules shared by some routes only are left to automatic
// splitting: merged here they cost more bytes on the pages that do not use them than the requests they
// save (measured in ADR 007, "One framework chunk").
const FRAMEWORK = [
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream)[\\/]/,
  /rolldown.runtime/,
  /[\\/]packages[\\/]core[\\/]src[\\/](constants|messages|field-messages)\.ts$/,
  /[\\/]apps[\\/]web[\\/]app[\\/]lib[\\/](meta|site|site-settings)\.ts$/,
  /[\\/]apps[\\/]web[\\/]app[\\/]components[\\/](site-header|site-footer|logo|error-page|page-scripts)\.tsx$/,
];

// Core's small helpers (patterns, dates, form data, text, image URLs: under 1.5 KB brotli together) are
// used by most pages in ever-different sets. Split automatically they became five files of a few hundred
// bytes, and each file costs about 300 bytes of response headers besides its request; one shared file
// costs the pages that use one of them less than that (ADR 007, "Small shared helpers in one file").
const CORE_HELPERS = /[\\/]packages[\\/]core[\\/]src[\\/](patterns|dates|forms|text|images)\.ts$/;

/**
 * `virtual:style-words`: for each route, the words of its code that can name a class of the site's
 * stylesheet (style-words.ts). The server keeps, for each page, only the rules those words use
 * (app/styles/site-css.server.ts; ADR 007, "Each page carries the CSS rules it uses").
 */
function styleWordsModule(): Plugin {
  const id = 'virtual:style-words';
  return {
    name: 'campito-style-words',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      const { words, files } = styleWords(fileURLToPath(new URL('./app', import.meta.url)));
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(words)};`;
    },
  };
}

// The Fastify host serves build/client and imports build/server/index.js; in development it loads
// `virtual:react-router/server-build` through Vite middleware mode, so there is no server here.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [styleWordsModule(), reactRouter()],
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', priority: 2, test: (id: string) => FRAMEWORK.some((re) => re.test(id)) },
                { name: 'core', priority: 1, test: (id: string) => CORE_HELPERS.test(id) },
              ],
            },
          },
        },
      },
}));
