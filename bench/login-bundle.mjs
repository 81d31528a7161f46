// What the /login route loads in JavaScript, gzipped, measured in Chromium from the real build: all of it
// (budget 170 kB), and what its first paint waits for (goal 130 kB): the scripts the browser reports as
// render-blocking. The build renders /login into its HTML, so the page paints before the app's scripts.
// The baseline in the same run is the whole build's JavaScript.
import { gzipSync } from 'node:zlib';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { launchChromium, root, startAndWait, writeResult } from './lib.mjs';

ensureWebBuild();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mietmatch-bench-'));
const server = await startAndWait(
  ['scripts/start.mjs'],
  { PORT: '3963', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false', DATABASE_URL: '' },
  'http://127.0.0.1:3963/api/health',
);

const browser = await launchChromium();
const page = await browser.newPage();
const scripts = new Map();
page.on('response', async (res) => {
  if (res.request().resourceType() === 'script' || res.url().endsWith('.js')) {
    try {
      scripts.set(res.url(), gzipSync(await res.body(), { level: 9 }).length);
    } catch {
      // a redirect or an aborted response has no body
    }
  }
});
await page.goto('http://localhost:3963/login', { waitUntil: 'networkidle' });
await page.getByRole('heading', { level: 1 }).first().waitFor();
const firstPaint = await page.evaluate(
  () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
);
/** @type {string[]} */
const renderBlocking = await page.evaluate(() =>
  performance
    .getEntriesByType('resource')
    // Chromium's field; not yet in TypeScript's DOM types.
    .filter(
      (e) =>
        /** @type {PerformanceResourceTiming & { renderBlockingStatus?: string }} */ (e).renderBlockingStatus ===
        'blocking',
    )
    .map((e) => e.name),
);
await browser.close();
await server.stop();
rmSync(dataDir, { recursive: true, force: true });

const assetsDir = path.join(root, 'apps/web/dist/assets');
const allJs = readdirSync(assetsDir)
  .filter((f) => f.endsWith('.js'))
  .reduce((n, f) => n + gzipSync(readFileSync(path.join(assetsDir, f)), { level: 9 }).length, 0);
const loginKb = [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;
const firstPaintKb = [...scripts].filter(([u]) => renderBlocking.includes(u)).reduce((a, [, n]) => a + n, 0) / 1024;
writeResult('login-bundle', {
  benchmark: 'gzipped JavaScript loaded by /login (until network idle)',
  loginJsGzipKb: Number(loginKb.toFixed(1)),
  files: Object.fromEntries([...scripts].map(([u, n]) => [new URL(u).pathname, Number((n / 1024).toFixed(1))])),
  wholeBuildJsGzipKb: Number((allJs / 1024).toFixed(1)),
  ratioToWholeBuild: Number((loginKb / (allJs / 1024)).toFixed(2)),
  firstContentfulPaintMs: firstPaint === null ? null : Math.round(firstPaint),
  budgetKb: 170,
  withinBudget: loginKb <= 170,
  beforeFirstPaint: {
    benchmark: 'gzipped JavaScript the first paint waits for (render-blocking scripts)',
    jsGzipKb: Number(firstPaintKb.toFixed(1)),
    files: renderBlocking.filter((u) => scripts.has(u)).map((u) => new URL(u).pathname),
    goalKb: 130,
    withinGoal: firstPaintKb <= 130,
  },
});
