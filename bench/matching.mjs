// Matching and alerts on PostgreSQL: 100,000 listings and 100,000 requests (bench/seed.mjs) and
// 50,000 saved searches in a fresh database (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres),
// dropped afterwards. Writes bench/results/matching.json with one section per question:
//   - fanout: the database work of one publication's alerts — the saved searches and the tenant
//     requests a listing meets (`savedSearchesMeeting` + `requestsMatchingProperty`), and the
//     landlords' saved searches a request meets — p99 against a primary-key read of the same listing.
//   - matchPages: GET /api/matches/properties/{id} and /api/matches/requests/{id} as their owners
//     (app.inject), against GET /api/health in the same run.
//   - publish: POST /api/landlord/create with 50,000 saved searches stored and with none (the fan-out
//     runs off the request path, so both should cost the same).
//   - live (bench/matching-live.mjs): 1,000 members connected by socket, 10 publications a second;
//     the time from a publication's answer to each matching member's `newNotification`.
//   - seqScans: sequential scans of the big tables during fanout and matchPages, and EXPLAIN plans.
// BENCH_SAVED_SEARCHES (50,000), BENCH_SAMPLES (300), BENCH_LIVE_MEMBERS (1,000), BENCH_LIVE_SECONDS (10).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import pg from 'pg';
import { log, percentile, root, round1, stats, writeResult } from './lib.mjs';
import { benchMembers, seedSavedSearches } from './matching-seed.mjs';
import { liveAlerts } from './matching-live.mjs';

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SAVED = Number(process.env.BENCH_SAVED_SEARCHES ?? 50_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);

register();
const { loadConfig } = await import('../apps/api/src/config.ts');
const { buildApp } = await import('../apps/api/src/app.ts');
const { openDatabase } = await import('../apps/api/src/db/client.ts');
const { systemClock } = await import('../apps/api/src/lib/clock.ts');
const { createJwtService } = await import('../apps/api/src/lib/jwt.ts');
const { savedSearches } = await import('../apps/api/src/db/schema/index.ts');
const { savedSearchMatchColumns } = await import('../apps/api/src/modules/saved-searches/match-columns.ts');
const { savedSearchesMeeting } = await import('../apps/api/src/modules/saved-searches/reverse-match-queries.ts');
const { findableProperties } = await import('../apps/api/src/modules/properties/alert-subject.ts');
const { findableRequests } = await import('../apps/api/src/modules/tenant-requests/alert-subject.ts');
const { requestsMatchingProperty } = await import('../apps/api/src/modules/matches/match-queries.ts');
const { savedSearchFilterSchemas } = await import('@mietmatch/contract');

/** @param {() => Promise<unknown>} fn */
const timed = async (fn) => {
  const t0 = performance.now();
  const value = await fn();
  return { ms: performance.now() - t0, value };
};

