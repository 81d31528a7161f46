// The live section of the matching benchmark: members connected by socket, each with an instant
// saved search on one of the ten largest cities; a landlord publishes at a steady rate through HTTP;
// each member's `newNotification` for a listing is timed against the moment its publication answered.
import { setTimeout as sleep } from 'node:timers/promises';
import { io as connectSocket } from 'socket.io-client';
import { BIG_CITIES, benchMembers } from './matching-seed.mjs';

/** A publication's form (no photo: the alert path is what is measured). @param {number} i @param {string} city */
function listingForm(i, city) {
  const fields = {
    firstName: 'Paula',
    lastName: 'Publisher',
    email: 'paula@example.test',
    phoneNumber: '+49 30 1234',
    title: `Live-Wohnung ${i}`,
    address: `Teststraße ${i}`,
    city,
    propertyType: 'Apartment',
    squareMeters: '70',
    numberOfRooms: '3',
    rent: '900',
    additionalCost: '150',
  };
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

/**
 * @param {{ sql: import('pg').Client, db: unknown, database: unknown, config: object }} ctx
 * @param {{ buildApp: Function, jwt: any, app: any, percentileStats: Function, log: Function,
 *   members: number, rate: number, seconds: number }} d
 */
export async function liveAlerts(ctx, d) {
  const { rows: codes } = await ctx.sql.query(
    `select distinct on (place) place, zipcode from postal_codes where place = any($1) order by place, zipcode`,
    [BIG_CITIES],
  );
  const codeOf = new Map(codes.map((r) => [r.place, r.zipcode]));
  const members = await benchMembers(ctx.sql, d.jwt, { prefix: 'live', role: 'client', count: d.members });
  const rows = [];
  for (const [i, m] of members.entries()) {
    const city = BIG_CITIES[i % BIG_CITIES.length];
    const filters = d.app.schemas.property.parse({ city });
    rows.push({
      userId: m.id,
      kind: 'property',
      name: `Live ${city}`,
      alert: 'instant',
      filters: { city },
      ...(await d.app.matchColumns(ctx.db, 'property', filters)),
    });
  }
  await /** @type {any} */ (ctx.db).insert(d.app.table).values(rows);
  const [publisher] = await benchMembers(ctx.sql, d.jwt, { prefix: 'publisher', role: 'contractor', count: 1 });

  const server = await d.buildApp(ctx.config, { database: ctx.database, serveWeb: false, runJobs: true });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const address = server.server.address();
  const url = `http://127.0.0.1:${address.port}`;
  /** @type {Map<string, number>} listing id → when its publication answered */
  const answered = new Map();
  /** @type {number[]} */
  const latencies = [];
  /** @type {{ subjectId: string, at: number }[]} */
  const early = [];
  const sockets = [];
  for (let i = 0; i < members.length; i += 50) {
    const batch = members.slice(i, i + 50).map(
      (m) =>
        new Promise((resolve, reject) => {
          const socket = connectSocket(url, {
            path: '/socket.io',
            transports: ['websocket'],
            forceNew: true,
            reconnection: false,
            auth: { token: m.token },
          });
          socket.on('newNotification', (n) => {
            const at = performance.now();
            const subjectId = /** @type {string} */ (n.data.subjectId);
            const t = answered.get(subjectId);
            if (t === undefined) early.push({ subjectId, at });
            else latencies.push(Math.max(0, at - t));
          });
          socket.once('connect_error', reject);
          socket.once('connect', () => socket.emit('join', m.id, () => resolve(socket)));
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  d.log(`${sockets.length} sockets connected; publishing ${d.rate}/s for ${d.seconds} s`);

  const total = d.rate * d.seconds;
  /** @type {number[]} */
  const publishMs = [];
  const pending = [];
  const startedAt = performance.now();
  for (let i = 0; i < total; i++) {
    const due = startedAt + (i * 1000) / d.rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const city = BIG_CITIES[i % BIG_CITIES.length];
    const form = listingForm(i, city);
    form.append('postalCode', codeOf.get(city) ?? '10115');
    const t0 = performance.now();
    pending.push(
      fetch(`${url}/api/landlord/create`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${publisher.token}` },
      }).then(async (res) => {
        const t1 = performance.now();
        const body = await res.json();
        if (res.status !== 201) throw new Error(`publish: ${res.status} ${JSON.stringify(body)}`);
        publishMs.push(t1 - t0);
        answered.set(body.id, t1);
        // A notification may beat the answer to the client: it counts as 0 ms.
        for (const _e of early.filter((x) => x.subjectId === body.id)) latencies.push(0);
      }),
    );
  }
  await Promise.all(pending);
  const expected = total * (d.members / BIG_CITIES.length);
  const deadline = performance.now() + 30_000;
  while (latencies.length < expected && performance.now() < deadline) await sleep(100);
  for (const s of sockets) s.disconnect();
  await server.close();
  return {
    connected_members: sockets.length,
    publications: total,
    rate_per_s: d.rate,
    expected_notifications: expected,
    delivered_notifications: latencies.length,
    publish: d.percentileStats(publishMs),
    notification_after_publish_answer: d.percentileStats(latencies),
    target: 'p99 < 2000 ms after the publish answer, every notification delivered',
    within_target: latencies.length >= expected && d.percentileStats(latencies).p99_ms < 2000,
  };
}
