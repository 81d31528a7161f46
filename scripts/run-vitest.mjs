import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { secondsSince } from './tier-summary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * One tier's outcome; `skipped` counts its tests skipped inside it, `skippedBy` names the variable that
 * skipped the whole tier.
 * @typedef {{ label: string, ok: boolean, passed: number, failed: number, skipped?: number, skippedBy?: string, seconds?: number }} TierResult
 */

/**
 * Runs one vitest project; answers its counts from vitest's JSON report.
 * @param {string} project
 * @param {Record<string, string>} [env]
 * @param {string} [label]
 * @returns {Promise<TierResult>}
 */
export function run(project, env = {}, label = project) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mietmatch-vitest-'));
  const report = path.join(dir, 'report.json');
  const started = performance.now();
  console.log(`\n=== ${label} ===`);
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/vitest/vitest.mjs'),
        'run',
        '--project',
        project,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } },
    );
    child.on('exit', (code) => {
      let passed = 0;
      let failed = 0;
      let skipped = 0;
      try {
        const r = JSON.parse(readFileSync(report, 'utf8'));
        passed = r.numPassedTests;
        failed = r.numFailedTests + (code !== 0 && r.numFailedTests === 0 ? 1 : 0);
        skipped = r.numPendingTests + r.numTodoTests;
      } catch {
        failed = 1;
      }
      rmSync(dir, { recursive: true, force: true });
      resolve({ label, ok: code === 0, passed, failed, skipped, seconds: secondsSince(started) });
    });
  });
}
