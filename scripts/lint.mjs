// Code-health tier of `npm test`: Biome (format and lint), the size rule (production files ≤ 300 lines,
// functions ≤ 120), TypeScript over every project, knip (unused files, exports and dependencies) and the
// module boundaries (scripts/boundaries.mjs). Each check counts as one test.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { secondsSince } from './tier-summary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** @param {string} name */
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const CHECKS = [
  { name: 'biome (format and lint)', command: bin('biome'), args: ['ci', '.'] },
  {
    name: 'size (files ≤ 300 lines, functions ≤ 120)',
    command: process.execPath,
    args: ['scripts/code-size.mjs', 'apps/api/src', 'apps/web/src', 'packages/contract/src'],
  },
  {
    name: 'typecheck (contract, API, web, e2e, scripts, bench)',
    command: 'npm',
    args: ['run', '--silent', 'typecheck'],
  },
  { name: 'knip (unused files, exports, dependencies)', command: bin('knip'), args: ['--no-progress'] },
  {
    name: 'boundaries (entry files, no loops, kernel below features)',
    command: process.execPath,
    args: ['scripts/boundaries.mjs'],
  },
];

/** @returns {import('./run-vitest.mjs').TierResult} */
export function runLint() {
  console.log('\n=== lint ===');
  const started = performance.now();
  let failed = 0;
  for (const check of CHECKS) {
    const r = spawnSync(check.command, check.args, { cwd: root, stdio: 'inherit' });
    const ok = r.status === 0;
    if (!ok) failed += 1;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${check.name}`);
  }
  return { label: 'lint', ok: failed === 0, passed: CHECKS.length - failed, failed, seconds: secondsSince(started) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(runLint().ok ? 0 : 1);
}
