// Web vitals of two pages as a visitor gets them on localhost, measured in Chromium from the real build
// and server: the tenant's results page (/properties-list?city=Berlin, 12 listings with photos) and /login.
// Each run is a fresh browser context (empty cache, a login of its own through the API), so it measures a
// first visit; LCP, CLS and FCP come from a PerformanceObserver, the bytes from the network (CDP's
// encodedDataLength: what went over the wire, compressed or not, headers included). Median of BENCH_RUNS
// (5) runs after one warm-up run each.
// Targets: results page LCP < 1000 ms, /login LCP < 800 ms, CLS < 0.05, results page JavaScript < 300 kB.
// Baseline: BENCH_BASELINE_DIR, another checkout of the app (e.g. the previous version), served beside this
// one on its own port and measured in the same run, run for run alternately, since the machine's load moves
// every time figure. Its figures are written under BENCH_BASELINE_LABEL (default `before`), this checkout's
// under BENCH_LABEL (default `after`), in bench/results/web-vitals.json; other labels there are kept.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium, log, percentile, root, round1, writeResult } from './lib.mjs';
import { login, seedApp, startApp } from './web-vitals-app.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const RESULT_FILE = path.join(root, 'bench/results/web-vitals.json');
const TARGETS = { resultsLcpMs: 1000, loginLcpMs: 800, cls: 0.05, resultsJsKb: 300 };
const RESULTS_PATH = '/properties-list?city=Berlin';

/** @type {Array<import('./web-vitals-app.mjs').App>} */
const apps = [await startApp({ label: process.env.BENCH_LABEL ?? 'after', dir: root, port: 3964 })];
if (process.env.BENCH_BASELINE_DIR) {
  const dir = path.resolve(process.env.BENCH_BASELINE_DIR);
  apps.push(await startApp({ label: process.env.BENCH_BASELINE_LABEL ?? 'before', dir, port: 3965 }));
}

const browser = await launchChromium();

try {
  /** @type {Array<{ email: string }>} */
  const tenants = [];
  for (const app of apps) tenants.push(await seedApp(app));
  const results = await measure(
    apps.map((app, i) => ({ app, account: tenants[i] ?? null })),
    RESULTS_PATH,
    'article img',
  );
  const logins = await measure(
    apps.map((app) => ({ app, account: null })),
    '/login',
    'h1',
  );
  const earlier = existsSync(RESULT_FILE) ? (JSON.parse(readFileSync(RESULT_FILE, 'utf8')).labels ?? {}) : {};
  const labels = { ...earlier };
  apps.forEach((app, i) => {
    const r = /** @type {ReturnType<typeof summary>} */ (results[i]);
    const l = /** @type {ReturnType<typeof summary>} */ (logins[i]);
    const withinTarget =
      r.lcpMs < TARGETS.resultsLcpMs &&
      l.lcpMs < TARGETS.loginLcpMs &&
      Math.max(r.cls, l.cls) < TARGETS.cls &&
      r.scriptKb < TARGETS.resultsJsKb;
    labels[app.label] = { measuredAt: new Date().toISOString(), results: r, login: l, withinTarget };
  });
  writeResult('web-vitals', {
    benchmark: 'first visit in Chromium on localhost: results page (tenant, Berlin, 12 listings) and /login',
    targets: TARGETS,
    runs: RUNS,
    alternatedWith: apps.length > 1 ? apps.map((a) => a.label) : undefined,
    labels,
  });
} finally {
  await browser.close();
  for (const app of apps) await app.stop();
}

/**
 * Opens `pathname` on every app in RUNS + 1 rounds of fresh contexts, the apps one after the other in each
 * round (the first round is a warm-up: a server's first answers and Chromium's start are not what a visitor
 * waits for), and answers each app's medians.
 * @param {Array<{ app: import('./web-vitals-app.mjs').App, account: null | { email: string } }>} targets
 *   `account`: signed in through the refresh cookie, as after a reload
 * @param {string} pathname
 * @param {string} ready a selector that is on the page once it shows what it is for
 */
async function measure(targets, pathname, ready) {
  /** @type {Array<Array<Awaited<ReturnType<typeof measureOnce>>>>} */
  const runs = targets.map(() => []);
  for (let i = 0; i <= RUNS; i++) {
    for (const [t, { app, account }] of targets.entries()) {
      const run = await measureOnce(app, pathname, account, ready);
      if (i > 0) runs[t]?.push(run);
      log(app.label, pathname, i === 0 ? 'warm-up' : `run ${i}`, JSON.stringify(run));
    }
  }
  return runs.map(summary);
}

