// Trust and safety on PostgreSQL, one section per question, each measured against a baseline in the
// same run and written under `sections.<name>` of bench/results/moderation.json (the sections not run
// keep their last figures). A fresh database (BENCH_PG_URL, default
// postgres://postgres@127.0.0.1:5432/postgres) is created and dropped afterwards.
//   - photoCheck: publishing a listing with one photo (POST /api/landlord/create through the app,
//     app.inject) with the stolen-photo check against 200,000 stored photo hashes, against the same
//     publication with the check switched off (`scamPhotoCheck: false`); the check's own cost measured
//     on the same listings back to back; EXPLAIN of the candidate lookup and of the area rent median.
//   - queueFirstPage (bench/moderation-queue.mjs): the admins' first queue page with 100,000 reports
//     stored, against the first page of the admins' users table; EXPLAIN of the queue's queries.
// BENCH_SECTIONS=photoCheck,… picks sections; BENCH_PUBLISHES (default 250 per arm), BENCH_HASHES
// (default 200,000) change the size.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import pg from 'pg';
import sharp from 'sharp';
import { log, percentile, root, round1, stats, writeResult } from './lib.mjs';
import { queueFirstPage } from './moderation-queue.mjs';

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PUBLISHES = Number(process.env.BENCH_PUBLISHES ?? 250);
const HASHES = Number(process.env.BENCH_HASHES ?? 200_000);

register();
const { loadConfig } = await import('../apps/api/src/config.ts');
const { buildApp } = await import('../apps/api/src/app.ts');
const { openDatabase } = await import('../apps/api/src/db/client.ts');
const { systemClock } = await import('../apps/api/src/lib/clock.ts');
const { createJwtService } = await import('../apps/api/src/lib/jwt.ts');
const { createLocalStorage } = await import('../apps/api/src/adapters/storage/local-storage.ts');
const { createImageStore } = await import('../apps/api/src/adapters/storage/image-store.ts');
const { createSignalService } = await import('../apps/api/src/modules/moderation/signals/signal-service.ts');
const { bandKeys } = await import('../apps/api/src/modules/moderation/signals/photo-hash.ts');
const { findProperty } = await import('../apps/api/src/modules/properties/queries.ts');

