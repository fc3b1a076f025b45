import { defineConfig } from 'vite';

// The react-admin SPA, served by the Fastify host at /admin to staff only (plugins/admin-gate.ts).
// No React plugin: Vite 8 (Oxc) compiles JSX itself with the automatic runtime.
export default defineConfig({
  base: '/admin/',
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One big vendor chunk is fine for a staff-only panel; keep the warning quiet but meaningful.
    chunkSizeWarningLimit: 2500,
    rolldownOptions: {
      // MUI marks its modules "use client" (a React Server Components hint with no meaning in a SPA).
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
