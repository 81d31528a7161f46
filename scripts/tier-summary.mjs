// The end of `npm test`: one line per tier, then the total, and the exit code CI goes by.

/** @typedef {import('./run-vitest.mjs').TierResult} TierResult */

/**
 * Runs one tier. A tier that throws (a build that fails, a runner that cannot start) counts as a
 * failed tier instead of ending `npm test` before its summary.
 * @param {string} label
 * @param {() => Promise<TierResult | TierResult[]>} body
 * @returns {Promise<TierResult[]>}
 */
export async function guardedTier(label, body) {
  const started = performance.now();
  try {
    const r = await body();
    return Array.isArray(r) ? r : [r];
  } catch (error) {
    console.error(`${label} could not run:`, error instanceof Error ? error.message : error);
    return [{ label, ok: false, passed: 0, failed: 1, seconds: secondsSince(started) }];
  }
}

/** @param {number} started a `performance.now()` */
export function secondsSince(started) {
  return Math.round((performance.now() - started) / 1000);
}

/**
 * @param {TierResult[]} results
 * @returns {{ lines: string[], exitCode: number }}
 */
export function summarize(results) {
  const lines = results.map((r) => {
    const time = r.seconds === undefined ? '' : ` (${r.seconds} s)`;
    return `${r.ok ? 'ok  ' : 'FAIL'} ${r.label}: ${r.passed} passed, ${r.failed} failed${time}`;
  });
  const passed = results.reduce((n, r) => n + r.passed, 0);
  // A tier that failed without a count (it crashed) still fails the total.
  const failed = results.reduce((n, r) => n + (r.ok ? r.failed : Math.max(r.failed, 1)), 0);
  lines.push(`${passed} passed, ${failed} failed`);
  const ok = results.length > 0 && results.every((r) => r.ok && r.failed === 0);
  return { lines, exitCode: ok ? 0 : 1 };
}
