// The property map (GET /api/landlord/filter/map) on PostgreSQL with bench:seed's 100,000 listings, at
// 10 connections, against the list of the same search (GET /api/landlord/filter?city=Berlin, page 1)
// measured in the same run. Seed first (`npm run bench:seed` with the same DATABASE_URL).
// Writes bench/results/map.json: per request p50, p99, req/s, CPU per request of the API process and of
// the database's PostgreSQL backends, each figure's ratio to the list's, the answer's size (as JSON and
// as brotli, what a browser gets) and its clusters and points; whether the city-wide box's p99 is under
// 50 ms (targetMet); the jobs waiting before and after the load; sequential scans of the listings;
// and how the seed's listings lie in Berlin, which decides how many cells the map's grouping fills.
// BENCH_RUNS=3 repeats the list and the maps and keeps each request's best run (lowest p99), with every
// run under `runs`; BENCH_SECONDS and BENCH_CONNECTIONS change the load.
import http from 'node:http';
import os from 'node:os';
import { benchLogin, bestRun, jobBacklog, load, measureApi, pgRows, seqScans, startApi } from './api-load.mjs';
import { round1, writeResult } from './lib.mjs';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const databaseUrl = process.env.DATABASE_URL ?? '';
if (!databaseUrl) throw new Error('bench:map measures PostgreSQL: set DATABASE_URL to a database seeded by bench:seed');
const PORT = 3972;
const TARGET_P99_MS = 50;
const BERLIN_BOX = 'bbox=13.08,52.33,13.77,52.68';
// About 2 × 2 km around Unter den Linden, what a phone shows at zoom 15.
const MITTE_BOX = 'bbox=13.39,52.511,13.42,52.529';

const list = { name: 'list: city=Berlin, page 1', url: '/api/landlord/filter?city=Berlin' };
/**
 * The same box moved by a millionth of a degree (about 7 cm) on every request: each is a search no one asked
 * before, as when members pan, so none is answered from the answers the map keeps.
 * @param {number} n
 */
const panned = (n) => `/api/landlord/filter/map?bbox=${(13.08 + n * 1e-6).toFixed(6)},52.33,13.77,52.68&zoom=11`;
const maps = [
  { name: 'map: Berlin box, zoom 11', url: `/api/landlord/filter/map?${BERLIN_BOX}&zoom=11`, target: true },
  { name: 'map: Berlin box, zoom 11, a new box each request', url: panned(0), pathOf: panned },
  { name: 'map: Berlin box, zoom 13', url: `/api/landlord/filter/map?${BERLIN_BOX}&zoom=13` },
  { name: 'map: city=Berlin, zoom 11, no box', url: '/api/landlord/filter/map?city=Berlin&zoom=11' },
  { name: 'map: 2 km box in Mitte, zoom 15', url: `/api/landlord/filter/map?${MITTE_BOX}&zoom=15` },
];

/**
 * The answer's bytes as sent: plain (no Accept-Encoding, as the load is sent) or for a browser (brotli).
 * @param {string} path
 * @param {Record<string, string>} headers
 * @returns {Promise<Buffer>}
 */
const wire = (path, headers) =>
  new Promise((resolve, reject) => {
    http
      .get(`http://127.0.0.1:${PORT}${path}`, { headers }, (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(Buffer.concat(chunks))
            : reject(new Error(`${path}: ${res.statusCode} ${Buffer.concat(chunks).toString()}`)),
        );
      })
      .on('error', reject);
  });

/** What one request answers: its size and what it holds. @param {string} path @param {Record<string, string>} auth */
async function answerOf(path, auth) {
  const plain = await wire(path, auth);
  const br = await wire(path, { ...auth, 'accept-encoding': 'br' });
  const body = JSON.parse(plain.toString());
  const held = body.items
    ? { total: body.total, items: body.items.length }
    : { total: body.total, clusters: body.clusters.length, points: body.points.length };
  return { bytes: plain.length, bytes_br: br.length, ...held };
}

/** How the seed placed Berlin's listings: the map can only group what is spread out. */
async function berlinSpread() {
  const [seeded] = await pgRows(
    databaseUrl,
    `select count(*)::int as n from properties where email = 'landlord@bench.mietmatch.local'`,
  );
  if (!seeded.n) throw new Error('no seeded listings in DATABASE_URL: seed first with npm run bench:seed');
  const [city] = await pgRows(
    databaseUrl,
    `select count(*)::int as listings, count(distinct p.postal_code)::int as postal_codes,
            count(distinct (p.lat, p.lng))::int as positions, count(*) filter (where d.m < 1)::int as at_centre,
            round(avg(d.m))::int as avg_m_from_centre, round(max(d.m))::int as max_m_from_centre,
            count(*) filter (where p.hide_exact_address)::int as hidden_address
     from properties p cross join lateral (
       select min(sqrt(power((p.lat - c.latitude) * 111320, 2)
                     + power((p.lng - c.longitude) * 111320 * cos(radians(p.lat)), 2))) as m
       from postal_codes c where c.zipcode = p.postal_code) d
     where lower(p.city) = 'berlin'`,
  );
  const [box] = await pgRows(
    databaseUrl,
    `select count(*)::int as n from properties where lat between 52.33 and 52.68 and lng between 13.08 and 13.77`,
  );
  return { listings: seeded.n, berlin: city, in_berlin_box: box.n };
}

/** @param {number} a @param {number} b */
const ratio = (a, b) => (b > 0 ? Number((a / b).toFixed(2)) : null);
/** @param {{ api_cpu_ms_per_request?: number, db_cpu_ms_per_request?: number }} r */
const cpuOf = (r) => (r.api_cpu_ms_per_request ?? 0) + (r.db_cpu_ms_per_request ?? 0);

