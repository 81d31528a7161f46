// A production-shaped cluster on this machine: nginx with deploy/nginx.conf in front of app nodes
// started as deploy/mietmatch@.service starts them, on a fresh PostgreSQL database, Redis and s3rver.
// The cluster test tier (e2e/cluster) and `npm run bench:failover` use it; `node scripts/cluster.mjs`
// starts one to try by hand (Ctrl-C stops it). Everything listens on 127.0.0.1 on free ports, lives in
// one temporary folder and is stopped and removed again by `close()`, also when starting fails.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const NGINX_CONF = path.join(root, 'deploy/nginx.conf');
export const NODES_EXAMPLE = path.join(root, 'deploy/mietmatch/nodes.conf');
export const UNIT_FILE = path.join(root, 'deploy/mietmatch@.service');
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const PG_URL =
  process.env.CLUSTER_PG_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/11';
const S3RVER_BIN = path.join(root, 'node_modules/s3rver/bin/s3rver.js');
const BUCKET = 'mietmatch-cluster';

/** A few real postal codes (GeoNames, CC BY 4.0): the full table's import would add seconds to every start. */
const POSTAL_CODES = `country_code,zipcode,place,state,state_code,province,province_code,community,community_code,latitude,longitude
DE,50674,Köln,Nordrhein-Westfalen,NW,Regierungsbezirk Köln,053,"Köln, Stadt",05315,50.9326,6.9342
DE,10115,Berlin,Berlin,BE,,00,"Berlin, Stadt",11000,52.5323,13.3846
DE,80331,München,Bayern,BY,Oberbayern,091,"Kreisfreie Stadt München",09162,48.1372,11.5755
DE,20095,Hamburg,Hamburg,HH,,00,"Hamburg, Freie und Hansestadt",02000,53.5511,9.9937
`;

/**
 * Children and folders still to clean up should this process end without `close()`: at its exit, and
 * on a signal (which then ends it as it would have without us).
 * @type {{ children: Set<import('node:child_process').ChildProcess>, dirs: Set<string> }}
 */
const live = { children: new Set(), dirs: new Set() };
const cleanUpNow = () => {
  for (const child of live.children) child.kill('SIGKILL');
  for (const dir of live.dirs) rmSync(dir, { recursive: true, force: true });
};
/** Set by the command line: a signal closes the cluster properly (the database is dropped) first. */
let onSignal = async () => {};
process.once('exit', cleanUpNow);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.once(signal, () => {
    void onSignal().finally(() => {
      cleanUpNow();
      process.kill(process.pid, signal);
    });
  });
}

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether nginx, PostgreSQL and Redis are here; answers what is missing (empty when all are). */
export async function missingServices() {
  const missing = [];
  if (!existsSync(NGINX_BIN)) missing.push(`nginx (${NGINX_BIN}; apt-get install nginx)`);
  for (const [name, url, port] of /** @type {const} */ ([
    ['PostgreSQL', PG_URL, 5432],
    ['Redis', REDIS_URL, 6379],
  ])) {
    if (!(await answers(url, port))) missing.push(`${name} (${new URL(url).host})`);
  }
  return missing;
}

/** @param {string} url @param {number} defaultPort @returns {Promise<boolean>} */
function answers(url, defaultPort) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: u.hostname, port: Number(u.port || defaultPort) });
    socket.setTimeout(1000);
    /** @param {boolean} ok */
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.on('connect', () => done(true));
    socket.on('error', () => done(false));
    socket.on('timeout', () => done(false));
  });
}

// --- the files of deploy/, read as an operator's machine reads them

/**
 * How systemd starts the node on `port` (deploy/mietmatch@.service): the ExecStart command with this
 * process's own node binary, and the Environment lines with `%i` (the instance: the port) and `%H` filled in.
 * @param {number} port
 * @param {string} [unitText]
 */
