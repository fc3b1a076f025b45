import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/build/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // PGlite instances are heavy; two workers match the two cores.
    maxWorkers: 2,
  },
});
