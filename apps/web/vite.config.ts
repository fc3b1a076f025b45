import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// Every public page loads the framework (react-dom, React Router) and the root route's modules. Left to
// automatic splitting they arrive as ~16 small files; each costs a request and its headers, and small
// files compress worse. So the browser build puts them in one `framework` chunk that every page shares;
// route-specific code keeps its own chunks. See ADR 007.
const FRAMEWORK = [
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream)[\\/]/,
  /rolldown.runtime/,
  /[\\/]packages[\\/]core[\\/]src[\\/](constants|messages|field-messages)\.ts$/,
  /[\\/]apps[\\/]web[\\/]app[\\/]lib[\\/](meta|stylesheet|images|site)\.ts$/,
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
