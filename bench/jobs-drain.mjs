// How fast the job runner works through a bulk import. bench:seed writes listings and requests in bulk;
// every row that becomes findable enqueues a job through the database triggers (its visibility fan-out).
// Here the seed keeps them (BENCH_KEEP_JOBS=1) and one, then two app nodes work through the backlog;
// the jobs waiting are counted every second until none is left. Sizes: BENCH_SIZES (default
// "20000,100000" listings, with as many requests), each on one node and on two, each in a fresh
// PostgreSQL database (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres; dropped after).
import { spawn } from 'node:child_process';
import pg from 'pg';
import { log, root, startAndWait, writeResult } from './lib.mjs';

const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sizes = (process.env.BENCH_SIZES ?? '20000,100000').split(',').map(Number);
const limitMs = Number(process.env.BENCH_DRAIN_LIMIT_S ?? 900) * 1000;

/** @param {string} url @param {string} text */
async function query(url, text) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text)).rows;
  } finally {
    await c.end();
  }
}

/** @param {Record<string, string>} env */
function seed(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bench/seed.mjs'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.on('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error(`seed exited with ${code}`))));
  });
}

/** The seed's jobs still waiting: the fan-outs the triggers enqueued (not the app's own sweeps). */
const SEEDED = `select count(*)::int as n from jobs where kind in ('propertyVisible', 'requestVisible')`;

/** @param {number} size @param {number} nodes */
async function drainOnce(size, nodes) {
  const name = `mm_drain_${size}_${nodes}_${Date.now().toString(36)}`;
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  await query(adminUrl, `create database ${name}`);
  try {
    await seed({ DATABASE_URL: url, BENCH_ROWS: String(size), BENCH_KEEP_JOBS: '1' });
    const [{ n: enqueued }] = await query(url, SEEDED);
    log(`${size} listings and requests: ${enqueued} jobs waiting; ${nodes} node(s) start`);
    const started = Date.now();
    const servers = await Promise.all(
      Array.from({ length: nodes }, (_, i) =>
        startAndWait(
          ['scripts/start.mjs'],
          { PORT: String(3991 + i), DATABASE_URL: url, LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
          `http://127.0.0.1:${3991 + i}/api/health`,
          120_000,
        ),
      ),
    );
    /** @type {{ s: number, waiting: number }[]} */
    const timeline = [];
    let waiting = enqueued;
    try {
      while (waiting > 0 && Date.now() - started < limitMs) {
        await new Promise((r) => setTimeout(r, 1000));
        [{ n: waiting }] = await query(url, SEEDED);
        timeline.push({ s: Math.round((Date.now() - started) / 1000), waiting });
      }
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
    const seconds = (Date.now() - started) / 1000;
    const done = enqueued - waiting;
    // What the fan-outs wrote: a listing reaches more requests the larger the market, so jobs per second
    // fall as it grows while the work per hit stays the same (the measure of a linear drain).
    const [{ hits, notifications }] = await query(
      url,
      'select (select count(*)::int from alert_hits) as hits, (select count(*)::int from notifications) as notifications',
    );
    // The rate once the nodes run (from the first sample after their start to the last one with work).
    const from = timeline.find((p) => p.waiting < enqueued) ?? timeline[0];
    const to = timeline.findLast((p) => p.waiting > 0) ?? timeline.at(-1);
    const steady = from && to && to.s > from.s ? Math.round((from.waiting - to.waiting) / (to.s - from.s)) : null;
    const result = {
      listings: size,
      nodes,
      jobs: enqueued,
      drained: done,
      seconds: Math.round(seconds),
      jobs_per_second: Math.round(done / seconds),
      hits,
      notifications,
      hits_per_second: Math.round(hits / seconds),
      steady_jobs_per_second: steady,
      // Every tenth sample: the curve shows whether the rate holds as the backlog shrinks.
      timeline: timeline.filter((_, i) => i % 10 === 0),
    };
    log(JSON.stringify({ ...result, timeline: undefined }));
    return result;
  } finally {
    await query(adminUrl, `drop database if exists ${name} with (force)`);
  }
}

const results = [];
for (const size of sizes) for (const nodes of [1, 2]) results.push(await drainOnce(size, nodes));
writeResult('jobs-drain', results);
