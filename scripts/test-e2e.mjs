// End-to-end tier: builds the web app, then Playwright drives Chromium against the app
// started like `npm start` on a fresh data folder (see e2e/playwright.config.ts).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from './chromium.mjs';
import { secondsSince, unavailableTier } from './tier-summary.mjs';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LABEL = 'e2e (Chromium)';

/**
 * The marketplace journeys choose real towns: the app imports the table that ships with it, or the
 * file POSTAL_CODES_FILE names. A named file that is missing would leave them waiting for an area that
 * never comes; say so at once instead.
 */
function missingPostalCodesFile() {
  const file = process.env.POSTAL_CODES_FILE;
  return file && !existsSync(file) ? file : null;
}

/**
 * @param {string[]} [args] passed on to `playwright test` (files, -g, --repeat-each …)
 * @returns {Promise<import('./run-vitest.mjs').TierResult>}
 */
export function runE2e(args = []) {
  const started = performance.now();
  console.log(`\n=== ${LABEL} ===`);
  const browser = chromiumLaunchOptions.executablePath;
  const cannot = unavailableTier(LABEL, 'SKIP_E2E', existsSync(browser) ? [] : [`Chromium (${browser})`]);
  if (cannot) return Promise.resolve(cannot);
  const missing = missingPostalCodesFile();
  if (missing) {
    console.error(`POSTAL_CODES_FILE names no file: ${missing} (see docs/configuration.md, "Settings").`);
    return Promise.resolve({ label: LABEL, ok: false, passed: 0, failed: 1, seconds: 0 });
  }
  ensureWebBuild();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mietmatch-e2e-report-'));
  const report = path.join(dir, 'report.json');
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'e2e/playwright.config.ts', ...args],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: report },
      },
    );
    child.on('exit', (code) => {
      let passed = 0;
      let failed = 0;
      let skipped = 0;
      try {
        const r = JSON.parse(readFileSync(report, 'utf8'));
        // Runs never retry (playwright.config.ts); should one ever pass on a second try, it failed once.
        passed = r.stats.expected;
        failed = r.stats.unexpected + (r.stats.flaky ?? 0);
        skipped = r.stats.skipped ?? 0;
      } catch {
        failed = code === 0 ? 0 : 1;
      }
      if (code !== 0 && failed === 0) failed = 1;
      rmSync(dir, { recursive: true, force: true });
      resolve({
        label: LABEL,
        ok: code === 0 && failed === 0,
        passed,
        failed,
        skipped,
        seconds: secondsSince(started),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await runE2e(process.argv.slice(2));
  process.exit(r.ok ? 0 : 1);
}
