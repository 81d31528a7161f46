// Lighthouse (pinned in the project) in its mobile defaults — a mid-range phone, simulated slow 4G and a
// 4× slower processor — on three pages of the real build and server: /login (a visitor), the property
// results (a tenant, Berlin, bench/web-vitals-app.mjs's 12 listings with photos) and a listing's details.
// Each run is a fresh Chromium with an empty cache; a member's run signs in first (the refresh cookie and
// the stored user id) and keeps that storage, which Lighthouse would otherwise wipe.
// Baseline: the previous commit (BENCH_BASELINE_REF, default HEAD~1), checked out beside this one, installed
// and built, or BENCH_BASELINE_DIR, a checkout that is built already. Both apps run side by side and are
// measured run for run alternately, BENCH_RUNS (5) runs each, medians, in bench/results/lighthouse.json.
// Targets: performance ≥ 95 on /login, ≥ 90 on the others; LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.05;
// accessibility 100 and SEO ≥ 95 on the public page.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { cpuBlockingTime } from './cpu-blocking-time.mjs';
import { log, percentile, root, writeResult } from './lib.mjs';
import { login, seedApp, startApp } from './web-vitals-app.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGETS = { loginPerformance: 95, memberPerformance: 90, lcpMs: 2500, tbtMs: 200, cls: 0.05 };
const PUBLIC_TARGETS = { accessibility: 100, seo: 95 };

const baseline = prepareBaseline();
/** @type {Array<import('./web-vitals-app.mjs').App>} */
const apps = [await startApp({ label: process.env.BENCH_LABEL ?? 'after', dir: root, port: 3966 })];
if (baseline) {
  apps.push(await startApp({ label: baseline.label, dir: baseline.dir, port: 3967 }));
}

try {
  /** @type {Array<{ email: string, token: string }>} */
  const tenants = [];
  for (const app of apps) tenants.push(await seedApp(app));
  const listings = await Promise.all(apps.map((app, i) => firstListing(app, tenants[i]?.token ?? '')));
  /** @type {Record<string, Record<string, ReturnType<typeof summary>>>} */
  const labels = Object.fromEntries(apps.map((app) => [app.label, {}]));
  // BENCH_PAGES=results,details measures some of them (the result then holds only those).
  const only = process.env.BENCH_PAGES?.split(',');
  const pages = [
    { name: 'login', path: () => '/login', member: false },
    { name: 'results', path: () => '/properties-list?city=Berlin', member: true },
    { name: 'details', path: (/** @type {number} */ i) => `/property-details/${listings[i]}`, member: true },
  ].filter((pageSpec) => !only || only.includes(pageSpec.name));
  for (const pageSpec of pages) {
    /** @type {Array<Array<Awaited<ReturnType<typeof audit>>>>} */
    const runs = apps.map(() => []);
    for (let run = 1; run <= RUNS; run++) {
      for (const [i, app] of apps.entries()) {
        const email = pageSpec.member ? tenants[i]?.email : undefined;
        const result = await audit(app, pageSpec.path(i), email);
        runs[i]?.push(result);
        log(app.label, pageSpec.name, `run ${run}`, JSON.stringify(result));
      }
    }
    for (const [i, app] of apps.entries()) {
      const labelRuns = /** @type {Record<string, ReturnType<typeof summary>>} */ (labels[app.label]);
      labelRuns[pageSpec.name] = summary(runs[i] ?? []);
    }
  }
  writeResult('lighthouse', {
    benchmark:
      'Lighthouse 12 mobile defaults (simulated slow 4G, 4× CPU slowdown), fresh Chromium per run: /login, results (tenant, Berlin, 12 listings), a listing',
    lighthouse: lighthouseVersion(),
    targets: { ...TARGETS, public: PUBLIC_TARGETS },
    cpuTbtMs:
      "our estimate beside Lighthouse's TBT: each task after the first contentful paint counted with the page's main-thread CPU time instead of its wall time, which on a busy machine holds time spent waiting for a core (bench/cpu-blocking-time.mjs)",
    runs: RUNS,
    baseline: baseline ? { label: baseline.label, ref: baseline.ref } : undefined,
    labels: Object.fromEntries(
      Object.entries(labels).map(([label, pagesOf]) => [label, { ...pagesOf, withinTarget: withinTarget(pagesOf) }]),
    ),
  });
} finally {
  for (const app of apps) await app.stop();
  baseline?.remove();
}

/**
 * The previous commit, checked out in a temporary folder, installed and built (or BENCH_BASELINE_DIR as it
 * is); none when BENCH_BASELINE_REF is `none`.
 */
function prepareBaseline() {
  const label = process.env.BENCH_BASELINE_LABEL ?? 'before';
  if (process.env.BENCH_BASELINE_DIR) {
    return { label, dir: path.resolve(process.env.BENCH_BASELINE_DIR), ref: 'BENCH_BASELINE_DIR', remove() {} };
  }
  const ref = process.env.BENCH_BASELINE_REF ?? 'HEAD~1';
  if (ref === 'none') return undefined;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mietmatch-baseline-'));
  const sha = execFileSync('git', ['rev-parse', ref], { cwd: root, encoding: 'utf8' }).trim();
  log(`baseline ${ref} (${sha.slice(0, 7)}): checking out, installing and building in ${dir}`);
  execFileSync('git', ['worktree', 'add', '--detach', dir, sha], { cwd: root, stdio: 'inherit' });
  const npm = { cwd: dir, stdio: /** @type {'inherit'} */ ('inherit') };
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], npm);
  execFileSync('npm', ['run', 'build'], npm);
  return {
    label,
    dir,
    ref: `${ref} (${sha.slice(0, 7)})`,
    remove() {
      execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root });
      if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * @param {import('./web-vitals-app.mjs').App} app
 * @param {string} token
 */
