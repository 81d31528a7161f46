// Code-health tier of `npm test`: Biome (format and lint, file and function size) and knip (unused files,
// exports and dependencies). Each check counts as one test in the summary.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const CHECKS = [
  { name: 'biome (format and lint)', command: bin('biome'), args: ['ci', '.'] },
  { name: 'knip (unused files, exports, dependencies)', command: bin('knip'), args: ['--no-progress'] },
];

export function runLint() {
  console.log('\n=== lint ===');
  let failed = 0;
  for (const check of CHECKS) {
    const r = spawnSync(check.command, check.args, { cwd: root, stdio: 'inherit' });
    const ok = r.status === 0;
    if (!ok) failed += 1;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${check.name}`);
  }
  return { label: 'lint', ok: failed === 0, passed: CHECKS.length - failed, failed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(runLint().ok ? 0 : 1);
}
