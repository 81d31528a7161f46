// Applications on PostgreSQL: 100,000 listings and 100,000 requests (bench/seed.mjs), one listing with
// 2,000 applications and 200,000 open applications in all, in a fresh database (BENCH_PG_URL, default
// postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards. Writes bench/results/applications.json:
//   - pipeline: the landlord's first page of the 2,000 applicants with their match scores
//     (GET /api/properties/{id}/applications, sort=score, through app.inject), p99 against GET /api/health
//     and against the same page's rows read without scores, in the same run;
//   - bulkDecline: "decline all others" over 1,999 applicants (POST …/applications/decline) — its time,
//     and the mails in the outbox afterwards (one per tenant, none lost);
//   - expiry: the quarter-hourly sweep over 200,000 open applications, 1 % of them due — the rows it
//     touched, its time, the plan of its claim, and sequential scans of the big tables while it ran.
// BENCH_SAMPLES (300).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import pg from 'pg';
import { log, percentile, root, round1, stats, writeResult } from './lib.mjs';
import { benchMembers } from './matching-seed.mjs';

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const APPLICANTS = 2000;
const OPEN_IN_ALL = 200_000;

register();
const { loadConfig } = await import('../apps/api/src/config.ts');
const { buildApp } = await import('../apps/api/src/app.ts');
const { openDatabase } = await import('../apps/api/src/db/client.ts');
const { systemClock } = await import('../apps/api/src/lib/clock.ts');
const { createJwtService } = await import('../apps/api/src/lib/jwt.ts');

/** @param {() => Promise<unknown>} fn */
const timed = async (fn) => {
  const t0 = performance.now();
  const value = await fn();
  return { ms: performance.now() - t0, value };
};

