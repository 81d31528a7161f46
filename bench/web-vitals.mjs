// Web vitals of two pages as a visitor gets them on localhost, measured in Chromium from the real build
// and server: the tenant's results page (/properties-list?city=Berlin, 12 listings with photos) and /login.
// Each run is a fresh browser context (empty cache, a login of its own through the API), so it measures a
// first visit; LCP, CLS and FCP come from a PerformanceObserver, the bytes from the network (CDP's
// encodedDataLength: what went over the wire, compressed or not). Median of BENCH_RUNS (5) runs after
// one warm-up run each.
// Targets: results page LCP < 1000 ms, /login LCP < 800 ms, CLS < 0.05, results page JavaScript < 300 kB.
// BENCH_LABEL (default `current`) names the figures in bench/results/web-vitals.json; other labels already
// there (e.g. `before`, measured on an earlier build) are kept.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { log, percentile, root, round1, startAndWait, writeResult } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LABEL = process.env.BENCH_LABEL ?? 'current';
const PORT = 3964;
const ORIGIN = `http://localhost:${PORT}`;
const RESULT_FILE = path.join(root, 'bench/results/web-vitals.json');
const TARGETS = { resultsLcpMs: 1000, loginLcpMs: 800, cls: 0.05, resultsJsKb: 300 };
const PASSWORD = 'bench-Passwort-1';
const RESULTS_PATH = '/properties-list?city=Berlin';

// BENCH_APP_DIR: another checkout of the app to measure (e.g. an older version, for a before/after in
// one sitting): its server, its build; this checkout's benchmark.
const APP_DIR = path.resolve(process.env.BENCH_APP_DIR ?? root);
if (APP_DIR === root) ensureWebBuild();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mietmatch-vitals-'));
const server = await startAndWait(
  [path.join(APP_DIR, 'scripts/start.mjs')],
  {
    WEB_DIST_DIR: path.join(APP_DIR, 'apps/web/dist'),
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    DATABASE_URL: '',
    // Every run signs in once; the limits guard real logins, not this machine's own runs.
    LOGIN_LIMIT_PER_IP: '1000',
    LOGIN_LIMIT_PER_EMAIL: '1000',
  },
  `${ORIGIN}/api/health`,
  180_000,
);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});