/** @param {Array<Awaited<ReturnType<typeof measureOnce>>>} runs */
function summary(runs) {
  /** @param {(r: (typeof runs)[number]) => number} pick */
  const median = (pick) => percentile(runs.map(pick), 0.5);
  return {
    lcpMs: median((r) => r.lcpMs),
    fcpMs: median((r) => r.fcpMs),
    cls: median((r) => r.cls),
    scriptKb: median((r) => r.scriptKb),
    stylesheetKb: median((r) => r.stylesheetKb),
    totalKb: median((r) => r.totalKb),
    scriptFiles: median((r) => r.scriptFiles),
    requests: median((r) => r.requests),
    lcpElement: runs[runs.length - 1]?.lcpElement,
    encodings: runs[runs.length - 1]?.encodings,
    lcpRunsMs: runs.map((r) => r.lcpMs),
  };
}

/**
 * @param {import('./web-vitals-app.mjs').App} app
 * @param {string} pathname
 * @param {null | { email: string }} account
 * @param {string} ready
 */
async function measureOnce(app, pathname, account, ready) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' });
  if (account) {
    const session = (await login(app, account.email)).body;
    await context.addCookies([
      { name: 'mietmatch_refresh', value: session.refresh_token, url: `${app.origin}/api/auth` },
    ]);
    await context.addInitScript((userId) => localStorage.setItem('userId', userId), session.userId);
  }
  await context.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__vitals = { lcp: 0, lcpElement: '', cls: 0 };
    new PerformanceObserver((list) => {
      for (const entry of /** @type {any[]} */ (list.getEntries())) {
        w.__vitals.lcp = entry.startTime;
        const el = entry.element;
        w.__vitals.lcpElement = el
          ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`
          : '';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of /** @type {any[]} */ (list.getEntries()))
        if (!entry.hadRecentInput) w.__vitals.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  /** @type {Map<string, { url: string, type: string, bytes: number, encoding: string, startMs: number, endMs: number }>} */
  const requests = new Map();
  /** @type {Map<string, number>} */
  const sentAt = new Map();
  let t0 = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    t0 ||= e.timestamp;
    sentAt.set(e.requestId, e.timestamp);
  });
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    const startMs = Math.round(((sentAt.get(e.requestId) ?? t0) - t0) * 1000);
    const url = new URL(e.response.url).pathname + new URL(e.response.url).search;
    const encoding = headers['content-encoding'] ?? 'identity';
    requests.set(e.requestId, { url, type: e.type, bytes: 0, encoding, startMs, endMs: 0 });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    r.bytes = e.encodedDataLength;
    r.endMs = Math.round((e.timestamp - t0) * 1000);
  });
  /** @type {string[]} */
  const consoleLines = [];
  page.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`));
  await page.goto(`${app.origin}${pathname}`, { waitUntil: 'load' });
  try {
    await page.locator(ready).first().waitFor({ timeout: 30_000 });
  } catch (error) {
    const shot = path.join(os.tmpdir(), `web-vitals-failed-${Date.now()}.png`);
    await page.screenshot({ path: shot });
    const failed = [...requests.values()].filter((r) => r.type !== 'Script').map((r) => `${r.startMs} ${r.url}`);
    console.error(`not shown: ${page.url()} (screenshot ${shot})\n${consoleLines.join('\n')}\n${failed.join('\n')}`);
    throw error;
  }
  await page.waitForLoadState('networkidle');
  // LCP candidates keep coming while images decode; a quiet moment lets the last one be reported.
  await page.waitForTimeout(500);
  const vitals = await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return { ...w.__vitals, fcp };
  });
  await context.close();
  const all = [...requests.values()];
  // BENCH_TRACE=<dir>: every request of the page with its start and end, to see the waterfall.
  if (process.env.BENCH_TRACE) {
    mkdirSync(process.env.BENCH_TRACE, { recursive: true });
    const name = `${app.label}-${pathname === '/login' ? 'login' : 'results'}`;
    const lines = all
      .sort((a, b) => a.startMs - b.startMs)
      .map((r) => `${r.startMs}\t${r.endMs}\t${r.bytes}\t${r.encoding}\t${r.type}\t${r.url}`);
    writeFileSync(path.join(process.env.BENCH_TRACE, `${name}.tsv`), `${lines.join('\n')}\n`);
  }
  /** @param {string} type */
  const kb = (type) => round1(all.filter((r) => r.type === type).reduce((n, r) => n + r.bytes, 0) / 1024);
  return {
    lcpMs: Math.round(vitals.lcp),
    fcpMs: Math.round(vitals.fcp),
    cls: Number(vitals.cls.toFixed(4)),
    scriptKb: kb('Script'),
    stylesheetKb: kb('Stylesheet'),
    totalKb: round1(all.reduce((n, r) => n + r.bytes, 0) / 1024),
    scriptFiles: all.filter((r) => r.type === 'Script').length,
    requests: all.length,
    lcpElement: /** @type {string} */ (vitals.lcpElement),
    encodings: Object.fromEntries(
      ['Script', 'Stylesheet', 'Document', 'Fetch'].map((t) => [
        t,
        [...new Set(all.filter((r) => r.type === t).map((r) => r.encoding))].join(','),
      ]),
    ),
  };
}
