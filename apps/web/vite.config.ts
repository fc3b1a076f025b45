import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// Every public page loads the framework (react-dom, React Router) and the root route's modules. Left to
// automatic splitting they arrive as ~16 small files; each costs a request and its headers, and small
// files compress worse. So the browser build puts them in one `framework` chunk that every page shares;
// route-specific code keeps its own chunks. The list names what the browser entry and the root route
// import; e2e/site/first-load.spec.ts fails when one of them falls out of it (a moved or renamed module
// would ship as a file of its own on every page). Modules shared by some routes only are left to automatic
// splitting: merged here they cost more bytes on the pages that do not use them than the requests they
// save (measured in ADR 007, "Third pass"). See ADR 007.
const FRAMEWORK = [
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream)[\\/]/,
  /rolldown.runtime/,
  /[\\/]packages[\\/]core[\\/]src[\\/](constants|messages|field-messages)\.ts$/,
  /[\\/]apps[\\/]web[\\/]app[\\/]lib[\\/](meta|site|site-settings)\.ts$/,
  /[\\/]apps[\\/]web[\\/]app[\\/]components[\\/](site-header|site-footer|logo|error-page|page-scripts)\.tsx$/,
];

// The Fastify host serves build/client and imports build/server/index.js; in development it loads
// `virtual:react-router/server-build` through Vite middleware mode, so there is no server here.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: 'framework', test: (id: string) => FRAMEWORK.some((re) => re.test(id)) }],
            },
          },
        },
      },
}));
