// Search throughput and latency at 10 connections, against a Fastify hello-world measured in the
// same run. Seed first (`npm run bench:seed`). Uses DATABASE_URL, or PGlite in BENCH_DATA_DIR.
// Writes bench/results/search.json: [{ name, engine, connections, rps, p50_ms, p99_ms, baseline_rps, ratio,
// api_cpu_ms_per_request, db_cpu_ms_per_request }], keeping the other engine's entries.
// BENCH_RUNS=3 repeats baseline and searches and keeps each search's best run (lowest p99), with every
// run's figures under `runs`: the machine is shared, so one run alone says little.
// Each run also records the CPU time per request of the API process and of the PostgreSQL backends
// of the database (from /proc, Linux): unlike throughput and latency, it hardly moves with the load
// other work puts on the machine. A short warm-up first, so that no run pays for compiling.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { benchLogin, bestRun, jobBacklog, load, measureApi, seqScans, startApi } from './api-load.mjs';
import { root, startAndWait, writeResult } from './lib.mjs';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const databaseUrl = process.env.DATABASE_URL;
const engine = databaseUrl ? 'postgres' : 'pglite';
const PORT = 3970;
const TABLES = ['properties', 'tenant_requests'];

/** @param {string} url @param {Record<string, string>} [headers] @param {number} [seconds] */
const run = (url, headers = {}, seconds = duration) => load(url, { headers, seconds, connections });

const baseline = await startAndWait(
  ['-e', "const f=require('fastify')();f.get('/',async()=>({hello:'world'}));f.listen({port:3971})"],
  {},
  'http://127.0.0.1:3971/',
);
const server = await startApi(PORT, databaseUrl);
try {
  const tenant = await benchLogin(PORT, 'client-1@bench.mietmatch.local');
  const landlord = await benchLogin(PORT, 'contractor-1@bench.mietmatch.local');
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

  const backlogBefore = await jobBacklog(databaseUrl);
  if (backlogBefore) console.warn(`${backlogBefore} jobs wait for the app's runner: the figures include their work`);
  const before = await seqScans(databaseUrl, TABLES);
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
      const { average, rps, p50_ms, p99_ms, ...cpu } = await measureApi(c.name, `http://127.0.0.1:${PORT}${c.url}`, {
        headers: c.headers,
        seconds: duration,
        connections,
        apiPid: server.pid,
        databaseUrl,
      });
      measured[k].push({
        rps,
        p50_ms,
        p99_ms,
        baseline_rps: Math.round(base.requests.average),
        ratio: Number((average / base.requests.average).toFixed(3)),
        ...cpu,
      });
      console.log(`run ${i + 1}/${runs} ${c.name}: ${JSON.stringify(measured[k].at(-1))}`);
    }
  }
  /** @type {Record<string, unknown>[]} */
  const results = cases.map((c, k) => {
    const best = bestRun(measured[k]);
    return { name: c.name, engine, connections, ...best, ...(runs > 1 ? { runs: measured[k] } : {}) };
  });
  const after = await seqScans(databaseUrl, TABLES);
  const backlogAfter = await jobBacklog(databaseUrl);
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