export function unitCommand(port, unitText = readFileSync(UNIT_FILE, 'utf8')) {
  /** @param {string} s */
  const fill = (s) =>
    s.replace(/%(.)/g, (_, c) => (c === 'i' ? String(port) : c === 'H' ? os.hostname() : c === '%' ? '%' : `%${c}`));
  /** @type {Record<string, string>} */
  const env = {};
  let exec;
  for (const raw of unitText.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('Environment=')) {
      for (const pair of line.slice('Environment='.length).split(/\s+/).filter(Boolean)) {
        const at = pair.indexOf('=');
        env[pair.slice(0, at)] = fill(pair.slice(at + 1));
      }
    } else if (line.startsWith('ExecStart=')) exec = fill(line.slice('ExecStart='.length)).split(/\s+/);
  }
  if (!exec || path.basename(exec[0]) !== 'node') throw new Error(`${UNIT_FILE}: no ExecStart with node`);
  return { args: exec.slice(1), env };
}

/**
 * nodes.conf for these addresses, each with the failure settings of the shipped example.
 * @param {string[]} addresses host:port
 * @param {string} [example]
 */
export function nodesConf(addresses, example = readFileSync(NODES_EXAMPLE, 'utf8')) {
  const first = /^\s*server\s+\S+([^;]*);/m.exec(example);
  if (!first) throw new Error(`${NODES_EXAMPLE}: no server line`);
  return addresses.map((a) => `server ${a}${first[1]};\n`).join('');
}

/**
 * The main configuration around the site file: what Debian's /etc/nginx/nginx.conf sets at http level
 * (so a clash with it shows here), with logs and temporary files in the prefix.
 * @param {string} prefix
 */
function mainConf(prefix) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => {
    const dir = path.join(prefix, 'temp', t);
    mkdirSync(dir, { recursive: true });
    chmodSync(dir, 0o777);
    return `${t}_temp_path ${dir};`;
  });
  return `worker_processes 2;
events { worker_connections 1024; }
http {
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;
  ssl_prefer_server_ciphers on;
  gzip on;
  log_format cluster '$msec $remote_addr "$request" $status upstream=$upstream_addr upstream_status=$upstream_status $request_time';
  access_log ${path.join(prefix, 'access.log')} cluster;
  ${temp.join('\n  ')}
  include ${NGINX_CONF};
}
`;
}

/**
 * Lays out an nginx prefix that runs deploy/nginx.conf with these includes (relative includes resolve
 * in the prefix), and answers nginx's arguments for it.
 * @param {string} prefix
 * @param {{ nodes: string, listen: string }} includes the texts of mietmatch/nodes.conf and mietmatch/listen.conf
 */
export function prepareNginx(prefix, includes) {
  mkdirSync(path.join(prefix, 'mietmatch'), { recursive: true });
  // nginx's workers run as another user when the master is root: they must reach the temporary files.
  chmodSync(path.dirname(prefix), 0o755);
  chmodSync(prefix, 0o755);
  writeFileSync(path.join(prefix, 'mietmatch/nodes.conf'), includes.nodes);
  writeFileSync(path.join(prefix, 'mietmatch/listen.conf'), includes.listen);
  writeFileSync(path.join(prefix, 'nginx.conf'), mainConf(prefix));
  const errorLog = path.join(prefix, 'error.log');
  return {
    errorLog,
    args: [
      '-p',
      prefix,
      '-c',
      path.join(prefix, 'nginx.conf'),
      '-e',
      errorLog,
      '-g',
      `daemon off; pid ${path.join(prefix, 'nginx.pid')};`,
    ],
  };
}

/**
 * nginx in front of `addresses`, listening on 127.0.0.1:`port`.
 * @param {string} prefix an empty folder
 * @param {string[]} addresses
 * @param {number} port
 */
export async function startNginx(prefix, addresses, port) {
  const { errorLog, args } = prepareNginx(prefix, {
    nodes: nodesConf(addresses),
    listen: `listen 127.0.0.1:${port};\n`,
  });
  const proc = watch(spawn(NGINX_BIN, args, { stdio: ['ignore', 'ignore', 'inherit'] }));
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(
    async () => answers(url, port),
    proc,
    'nginx',
    () => tail(errorLog),
  );
  return {
    url,
    accessLog: path.join(prefix, 'access.log'),
    errorLog,
    stop: () => proc.stop('SIGTERM'),
  };
}

// --- processes