const dbName = `mietmatch_bench_matching_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: PG_URL });
await admin.connect();
await admin.query(`create database ${dbName}`);
const url = new URL(PG_URL);
url.pathname = `/${dbName}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mietmatch-bench-matching-'));
const sql = new pg.Client({ connectionString: url.toString() });
/** @type {Awaited<ReturnType<typeof openDatabase>> | undefined} */
let database;
try {
  log(`seeding listings and requests into ${dbName}`);
  execFileSync('node', [path.join(root, 'bench/seed.mjs')], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url.toString() },
  });
  await sql.connect();
  database = await openDatabase({ databaseUrl: url.toString(), timeouts: { connectMs: 10_000, statementMs: 600_000 } });
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    JWT_SECRET: randomBytes(24).toString('hex'),
    LOG_LEVEL: 'warn',
  });
  const jwt = createJwtService(config.jwtSecret, systemClock);
  const ctx = { sql, db: database.db, database, config };
  const app = { matchColumns: savedSearchMatchColumns, schemas: savedSearchFilterSchemas, table: savedSearches };
  const tenants = await benchMembers(sql, jwt, { prefix: 'searcher', role: 'client', count: 4000 });
  const landlords = await benchMembers(sql, jwt, { prefix: 'seeker', role: 'contractor', count: 1000 });
  log(`seeding ${SAVED} saved searches`);
  const seeded = await seedSavedSearches(ctx, app, {
    tenants: tenants.map((m) => m.id),
    landlords: landlords.map((m) => m.id),
    count: SAVED,
  });
  await sql.query('vacuum analyze');
  const scans = async () => {
    const { rows } = await sql.query(
      `select relname, seq_scan from pg_stat_user_tables where relname in ('properties', 'tenant_requests', 'saved_searches')`,
    );
    return Object.fromEntries(rows.map((r) => [r.relname, Number(r.seq_scan)]));
  };
  /** @type {Record<string, number>} sequential scans inside the measured loops only */
  const seqScans = { properties: 0, tenant_requests: 0, saved_searches: 0 };
  /** @param {() => Promise<void>} fn */
  const countingScans = async (fn) => {
    const before = await scans();
    await fn();
    const after = await scans();
    for (const k of Object.keys(seqScans)) seqScans[k] += (after[k] ?? 0) - (before[k] ?? 0);
  };

  // --- fanout
  const { rows: sampleListings } = await sql.query(
    `select id from properties where status = 'available' order by md5(id::text) limit $1`,
    [SAMPLES],
  );
  const { rows: sampleRequests } = await sql.query(
    `select id from tenant_requests where status = 'available' order by md5(id::text) limit $1`,
    [SAMPLES],
  );
  const db = database.db;
  const warm = sampleListings.slice(0, 20);
  /** @type {number[]} */
  const listingFanout = [];
  /** @type {number[]} */
  const baseline = [];
  let listingTargets = 0;
  /** @type {number[]} */
  const requestFanout = [];
  let requestTargets = 0;
  await countingScans(async () => {
    for (const { id } of warm) await savedSearchesMeeting(db, findableProperties.matchFields(id));
    for (const { id } of sampleListings) {
      const base = await timed(() => sql.query('select * from properties where id = $1', [id]));
      baseline.push(base.ms);
      const t = await timed(async () => [
        await savedSearchesMeeting(db, findableProperties.matchFields(id)),
        await requestsMatchingProperty(db, id),
      ]);
      listingFanout.push(t.ms);
      listingTargets += /** @type {unknown[][]} */ (t.value).reduce((n, xs) => n + xs.length, 0);
    }
    for (const { id } of sampleRequests) {
      const t = await timed(() => savedSearchesMeeting(db, findableRequests.matchFields(id)));
      requestFanout.push(t.ms);
      requestTargets += /** @type {unknown[]} */ (t.value).length;
    }
  });
  const fanout = {
    listing_published: { ...stats(listingFanout), mean_targets: round1(listingTargets / sampleListings.length) },
    request_published: { ...stats(requestFanout), mean_targets: round1(requestTargets / sampleRequests.length) },
    baseline_primary_key_read: stats(baseline),
    target: 'p99 < 50 ms of database time per publication',
    within_target: percentile(listingFanout, 0.99) < 50 && percentile(requestFanout, 0.99) < 50,
  };
  log('fanout', fanout);

  // --- matchPages
  const server = await buildApp(config, { database, serveWeb: false });
  await server.ready();
  /** @param {string} table @param {string} ownerColumn @param {string[]} ids */
  const owners = async (table, ownerColumn, ids) => {
    const { rows } = await sql.query(
      `with picked as (select id, ${ownerColumn} as owner from ${table} where id = any($1::uuid[])),
            s as (insert into sessions (user_id) select distinct owner from picked returning id, user_id)
       select picked.id, picked.owner, s.id as sid from picked join s on s.user_id = picked.owner`,
      [ids],
    );
    return Promise.all(
      rows.map(async (r) => ({
        id: r.id,
        authorization: `Bearer ${await jwt.sign({ sub: r.owner, typ: 'access', sid: r.sid }, 3 * 3600)}`,
      })),
    );
  };
  /** @param {string} path @param {{ id: string, authorization: string }[]} who */
  const pageTimes = async (path, who) => {
    const ms = [];
    for (const w of who) {
      const t = await timed(() =>
        server.inject({ method: 'GET', url: `${path}/${w.id}`, headers: { authorization: w.authorization } }),
      );
      const res = /** @type {import('fastify').LightMyRequestResponse} */ (t.value);
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
      ms.push(t.ms);
    }
    return ms;
  };
  const listingOwners = await owners(
    'properties',
    'owner_id',
    sampleListings.map((r) => r.id),
  );
  const requestOwners = await owners(
    'tenant_requests',
    'user_id',
    sampleRequests.map((r) => r.id),
  );
  /** @type {number[]} */
  const health = [];
  /** @type {number[]} */
  let propertyPage = [];
  /** @type {number[]} */
  let requestPage = [];
  await countingScans(async () => {
    await pageTimes('/api/matches/properties', listingOwners.slice(0, 20));
    for (let i = 0; i < SAMPLES; i++) health.push((await timed(() => server.inject({ url: '/api/health' }))).ms);
    propertyPage = await pageTimes('/api/matches/properties', listingOwners);
    requestPage = await pageTimes('/api/matches/requests', requestOwners);
  });
  const matchPages = {
    property_matches: stats(propertyPage),
    request_matches: stats(requestPage),
    baseline_health: stats(health),
    target: 'p99 < 50 ms',
    within_target: percentile(propertyPage, 0.99) < 50 && percentile(requestPage, 0.99) < 50,
  };
  log('matchPages', matchPages);

  // --- publish with and without saved searches
  const [publisher] = await benchMembers(sql, jwt, { prefix: 'poster', role: 'contractor', count: 1 });
  const publishOnce = async () => {
    const boundary = `----bench${randomBytes(6).toString('hex')}`;
    const fields = { firstName: 'Paula', lastName: 'Publisher', email: 'p@example.test', phoneNumber: '+49 30 1' };
    const all = { ...fields, title: 'Wohnung', address: 'Straße 1', postalCode: '10115', city: 'Berlin', rent: '900' };
    const payload = `${Object.entries(all)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('')}--${boundary}--\r\n`;
    const t = await timed(() =>
      server.inject({
        method: 'POST',
        url: '/api/landlord/create',
        payload,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          authorization: `Bearer ${publisher.token}`,
        },
      }),
    );
    const res = /** @type {import('fastify').LightMyRequestResponse} */ (t.value);
    if (res.statusCode !== 201) throw new Error(`publish: ${res.statusCode} ${res.body}`);
    return t.ms;
  };
  for (let i = 0; i < 10; i++) await publishOnce();
  const withSaved = [];
  for (let i = 0; i < SAMPLES / 3; i++) withSaved.push(await publishOnce());
  await sql.query('create table saved_searches_kept as select * from saved_searches');
  await sql.query('delete from saved_searches');
  const withoutSaved = [];
  for (let i = 0; i < SAMPLES / 3; i++) withoutSaved.push(await publishOnce());
  await sql.query('insert into saved_searches select * from saved_searches_kept');
  await sql.query('drop table saved_searches_kept');
  await sql.query('delete from jobs');
  const publish = {
    with_saved_searches: { saved: SAVED, ...stats(withSaved) },
    without_saved_searches: stats(withoutSaved),
    ratio_p50: round1(percentile(withSaved, 0.5) / percentile(withoutSaved, 0.5)),
  };
  log('publish', publish);
  await server.close();

  // --- live
  const live = await liveAlerts(ctx, {
    buildApp,
    jwt,
    app,
    percentileStats: stats,
    log,
    members: Number(process.env.BENCH_LIVE_MEMBERS ?? 1000),
    rate: 10,
    seconds: Number(process.env.BENCH_LIVE_SECONDS ?? 10),
  });
  log('live', live);

  writeResult('matching', {
    engine: 'postgres',
    seeded: { listings: 100_000, requests: 100_000, ...seeded },
    fanout,
    matchPages,
    publish,
    live,
    seqScans: { during: 'fanout and matchPages', ...seqScans },
    load_average: os.loadavg().map(round1),
  });
} finally {
  await sql.end().catch(() => {});
  await database?.close();
  await admin.query(`drop database if exists ${dbName} with (force)`).catch((err) => console.error(err.message));
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