try {
  log('seeding: a landlord with 12 listings in Berlin (photos), a tenant');
  const landlord = await activeAccount('contractor');
  for (let i = 0; i < 12; i++) await createListing(landlord, i);
  const tenant = await activeAccount('client');
  const pages = {
    results: await measure(RESULTS_PATH, tenant, 'article img'),
    login: await measure('/login', null, 'h1'),
  };
  const figures = {
    results: pages.results,
    login: pages.login,
    withinTarget:
      pages.results.lcpMs < TARGETS.resultsLcpMs &&
      pages.login.lcpMs < TARGETS.loginLcpMs &&
      Math.max(pages.results.cls, pages.login.cls) < TARGETS.cls &&
      pages.results.scriptKb < TARGETS.resultsJsKb,
  };
  const earlier = existsSync(RESULT_FILE) ? (JSON.parse(readFileSync(RESULT_FILE, 'utf8')).labels ?? {}) : {};
  writeResult('web-vitals', {
    benchmark: 'first visit in Chromium on localhost: results page (tenant, Berlin, 12 listings) and /login',
    targets: TARGETS,
    runs: RUNS,
    labels: { ...earlier, [LABEL]: { measuredAt: new Date().toISOString(), ...figures } },
  });
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Opens `pathname` in RUNS + 1 fresh contexts (the first is a warm-up: the server's first answers and
 * Chromium's own start are not what a visitor waits for) and answers the medians.
 * @param {string} pathname
 * @param {null | { email: string }} account signed in through the refresh cookie, as after a reload
 * @param {string} ready a selector that is on the page once it shows what it is for
 */
async function measure(pathname, account, ready) {
  /** @type {Array<Awaited<ReturnType<typeof measureOnce>>>} */
  const runs = [];
  for (let i = 0; i <= RUNS; i++) {
    const run = await measureOnce(pathname, account, ready);
    if (i > 0) runs.push(run);
    log(pathname, i === 0 ? 'warm-up' : `run ${i}`, JSON.stringify(run));
  }
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
 * @param {string} pathname
 * @param {null | { email: string }} account
 * @param {string} ready
 */
async function measureOnce(pathname, account, ready) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' });
  if (account) {
    const session = (await login(account.email)).body;
    await context.addCookies([{ name: 'mietmatch_refresh', value: session.refresh_token, url: `${ORIGIN}/api/auth` }]);
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
  await page.goto(`${ORIGIN}${pathname}`, { waitUntil: 'load' });
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
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
    const name = pathname === '/login' ? 'login' : 'results';
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

/**
 * @param {string} pathname
 * @param {{ method?: string, token?: string, json?: unknown, body?: Buffer, headers?: Record<string, string> }} options
 */
async function api(pathname, { method = 'GET', token, json, body, headers = {} } = {}) {
  const res = await fetch(`${ORIGIN}/api${pathname}`, {
    method,
    headers: {
      ...headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(json) : body && new Uint8Array(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

/** @param {string} email */
async function login(email) {
  const res = await api('/auth/login', { method: 'POST', json: { email, password: PASSWORD } });
  return /** @type {{ status: number, body: any }} */ (res);
}

/**
 * Sign-up, the mailed verification link (read from the outbox folder), the free plan, a login.
 * @param {'client' | 'contractor'} role
 */
async function activeAccount(role) {
  const email = `${role}-${Date.now().toString(36)}@bench.test`;
  const avatar = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#0f5e5b' } })
    .png()
    .toBuffer();
  const form = multipart(
    { firstName: 'Mara', lastName: 'Schneider', email, password: PASSWORD, role, language: 'de' },
    { avatar: { data: avatar, filename: 'avatar.png', type: 'image/png' } },
  );
  const registered = await api('/auth/register', { method: 'POST', body: form.payload, headers: form.headers });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const token = await verificationToken(email);
  const confirmed = await api(`/auth/confirm-email/${encodeURIComponent(token)}`);
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status}`);
  const gate = await login(email);
  if (gate.status === 403) {
    const activated = await api('/auth/activate-free-plan', { method: 'POST', token: gate.body.checkout_token });
    if (activated.status !== 200) throw new Error(`free plan: ${activated.status}`);
  }
  const session = await login(email);
  if (session.status !== 200) throw new Error(`login: ${session.status} ${JSON.stringify(session.body)}`);
  return { email, token: /** @type {string} */ (session.body.access_token) };
}

/** @param {string} email */
async function verificationToken(email) {
  const outbox = path.join(dataDir, 'outbox');
  for (let waited = 0; waited < 15_000; waited += 100) {
    const files = existsSync(outbox) ? readdirSync(outbox) : [];
    for (const file of files) {
      // Quoted-printable folds long lines with `=` at the end and writes `=` as `=3D`.
      const text = readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (!text.includes(email)) continue;
      const match = /verify-email\?token=([\w.-]+)/.exec(text);
      if (match?.[1]) return match[1];
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no verification mail to ${email}`);
}

/**
 * A listing in Berlin with one photo of its own colour (sharp draws it).
 * @param {{ token: string }} landlord
 * @param {number} i
 */
async function createListing(landlord, i) {
  const photo = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: (i * 37) % 256, g: 110, b: 160 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  const fields = {
    firstName: 'Jonas',
    lastName: 'Becker',
    email: 'jonas@bench.test',
    phoneNumber: '+49 30 1234',
    title: `Helle Wohnung ${i + 1} in Mitte`,
    description: 'Drei Zimmer, Dielen, Balkon.',
    address: `Invalidenstraße ${i + 1}`,
    postalCode: '10115',
    city: 'Berlin',
    propertyType: 'Apartment',
    numberOfRooms: String(2 + (i % 3)),
    squareMeters: String(60 + i * 3),
    rent: String(900 + i * 50),
    additionalCost: '200',
  };
  const form = multipart(fields, { images: { data: photo, filename: `photo-${i}.jpg`, type: 'image/jpeg' } });
  const res = await api('/landlord/create', {
    method: 'POST',
    token: landlord.token,
    body: form.payload,
    headers: form.headers,
  });
  if (res.status !== 201) throw new Error(`listing: ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * @param {Record<string, string>} fields
 * @param {Record<string, { data: Buffer, filename: string, type: string }>} files
 */
function multipart(fields, files) {
  const boundary = `----bench${Date.now().toString(16)}`;
  /** @type {Buffer[]} */
  const chunks = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