async function firstListing(app, token) {
  const res = await fetch(`${app.origin}/api/landlord/filter?city=Berlin`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = /** @type {{ items?: Array<{ id: string }> }} */ (await res.json());
  const id = body.items?.[0]?.id;
  if (!id) throw new Error(`${app.label}: no listing in Berlin (${res.status})`);
  return id;
}

/** Lighthouse's own failures to record a trace, whose message asks to run it again. */
const RECORDING_FAILURES = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);

/**
 * A Lighthouse run of `pathname`, run once more (and logged) when Lighthouse could not record its trace; any
 * other failure, such as a page that never paints, ends the benchmark.
 * @param {import('./web-vitals-app.mjs').App} app
 * @param {string} pathname
 * @param {string} [email]
 */
async function audit(app, pathname, email) {
  const first = await auditOnce(app, pathname, email);
  if (!('recordingFailed' in first)) return first;
  log(app.label, pathname, `Lighthouse could not record the trace (${first.recordingFailed}): once more`);
  const second = await auditOnce(app, pathname, email);
  if ('recordingFailed' in second) throw new Error(`${pathname}: ${second.recordingFailed}`);
  return second;
}

/**
 * One Lighthouse run of `pathname` in a fresh Chromium; `email` signs a member in first.
 * @param {import('./web-vitals-app.mjs').App} app
 * @param {string} pathname
 * @param {string} [email]
 */
async function auditOnce(app, pathname, email) {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'mietmatch-lighthouse-'));
  const browser = await puppeteer.launch({
    ...chromiumLaunchOptions,
    headless: true,
    userDataDir,
    args: [...chromiumLaunchOptions.args, '--remote-debugging-port=0'],
  });
  try {
    if (email) await signIn(browser, app, email);
    const port = Number(new URL(browser.wsEndpoint()).port);
    const answer = await lighthouse(`${app.origin}${pathname}`, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'seo'],
      // A member's storage holds the session; the cache was never filled (a fresh profile).
      disableStorageReset: Boolean(email),
    });
    const lhr = answer?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${pathname}`);
    if (lhr.runtimeError && RECORDING_FAILURES.has(lhr.runtimeError.code)) {
      return { recordingFailed: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    }
    if (lhr.runtimeError) throw new Error(`${pathname}: ${lhr.runtimeError.message}`);
    // BENCH_LHR_DIR=<dir>: each run's whole report, to see which elements and scripts an audit names.
    if (process.env.BENCH_LHR_DIR) {
      mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
      const name = `${app.label}-${pathname.split('/')[1] ?? 'page'}-${Date.now()}.json`;
      writeFileSync(path.join(process.env.BENCH_LHR_DIR, name), JSON.stringify(lhr));
    }
    const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      fcpMs: Math.round(metric('first-contentful-paint')),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
      // Our estimate beside Lighthouse's: the same sum from the page's main-thread CPU time (cpu-blocking-time.mjs).
      cpuTbtMs: cpuBlockingTime(answer.artifacts.Trace, lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 4),
      cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
      speedIndexMs: Math.round(metric('speed-index')),
      finalUrl: new URL(lhr.finalDisplayedUrl).pathname,
      failedAudits: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    };
  } finally {
    await browser.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * The session as a browser keeps it after a login: the refresh cookie and the stored user id.
 * @param {import('puppeteer').Browser} browser
 * @param {import('./web-vitals-app.mjs').App} app
 * @param {string} email
 */
async function signIn(browser, app, email) {
  const session = (await login(app, email)).body;
  const page = await browser.newPage();
  await page.goto(`${app.origin}/favicon.svg`);
  await browser.setCookie({
    name: 'mietmatch_refresh',
    value: session.refresh_token,
    domain: new URL(app.origin).hostname,
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'Strict',
  });
  // A member who has used the app here before: their id and role (boot.js shows a page's frame by the role).
  await page.evaluate(
    ({ userId, role }) => {
      localStorage.setItem('userId', userId);
      localStorage.setItem('role', `${userId} ${role}`);
    },
    { userId: session.userId, role: session.role },
  );
  // The favicon was the only thing cached; a first visit starts with an empty cache.
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}

/** @param {Array<Awaited<ReturnType<typeof audit>>>} runs */
function summary(runs) {
  /** @param {(r: (typeof runs)[number]) => number} pick */
  const median = (pick) => percentile(runs.map(pick), 0.5);
  return {
    performance: median((r) => r.performance),
    accessibility: median((r) => r.accessibility),
    seo: median((r) => r.seo),
    fcpMs: median((r) => r.fcpMs),
    lcpMs: median((r) => r.lcpMs),
    tbtMs: median((r) => r.tbtMs),
    cpuTbtMs: median((r) => r.cpuTbtMs ?? Number.NaN),
    cls: median((r) => r.cls),
    speedIndexMs: median((r) => r.speedIndexMs),
    performanceRuns: runs.map((r) => r.performance),
    finalUrl: runs[0]?.finalUrl,
    failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))],
  };
}

/** @param {Record<string, ReturnType<typeof summary>>} pages */
function withinTarget(pages) {
  return Object.entries(pages).every(([name, p]) => {
    const performance = name === 'login' ? TARGETS.loginPerformance : TARGETS.memberPerformance;
    const vitals = p.performance >= performance && p.lcpMs <= TARGETS.lcpMs && p.tbtMs <= TARGETS.tbtMs;
    const publicScores = name !== 'login' || (p.accessibility >= PUBLIC_TARGETS.accessibility && p.seo >= 95);
    return vitals && p.cls <= TARGETS.cls && publicScores;
  });
}

function lighthouseVersion() {
  return execFileSync(process.execPath, ['-p', "require('lighthouse/package.json').version"], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
}
