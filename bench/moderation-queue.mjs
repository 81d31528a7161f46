// The queue section of bench/moderation.mjs: the admins' first queue page (GET /api/admin/reports,
// open items, 20 per page) with 100,000 reports stored, against the first page of the admins' users
// table (GET /api/admin/users) in the same run, and EXPLAIN of the queue's queries.
import { randomBytes } from 'node:crypto';

const REPORTS = Number(process.env.BENCH_REPORTS ?? 100_000);
const ITEMS = Math.max(1, Math.round(REPORTS * 0.3));
const RUNS = Number(process.env.BENCH_QUEUE_RUNS ?? 300);

/**
 * 2,000 landlords with 30,000 listings, each reported: two thirds open, one third decided; 100,000
 * reports spread over them (3–4 per item), a tenth of the items with an automatic signal.
 * @param {import('pg').Client} sql
 */
async function seedReports(sql) {
  await sql.query(`insert into users (email, password_hash, role, first_name, last_name, email_verified_at)
    select 'landlord-' || g || '@queue.bench', 'unused', 'contractor', 'Lena', 'Vermieterin ' || g, now()
    from generate_series(1, 2000) g`);
  await sql.query(`with l as (select id, row_number() over (order by id) rn from users where email like '%@queue.bench')
    insert into properties (owner_id, first_name, last_name, email, phone_number, title, description, address, postal_code, city)
    select l.id, 'Lena', 'Vermieterin', 'lena@example.test', '+49 30 1', 'Wohnung ' || g, 'Helle Wohnung mit Balkon.', 'Straße ' || g, '10115', 'Berlin'
    from generate_series(1, ${ITEMS}) g join l on l.rn = 1 + g % 2000`);
  await sql.query(`insert into moderation_cases (subject_type, subject_id, subject_owner_id, status, first_reported_at, decided_at)
    select 'property', p.id, p.owner_id, case when p.rn % 3 = 0 then 'decided' else 'open' end::moderation_case_status,
      now() - (p.rn || ' minutes')::interval, case when p.rn % 3 = 0 then now() end
    from (select id, owner_id, row_number() over (order by id) rn from properties) p`);
  await sql.query(`with c as (select id, subject_id, status, row_number() over (order by id) rn from moderation_cases)
    insert into reports (reference, case_id, subject_type, subject_id, reporter_name, reporter_email, reason, explanation, status, created_at)
    select 'MB-' || g, c.id, 'property', c.subject_id, 'Bench', 'reporter-' || (g % 5000) || '@queue.bench',
      (array['scam', 'spam', 'offensive', 'other', 'false_information'])[1 + g % 5]::report_reason,
      'Die Anzeige verlangt Geld vor der Besichtigung.', c.status, now() - (g || ' seconds')::interval
    from generate_series(1, ${REPORTS}) g join c on c.rn = 1 + g % ${ITEMS}`);
  await sql.query(`update moderation_cases m set report_count = x.n, reasons = x.reasons
    from (select case_id, count(*)::int n, array_agg(distinct reason) reasons from reports group by case_id) x
    where x.case_id = m.id`);
  await sql.query(`insert into scam_signals (subject_type, subject_id, owner_id, kind, detail)
    select 'property', id, owner_id, 'payment_phrase', 'Western Union' from properties where random() < 0.1`);
  // As autovacuum leaves a table after a bulk load: statistics and the visibility map (index-only scans).
  await sql.query('vacuum analyze');
  const { rows } = await sql.query(`select (select count(*)::int from reports) as reports,
    (select count(*)::int from moderation_cases where status = 'open') as open_items,
    (select count(*)::int from moderation_cases where status = 'decided') as decided_items`);
  return rows[0];
}

/**
 * @param {any} ctx the section's database and configuration (bench/moderation.mjs `setUp`)
 * @param {any} t what the main file brings: buildApp, createJwtService, systemClock, explain, stats, log
 */
export async function queueFirstPage(ctx, t) {
  t.log(`seeding ${REPORTS} reports`);
  const seeded = await seedReports(ctx.sql);
  t.log('seeded', seeded);
  const { rows } = await ctx.sql.query(
    `with u as (insert into users (email, password_hash, role, first_name, last_name, email_verified_at)
       values ('admin-${randomBytes(3).toString('hex')}@queue.bench', 'unused', 'admin', 'Ada', 'Admin', now()) returning id)
     insert into sessions (user_id) select id from u returning id as sid, user_id`,
  );
  const jwt = t.createJwtService(ctx.config.jwtSecret, t.systemClock);
  const token = await jwt.sign({ sub: rows[0].user_id, typ: 'access', sid: rows[0].sid }, 3 * 3600);
  const app = await t.buildApp(ctx.config, { database: ctx.database, serveWeb: false });
  await app.ready();
  /** @param {string} url */
  const get = async (url) => {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return { ms, body: res.json() };
  };
  const queueUrl = '/api/admin/reports?status=open&page=1&pageSize=20';
  const usersUrl = '/api/admin/users?page=1&limit=20';
  for (let i = 0; i < 20; i++) await Promise.all([get(queueUrl), get(usersUrl)]);
  /** @type {number[]} */ const queue = [];
  /** @type {number[]} */ const baseline = [];
  // Alternating, so load from elsewhere falls on both alike.
  for (let i = 0; i < RUNS; i++) {
    queue.push((await get(queueUrl)).ms);
    baseline.push((await get(usersUrl)).ms);
  }
  const page = (await get(queueUrl)).body;
  const decided = await get('/api/admin/reports?status=decided&page=1&pageSize=20');
  await app.close();

  const caseIds = page.items.map((/** @type {any} */ g) => g.id);
  const { rows: pageCases } = await ctx.sql.query('select case_id from reports where id = any($1::uuid[])', [caseIds]);
  const ids = [`{${pageCases.map((/** @type {any} */ r) => r.case_id).join(',')}}`];
  const plans = {
    casePage: await t.explain(
      ctx.sql,
      "select * from moderation_cases where status = 'open' order by first_reported_at, id limit 20 offset 0",
      [],
    ),
    caseCount: await t.explain(ctx.sql, "select count(*) from moderation_cases where status = 'open'", []),
    decidedPage: await t.explain(
      ctx.sql,
      "select * from moderation_cases where status = 'decided' order by decided_at desc, id desc limit 20",
      [],
    ),
    reportsOfPage: await t.explain(
      ctx.sql,
      'select case_id, reason, count(*) from reports where case_id = any($1::uuid[]) group by case_id, reason',
      ids,
    ),
  };
  const q = t.stats(queue);
  const b = t.stats(baseline);
  const seqScans = Object.entries(plans)
    .filter(([, p]) => p.seqScan)
    .map(([name]) => name);
  return {
    seeded,
    page: { items: page.items.length, total: page.total, firstItemReports: page.items[0]?.reports.count },
    decidedPage: { items: decided.body.items.length, p_ms: Math.round(decided.ms * 10) / 10 },
    queue_first_page: q,
    baseline_admin_users_first_page: b,
    ratio_p99: Math.round((q.p99_ms / b.p99_ms) * 100) / 100,
    target: 'queue first page p99 < 50 ms on PostgreSQL with 100,000 reports, no sequential scan',
    within_target: q.p99_ms < 50 && seqScans.length === 0,
    seqScans,
    explain: Object.fromEntries(Object.entries(plans).map(([k, p]) => [k, p.plan.slice(0, 6)])),
  };
}