const dbName = `mietmatch_bench_applications_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: PG_URL });
await admin.connect();
await admin.query(`create database ${dbName}`);
const url = new URL(PG_URL);
url.pathname = `/${dbName}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mietmatch-bench-applications-'));
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
  const [landlord] = await benchMembers(sql, jwt, { prefix: 'pipeline', role: 'contractor', count: 1 });

  log('seeding applications');
  // The landlord's listing, copied from a seeded one in Berlin so that scores vary over real requests.
  const { rows: listing } = await sql.query(
    `insert into properties (owner_id, first_name, last_name, email, phone_number, title, address, postal_code,
        city, state, lat, lng, property_type, number_of_rooms, square_meters, rent_cents, warm_rent_cents, status)
     select $1, 'Bench', 'Landlord', 'l@bench.test', '+49', 'Pipeline', address, postal_code, city, state, lat, lng,
        property_type, number_of_rooms, square_meters, rent_cents, warm_rent_cents, 'available'
     from properties where status = 'available' and lat is not null order by md5(id::text) limit 1
     returning id`,
    [landlord.id],
  );
  const listingId = listing[0].id;
  // 2,000 applicants to it over the last six days: 2,000 tenants of their own, each given one seeded request.
  await benchMembers(sql, jwt, { prefix: 'applicant', role: 'client', count: APPLICANTS });
  await sql.query(
    `with picked as (select id, row_number() over (order by md5(id::text)) as n from tenant_requests
                     where status = 'available' limit $3),
          tenants as (select id, row_number() over (order by id) as n from users
                      where email like 'applicant-%@match.bench.mietmatch.local'),
          moved as (update tenant_requests r set user_id = tenants.id from picked join tenants using (n)
                    where r.id = picked.id returning r.id, r.user_id)
     insert into applications (property_id, request_id, tenant_id, landlord_id, property_title, created_at,
        status_changed_at, expires_at)
     select $1, moved.id, moved.user_id, $2, 'Pipeline', t, t, t + interval '7 days'
     from moved, lateral (select now() - (random() * interval '6 days') as t) ts`,
    [listingId, landlord.id, APPLICANTS],
  );
  const { rows: counted } = await sql.query('select count(*)::int as n from applications');
  // The rest of the 200,000 open ones on other listings (pairs picked by two strides), 1 % due now.
  await sql.query(
    `with p as (select id, owner_id, title, row_number() over (order by id) - 1 as i from properties),
          r as (select id, user_id, row_number() over (order by id) - 1 as j from tenant_requests)
     insert into applications (property_id, request_id, tenant_id, landlord_id, property_title, created_at,
        status_changed_at, expires_at)
     select p.id, r.id, r.user_id, p.owner_id, p.title, ts.c, ts.c, ts.c + interval '7 days'
     from generate_series(1, $1::int) g
     join p on p.i = (g::bigint * 7919) % 100000
     join r on r.j = (g::bigint * 104729 + g / 100000) % 100000
     cross join lateral (select case when g % 100 = 0 then now() - interval '8 days'
                                     else now() - (random() * interval '6 days') end as c) ts
     on conflict do nothing`,
    [OPEN_IN_ALL - counted[0].n],
  );
  await sql.query('delete from jobs');
  await sql.query('vacuum analyze');
  const { rows: totals } = await sql.query(
    `select count(*)::int as open, count(*) filter (where expires_at <= now())::int as due from applications`,
  );
  log('applications', totals[0]);

  // Mails are counted where they leave (the outbox delivers them as the app does, to nowhere).
  let sent = 0;
  /** @type {import('../apps/api/src/adapters/mail/mailer.ts').Mailer} */
  const mailer = {
    send: async () => {
      sent += 1;
    },
    close: () => undefined,
    forget: async () => 0,
  };
  const server = await buildApp(config, { database, serveWeb: false, mailer });
  await server.ready();
  const headers = { authorization: `Bearer ${landlord.token}`, 'accept-language': 'de' };

  // --- pipeline
  const pageUrl = `/api/properties/${listingId}/applications?sort=score&pageSize=20`;
  /** @type {number[]} */
  const page = [];
  /** @type {number[]} */
  const health = [];
  /** @type {number[]} */
  const plainRows = [];
  for (let i = 0; i < 20; i++) await server.inject({ url: pageUrl, headers });
  for (let i = 0; i < SAMPLES; i++) {
    const t = await timed(() => server.inject({ url: pageUrl, headers }));
    const res = /** @type {import('fastify').LightMyRequestResponse} */ (t.value);
    if (res.statusCode !== 200) throw new Error(`pipeline: ${res.statusCode} ${res.body}`);
    page.push(t.ms);
    health.push((await timed(() => server.inject({ url: '/api/health' }))).ms);
    plainRows.push(
      (
        await timed(() =>
          sql.query(
            `select * from applications a join tenant_requests r on r.id = a.request_id
             where a.property_id = $1 order by a.created_at desc limit 20`,
            [listingId],
          ),
        )
      ).ms,
    );
  }
  const first = (await server.inject({ url: pageUrl, headers })).json();
  const pipeline = {
    applicants: first.total,
    first_page: stats(page),
    baseline_health: stats(health),
    baseline_rows_without_scores: stats(plainRows),
    ratio_p99_to_health: round1(percentile(page, 0.99) / percentile(health, 0.99)),
    top_scores: first.items.slice(0, 5).map((/** @type {{ score: number }} */ i) => i.score),
    target: 'p99 < 50 ms',
    within_target: percentile(page, 0.99) < 50,
  };
  log('pipeline', pipeline);

  // --- expiry (before the bulk decline, which answers the listing's applicants)
  const seqScans = async () => {
    const { rows } = await sql.query(
      `select relname, seq_scan from pg_stat_user_tables where relname in ('applications', 'properties', 'tenant_requests', 'users')`,
    );
    return Object.fromEntries(rows.map((r) => [r.relname, Number(r.seq_scan)]));
  };
  const { rows: plan } = await sql.query(
    `explain select id from applications where expires_at is not null and expires_at <= now() limit 500 for update skip locked`,
  );
  const before = await seqScans();
  // Due a second ago: the app's clock counts whole milliseconds, the database's now() finer, so a job
  // due "now" could still lie ahead of a claim in the same millisecond.
  await sql.query(
    `insert into jobs (kind, key, run_at) values ('application-expiry', 'bench', now() - interval '1 second')`,
  );
  const sweep = await timed(() => server.jobs.runDue());
  const after = await seqScans();
  const { rows: expired } = await sql.query(`select count(*)::int as n from applications where status = 'expired'`);
  await server.mailOutbox.deliverDue();
  const expiryMails = sent;
  const expiry = {
    open_applications: totals[0].open,
    due: totals[0].due,
    expired: expired[0].n,
    mails_sent: expiryMails,
    jobs_run: sweep.value,
    sweep_ms: round1(sweep.ms),
    claim_plan: plan.map((r) => r['QUERY PLAN']),
    seq_scans_during_sweep: Object.fromEntries(Object.keys(after).map((k) => [k, after[k] - (before[k] ?? 0)])),
    target: 'touches only the due ones, no sequential scan of the big tables',
    within_target: expired[0].n === totals[0].due && after.applications === before.applications,
  };
  log('expiry', expiry);
  await sql.query(`delete from jobs`);

  // --- bulk decline
  const keep = first.items[0].id;
  const decline = await timed(() =>
    server.inject({
      method: 'POST',
      url: `/api/properties/${listingId}/applications/decline`,
      headers,
      payload: { except: [keep] },
    }),
  );
  const declineRes = /** @type {import('fastify').LightMyRequestResponse} */ (decline.value);
  if (declineRes.statusCode !== 200) throw new Error(`decline: ${declineRes.statusCode} ${declineRes.body}`);
  const { rows: queued } = await sql.query(`select count(*)::int as n from jobs where kind = 'mail'`);
  await server.mailOutbox.deliverDue();
  const declined = declineRes.json().declined;
  const declineMails = sent - expiryMails;
  const bulkDecline = {
    declined,
    ms: round1(decline.ms),
    mails_in_outbox_at_answer: queued[0].n,
    mails_sent_after: declineMails,
    target: '< 2 s, every mail queued and sent',
    within_target: decline.ms < 2000 && declineMails === declined,
  };
  log('bulkDecline', bulkDecline);
  await server.close();

  writeResult('applications', { pipeline, bulkDecline, expiry });
} finally {
  await database?.close();
  await sql.end().catch(() => undefined);
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
