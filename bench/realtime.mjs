// Realtime delivery under load. 1,000 members, one socket each; 200 of the landlord–tenant pairs
// chat at a steady rate through POST /api/inquiry/send; latency runs from the start of the send to
// `newMessage` at the recipient's socket. Scenarios:
//   - one server (no Redis, as a single node runs), all sockets on it;
//   - two servers sharing one PostgreSQL database and one Redis: every message is sent to server A,
//     every socket is connected to server B, so each delivery crosses nodes through the Redis adapter.
// Each is measured next to a baseline in the same run: bare socket.io (plus the Redis adapter for two
// nodes) where an HTTP POST emits to the room at once, no token, no database.
// Heap per socket: the socket server's heap after connecting the sockets minus before (both after a
// full GC), over the sockets; read over IPC from bench/realtime-server.mjs, forked with --expose-gc.
// Fresh PostgreSQL database (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres) and a
// Redis database of its own (BENCH_REDIS_URL, default redis://127.0.0.1:6379/13, flushed before and after).
// BENCH_RATE (messages per second, all conversations together, default 100), BENCH_SECONDS (default 30),
// BENCH_SOCKETS (default 1000), BENCH_CONVERSATIONS (default 200) change the load; BENCH_ONLY=one|two runs
// one scenario (and then writes no result file); BENCH_TIMELINE=1 prints the slowest delivery of each
// second; BENCH_CPU_PROF=<dir> profiles the servers.
// Writes bench/results/realtime.json: [{ name, servers, sockets, messages, lost, p50_ms, p99_ms, heap_kb_per_socket, … }].
import { fork, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import pg from 'pg';
import { Redis } from 'ioredis';
import { io as connectSocket } from 'socket.io-client';
import { root, writeResult } from './lib.mjs';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
/** A message not at its recipient this long after its send started counts as lost. */
const LOSS_MS = 5000;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13';

// Every socket is a file descriptor here and in the server: raise the soft limit, then re-run under it.
const NEED_FDS = 4 * SOCKETS + 1024;
if (!process.env.BENCH_FDS_RAISED) {
  const soft = Number(spawnSync('bash', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim()); // NaN for "unlimited"
  if (soft < NEED_FDS) {
    const script = `ulimit -n ${NEED_FDS} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; echo "open-file limit: $(ulimit -n)"; exec "$@"`;
    const r = spawnSync(
      'bash',
      [
        '-c',
        script,
        'bash',
        process.execPath,
        ...process.execArgv,
        fileURLToPath(import.meta.url),
        ...process.argv.slice(2),
      ],
      {
        stdio: 'inherit',
        env: { ...process.env, BENCH_FDS_RAISED: '1' },
      },
    );
    process.exit(r.status ?? 1);
  }
}
if (CONVERSATIONS * 2 > SOCKETS) throw new Error('BENCH_CONVERSATIONS must be at most half of BENCH_SOCKETS');

register();
const { createJwtService } = await import('../apps/api/src/lib/jwt.ts');
const { systemClock } = await import('../apps/api/src/lib/clock.ts');

/** @typedef {{ id: string, role: string, token: string }} Member */
/** @typedef {{ inboxId: string, landlord: Member, tenant: Member }} Conversation */
/** @typedef {import('socket.io-client').Socket} ClientSocket */
/** @typedef {Awaited<ReturnType<typeof startServer>>} BenchServer */
/**
 * One load: the sends still waiting for their delivery (by text) and what was measured.
 * @typedef {{
 *   pending: Map<string, { to: string, at: number }>, latencies: number[], sendLatencies: number[],
 *   timeline: number[][], leaked: number, late: number, errors: number, start: number, lost: number,
 * }} LoadRun
 */

/** @param {unknown[]} a */
const log = (...a) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...a);
/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** @returns {Promise<number>} */
const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
  });
/** @param {number[]} sorted @param {number} p @returns {number | null} */
const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : null;
/** @param {number | null} x */
const round1 = (x) => (x === null ? null : Math.round(x * 10) / 10);

// --- HTTP with keep-alive (lighter than fetch, so the client adds little to the measured latency)

