// The end of `npm test`: a table of the tiers with their counts and times, the tiers skipped on purpose,
// then the total line, and the exit code CI goes by.

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

/**
 * A tier that needs something this machine lacks fails, unless the person running the suite said to
 * skip it by its variable (`SKIP_CLUSTER=1` …): a green run then never hides a tier that did not run.
 * @param {string} label
 * @param {string} variable
 * @param {string[]} missing what the tier needs and does not find
 * @returns {TierResult | null} the tier's result when it cannot run, null when it can
 */
export function unavailableTier(label, variable, missing) {
  if (process.env[variable] === '1') return { label, ok: true, passed: 0, failed: 0, skippedBy: `${variable}=1` };
  if (missing.length === 0) return null;
  console.error(`${label} cannot run, missing: ${missing.join(', ')}. Start them, or set ${variable}=1 to skip it.`);
  return { label, ok: false, passed: 0, failed: 1, seconds: 0 };
}

/** @param {number} started a `performance.now()` */
export function secondsSince(started) {
  return Math.round((performance.now() - started) / 1000);
}

/** @param {string[][]} rows @param {boolean[]} right which columns align right */
function table(rows, right) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  return rows.map((r) =>
    r
      .map((cell, c) => (right[c] ? cell.padStart(widths[c]) : cell.padEnd(widths[c])))
      .join('  ')
      .trimEnd(),
  );
}

/**
 * @param {TierResult[]} results
 * @param {number} [totalSeconds] the whole run's time, tiers side by side counted once
 * @returns {{ lines: string[], exitCode: number }}
 */
export function summarize(results, totalSeconds) {
  /** @param {TierResult} r */
  const status = (r) => (r.skippedBy ? 'skipped' : r.ok && r.failed === 0 ? 'ok' : 'FAIL');
  /** @param {number | undefined} s */
  const time = (s) => (s === undefined ? '' : `${s} s`);
  const passed = results.reduce((n, r) => n + r.passed, 0);
  // A tier that failed without a count (it crashed) still fails the total.
  const failed = results.reduce((n, r) => n + (r.ok ? r.failed : Math.max(r.failed, 1)), 0);
  const skipped = results.reduce((n, r) => n + (r.skipped ?? 0), 0);
  const rows = [
    ['tier', 'result', 'passed', 'failed', 'skipped', 'time'],
    ...results.map((r) => [r.label, status(r), `${r.passed}`, `${r.failed}`, `${r.skipped ?? 0}`, time(r.seconds)]),
    ['total', '', `${passed}`, `${failed}`, `${skipped}`, time(totalSeconds)],
  ];
  const lines = table(rows, [false, false, true, true, true, true]);
  const skippedTiers = results.filter((r) => r.skippedBy);
  if (skippedTiers.length > 0) {
    lines.push(`skipped tiers: ${skippedTiers.map((r) => `${r.label} (${r.skippedBy})`).join(', ')}`);
  }
  lines.push(`${passed} passed, ${failed} failed, ${skipped} skipped`);
  const ran = results.filter((r) => !r.skippedBy);
  const ok = ran.length > 0 && results.every((r) => r.ok && r.failed === 0);
  return { lines, exitCode: ok ? 0 : 1 };
}