/**
 * Every run: the list, then each map, so that each map's ratios compare it with the list of its own run.
 * @param {Record<string, string>} auth
 * @param {number | undefined} apiPid
 */
async function measureRuns(auth, apiPid) {
  /** @param {{ name: string, url: string, pathOf?: (n: number) => string }} c */
  const measure = async (c) => {
    const { average: _average, ...figures } = await measureApi(c.name, `http://127.0.0.1:${PORT}${c.url}`, {
      pathOf: c.pathOf,
      headers: auth,
      seconds: duration,
      connections,
      apiPid,
      databaseUrl,
    });
    console.log(`${c.name}: ${JSON.stringify(figures)}`);
    return figures;
  };
  /** @type {Awaited<ReturnType<typeof measure>>[]} */
  const listRuns = [];
  /** @type {(Awaited<ReturnType<typeof measure>> & { ratio_to_list: Record<string, number | null> })[][]} */
  const mapRuns = maps.map(() => []);
  for (let i = 0; i < runs; i++) {
    console.log(`run ${i + 1}/${runs}`);
    const base = await measure(list);
    listRuns.push(base);
    for (const [k, c] of maps.entries()) {
      const m = await measure(c);
      mapRuns[k].push({
        ...m,
        ratio_to_list: {
          p50: ratio(m.p50_ms, base.p50_ms),
          p99: ratio(m.p99_ms, base.p99_ms),
          rps: ratio(m.rps, base.rps),
          cpu: ratio(cpuOf(m), cpuOf(base)),
        },
      });
    }
  }
  return { listRuns, mapRuns };
}

const spread = await berlinSpread();
// The server as the deployment runs it: `npm start` would build the web app first, which the API's
// figures do not need.
const server = await startApi(PORT, databaseUrl, ['--import', 'tsx', 'apps/api/src/server.ts']);
try {
  const tenant = await benchLogin(PORT, 'client-1@bench.mietmatch.local');
  /** @type {Awaited<ReturnType<typeof answerOf>>[]} */
  const answers = [];
  for (const c of [list, ...maps]) answers.push(await answerOf(c.url, tenant));
  for (const c of [list, ...maps]) await load(`http://127.0.0.1:${PORT}${c.url}`, { headers: tenant, seconds: 3 });

  const backlogBefore = await jobBacklog(databaseUrl);
  if (backlogBefore) console.warn(`${backlogBefore} jobs wait for the app's runner: the figures include their work`);
  const scansBefore = await seqScans(databaseUrl, ['properties']);
  // The machine is shared: the load average says how quiet it was.
  const loadBefore = round1(os.loadavg()[0] ?? 0);
  const { listRuns, mapRuns } = await measureRuns(tenant, server.pid);
  const scansAfter = await seqScans(databaseUrl, ['properties']);
  const backlogAfter = await jobBacklog(databaseUrl);

  const requests = maps.map((c, k) => ({
    name: c.name,
    url: c.url,
    ...bestRun(mapRuns[k]),
    ...answers[k + 1],
    ...(runs > 1 ? { runs: mapRuns[k] } : {}),
  }));
  const cityBox = requests[maps.findIndex((c) => c.target)];
  const b = spread.berlin;
  writeResult('map', {
    name: 'property map at 10 connections against the list of the same run',
    engine: 'postgres',
    connections,
    seconds: duration,
    target: `${maps.find((c) => c.target)?.name}: p99 < ${TARGET_P99_MS} ms`,
    targetMet: cityBox.p99_ms < TARGET_P99_MS,
    baseline: { ...list, ...bestRun(listRuns), ...answers[0], ...(runs > 1 ? { runs: listRuns } : {}) },
    requests,
    jobsWaiting: { before: backlogBefore, after: backlogAfter },
    loadAverage: { before: loadBefore, after: round1(os.loadavg()[0] ?? 0) },
    sequentialScansOfProperties: scansBefore && scansAfter ? scansAfter.properties - scansBefore.properties : null,
    seed: spread,
    notes: [
      `Berlin holds ${b.listings} of the ${spread.listings} seeded listings (${round1((100 * b.listings) / spread.listings)} %) ` +
        `over ${b.postal_codes} postal codes, ${b.positions} distinct positions, ${b.at_centre} at their postal code's ` +
        `centre: the seed places each listing on a lattice of 0.0002° steps within about ±1 km (north–south) and ` +
        `±0.6 km (east–west) of its postal code's centre (on average ${b.avg_m_from_centre} m, at most ` +
        `${b.max_m_from_centre} m away), so the city-wide box holds ${spread.in_berlin_box} listings (Berlin's and its neighbours') spread over the city, ` +
        'bunched around the postal codes rather than along streets. The seed gives every postal code of Germany ' +
        'about as many listings, so Berlin has fewer than a real market of this size would.',
      b.hidden_address === 0
        ? 'None of the seeded listings hides its exact address: the snapping to the 400 m grid is evaluated for every row but moves none.'
        : `${b.hidden_address} of Berlin's listings hide their exact address and stand at their 400 m grid cell's centre.`,
      'The load is sent without Accept-Encoding, as bench:search sends it: the figures include no compression ' +
        '(JSON answers over 1 kB are compressed for a browser); bytes_br is the size a browser receives.',
      'The map keeps its answer of each search until a listing is written (apps/api/src/modules/properties/map-answers.ts), ' +
        'and no listing is written during the load: the requests that repeat one search are answered from what the ' +
        'first built, as every member who opens the same city sees the same map. "a new box each request" moves ' +
        'the box by a millionth of a degree each time, so every answer is built anew, as when members pan.',
      'The API is started as the deployment runs it (node --import tsx apps/api/src/server.ts), without the web build.',
    ],
  });
} finally {
  await server.stop();
}
