// `npm test`: every tier; exits non-zero when any test fails or a tier could not run.
//
// One lane by default, tier after tier. TEST_LANES=2 runs two lanes side by side: the API and web tiers,
// which keep both cores busy with their workers, in this process with their output as it comes; and the
// tiers that mostly use one core or wait (lint, fuzz, cluster, one browser) in a child process whose
// output is printed as a whole when it ends. On two cores the browser then shares them with the API
// tier's workers: measured so, the e2e tier took 1,653 s and its longest test met its 300 s limit, so
// two lanes stay a choice for machines with more cores.
import './require-node.mjs';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runTiers } from './tiers.mjs';
import { secondsSince, summarize } from './tier-summary.mjs';

const LANE_A = ['api', 'web'];
const LANE_B = ['lint', 'unit', 'fuzz', 'cluster', 'e2e'];
const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Runs `names` in a child process, its output into a file printed when it ends.
 * @param {string[]} names
 * @returns {Promise<import('./run-vitest.mjs').TierResult[]>}
 */
function childLane(names) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mietmatch-lane-'));
  const log = path.join(dir, 'output.log');
  const results = path.join(dir, 'results.json');
  writeFileSync(log, '');
  const started = performance.now();
  return new Promise((resolve) => {
    const out = spawn(process.execPath, [path.join(here, 'test-lane.mjs'), ...names], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LANE_RESULTS: results, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    const chunks = /** @type {Buffer[]} */ ([]);
    out.stdout.on('data', (c) => chunks.push(c));
    out.stderr.on('data', (c) => chunks.push(c));
    out.on('close', (code) => {
      console.log(`\n##### ${names.join(', ')}: output of the second lane (${secondsSince(started)} s) #####`);
      process.stdout.write(Buffer.concat(chunks));
      console.log(`##### end of the second lane #####`);
      let parsed;
      try {
        parsed = JSON.parse(readFileSync(results, 'utf8'));
      } catch {
        parsed = [{ label: `${names.join(', ')} (lane ended with ${code})`, ok: false, passed: 0, failed: 1 }];
      }
      rmSync(dir, { recursive: true, force: true });
      resolve(parsed);
    });
  });
}

const started = performance.now();
const oneLane = process.env.TEST_LANES !== '2';
const [a, b] = oneLane
  ? [await runTiers([...LANE_B.slice(0, 2), ...LANE_A, ...LANE_B.slice(2)]), []]
  : await Promise.all([runTiers(LANE_A), childLane(LANE_B)]);
const byName = [...b.slice(0, 2), ...a, ...b.slice(2)];

const { lines, exitCode } = summarize(byName, secondsSince(started));
console.log('\n=== summary ===');
for (const line of lines) console.log(line);
process.exit(exitCode);
