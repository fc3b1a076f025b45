import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/build/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The migrated template every test database copies (apps/server/test/db-template.ts).
    globalSetup: ['apps/server/test/global-setup.ts'],
    // PGlite instances are heavy; two workers match the two cores.
    maxWorkers: 2,
  },
});