/**
 * @typedef {{ child: import('node:child_process').ChildProcess, exited: Promise<{ code: number | null, signal: string | null }>,
 *   running: () => boolean, stop: (signal?: NodeJS.Signals, timeoutMs?: number) => Promise<{ code: number | null, signal: string | null }> }} Watched
 */

/**
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Watched}
 */
function watch(child) {
  live.children.add(child);
  /** @type {Promise<{ code: number | null, signal: string | null }>} */
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      live.children.delete(child);
      resolve({ code, signal });
    }),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    exited,
    running,
    async stop(signal = 'SIGTERM', timeoutMs = 30_000) {
      if (running()) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

/**
 * @param {() => Promise<boolean>} ready
 * @param {Watched} proc
 * @param {string} label
 * @param {() => string} explain
 */
async function waitUntil(ready, proc, label, explain, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!proc.running()) throw new Error(`${label} exited before it was ready:\n${explain()}`);
    if (await ready()) return;
    if (Date.now() > deadline) {
      await proc.stop('SIGKILL');
      throw new Error(`${label} was not ready within ${timeoutMs} ms:\n${explain()}`);
    }
    await sleep(100);
  }
}

/** The last lines of a log file. @param {string} file */
export function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * Whether a node answers ready: `/api/ready` where there is one, else `/api/health`.
 * @param {string} url
 */
export async function nodeReady(url) {
  try {
    const ready = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2000) });
    if (ready.status !== 404) return ready.ok;
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/**
 * One app node, started as systemd starts it; `start()` again after a stop brings it back on its port.
 * @param {{ port: number, dir: string, env: Record<string, string> }} o
 */
function appNode({ port, dir, env }) {
  const { args, env: unitEnv } = unitCommand(port);
  const dataDir = path.join(dir, `node-${port}`);
  const logFile = path.join(dir, `node-${port}.log`);
  const url = `http://127.0.0.1:${port}`;
  /** @type {Watched | undefined} */
  let proc;
  const node = {
    name: unitEnv.NODE_NAME ?? String(port),
    port,
    url,
    logFile,
    /** @type {number | undefined} */
    pid: undefined,
    running: () => proc?.running() ?? false,
    async start() {
      const out = openSync(logFile, 'a');
      const child = spawn(process.execPath, args, {
        cwd: root,
        env: { ...process.env, ...unitEnv, DATA_DIR: dataDir, ...env },
        stdio: ['ignore', out, out],
      });
      closeSync(out);
      proc = watch(child);
      node.pid = child.pid;
      await waitUntil(
        () => nodeReady(url),
        proc,
        `node ${node.name}`,
        () => tail(logFile),
      );
    },
    /**
     * Stops the node (SIGTERM: a graceful stop); answers how it ended and how long it took.
     * @param {NodeJS.Signals} [signal]
     */
    async stop(signal = 'SIGTERM') {
      const started = performance.now();
      const result = proc ? await proc.stop(signal) : { code: null, signal: null };
      return { ...result, ms: Math.round(performance.now() - started) };
    },
    /** The node's exit, for a test that sends the signal itself. */
    exited: () => proc?.exited ?? Promise.resolve({ code: null, signal: null }),
  };
  return node;
}

/** @typedef {ReturnType<typeof appNode>} ClusterNode */

// --- services

/**
 * A fresh PostgreSQL database on the server of CLUSTER_PG_URL; `drop()` removes it. Its name carries
 * this process's id, so databases a killed run left behind are dropped by the next one.
 */
async function createDatabase() {
  const name = `mietmatch_cluster_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const { rows } = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE 'mietmatch\\_cluster\\_%'`);
  for (const { datname } of rows) {
    const pid = Number(/^mietmatch_cluster_(\d+)_/.exec(datname)?.[1]);
    if (pid && !alive(pid)) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => {});
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * s3rver as its own process on a free port, with the bucket made at start.
 * @param {string} dir
 */
