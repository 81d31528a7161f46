// The cluster tier: nginx (deploy/nginx.conf) in front of two app nodes as real processes, on
// PostgreSQL, Redis and s3rver (e2e/cluster, scripts/cluster.mjs). It runs once, not per database
// engine; without nginx, PostgreSQL or Redis it says what is missing and is skipped.
import { missingServices } from './cluster.mjs';
import { run } from './run-vitest.mjs';

/** @returns {Promise<import('./run-vitest.mjs').TierResult>} */
export async function runClusterTier() {
  const missing = await missingServices();
  if (missing.length > 0) {
    console.log(`\n=== cluster ===\nskipped, missing: ${missing.join(', ')} (.ci/run installs and starts them)`);
    return { label: 'cluster (skipped)', ok: true, passed: 0, failed: 0 };
  }
  return run('cluster', {}, 'cluster (nginx, 2 nodes)');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runClusterTier();
  process.exit(result.ok ? 0 : 1);
}
