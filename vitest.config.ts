import { defineConfig } from 'vitest/config';

/**
 * Three tiers share one runner:
 *  - unit: pure functions next to the code (`*.unit.test.ts`)
 *  - api: the Fastify app through `app.inject` on a real database (`apps/api/**\/*.test.ts`);
 *    `scripts/test-api.mjs` runs it once per database engine
 *  - web: React components in jsdom (`apps/web/**\/*.test.tsx`)
 *  - fuzz: requests generated from the OpenAPI document against the app (`apps/api/fuzz/**\/*.fuzz.test.ts`)
 *  - cluster: nginx with deploy/nginx.conf in front of two app nodes (`e2e/cluster/**\/*.test.ts`), once
 */
/**
 * The AWS SDK warns once per process (through console.error, which fails a test) when the Node.js it
 * runs on nears its end of support; a suite run on an older Node.js than `.nvmrc` stops before that.
 */
const SDK_ENV = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/src/**/*.unit.test.ts',
            'apps/api/src/**/*.unit.test.ts',
            'scripts/**/*.unit.test.ts',
            'bench/**/*.unit.test.ts',
          ],
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
          // TEST_STORAGE=s3 (the PostgreSQL pass): an s3rver on loopback for the run, a bucket per test app.
          globalSetup: ['apps/api/test/s3-global-setup.ts'],
          env: SDK_ENV,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite is CPU-bound WASM; two workers match the two cores of our machines.
          maxWorkers: 2,
          // Each worker imports the app once for all its files instead of once per file (seconds each):
          // every file builds its own app on its own database, and no module keeps state between apps.
          isolate: false,
        },
      },
      {
        test: {
          // Generated requests from the OpenAPI document (`*.fuzz.test.ts`), outside src so the api tier
          // does not pick them up; `FUZZ_SEED` replays a run, `FUZZ_RUNS` sets its length.
          name: 'fuzz',
          include: ['apps/api/fuzz/**/*.fuzz.test.ts'],
          environment: 'node',
          setupFiles: ['apps/api/test/setup.ts'],
          globalSetup: ['apps/api/test/s3-global-setup.ts'],
          env: SDK_ENV,
          testTimeout: 30 * 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // nginx in front of two app nodes as real processes, on PostgreSQL, Redis and s3rver
          // (scripts/cluster.mjs): one cluster per file, files one after the other.
          name: 'cluster',
          include: ['e2e/cluster/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['apps/api/test/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      // The web tier has its own config beside the web app (its React plugin lives there).
      'apps/web/vitest.config.ts',
    ],
  },
});
