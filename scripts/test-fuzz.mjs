// The fuzz tier: requests generated from the OpenAPI document (`apps/api/fuzz`). It runs once, on
// PostgreSQL when one answers (the production engine; TEST_DATABASE_URL or 127.0.0.1:5432), else on
// PGlite. FUZZ_SEED replays a run, FUZZ_RUNS sets its length (default 10,000).
import { run } from './run-vitest.mjs';
import { reachable } from './test-api.mjs';

/** @returns {Promise<import('./run-vitest.mjs').TierResult>} */
export async function runFuzzTier() {
  const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const engine =
    process.env.TEST_DB_ENGINE ?? (process.env.TEST_DATABASE_URL || (await reachable(pgUrl)) ? 'postgres' : 'pglite');
  return run(
    'fuzz',
    { TEST_DB_ENGINE: engine, TEST_DATABASE_URL: pgUrl },
    `fuzz (${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'})`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runFuzzTier();
  process.exit(result.ok ? 0 : 1);
}
