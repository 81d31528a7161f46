// Search throughput and latency at 10 connections, against a Fastify hello-world measured in the
// same run. Seed first (`npm run bench:seed`). Uses DATABASE_URL, or PGlite in BENCH_DATA_DIR.
// Writes bench/results/search.json: [{ name, engine, connections, rps, p50_ms, p99_ms, baseline_rps, ratio,
// api_cpu_ms_per_request, db_cpu_ms_per_request }], keeping the other engine's entries.
// BENCH_RUNS=3 repeats baseline and searches and keeps each search's best run (lowest p99), with every
// run's figures under `runs`: the machine is shared, so one run alone says little.
// Each run also records the CPU time per request of the API process and of the PostgreSQL backends
// of the database (from /proc, Linux): unlike throughput and latency, it hardly moves with the load
// other work puts on the machine. A short warm-up first, so that no run pays for compiling.
import autocannon from 'autocannon';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { root, startAndWait, writeResult } from './lib.mjs';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const databaseUrl = process.env.DATABASE_URL;
const engine = databaseUrl ? 'postgres' : 'pglite';
const PORT = 3970;

/**
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @param {number} [seconds]
 * @returns {Promise<import('autocannon').Result>}
 */
const run = (url, headers = {}, seconds = duration) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections, duration: seconds, headers }, (err, r) => (err ? reject(err) : resolve(r))),
  );

/** Jobs waiting for the app's runner (PostgreSQL only): a backlog would be measured along with the search. */
async function jobBacklog() {
  if (!databaseUrl) return null;
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  const { rows } = await c.query('select count(*)::int as n from jobs');
  await c.end();
  return Number(rows[0].n);
}

async function seqScans() {
  if (!databaseUrl) return null;
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  const { rows } = await c.query(
    `select relname, seq_scan from pg_stat_user_tables where relname in ('properties', 'tenant_requests')`,
  );
  await c.end();
  return Object.fromEntries(rows.map((r) => [r.relname, Number(r.seq_scan)]));
}