// Members send from their own devices: enough connections that the client never queues a send.
const agent = new http.Agent({ keepAlive: true, maxSockets: 400 });
/**
 * @param {string} method
 * @param {string} url
 * @param {unknown} [body] sent as JSON
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number | undefined, body: string }>}
 */
function request(method, url, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: { ...headers, ...(data ? { 'content-type': 'application/json', 'content-length': data.length } : {}) },
      },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

// --- servers as forked children that answer their heap over IPC

/**
 * @param {string} script in bench/
 * @param {Record<string, string>} env
 * @param {string} label
 */
async function startServer(script, env, label) {
  const port = await freePort();
  const child = fork(path.join(root, 'bench', script), [], {
    cwd: root,
    // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of every server there (to find where the time goes).
    execArgv: [
      '--expose-gc',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', APP_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode} before answering`);
    try {
      if ((await request('GET', `${url}/api/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${label} did not answer within 120 s`);
    await sleep(100);
  }
  let nextId = 0;
  return {
    url,
    label,
    heap() {
      const id = ++nextId;
      return new Promise((resolve, reject) => {
        /** @param {any} m a message of the child: only `{ type: 'heap', id, heapUsed, gc }` is ours */
        const onMessage = (m) => {
          if (m?.type !== 'heap' || m.id !== id) return;
          child.off('message', onMessage);
          if (!m.gc) reject(new Error(`${label}: gc() not exposed`));
          else resolve(m.heapUsed);
        };
        child.on('message', onMessage);
        child.send({ type: 'heap', id });
      });
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000).then(() => child.kill('SIGKILL'))]);
    },
  };
}

// --- members, sessions, tokens and conversations

/**
 * @param {string} databaseUrl
 * @param {string} jwtSecret
 * @param {string} apiUrl
 * @returns {Promise<{ members: Member[], conversations: Conversation[] }>}
 */
async function seed(databaseUrl, jwtSecret, apiUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const perRole = SOCKETS / 2;
  // Valid plans: landlords write first with theirs; the password is never used (tokens are signed below).
  for (const role of ['contractor', 'client']) {
    await db.query(
      `insert into users (email, password_hash, role, first_name, last_name, email_verified_at, plan_id, subscription_months, payment_expires_at, free_plan_used_at)
       select $1 || '-' || g || '@rt.bench.mietmatch.local', 'unused', $1::user_role, 'Bench', 'Member ' || g, now(), 'basic-3', 3, now() + interval '1 year', now()
       from generate_series(1, $2::int) g`,
      [role, Math.ceil(perRole)],
    );
  }
  const { rows } = await db.query(
    `with s as (insert into sessions (user_id) select id from users where email like '%@rt.bench.mietmatch.local' returning id, user_id)
     select s.id as sid, u.id, u.role, u.email from s join users u on u.id = s.user_id order by u.role, length(u.email), u.email`,
  );
  await db.end();
  const jwt = createJwtService(jwtSecret, systemClock);
  const members = await Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      role: r.role,
      token: await jwt.sign({ sub: r.id, typ: 'access', sid: r.sid }, 3 * 3600),
    })),
  );
  const landlords = members.filter((m) => m.role === 'contractor');
  const tenants = members.filter((m) => m.role === 'client');
  const all = [...landlords, ...tenants].slice(0, SOCKETS);
  // Conversations open the way people open them: the landlord contacts the tenant about the profile.
  /** @type {Conversation[]} */
  const conversations = [];
  for (let i = 0; i < CONVERSATIONS; i += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, CONVERSATIONS - i) }, async (_, k) => {
        const landlord = landlords[i + k];
        const tenant = tenants[i + k];
        const res = await request(
          'POST',
          `${apiUrl}/api/inquiry/create-inbox`,
          { recipientId: tenant.id, subjectType: 'profile', subjectId: tenant.id, message: 'Guten Tag' },
          { authorization: `Bearer ${landlord.token}` },
        );
        if (res.status !== 200) throw new Error(`create-inbox: ${res.status} ${res.body}`);
        conversations[i + k] = { inboxId: JSON.parse(res.body).inbox.id, landlord, tenant };
      }),
    );
  }
  return { members: all, conversations };
}

