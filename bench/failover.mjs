// Failover of the production shape on one machine (scripts/cluster.mjs): nginx with deploy/nginx.conf
// in front of two app nodes started as deploy/mietmatch@.service starts them, on PostgreSQL (through a
// TCP proxy the benchmark can cut), Redis, s3rver, and an SMTP server (behind another such proxy).
// Sections (BENCH_SECTIONS picks, comma-separated; the others keep their last figures):
//   rollingRestart: BENCH_RATE (100) requests a second of members' reads through nginx, BENCH_SECONDS
//     (30) as the baseline, then the same traffic while node A and then node B are restarted (SIGTERM,
//     wait for the exit, start again on the same port, wait for /api/ready and for nginx to send it
//     requests again): failed requests and latency, with and without restarts. Target: 0 failed.
//   databaseOutage: the same traffic; PostgreSQL refuses connections for BENCH_DB_OUTAGE_S (10) seconds:
//     how the requests fail meanwhile, and the time from its return until requests succeed again
//     (the first, and the one after which none fails). Target: < 5 s.
//   smtpOutage: password resets of distinct members, 2 a second, each from a client address of its own
//     (the limit per address), 10 s before, BENCH_SMTP_OUTAGE_S (60) s while the SMTP server refuses
//     connections, and 10 s after; then up to BENCH_MAIL_WAIT_S (180) s for the mails: how many arrived,
//     once or more. Target: 0 lost.
// Writes bench/results/failover.json.
import { randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';
import sharp from 'sharp';
import { log, root, round1, writeResult } from './lib.mjs';
import { missingServices, startCluster } from '../scripts/cluster.mjs';
import { request, steadyTraffic, summarize } from '../scripts/cluster-traffic.mjs';

const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const DB_OUTAGE_S = Number(process.env.BENCH_DB_OUTAGE_S ?? 10);
const SMTP_OUTAGE_S = Number(process.env.BENCH_SMTP_OUTAGE_S ?? 60);
const MAIL_WAIT_S = Number(process.env.BENCH_MAIL_WAIT_S ?? 180);
const RESETS_PER_SECOND = 2;
const SECTIONS = (process.env.BENCH_SECTIONS ?? 'rollingRestart,databaseOutage,smtpOutage').split(',');
const RESULT_FILE = `${root}/bench/results/failover.json`;

const missing = await missingServices();
if (missing.length > 0) {
  console.error(`missing: ${missing.join(', ')}`);
  process.exit(1);
}

register();
const { startTcpProxy } = await import('../apps/api/test/tcp-proxy.ts');
const { startSmtpSink } = await import('../apps/api/test/smtp-sink.ts');
const { createUser, multipart, propertyForm, PASSWORD } = await import('../apps/api/test/factories.ts');
const { openDatabase } = await import('../apps/api/src/db/client.ts');

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** @param {number} ms */
const seconds = (ms) => round1(ms / 1000);
/** @param {{ status: number }} r */
const ok = (r) => r.status >= 200 && r.status < 300;

const smtp = await startSmtpSink();
const smtpProxy = await startTcpProxy(smtp.url, 25);
/** @type {Awaited<ReturnType<typeof startTcpProxy>> | undefined} */
let dbProxy;
log('starting the cluster');
const cluster = await startCluster({
  smtpUrl: smtpProxy.url,
  nodeDatabaseUrl: async (url) => {
    dbProxy = await startTcpProxy(url, 5432);
    return dbProxy.url;
  },
});
const database = await openDatabase({ databaseUrl: cluster.databaseUrl });
/** @type {Record<string, unknown>} */
const results = existsSync(RESULT_FILE) ? (JSON.parse(readFileSync(RESULT_FILE, 'utf8')).sections ?? {}) : {};

try {
  const reads = await seed();
  /** @type {Record<string, () => Promise<object>>} */
  const run = {
    rollingRestart: () => rollingRestart(reads),
    databaseOutage: () => databaseOutage(reads),
    smtpOutage: () => smtpOutage(),
  };
  for (const section of SECTIONS) {
    if (!run[section]) throw new Error(`unknown section ${section}`);
    log(`--- ${section}`);
    // Each section keeps its own date: a later run of another section leaves it as it was.
    results[section] = { measuredAt: new Date().toISOString(), ...(await run[section]()) };
  }
  writeResult('failover', { rate: RATE, nodes: cluster.nodes.length, sections: results });
} finally {
  await database.close();
  await cluster.close();
  await smtpProxy.close();
  await dbProxy?.close();
  await smtp.close();
}

/** @param {'client' | 'contractor'} role */
async function signedIn(role) {
  const user = await createUser(database.db, { role });
  // From an address of its own: the login limit per address outlives a run (its window is in Redis).
  const from = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  const res = await request(cluster.url, '/api/auth/login', {
    method: 'POST',
    json: { email: user.email, password: PASSWORD },
    from,
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${res.body}`);
  return { user, token: /** @type {string} */ (JSON.parse(res.body.toString()).access_token) };
}

/**
 * Twenty listings in Köln (five with a photo) and ten signed-in tenants; answers the requests of the
 * steady traffic: searches, listings, the member's own account, photos.
 */
async function seed() {
  log('seeding: a landlord with 20 listings, 10 tenants');
  const landlord = await signedIn('contractor');
  /** @type {string[]} */
  const listings = [];
  /** @type {string[]} */
  const photos = [];
  for (let i = 0; i < 20; i++) {
    const fields = propertyForm({ city: 'Köln', postalCode: '50674', address: `Domkloster ${i + 1}` });
    const image = i < 5 ? await photo(i) : undefined;
    const form = multipart(fields, image ? { images: [image] } : {});
    const res = await request(cluster.url, '/api/landlord/create', {
      method: 'POST',
      token: landlord.token,
      body: form.payload,
      headers: form.headers,
    });
    if (res.status !== 201) throw new Error(`listing: ${res.status} ${res.body}`);
    const listing = JSON.parse(res.body.toString());
    listings.push(listing.id);
    if (listing.images[0]) photos.push(listing.images[0].url);
  }
  const tenants = await Promise.all(Array.from({ length: 10 }, () => signedIn('client')));
  // Photos only where every node serves them (a shared bucket); on local disks they are one node's.
  const shared = await Promise.all(cluster.nodes.map(async (n) => (await request(n.url, photos[0])).status === 200));
  if (!shared.every(Boolean)) log('photos are not served by every node (no shared storage): left out of the traffic');
  /** @type {Array<{ path: string, token?: string }>} */
  const reads = [];
  for (let i = 0; i < 40; i++) {
    const token = tenants[i % tenants.length].token;
    reads.push({ path: '/api/landlord/filter?city=K%C3%B6ln', token });
    reads.push({ path: `/api/landlord/${listings[i % listings.length]}`, token });
    if (i % 4 === 0) reads.push({ path: '/api/auth/current-user', token });
    if (i % 2 === 0 && shared.every(Boolean)) reads.push({ path: photos[i % photos.length] });
  }
  return reads;
}

/** @param {number} seed */
async function photo(seed) {
  const data = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: seed * 40, g: 90, b: 160 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { data, filename: `photo-${seed}.jpg`, type: 'image/jpeg' };
}

/** @param {ReturnType<typeof summarize>} s */
function figures(s) {
  return { ...s, failures: s.failed > 0 ? s.failures : undefined };
}

/** @param {Array<{ path: string, token?: string }>} reads */
async function rollingRestart(reads) {
  const warm = steadyTraffic(cluster.url, { rate: RATE, requests: reads });
  await warm.runFor(3000);
  await warm.stop();

  log(`baseline: ${RATE} req/s for ${SECONDS} s`);
  const baselineTraffic = steadyTraffic(cluster.url, { rate: RATE, requests: reads });
  await baselineTraffic.runFor(SECONDS * 1000);
  const baseline = await baselineTraffic.stop();

  log('rolling restart under the same traffic');
  const traffic = steadyTraffic(cluster.url, { rate: RATE, requests: reads });
  await traffic.runFor(2000);
  const restarts = [];
  /** @type {Array<[number, number]>} while a node starts, the other serves alone and shares the CPU with it */
  const starting = [];
  for (const node of cluster.nodes) {
    const stopped = await node.stop('SIGTERM');
    const startedAt = performance.now();
    await node.start();
    const readyMs = performance.now() - startedAt;
    starting.push([startedAt, startedAt + readyMs]);
    // nginx left the node alone while it was down; the next one stops only once it serves again.
    const back = await servedAgain(traffic.outcomes, node.name, startedAt);
    restarts.push({
      node: node.name,
      exit: stopped.code,
      stop_ms: stopped.ms,
      start_to_ready_ms: Math.round(readyMs),
      ready_to_traffic_ms: Math.round(back - startedAt - readyMs),
    });
    log(`restarted ${node.name}: ${JSON.stringify(restarts.at(-1))}`);
  }
  await traffic.runFor(3000);
  const during = await traffic.stop();
  const whileStarting = traffic.outcomes.filter((o) =>
    starting.some(([from, to]) => o.started >= from && o.started < to),
  );
  const otherwise = traffic.outcomes.filter((o) => !whileStarting.includes(o));
  log(`baseline ${JSON.stringify(figures(baseline))}`);
  log(`restart ${JSON.stringify(figures(during))}`);
  return {
    rate: RATE,
    baseline: figures(baseline),
    restart: figures(during),
    restart_while_a_node_starts: figures(summarize(whileStarting)),
    restart_otherwise: figures(summarize(otherwise)),
    restarts,
    target: '0 failed',
  };
}

/**
 * When nginx first had a request answered by `name` after `since`.
 * @param {Array<{ node?: string, started: number, at: number }>} outcomes
 * @param {string} name
 * @param {number} since
 */
async function servedAgain(outcomes, name, since) {
  const deadline = performance.now() + 30_000;
  for (;;) {
    const hit = outcomes.find((o) => o.node === name && o.started > since);
    if (hit) return hit.at;
    if (performance.now() > deadline) throw new Error(`${name} got no request within 30 s of its start`);
    await sleep(20);
  }
}

/** @param {Array<{ path: string, token?: string }>} reads */
async function databaseOutage(reads) {
  if (!dbProxy) throw new Error('no database proxy');
  // Only what needs the database: searches, listings, accounts.
  const traffic = steadyTraffic(cluster.url, { rate: RATE, requests: reads.filter((r) => r.token) });
  await traffic.runFor(3000);
  const cutAt = performance.now();
  await dbProxy.refuse();
  log(`PostgreSQL refuses connections for ${DB_OUTAGE_S} s`);
  await traffic.runFor(DB_OUTAGE_S * 1000);
  await dbProxy.heal();
  const healAt = performance.now();
  log('PostgreSQL is back');
  // Each node asked directly, beside nginx: how soon the node itself is ready again.
  const nodesReady = Promise.all(cluster.nodes.map((n) => readyAgain(n.url, healAt)));
  await traffic.runFor(10_000);
  const nodeReadyMs = await nodesReady;
  await traffic.stop();
  const outcomes = [...traffic.outcomes].sort((x, y) => x.started - y.started);
  const during = outcomes.filter((o) => o.started >= cutAt && o.started < healAt);
  const after = outcomes.filter((o) => o.started >= healAt);
  const firstOk = after.find(ok);
  const lastFailure = outcomes.filter((o) => o.started >= cutAt && !ok(o)).at(-1);
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const o of during) statuses[String(o.status)] = (statuses[String(o.status)] ?? 0) + 1;
  const result = {
    mode: 'refused',
    outage_s: DB_OUTAGE_S,
    during: { ...summarize(during), failures: undefined, statuses },
    first_success_after_return_ms: firstOk ? Math.round(firstOk.at - healAt) : null,
    recovered_after_return_ms: lastFailure ? Math.max(0, Math.round(lastFailure.at - healAt)) : 0,
    nodes_ready_after_return_ms: nodeReadyMs,
    after: figures(summarize(after)),
    target: 'recovered < 5000 ms',
  };
  log(JSON.stringify(result));
  return result;
}

/**
 * Milliseconds from `since` until the node's /api/ready answers 200 (asked every 50 ms).
 * @param {string} url
 * @param {number} since
 */
async function readyAgain(url, since) {
  for (;;) {
    const r = await request(url, '/api/ready', { timeoutMs: 5000 }).catch(() => ({ status: 0 }));
    if (r.status === 200) return Math.round(performance.now() - since);
    if (performance.now() - since > 30_000) return null;
    await sleep(50);
  }
}

async function smtpOutage() {
  const total = RESETS_PER_SECOND * (10 + SMTP_OUTAGE_S + 10);
  log(`${total} members for password resets`);
  const members = [];
  for (let i = 0; i < total; i++)
    members.push(await createUser(database.db, { role: i % 2 ? 'client' : 'contractor' }));
  /** @type {Array<{ email: string, status: number, at: number }>} */
  const asked = [];
  const start = performance.now();
  /** @type {Promise<void>[]} */
  const pending = [];
  let cutAt = 0;
  let healAt = 0;
  for (let i = 0; i < total; i++) {
    const due = start + (i / RESETS_PER_SECOND) * 1000;
    await sleep(Math.max(0, due - performance.now()));
    const elapsed = (performance.now() - start) / 1000;
    if (!cutAt && elapsed >= 10) {
      await smtpProxy.refuse();
      cutAt = performance.now();
      log(`the SMTP server refuses connections for ${SMTP_OUTAGE_S} s`);
    }
    if (cutAt && !healAt && elapsed >= 10 + SMTP_OUTAGE_S) {
      await smtpProxy.heal();
      healAt = performance.now();
      log('the SMTP server is back');
    }
    const email = members[i].email;
    const from = `127.${10 + Math.floor(i / 250)}.${i % 250}.${1 + (Math.floor(Date.now() / 1000) % 250)}`;
    pending.push(
      request(cluster.url, '/api/auth/forgot-password', { method: 'POST', json: { email }, from }).then(
        (r) => void asked.push({ email, status: r.status, at: r.at }),
        () => void asked.push({ email, status: 0, at: performance.now() }),
      ),
    );
  }
  await Promise.all(pending);
  if (!healAt) {
    await smtpProxy.heal();
    healAt = performance.now();
  }
  const accepted = asked.filter(ok).map((a) => a.email.toLowerCase());
  const arrivedFor = () => new Set(smtp.mails.flatMap((m) => m.to).filter((to) => accepted.includes(to)));
  log(`${accepted.length} of ${total} resets accepted; waiting up to ${MAIL_WAIT_S} s for their mails`);
  const deadline = performance.now() + MAIL_WAIT_S * 1000;
  while (arrivedFor().size < accepted.length && performance.now() < deadline) await sleep(200);
  const allIn = arrivedFor().size === accepted.length ? performance.now() : null;
  // Late copies of a mail would arrive now.
  await sleep(3000);
  const mails = smtp.mails.filter((m) => m.to.some((to) => accepted.includes(to)));
  const result = {
    outage_s: SMTP_OUTAGE_S,
    resets: total,
    accepted: accepted.length,
    caused_during_outage: asked.filter((a) => ok(a) && a.at >= cutAt && a.at < healAt).length,
    mails_received: mails.length,
    lost: accepted.length - arrivedFor().size,
    duplicates: mails.length - arrivedFor().size,
    all_in_after_return_s: allIn === null ? null : seconds(allIn - healAt),
    target: '0 lost',
  };
  log(JSON.stringify(result));
  return result;
}