/** One database for the run, its app configuration and a landlord who may publish. */
async function setUp() {
  const dbName = `mietmatch_bench_moderation_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(PG_URL);
  url.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mietmatch-bench-moderation-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    JWT_SECRET: randomBytes(24).toString('hex'),
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  const seedClient = new pg.Client({ connectionString: url.toString() });
  await seedClient.connect();
  const tearDown = async () => {
    await seedClient.end();
    await database.close();
    await admin.query(`drop database if exists ${dbName} with (force)`).catch((err) => console.error(err.message));
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { dbName, config, database, sql: seedClient, tearDown };
}

/** @typedef {Awaited<ReturnType<typeof setUp>>} Context */

/**
 * 2,000 landlords with 10 listings each and 10 photos per listing, every photo with a random
 * 64-bit hash and its band keys computed in SQL the way `bandKeys` does (checked on a sample).
 * @param {pg.Client} sql
 */
async function seedPhotoHashes(sql) {
  const listings = Math.ceil(HASHES / 10);
  const landlords = Math.ceil(listings / 10);
  await sql.query(
    `insert into users (email, password_hash, role, first_name, last_name, email_verified_at, plan_id, subscription_months, payment_expires_at, free_plan_used_at)
     select 'landlord-' || g || '@mod.bench.mietmatch.local', 'unused', 'contractor', 'Bench', 'Landlord ' || g, now(), 'basic-3', 3, now() + interval '1 year', now()
     from generate_series(1, $1::int) g`,
    [landlords],
  );
  // Postal codes spread over the country, the four types, 40–120 m², 500–2,000 € cold rent.
  await sql.query(
    `insert into properties (owner_id, first_name, last_name, email, phone_number, title, address, postal_code, city, property_type, square_meters, rent_cents, additional_cost_cents)
     select u.id, 'Bench', 'Landlord', u.email, '+49 30 1', 'Wohnung ' || g, 'Straße ' || g,
       lpad(((g * 7919) % 99000 + 1000)::text, 5, '0'), 'Bench',
       (array['Apartment','House','Studio','Penthouse'])[1 + g % 4]::property_type, 40 + g % 80, 50000 + (g * 37) % 150000, 15000
     from (select id, email, row_number() over (order by email) as rn from users where email like '%@mod.bench.mietmatch.local') u
     cross join generate_series(1, 10) k
     cross join lateral (select ((u.rn - 1) * 10 + k)::int as g) n
     where g <= $1`,
    [listings],
  );
  await sql.query(
    `insert into property_images (property_id, storage_key, position)
     select p.id, md5(p.id::text || k), k from properties p cross join generate_series(0, 9) k`,
  );
  await sql.query(
    `with pairs as (
       select i, j, (row_number() over (order by i, j) - 1)::int as idx
       from generate_series(0, 7) i cross join generate_series(0, 7) j where i < j)
     insert into photo_hashes (image_id, property_id, owner_id, hash, band_keys)
     select pi.id, pi.property_id, p.owner_id, h.hash,
       array(select (pr.idx * 65536 + ((((h.hash >> (8 * (7 - pr.i))) & 255) << 8) | ((h.hash >> (8 * (7 - pr.j))) & 255)))::int
             from pairs pr order by pr.idx)
     from (select * from property_images limit $1) pi
     join properties p on p.id = pi.property_id
     cross join lateral (select ('x' || md5(pi.id::text || 'h'))::bit(64)::bigint as hash) h`,
    [HASHES],
  );
  await sql.query(`insert into postal_codes (zipcode, place, state, latitude, longitude)
                   values ('10115', 'Berlin', 'Berlin', 52.5323, 13.3846)`);
  await sql.query('analyze');
  const sample = await sql.query('select hash, band_keys from photo_hashes order by random() limit 100');
  const agree = sample.rows.every((r) => JSON.stringify(bandKeys(BigInt(r.hash))) === JSON.stringify(r.band_keys));
  if (!agree) throw new Error('band keys computed in SQL differ from bandKeys()');
  const { rows } = await sql.query(
    'select count(*)::int as n, count(distinct owner_id)::int as owners from photo_hashes',
  );
  return { photoHashes: rows[0].n, landlords: rows[0].owners, bandKeysAgree: agree };
}

/** A signed-in landlord of the bench (a session and an access token, as a login would give). */
async function benchLandlord(/** @type {Context} */ ctx) {
  const { rows } = await ctx.sql.query(
    `with u as (insert into users (email, password_hash, role, first_name, last_name, email_verified_at, plan_id, subscription_months, payment_expires_at, free_plan_used_at)
       values ('publisher@mod.bench.mietmatch.local', 'unused', 'contractor', 'Paula', 'Publisher', now(), 'basic-3', 3, now() + interval '1 year', now())
       returning id)
     insert into sessions (user_id) select id from u returning id as sid, user_id`,
  );
  const jwt = createJwtService(ctx.config.jwtSecret, systemClock);
  const token = await jwt.sign({ sub: rows[0].user_id, typ: 'access', sid: rows[0].sid }, 3 * 3600);
  return { id: rows[0].user_id, authorization: `Bearer ${token}` };
}

/**
 * Photo-like pictures, one per publication: 1600 × 1200 windows at random places of one large
 * picture (gradients, shapes, blur, grain), as JPEG at quality 85; each window hashes differently.
 * @param {number} count
 */
async function photos(count) {
  const w = 3600;
  const h = 2700;
  const shapes = Array.from({ length: 160 }, (_, i) => {
    const k = i * 104_729 + 7919;
    return `<rect x="${k % w}" y="${(k >> 3) % h}" width="${80 + (k % 400)}" height="${60 + ((k >> 5) % 300)}" fill="rgb(${(k * 47) % 255},${(k * 89) % 255},${(k * 23) % 255})"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9bc"/><stop offset="1" stop-color="#332"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  const grain = await sharp({
    create: {
      width: w,
      height: h,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 10 },
    },
  })
    .png()
    .toBuffer();
  const big = await sharp(Buffer.from(svg))
    .blur(3)
    .composite([{ input: grain, blend: 'overlay' }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  const out = [];
  for (let i = 0; i < count; i++) {
    const left = Math.floor(Math.random() * (w - 1600));
    const top = Math.floor(Math.random() * (h - 1200));
    out.push(
      await sharp(big.data, { raw: big.info })
        .extract({ left, top, width: 1600, height: 1200 })
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
  }
  return out;
}

/** The listing form with one photo, as multipart (the web app sends the same). @param {Buffer} jpeg */
function listingForm(jpeg) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const fields = {
    firstName: 'Paula',
    lastName: 'Publisher',
    email: 'paula@example.test',
    phoneNumber: '+49 30 1234',
    title: 'Helle Wohnung in Mitte',
    description: 'Drei Zimmer, Dielen, Balkon. Besichtigung nach Absprache.',
    address: 'Invalidenstraße 1',
    postalCode: '10115',
    city: 'Berlin',
    propertyType: 'Apartment',
    squareMeters: '82',
    rent: '1250',
    additionalCost: '240',
  };
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="room.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    jpeg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The plan of a statement as it ran. @param {pg.Client} sql @param {string} text @param {unknown[]} params */
async function explain(sql, text, params) {
  const { rows } = await sql.query(`explain (analyze, buffers, format text) ${text}`, params);
  const plan = rows.map((r) => r['QUERY PLAN']);
  return { plan, seqScan: plan.some((line) => line.includes('Seq Scan')) };
}

/** @param {Context} ctx */
async function photoCheck(ctx) {
  const loadBefore = os.loadavg().map(round1);
  log(`seeding ${HASHES} photo hashes`);
  const seeded = await seedPhotoHashes(ctx.sql);
  log('seeded', seeded);
  const landlord = await benchLandlord(ctx);
  const pictures = await photos(2 * PUBLISHES + 20);
  const next = () => /** @type {Buffer} */ (pictures.pop());
  const on = await buildApp(ctx.config, { database: ctx.database, serveWeb: false });
  const off = await buildApp(ctx.config, { database: ctx.database, serveWeb: false, scamPhotoCheck: false });
  await Promise.all([on.ready(), off.ready()]);
  /** @param {import('fastify').FastifyInstance} app @param {Buffer} jpeg */
  const publish = async (app, jpeg) => {
    const form = listingForm(jpeg);
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/landlord/create',
      payload: form.payload,
      headers: { ...form.headers, authorization: landlord.authorization },
    });
    const ms = performance.now() - started;
    if (res.statusCode !== 201) throw new Error(`publish: ${res.statusCode} ${res.body}`);
    return { ms, id: /** @type {string} */ (res.json().id) };
  };
  // Warm-up (not counted), then the two alternate, so load from elsewhere falls on both alike.
  for (let i = 0; i < 10; i++) {
    await publish(on, next());
    await publish(off, next());
  }
  /** @type {number[]} */ const withCheck = [];
  /** @type {number[]} */ const withoutCheck = [];
  /** @type {string[]} */ const unchecked = [];
  for (let i = 0; i < PUBLISHES; i++) {
    const first = i % 2 === 0 ? 'on' : 'off';
    for (const arm of first === 'on' ? ['on', 'off'] : ['off', 'on']) {
      const r = await publish(arm === 'on' ? on : off, next());
      if (arm === 'on') withCheck.push(r.ms);
      else {
        withoutCheck.push(r.ms);
        unchecked.push(r.id);
      }
    }
  }
  log('publishing measured; now the check alone');
  // The check alone, on the listings published without it: the other signals, then all of them.
  const images = createImageStore(createLocalStorage(ctx.config.storageDir), {
    prefix: 'property-images',
    maxSize: 1600,
    thumbSize: 400,
    field: 'images',
    message: 'invalidImage',
  });
  const quiet = { error: (/** @type {object} */ o, /** @type {string} */ m) => console.error(m, o) };
  const base = { db: ctx.database.db, clock: systemClock, images, log: quiet };
  const signalsOff = createSignalService({ ...base, photoCheck: false });
  const signalsOn = createSignalService(base);
  // Also the CPU time of this process (libvips' threads included), which the machine's load moves little.
  /** @type {number[]} */ const added = [];
  /** @type {number[]} */ const addedCpu = [];
  const cpuMs = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  for (const id of unchecked) {
    const row = await findProperty(ctx.database.db, id);
    if (!row) throw new Error(`listing ${id} is gone`);
    const [t0, c0] = [performance.now(), cpuMs()];
    await signalsOff.propertyChanged(row);
    const [t1, c1] = [performance.now(), cpuMs()];
    await signalsOn.propertyChanged(row);
    added.push(performance.now() - t1 - (t1 - t0));
    addedCpu.push(cpuMs() - c1 - (c1 - c0));
  }
  await Promise.all([on.close(), off.close()]);

  const probe = bandKeys(BigInt.asIntN(64, BigInt(`0x${randomBytes(8).toString('hex')}`)));
  // As photoCandidates() runs it; and with a LIMIT, to show why it has none (the planner then reads
  // the table hoping to stop early, having guessed that 13 % of the rows overlap).
  const lookup = 'select image_id, property_id, hash from photo_hashes where band_keys && $1::int[] and owner_id <> $2';
  const lookupParams = [`{${probe.join(',')}}`, landlord.id];
  const candidates = await explain(ctx.sql, lookup, lookupParams);
  const withLimit = await explain(ctx.sql, `${lookup} limit 200`, lookupParams);
  const rentMedian = await explain(
    ctx.sql,
    `select count(*)::int, percentile_cont(0.5) within group (order by coalesce(warm_rent_cents, rent_cents + coalesce(additional_cost_cents, 0))::float8 / square_meters)
     from properties where property_type = 'Apartment' and left(postal_code, 2) = '10' and status = 'available'
     and owner_visible = true and moderation is null and id <> $1 and square_meters > 0`,
    [unchecked[0]],
  );
  const w = stats(withCheck);
  const wo = stats(withoutCheck);
  const alone = stats(added);
  const p99Added = round1(w.p99_ms - wo.p99_ms);
  return {
    seeded,
    photo: '1600 × 1200 JPEG, quality 85, one per publication',
    with_check: w,
    without_check: wo,
    added_p50_ms: round1(w.p50_ms - wo.p50_ms),
    added_p99_ms: p99Added,
    check_alone: {
      ...alone,
      cpu_p50_ms: round1(percentile(addedCpu, 0.5)),
      cpu_p99_ms: round1(percentile(addedCpu, 0.99)),
      note: 'thumbnail read + dHash + candidate lookup + hash stored, same listing back to back',
    },
    load_average: { before: loadBefore, after: os.loadavg().map(round1) },
    target: 'p99 added < 20 ms (hashing included), no sequential scan',
    within_target: Math.max(p99Added, alone.p99_ms) < 20 && !candidates.seqScan,
    explain: {
      candidateLookup: candidates,
      candidateLookupWithLimit: { seqScan: withLimit.seqScan, plan: withLimit.plan.slice(0, 3) },
      rentMedian,
    },
  };
}

/** Each section: a name in the results and the function measuring it. */
const SECTIONS = {
  photoCheck,
  /** @param {Context} ctx */
  queueFirstPage: (ctx) => queueFirstPage(ctx, { buildApp, createJwtService, systemClock, explain, stats, log }),
};

const chosen = (process.env.BENCH_SECTIONS ?? Object.keys(SECTIONS).join(',')).split(',');
const file = path.join(root, 'bench/results/moderation.json');
const previous = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
const sections = { ...(previous.sections ?? {}) };
for (const name of chosen) {
  const measure = SECTIONS[/** @type {keyof typeof SECTIONS} */ (name)];
  if (!measure) throw new Error(`unknown section ${name}; known: ${Object.keys(SECTIONS).join(', ')}`);
  const ctx = await setUp();
  try {
    log(`section ${name} in ${ctx.dbName}`);
    sections[name] = { measuredAt: new Date().toISOString(), engine: 'postgres', ...(await measure(ctx)) };
  } finally {
    await ctx.tearDown();
  }
}
writeResult('moderation', { sections });