// --- sockets

/**
 * @param {string} url
 * @param {Member} member
 * @param {boolean} product the product's server (token) or the baseline (user id)
 * @returns {Promise<ClientSocket>}
 */
function openSocket(url, member, product) {
  return new Promise((resolve, reject) => {
    const socket = connectSocket(url, {
      path: '/socket.io',
      transports: ['websocket'],
      // Each member gets its own connection (the client would otherwise share one per URL).
      forceNew: true,
      reconnection: false,
      timeout: 20_000,
      auth: product ? { token: member.token } : { userId: member.id },
    });
    socket.once('connect_error', reject);
    socket.once('connect', () => socket.emit('join', member.id, () => resolve(socket)));
  });
}

/**
 * @param {string} url
 * @param {Member[]} members
 * @param {boolean} product
 */
async function connectAll(url, members, product) {
  /** @type {ClientSocket[]} */
  const sockets = [];
  for (let i = 0; i < members.length; i += 50)
    sockets.push(...(await Promise.all(members.slice(i, i + 50).map((m) => openSocket(url, m, product)))));
  return sockets;
}

/** @param {ClientSocket[]} sockets */
const closeAll = async (sockets) => {
  for (const s of sockets) s.disconnect();
  await sleep(500);
};

// --- one scenario: connect, measure the heap, send at a steady rate, collect the deliveries

/** @returns {LoadRun} */
const newRun = () => ({
  pending: new Map(),
  latencies: [],
  sendLatencies: [],
  timeline: [],
  leaked: 0,
  late: 0,
  errors: 0,
  start: performance.now(),
  lost: 0,
});

/**
 * @param {{ name: string, servers: number, sendTo: BenchServer, socketServer: BenchServer, members: Member[],
 *   conversations: Conversation[], product: boolean }} options
 */