/** utime + stime of a process in ms (clock ticks of 10 ms), or 0 when it is gone. */
/** @param {string} pid */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** pid → { ppid, cmdline } of every process we may read (empty where /proc is missing). */
function processes() {
  const out = new Map();
  let entries = [];
  try {
    entries = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return out;
  }
  for (const pid of entries) {
    try {
      const ppid = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      out.set(pid, { ppid, cmdline: readFileSync(`/proc/${pid}/cmdline`, 'utf8') });
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

const dbName = databaseUrl ? decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) : null;
/** CPU ms so far of the API server (our child running scripts/start.mjs) and of its database's backends. */
function cpuNow() {
  const procs = processes();
  let api = 0;
  /** @type {Record<string, number>} */
  const backends = {};
  for (const [pid, p] of procs) {
    if (p.ppid === process.pid && p.cmdline.includes('scripts/start.mjs')) api += cpuMs(pid);
    // PostgreSQL names a backend "postgres: <cluster>: <user> <database> <client> <state>".
    if (dbName && p.cmdline.startsWith('postgres: ') && p.cmdline.includes(` ${dbName} `)) backends[pid] = cpuMs(pid);
  }
  return { api, backends };
}

const baseline = await startAndWait(
  ['-e', "const f=require('fastify')();f.get('/',async()=>({hello:'world'}));f.listen({port:3971})"],
  {},
  'http://127.0.0.1:3971/',
);
const server = await startAndWait(
  ['scripts/start.mjs'],
  {
    PORT: String(PORT),
    DATABASE_URL: databaseUrl ?? '',
    DATA_DIR: process.env.BENCH_DATA_DIR ?? path.join(root, 'data-bench'),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
  },
  `http://127.0.0.1:${PORT}/api/health`,
  120_000,
);
try {
  /** @param {string} email */
  const token = async (email) => {
    const res = await fetch(`http://127.0.0.1:${PORT}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'bench-password' }),
    });
    if (!res.ok)
      throw new Error(`login ${email}: ${res.status} ${await res.text()} — seed first with npm run bench:seed`);
    return { authorization: `Bearer ${(await res.json()).access_token}` };
  };
  const tenant = await token('client-1@bench.mietmatch.local');
  const landlord = await token('contractor-1@bench.mietmatch.local');
  const cases = [
    {
      name: 'property search: Berlin + 10 km + max warm rent, rooms, pets',
      url: `/api/landlord/filter?city=Berlin&radius=10&maxPrice=1500&numberOfRooms=2&isPetFriendly=true`,
      headers: tenant,
    },
    {
      name: 'request search: Berlin + 10 km + max price, rooms, residents',
      url: `/api/tenant/filter?city=Berlin&radius=10&maxPrice=800&requiredRooms=3&numberOfResidents=4`,
      headers: landlord,
    },
  ];
  const sample = await (await fetch(`http://127.0.0.1:${PORT}${cases[0].url}`, { headers: tenant })).json();
  console.log(`property search answers ${sample.total} matches, page of ${sample.items?.length}`);

  /** @param {string} url @param {Record<string, string>} [headers] */
  const warm = (url, headers) => run(url, headers, 3);
  await warm('http://127.0.0.1:3971/');
  for (const c of cases) await warm(`http://127.0.0.1:${PORT}${c.url}`, c.headers);

  const backlogBefore = await jobBacklog();
  if (backlogBefore) console.warn(`${backlogBefore} jobs wait for the app's runner: the figures include their work`);
  const before = await seqScans();
  /**
   * @typedef {{ rps: number, p50_ms: number, p99_ms: number, baseline_rps: number, ratio: number,
   *   api_cpu_ms_per_request?: number, db_cpu_ms_per_request?: number }} SearchRun
   */
  /** @type {SearchRun[][]} */
  const measured = cases.map(() => []);
  for (let i = 0; i < runs; i++) {
    // Baseline and searches in the same run, so that each ratio compares like with like.
    const base = await run('http://127.0.0.1:3971/');
    for (const [k, c] of cases.entries()) {
      const cpu0 = cpuNow();
      const r = await run(`http://127.0.0.1:${PORT}${c.url}`, c.headers);
      const cpu1 = cpuNow();
      if (r.non2xx > 0) throw new Error(`${c.name}: ${r.non2xx} non-2xx answers`);
      const total = r.requests.total;
      const dbCpu = Object.entries(cpu1.backends).reduce((sum, [pid, ms]) => sum + ms - (cpu0.backends[pid] ?? 0), 0);
      measured[k].push({
        rps: Math.round(r.requests.average),
        p50_ms: r.latency.p50,
        p99_ms: r.latency.p99,
        baseline_rps: Math.round(base.requests.average),
        ratio: Number((r.requests.average / base.requests.average).toFixed(3)),
        ...(cpu1.api > 0 ? { api_cpu_ms_per_request: Number(((cpu1.api - cpu0.api) / total).toFixed(2)) } : {}),
        ...(dbName && cpu1.api > 0 ? { db_cpu_ms_per_request: Number((dbCpu / total).toFixed(2)) } : {}),
      });
      console.log(`run ${i + 1}/${runs} ${c.name}: ${JSON.stringify(measured[k].at(-1))}`);
    }
  }
  /** @type {Record<string, unknown>[]} */
  const results = cases.map((c, k) => {
    const best = [...measured[k]].sort((a, b) => a.p99_ms - b.p99_ms)[0];
    return { name: c.name, engine, connections, ...best, ...(runs > 1 ? { runs: measured[k] } : {}) };
  });
  const after = await seqScans();
  const backlogAfter = await jobBacklog();
  if (backlogBefore !== null) {
    results.push({
      name: 'jobs waiting for the runner, before and after the load',
      engine,
      before: backlogBefore,
      after: backlogAfter,
    });
  }
  if (before && after) {
    for (const table of Object.keys(after))
      results.push({
        name: `sequential scans of ${table} during the load`,
        engine,
        count: after[table] - before[table],
      });
  }
  // The other engine's figures stay in the file: PostgreSQL and PGlite are run one after the other.
  const file = path.join(root, 'bench/results/search.json');
  /** @type {{ engine?: string }[]} */
  const stored = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  const kept = stored.filter((r) => r.engine !== engine);
  writeResult('search', [...kept, ...results]);
} finally {
  await server.stop();
  await baseline.stop();
}
