// Every tier of `npm test` by name, each guarded: one that throws counts as failed instead of ending the run.
import { runLint } from './lint.mjs';
import { run } from './run-vitest.mjs';
import { runApiTiers } from './test-api.mjs';
import { runClusterTier } from './test-cluster.mjs';
import { runE2e } from './test-e2e.mjs';
import { runFuzzTier } from './test-fuzz.mjs';
import { guardedTier } from './tier-summary.mjs';

/** @type {Record<string, () => Promise<import('./run-vitest.mjs').TierResult[]>>} */
export const TIERS = {
  lint: () => guardedTier('lint', async () => runLint()),
  unit: () => guardedTier('unit', () => run('unit')),
  api: () => guardedTier('api', () => runApiTiers()),
  cluster: () => guardedTier('cluster', () => runClusterTier()),
  fuzz: () => guardedTier('fuzz', () => runFuzzTier()),
  web: () => guardedTier('web', () => run('web')),
  e2e: () => guardedTier('e2e (Chromium)', () => runE2e()),
};

/**
 * Runs the named tiers one after the other.
 * @param {string[]} names
 */
export async function runTiers(names) {
  const results = [];
  for (const name of names) {
    const tier = TIERS[name];
    if (!tier) throw new Error(`no tier named ${name}`);
    results.push(...(await tier()));
  }
  return results;
}