async function scenario({ name, servers, sendTo, socketServer, members, conversations, product }) {
  // A few sockets first, so code compiled on the first connection is not counted per socket.
  await closeAll(await connectAll(socketServer.url, members.slice(0, 20), product));
  const heapBefore = await socketServer.heap();
  const started = performance.now();
  const sockets = await connectAll(socketServer.url, members, product);
  const connectMs = performance.now() - started;
  const heapAfter = await socketServer.heap();
  log(`${name}: ${sockets.length} sockets connected in ${(connectMs / 1000).toFixed(1)} s`);

  const talking = new Set(conversations.flatMap((c) => [c.landlord.id, c.tenant.id]));
  /** @type {LoadRun} */
  let run = newRun(); // the current load: pending sends and what arrived
  sockets.forEach((socket, i) => {
    const me = members[i].id;
    socket.on('newMessage', (/** @type {{ message?: { message?: string } } | undefined} */ payload) => {
      const at = performance.now();
      const text = payload?.message?.message;
      if (!talking.has(me)) run.leaked += 1;
      const p = text === undefined ? undefined : run.pending.get(text);
      if (!p || text === undefined || p.to !== me) return; // the sender's own echo, or a message of an earlier load
      run.pending.delete(text);
      if (at - p.at > LOSS_MS) run.late += 1;
      else run.latencies.push(at - p.at);
      if (process.env.BENCH_TIMELINE) {
        const second = Math.floor((p.at - run.start) / 1000);
        run.timeline[second] = [...(run.timeline[second] ?? []), at - p.at];
      }
    });
  });

  /**
   * Sends `total` messages at RATE per second and waits for their deliveries.
   * @param {string} label
   * @param {number} total
   */
  async function load(label, total) {
    run = newRun();
    const r = run;
    /** @type {Set<Promise<void>>} */
    const inFlight = new Set();
    /** @param {number} seq */
    const send = (seq) => {
      const c = conversations[seq % conversations.length];
      // Turns alternate within a conversation: landlord, tenant, landlord, …
      const landlordTurn = Math.floor(seq / conversations.length) % 2 === 0;
      const from = landlordTurn ? c.landlord : c.tenant;
      const to = landlordTurn ? c.tenant : c.landlord;
      const text = `${label} #${seq}`;
      const at = performance.now();
      r.pending.set(text, { to: to.id, at });
      const body = product
        ? { inboxId: c.inboxId, message: text }
        : { inboxId: c.inboxId, from: from.id, to: to.id, message: text };
      const p = request(
        'POST',
        `${sendTo.url}${product ? '/api/inquiry/send' : '/send'}`,
        body,
        product ? { authorization: `Bearer ${from.token}` } : {},
      )
        .then((res) => {
          r.sendLatencies.push(performance.now() - at);
          if (res.status !== 200) {
            r.errors += 1;
            if (r.errors <= 3) console.error(`send answered ${res.status}: ${res.body.slice(0, 200)}`);
          }
        })
        .catch((err) => {
          r.errors += 1;
          if (r.errors <= 3) console.error(`send failed: ${err.message}`);
        })
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    };
    // Steady rate: every few milliseconds send what the schedule says is due by now.
    let sent = 0;
    await new Promise((/** @type {(value?: unknown) => void} */ resolve) => {
      const timer = setInterval(() => {
        const due = Math.min(total, Math.floor(((performance.now() - r.start) / 1000) * RATE));
        while (sent < due) send(sent++);
        if (sent >= total) {
          clearInterval(timer);
          resolve();
        }
      }, 5);
    });
    await Promise.all(inFlight);
    // Wait for the last deliveries, up to the loss deadline of the newest message.
    const deadline = performance.now() + LOSS_MS;
    while (r.pending.size > 0 && performance.now() < deadline) await sleep(50);
    r.lost = r.pending.size + r.late;
    r.latencies.sort((a, b) => a - b);
    r.sendLatencies.sort((a, b) => a - b);
    return r;
  }

  // Two seconds of the same load first, not counted: fresh servers open their database connections
  // and compile the send path then, as a server that has been running a while already has.
  await load(`${name} warm-up`, Math.round(RATE * 2));
  const total = Math.round(RATE * SECONDS);
  const { latencies, sendLatencies, timeline, lost, errors, leaked } = await load(name, total);
  await closeAll(sockets);
  if (process.env.BENCH_TIMELINE)
    console.log(timeline.map((xs, sec) => `${sec}s:${Math.round(Math.max(...xs))}`).join(' '));
  const result = {
    name,
    servers,
    sockets: sockets.length,
    messages: total,
    lost,
    p50_ms: round1(percentile(latencies, 0.5)),
    p99_ms: round1(percentile(latencies, 0.99)),
    max_ms: round1(latencies.at(-1) ?? null),
    heap_kb_per_socket: round1((heapAfter - heapBefore) / sockets.length / 1024),
    rate_per_s: RATE,
    send_errors: errors,
    leaked_to_others: leaked,
    send_p50_ms: round1(percentile(sendLatencies, 0.5)),
    send_p99_ms: round1(percentile(sendLatencies, 0.99)),
  };
  log(
    `${name}: p50 ${result.p50_ms} ms, p99 ${result.p99_ms} ms, lost ${lost}, errors ${errors}, leaked ${leaked}, heap ${result.heap_kb_per_socket} kB/socket`,
  );
  return result;
}

// --- the run

const dbName = `mietmatch_bench_rt_${process.pid}`;
const admin = new pg.Client({ connectionString: PG_URL });
await admin.connect();
await admin.query(`create database ${dbName}`);
const dbUrl = new URL(PG_URL);
dbUrl.pathname = `/${dbName}`;
const databaseUrl = dbUrl.toString();
const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 2 });
await redis.flushdb();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mietmatch-bench-rt-'));
const jwtSecret = randomBytes(48).toString('base64url');
const productEnv = {
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  JWT_SECRET: jwtSecret,
  LOG_LEVEL: 'error',
  SEED_DEMO: 'false',
  NODE_ENV: 'test',
  // No postal-code import: the benchmark never looks up an area.
  POSTAL_CODES_FILE: path.join(dataDir, 'no-postal-codes.csv'),
  // 100 messages a second over 200 conversations stay below 30 a minute per member; a faster run would not.
  INQUIRY_SEND_LIMIT_PER_MINUTE: '100000',
  REDIS_URL: '',
};
/** @type {Set<BenchServer>} */
const running = new Set();
/** @param {string} script @param {Record<string, string>} env @param {string} label */
const start = async (script, env, label) => {
  const s = await startServer(script, env, label);
  running.add(s);
  return s;
};
/** @param {BenchServer[]} servers */
const stop = async (...servers) => {
  for (const s of servers) {
    await s.stop();
    running.delete(s);
  }
};

