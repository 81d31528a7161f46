// The cluster tier: nginx (deploy/nginx.conf) in front of two app nodes as real processes, on
// PostgreSQL, Redis and s3rver (e2e/cluster, scripts/cluster.mjs). It runs once, not per database
// engine. Without nginx, PostgreSQL or Redis it says what is missing and fails, unless SKIP_CLUSTER=1
// skips it on purpose (.ci/run installs and starts all three).
import { missingServices } from './cluster.mjs';
import { run } from './run-vitest.mjs';
import { unavailableTier } from './tier-summary.mjs';

const LABEL = 'cluster (nginx, 2 nodes)';

/** @returns {Promise<import('./run-vitest.mjs').TierResult>} */
export async function runClusterTier() {
  const skipped = process.env.SKIP_CLUSTER === '1';
  const cannot = unavailableTier(LABEL, 'SKIP_CLUSTER', skipped ? [] : await missingServices());
  return cannot ?? run('cluster', {}, LABEL);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runClusterTier();
  process.exit(result.ok ? 0 : 1);
}
