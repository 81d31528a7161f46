import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Three tiers share one runner:
 *  - unit: pure functions next to the code (`*.unit.test.ts`)
 *  - api: the Fastify app through `app.inject` on a real database (`apps/api/**\/*.test.ts`);
 *    `scripts/test-api.mjs` runs it once per database engine
 *  - web: React components in jsdom (`apps/web/**\/*.test.tsx`)
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/src/**/*.unit.test.ts', 'apps/api/src/**/*.unit.test.ts', 'scripts/**/*.unit.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: ['apps/api/src/**/*.unit.test.ts'],
          environment: 'node',
          setupFiles: ['apps/api/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite is CPU-bound WASM; two workers match the two cores of our machines.
          maxWorkers: 2,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx', 'apps/web/src/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/setup.ts'],
        },
      },
    ],
  },
});