/**
 * @typedef {Awaited<ReturnType<typeof scenario>> & { baseline_p50_ms: number | null, baseline_p99_ms: number | null,
 *   baseline_heap_kb_per_socket: number | null, target?: string, within_target?: boolean }} ScenarioResult
 */
/** @type {ScenarioResult[]} */
const results = [];
try {
  log(
    `rate ${RATE} messages/s for ${SECONDS} s, ${SOCKETS} sockets, ${CONVERSATIONS} conversations; database ${dbName}, Redis ${REDIS_URL}`,
  );
  // One server: the first start migrates the fresh database.
  let a = await start('realtime-server.mjs', productEnv, 'server A');
  const { members, conversations } = await seed(databaseUrl, jwtSecret, a.url);
  log(`seeded ${members.length} members and ${conversations.length} conversations`);

  const only = process.env.BENCH_ONLY;
  if (only !== 'two') {
    const base = await start('realtime-baseline-server.mjs', {}, 'baseline');
    const baseline = await scenario({
      name: 'baseline: bare socket.io, one server',
      servers: 1,
      sendTo: base,
      socketServer: base,
      members,
      conversations,
      product: false,
    });
    await stop(base);
    const one = await scenario({
      name: 'one server',
      servers: 1,
      sendTo: a,
      socketServer: a,
      members,
      conversations,
      product: true,
    });
    results.push({
      ...one,
      baseline_p50_ms: baseline.p50_ms,
      baseline_p99_ms: baseline.p99_ms,
      baseline_heap_kb_per_socket: baseline.heap_kb_per_socket,
    });
  }
  await stop(a);

  if (only !== 'one') {
    // Two servers, one database, one Redis: sends to A, sockets on B.
    const twoEnv = { ...productEnv, REDIS_URL };
    const baseA = await start('realtime-baseline-server.mjs', { REDIS_URL }, 'baseline A');
    const baseB = await start('realtime-baseline-server.mjs', { REDIS_URL }, 'baseline B');
    const baseline = await scenario({
      name: 'baseline: bare socket.io, two servers with Redis',
      servers: 2,
      sendTo: baseA,
      socketServer: baseB,
      members,
      conversations,
      product: false,
    });
    await stop(baseA, baseB);
    a = await start('realtime-server.mjs', twoEnv, 'server A');
    const b = await start('realtime-server.mjs', twoEnv, 'server B');
    const two = await scenario({
      name: 'two servers with Redis: sent to A, sockets on B',
      servers: 2,
      sendTo: a,
      socketServer: b,
      members,
      conversations,
      product: true,
    });
    results.push({
      ...two,
      baseline_p50_ms: baseline.p50_ms,
      baseline_p99_ms: baseline.p99_ms,
      baseline_heap_kb_per_socket: baseline.heap_kb_per_socket,
    });
    await stop(a, b);
  }

  for (const r of results) {
    const target = r.servers === 1 ? 100 : 150;
    r.target = `p99 < ${target} ms, no lost message, heap < 20 kB per socket`;
    const heapWithin = r.heap_kb_per_socket !== null && r.heap_kb_per_socket < 20;
    r.within_target = r.p99_ms !== null && r.p99_ms < target && r.lost === 0 && heapWithin;
  }
  if (only) console.log(JSON.stringify(results, null, 2));
  else writeResult('realtime', results);
} finally {
  for (const s of running) await s.stop();
  agent.destroy();
  await redis.flushdb().catch(() => {});
  redis.disconnect();
  await admin
    .query(`drop database if exists ${dbName} with (force)`)
    .catch((err) => console.error(`could not drop ${dbName}: ${err.message}`));
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
