import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// The Fastify host serves build/client and imports build/server/index.js; in development it loads
// `virtual:react-router/server-build` through Vite middleware mode, so there is no server here.
export default defineConfig({
  plugins: [reactRouter()],
});
