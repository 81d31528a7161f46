// `npm test`: every tier, in order of speed; exits non-zero when any test fails.
import './require-node.mjs';
import { run } from './run-vitest.mjs';
import { runApiTiers } from './test-api.mjs';
import { runClusterTier } from './test-cluster.mjs';
import { runE2e } from './test-e2e.mjs';
import { runFuzzTier } from './test-fuzz.mjs';
import { runLint } from './lint.mjs';
import { guardedTier, secondsSince, summarize } from './tier-summary.mjs';

const started = performance.now();
const results = [
  ...(await guardedTier('lint', async () => runLint())),
  ...(await guardedTier('unit', () => run('unit'))),
  ...(await guardedTier('api', () => runApiTiers())),
  ...(await guardedTier('cluster', () => runClusterTier())),
  ...(await guardedTier('fuzz', () => runFuzzTier())),
  ...(await guardedTier('web', () => run('web'))),
  ...(await guardedTier('e2e (Chromium)', () => runE2e())),
];

const { lines, exitCode } = summarize(results, secondsSince(started));
console.log('\n=== summary ===');
for (const line of lines) console.log(line);
process.exit(exitCode);
