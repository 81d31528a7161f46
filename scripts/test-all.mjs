// `npm test`: every tier, in order of speed; exits non-zero when any test fails.
import { run } from './run-vitest.mjs';
import { runApiTiers } from './test-api.mjs';
import { runE2e } from './test-e2e.mjs';

const results = [];
results.push(await run('unit'));
results.push(...(await runApiTiers()));
results.push(await run('web'));
results.push(await runE2e());

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.label}: ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