async function startS3rver(dir) {
  const port = await freePort();
  mkdirSync(dir, { recursive: true });
  const logFile = `${dir}.log`;
  const out = openSync(logFile, 'a');
  const child = spawn(
    process.execPath,
    [S3RVER_BIN, '-d', dir, '-a', '127.0.0.1', '-p', String(port), '--configure-bucket', BUCKET, '--silent'],
    { cwd: root, stdio: ['ignore', out, out] },
  );
  closeSync(out);
  const proc = watch(child);
  await waitUntil(
    () => answers(`http://127.0.0.1:${port}`, port),
    proc,
    's3rver',
    () => tail(logFile),
  );
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    storageUrl: `s3://${BUCKET}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
    stop: () => proc.stop('SIGTERM'),
  };
}

/**
 * Starts the cluster: s3rver, a fresh database, `nodes` app nodes at once, then nginx. Settings in `env` go to every node after the harness's own.
 * @param {{ nodes?: number, smtpUrl?: string, env?: Record<string, string>, s3?: boolean,
 *   nodeDatabaseUrl?: (url: string) => string | Promise<string> }} [options]
 */
export async function startCluster(options = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mietmatch-cluster-'));
  live.dirs.add(dir);
  /** @type {Array<() => Promise<unknown>>} */
  const cleanups = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((err) => console.warn('cluster cleanup:', err));
    cleanups.length = 0;
    rmSync(dir, { recursive: true, force: true });
    live.dirs.delete(dir);
  };
  try {
    const s3 = options.s3 === false || !existsSync(S3RVER_BIN) ? undefined : await startS3rver(path.join(dir, 's3'));
    if (s3) cleanups.push(s3.stop);
    const database = await createDatabase();
    cleanups.push(database.drop);
    const nginxPort = await freePort();
    const url = `http://127.0.0.1:${nginxPort}`;
    const postalCodes = path.join(dir, 'postal-codes.csv');
    writeFileSync(postalCodes, POSTAL_CODES);
    const env = {
      DATABASE_URL: options.nodeDatabaseUrl ? await options.nodeDatabaseUrl(database.url) : database.url,
      REDIS_URL,
      APP_URL: url,
      TRUST_PROXY: '127.0.0.1',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      LOG_LEVEL: 'warn',
      POSTAL_CODES_FILE: postalCodes,
      WEB_DIST_DIR: path.join(dir, 'no-web-build'),
      // Production refuses the local test checkout; payments are not what the cluster shows, so the
      // Stripe provider is configured against an address that refuses (nothing calls it).
      STRIPE_SECRET_KEY: 'sk_test_cluster_unused',
      STRIPE_WEBHOOK_SECRET: 'whsec_cluster_unused',
      STRIPE_API_BASE: 'http://127.0.0.1:9',
      // Tests make their own data: no demo marketplace, whatever the shell says.
      SEED_DEMO: 'false',
      ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
      ...(s3 ? { STORAGE_URL: s3.storageUrl, AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' } : {}),
      ...options.env,
    };
    /** @type {ClusterNode[]} */
    const nodes = [];
    for (let i = 0; i < (options.nodes ?? 2); i++) {
      const node = appNode({ port: await freePort(), dir, env });
      nodes.push(node);
      cleanups.push(() => node.stop('SIGTERM'));
    }
    // All at once, as after a deployment: one of them migrates the empty database, under a lock.
    await Promise.all(nodes.map((n) => n.start()));
    const nginx = await startNginx(
      path.join(dir, 'nginx'),
      nodes.map((n) => `127.0.0.1:${n.port}`),
      nginxPort,
    );
    cleanups.push(nginx.stop);
    return {
      url,
      nodes,
      nginx,
      databaseUrl: database.url,
      redisUrl: REDIS_URL,
      storageUrl: s3?.storageUrl,
      dir,
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}

/** @typedef {Awaited<ReturnType<typeof startCluster>>} Cluster */

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = await missingServices();
  if (missing.length > 0) {
    console.error(`missing: ${missing.join(', ')}`);
    process.exit(1);
  }
  const cluster = await startCluster();
  console.log(`nginx: ${cluster.url}`);
  for (const n of cluster.nodes) console.log(`node ${n.name}: ${n.url} (log ${n.logFile})`);
  console.log('Ctrl-C stops the cluster.');
  onSignal = cluster.close;
}
