// Starting the API and loading it with autocannon, for the benchmarks that measure the API (search, map).
// Apart from lib.mjs, whose helpers scripts outside bench/ use too without autocannon's types.
import autocannon from 'autocannon';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { root, startAndWait } from './lib.mjs';

/**
 * The app on `port`, quiet and without demo data, against `databaseUrl` or, without it, PGlite in
 * BENCH_DATA_DIR (default ./data-bench), where bench:seed put its rows.
 * @param {number} port
 * @param {string | undefined} databaseUrl
 * @param {string[]} [args] what node runs: `npm start`'s script unless told otherwise
 */
export const startApi = (port, databaseUrl, args = ['scripts/start.mjs']) =>
  startAndWait(
    args,
    {
      PORT: String(port),
      DATABASE_URL: databaseUrl ?? '',
      DATA_DIR: process.env.BENCH_DATA_DIR ?? path.join(root, 'data-bench'),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    },
    `http://127.0.0.1:${port}/api/health`,
    120_000,
  );

/**
 * A member of bench:seed signed in through the API, as the Authorization header of their access token.
 * @param {number} port
 * @param {string} email
 * @returns {Promise<Record<string, string>>}
 */
export async function benchLogin(port, email) {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password' }),
  });
  if (!res.ok)
    throw new Error(`login ${email}: ${res.status} ${await res.text()} — seed first with npm run bench:seed`);
  return { authorization: `Bearer ${(await res.json()).access_token}` };
}

/**
 * `connections` connections for `seconds` against `url`; with `pathOf`, the n-th request asks its path instead
 * (a search that no request before it asked).
 * @param {string} url
 * @param {{ headers?: Record<string, string>, seconds?: number, connections?: number,
 *   pathOf?: (n: number) => string }} [o]
 * @returns {Promise<import('autocannon').Result>}
 */
export const load = (url, { headers = {}, seconds = 10, connections = 10, pathOf } = {}) => {
  let n = 0;
  const requests = pathOf
    ? [{ setupRequest: (/** @type {{ path: string }} */ req) => ({ ...req, path: pathOf(n++) }) }]
    : undefined;
  return new Promise((resolve, reject) =>
    autocannon({ url, connections, duration: seconds, headers, requests }, (err, r) =>
      err ? reject(err) : resolve(r),
    ),
  );
};

/** The rows of one statement on a connection of its own. @param {string} databaseUrl @param {string} text */
export async function pgRows(databaseUrl, text) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    return (await c.query(text)).rows;
  } finally {
    await c.end();
  }
}

/**
 * Jobs waiting for the app's runner (PostgreSQL only): a backlog would be measured along with the load.
 * @param {string | undefined} databaseUrl
 */
export async function jobBacklog(databaseUrl) {
  if (!databaseUrl) return null;
  const rows = await pgRows(databaseUrl, 'select count(*)::int as n from jobs');
  return Number(rows[0].n);
}

/**
 * Sequential scans so far of each of `tables` (PostgreSQL only).
 * @param {string | undefined} databaseUrl
 * @param {string[]} tables
 * @returns {Promise<Record<string, number> | null>}
 */
export async function seqScans(databaseUrl, tables) {
  if (!databaseUrl) return null;
  const names = tables.map((t) => `'${t.replaceAll("'", "''")}'`).join(', ');
  const rows = await pgRows(
    databaseUrl,
    `select relname, seq_scan from pg_stat_user_tables where relname in (${names})`,
  );
  return Object.fromEntries(rows.map((r) => [r.relname, Number(r.seq_scan)]));
}

/** utime + stime of a process in ms (clock ticks of 10 ms), or 0 when it is gone. @param {string} pid */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** @param {string} pid */
function cmdline(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return ''; // gone meanwhile
  }
}

/**
 * CPU ms so far of the API process and of the PostgreSQL backends of `databaseUrl`'s database, from /proc
 * (Linux; 0 and none where it is missing). Unlike throughput and latency, it hardly moves with the load
 * other work puts on the machine.
 * @param {number | undefined} apiPid
 * @param {string | undefined} databaseUrl
 */
export function cpuNow(apiPid, databaseUrl) {
  const dbName = databaseUrl ? decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) : null;
  /** @type {Record<string, number>} */
  const backends = {};
  /** @type {string[]} */
  let pids = [];
  try {
    pids = dbName ? readdirSync('/proc').filter((p) => /^\d+$/.test(p)) : [];
  } catch {
    // no /proc
  }
  for (const pid of pids) {
    // PostgreSQL names a backend "postgres: <cluster>: <user> <database> <client> <state>".
    const cmd = cmdline(pid);
    if (cmd.startsWith('postgres: ') && cmd.includes(` ${dbName} `)) backends[pid] = cpuMs(pid);
  }
  return { api: apiPid ? cpuMs(String(apiPid)) : 0, backends };
}

/**
 * One load of `url` on the API with the CPU it cost per request in the API process and in the database's
 * backends; any answer but a 2xx stops the benchmark. `average` is the unrounded requests per second.
 * @param {string} name
 * @param {string} url
 * @param {{ headers?: Record<string, string>, seconds?: number, connections?: number,
 *   pathOf?: (n: number) => string, apiPid: number | undefined, databaseUrl: string | undefined }} o
 */
export async function measureApi(name, url, o) {
  const cpu0 = cpuNow(o.apiPid, o.databaseUrl);
  const r = await load(url, o);
  const cpu1 = cpuNow(o.apiPid, o.databaseUrl);
  if (r.non2xx > 0) throw new Error(`${name}: ${r.non2xx} non-2xx answers`);
  const total = r.requests.total;
  const dbCpu = Object.entries(cpu1.backends).reduce((sum, [pid, ms]) => sum + ms - (cpu0.backends[pid] ?? 0), 0);
  return {
    average: r.requests.average,
    rps: Math.round(r.requests.average),
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    ...(cpu1.api > 0 ? { api_cpu_ms_per_request: Number(((cpu1.api - cpu0.api) / total).toFixed(2)) } : {}),
    ...(o.databaseUrl && cpu1.api > 0 ? { db_cpu_ms_per_request: Number((dbCpu / total).toFixed(2)) } : {}),
  };
}

/** The run with the lowest p99 of a series. @template {{ p99_ms: number }} T @param {T[]} runs */
export const bestRun = (runs) => [...runs].sort((a, b) => a.p99_ms - b.p99_ms)[0];
