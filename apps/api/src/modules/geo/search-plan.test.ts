import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { propertyFilterQuerySchema, requestFilterQuerySchema } from '@mietmatch/contract';
import { openTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../db/client.ts';
import { propertySearchSql, searchProperties, type PropertySearch } from '../properties/search-queries.ts';
import { requestSearchSql, searchRequests, type RequestSearch } from '../tenant-requests/search-queries.ts';
import type { GeoPoint } from './queries.ts';

/**
 * The search on a market big enough for the planner to choose as it would in production
 * (12,000 listings and 12,000 requests over 120 towns, owners in every state): it must answer
 * exactly what a plain query over listings joined with their owners answers, and never read a
 * listing table from end to end.
 */
let database: Database;
const PLACES = 120;
const ROWS = 12_000;
const now = new Date();
const place = (k: number): GeoPoint => ({ lat: 47.6 + (k % 12) * 0.65, lng: 6.2 + Math.floor(k / 12) * 0.85 });
const code = (k: number, j: number) => String(10000 + k * 10 + j);

beforeAll(async () => {
  // Bulk seeding and `analyze` on two busy cores: beyond what one request may take (as the user index test).
  database = await openTestDatabase({ timeouts: { connectMs: 10_000, statementMs: 120_000 } });
  const db = database.db;
  // Owners in every state that matters: blocked, deactivated, soft-deleted, 12-month plans running
  // or run out, shorter plans, and no plan at all.
  for (const role of ['contractor', 'client']) {
    await db.execute(sql`
      insert into users (email, password_hash, role, first_name, last_name, is_blocked, is_deactivated, is_soft_deleted, subscription_months, payment_expires_at)
      select ${role} || g || '@plan.test', 'x', ${role}::user_role, 'Plan', 'Owner ' || g, g % 17 = 0, g % 23 = 0, g % 29 = 0,
             case when g % 31 = 0 then null when g % 5 = 0 then 12 else 3 end,
             case when g % 31 = 0 then null when g % 10 = 5 then ${now.toISOString()}::timestamptz - interval '1 day' else ${now.toISOString()}::timestamptz + interval '1 year' end
      from generate_series(1, 300) g`);
  }
  const places = sql.raw(
    `(values ${Array.from({ length: PLACES }, (_, k) => `(${k}, ${place(k).lat}, ${place(k).lng})`).join(', ')}) as c(k, lat, lng)`,
  );
  await db.execute(sql`
    insert into properties (owner_id, first_name, last_name, email, phone_number, title, address, postal_code, city, state, lat, lng, property_type,
                            number_of_rooms, number_of_bathrooms, square_meters, is_furnished, is_pet_friendly, have_garage, have_terrace,
                            kitchen_fitted, smoking_allowed, status, rent_cents, warm_rent_cents, created_at)
    select o.id, 'P', 'L', 'l@plan.test', '1', 'Flat ' || g, 'Street ' || g, (10000 + c.k * 10 + n % 10)::text, 'Ort ' || c.k, 'Land ' || c.k % 7,
           c.lat + ((n * 7) % 41 - 20) * 0.004, c.lng + ((n * 11) % 43 - 21) * 0.006,
           (array['Apartment','House','Studio','Penthouse'])[1 + n % 4]::property_type, 1 + n % 5, 1 + n % 2,
           case when n % 9 = 0 then null else 25 + (n * 13) % 140 end, n % 3 = 0, n % 2 = 0, n % 5 = 0, n % 4 = 0, n % 3 <> 0, n % 7 = 0,
           (case when n % 13 = 0 then 'rented' when n % 19 = 0 then 'deactivated' else 'available' end)::property_status,
           40000 + (n * 37 % 97) * 1500, case when n % 8 = 0 then null else 50000 + (n * 31 % 89) * 1700 end, now() - g * interval '1 minute'
    from generate_series(1, ${ROWS}) g
    cross join lateral (select g / ${PLACES} as n) i
    join ${places} on c.k = g % ${PLACES}
    join lateral (select id from users where email = 'contractor' || (1 + (g * 7 + n) % 300) || '@plan.test') o on true`);
  await db.execute(sql`
    insert into tenant_requests (user_id, first_name, last_name, email, telephone, number_of_residents, number_of_children, is_pet_friendly,
                                 garage_required, smoking_allowed, property_type, required_rooms, target_city, target_state, target_postal_codes,
                                 max_price_cents, lat, lng, status, consent_at, created_at)
    select o.id, 'R', 'T', 't@plan.test', '1', 1 + n % 5, n % 3, n % 4 = 0, n % 6 = 0, n % 5 = 0,
           (array['Apartment','House','Studio','Penthouse'])[1 + n % 4]::property_type, 1 + n % 4, 'Ort ' || c.k, 'Land ' || c.k % 7,
           array[(10000 + c.k * 10 + n % 10)::text, (10000 + c.k * 10 + (n + 3) % 10)::text], 60000 + (n * 29 % 101) * 1500,
           c.lat + ((n * 5) % 37 - 18) * 0.005, c.lng + ((n * 3) % 29 - 14) * 0.007,
           (case when n % 11 = 0 then 'paused' when n % 14 = 0 then 'found' else 'available' end)::request_status,
           now(), now() - g * interval '1 minute'
    from generate_series(1, ${ROWS}) g
    cross join lateral (select g / ${PLACES} as n) i
    join ${places} on c.k = (g * 7) % ${PLACES}
    join lateral (select id from users where email = 'client' || (1 + (g * 7 + n) % 300) || '@plan.test') o on true`);
  await db.execute(sql`analyze`);
}, 180_000);
afterAll(() => database.close());

/** Every node of a plan (EXPLAIN FORMAT JSON). */
function nodes(plan: Record<string, unknown>): Record<string, unknown>[] {
  return [plan, ...((plan.Plans as Record<string, unknown>[] | undefined) ?? []).flatMap(nodes)];
}

async function explain(query: { sql: string; params: unknown[] }) {
  const client = (
    database.db as unknown as {
      $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };
    }
  ).$client;
  const { rows } = await client.query(`explain (format json) ${query.sql}`, query.params);
  const raw = rows[0]!['QUERY PLAN'];
  const json = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: Record<string, unknown> }[];
  return nodes(json[0]!.Plan);
}

const seqScans = (plan: Record<string, unknown>[]) =>
  plan
    .filter(
      (n) => n['Node Type'] === 'Seq Scan' && ['properties', 'tenant_requests'].includes(String(n['Relation Name'])),
    )
    .map((n) => n['Relation Name']);

/** Great-circle distance as in distance.ts, written out for the reference queries. */
const km = (lat: SQL, lng: SQL, points: GeoPoint[]) =>
  sql`least(${sql.join(
    points.map(
      (p) =>
        sql`6371 * 2 * asin(sqrt(power(sin(radians(${lat} - ${p.lat}) / 2), 2) + cos(radians(${p.lat})) * cos(radians(${lat})) * power(sin(radians(${lng} - ${p.lng}) / 2), 2)))`,
    ),
    sql`, `,
  )})`;

/** The page and total that a plain query with the owners joined answers: what search must answer. */
async function referenceProperties(s: PropertySearch) {
  const f = s.filters;
  const d = s.centres.length ? km(sql`p.lat`, sql`p.lng`, s.centres) : sql`null::float8`;
  const inState = f.state !== undefined ? sql` and p.state = ${f.state}` : sql``;
  const area = s.postalCodes.length
    ? sql`p.postal_code in (${sql.join(
        s.postalCodes.map((c) => sql`${c}`),
        sql`, `,
      )})`
    : sql`(lower(p.city) = lower(${f.city ?? ''})${inState})`;
  const conds: SQL[] = [];
  if (f.listedBy) conds.push(sql`p.owner_id = ${f.listedBy}`);
  if (!(f.listedBy && (f.listedBy === s.viewerId || s.viewerIsAdmin)))
    conds.push(sql`p.status = 'available' and not (u.is_blocked or u.is_soft_deleted or u.is_deactivated)`);
  if (f.city) conds.push(f.radius > 0 && s.centres.length ? sql`(${area} or ${d} <= ${f.radius})` : area);
  if (f.maxPrice !== undefined) conds.push(sql`coalesce(p.warm_rent_cents, p.rent_cents) <= ${f.maxPrice * 100}`);
  if (f.numberOfRooms !== undefined) conds.push(sql`p.number_of_rooms >= ${f.numberOfRooms}`);
  if (f.squareMeters !== undefined) conds.push(sql`p.square_meters >= ${f.squareMeters}`);
  if (f.propertyType) conds.push(sql`p.property_type = ${f.propertyType}`);
  if (f.isPetFriendly !== undefined) conds.push(sql`p.is_pet_friendly = ${f.isPetFriendly}`);
  if (f.haveGarage !== undefined) conds.push(sql`p.have_garage = ${f.haveGarage}`);
  const top = sql`((u.subscription_months = 12 and u.payment_expires_at > ${s.now.toISOString()}::timestamptz) is true)`;
  const by =
    f.sort === 'rent'
      ? sql`coalesce(p.warm_rent_cents, p.rent_cents) asc,`
      : f.sort === 'size'
        ? sql`p.square_meters desc nulls last,`
        : f.sort === 'distance' && s.centres.length
          ? sql`${d} asc nulls last,`
          : sql``;
  const from = sql`from properties p join users u on u.id = p.owner_id where ${sql.join(conds, sql` and `)}`;
  const { rows } = await database.db.execute<{ id: string; top: boolean }>(sql`
    select p.id, ${top} as top ${from} order by ${top} desc, ${by} p.created_at desc, p.id limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`);
  const [count] = (await database.db.execute<{ n: string | number }>(sql`select count(*) as n ${from}`)).rows;
  return { ids: rows.map((r) => [r.id, Boolean(r.top)]), total: Number(count!.n) };
}

async function referenceRequests(s: RequestSearch) {
  const f = s.filters;
  const d = s.centres.length ? km(sql`r.lat`, sql`r.lng`, s.centres) : sql`null::float8`;
  const inCity = sql`(lower(r.target_city) = lower(${f.city ?? ''})${f.state !== undefined ? sql` and r.target_state = ${f.state}` : sql``})`;
  const area = s.postalCodes.length
    ? sql`(${inCity} and r.target_postal_codes && array[${sql.join(
        s.postalCodes.map((c) => sql`${c}`),
        sql`, `,
      )}]::text[])`
    : inCity;
  const conds: SQL[] = [sql`r.status = 'available' and not (u.is_blocked or u.is_soft_deleted or u.is_deactivated)`];
  conds.push(f.radius > 0 && s.centres.length ? sql`(${area} or ${d} <= ${f.radius})` : area);
  if (f.maxPrice !== undefined) conds.push(sql`r.max_price_cents >= ${f.maxPrice * 100}`);
  if (f.requiredRooms !== undefined) conds.push(sql`r.required_rooms <= ${f.requiredRooms}`);
  if (f.numberOfResidents !== undefined) conds.push(sql`r.number_of_residents <= ${f.numberOfResidents}`);
  if (f.isPetFriendly !== undefined) conds.push(sql`r.is_pet_friendly = ${f.isPetFriendly}`);
  const top = sql`((u.subscription_months = 12 and u.payment_expires_at > ${s.now.toISOString()}::timestamptz) is true)`;
  const by =
    f.sort === 'price'
      ? sql`r.max_price_cents desc,`
      : f.sort === 'distance' && s.centres.length
        ? sql`${d} asc nulls last,`
        : sql``;
  const from = sql`from tenant_requests r join users u on u.id = r.user_id where ${sql.join(conds, sql` and `)}`;
  const { rows } = await database.db.execute<{ id: string; top: boolean }>(sql`
    select r.id, ${top} as top ${from} order by ${top} desc, ${by} r.created_at desc, r.id limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`);
  const [count] = (await database.db.execute<{ n: string | number }>(sql`select count(*) as n ${from}`)).rows;
  return { ids: rows.map((r) => [r.id, Boolean(r.top)]), total: Number(count!.n) };
}

const viewerId = randomUUID();
const propertySearch = (
  query: Record<string, string>,
  area: { centres?: GeoPoint[]; postalCodes?: string[] } = {},
  who: Partial<PropertySearch> = {},
): PropertySearch => {
  const filters = propertyFilterQuerySchema.parse(query);
  const k = Number(filters.city?.replace('Ort ', '') ?? 0);
  return {
    filters,
    centres: area.centres ?? (filters.city ? [place(k)] : []),
    postalCodes: area.postalCodes ?? [],
    viewerId,
    viewerIsAdmin: false,
    now,
    ...who,
  };
};
const requestSearch = (
  query: Record<string, string>,
  area: { centres?: GeoPoint[]; postalCodes?: string[] } = {},
): RequestSearch => {
  const filters = requestFilterQuerySchema.parse(query);
  const k = Number(filters.city!.replace('Ort ', ''));
  return { filters, centres: area.centres ?? [place(k)], postalCodes: area.postalCodes ?? [], now };
};

// Searches of the same shape with other values come right after each other: each must get its own
// values, not those of the statement built for the first.
const propertyCases: [string, PropertySearch][] = [
  [
    'city + 10 km + rent, rooms, pets',
    propertySearch({ city: 'Ort 7', radius: '10', maxPrice: '1500', numberOfRooms: '2', isPetFriendly: 'true' }),
  ],
  [
    'same shape, other values',
    propertySearch({ city: 'Ort 40', radius: '10', maxPrice: '1100', numberOfRooms: '3', isPetFriendly: 'false' }),
  ],
  [
    'same shape, page 2',
    propertySearch({
      city: 'Ort 40',
      radius: '10',
      maxPrice: '1100',
      numberOfRooms: '3',
      isPetFriendly: 'false',
      page: '2',
    }),
  ],
  [
    'postal codes by rent',
    propertySearch({ city: 'Ort 12', sort: 'rent' }, { postalCodes: [code(12, 1), code(12, 4)], centres: [place(12)] }),
  ],
  [
    'postal codes + 20 km by distance',
    propertySearch(
      { city: 'Ort 12', radius: '20', sort: 'distance', haveGarage: 'false' },
      { postalCodes: [code(12, 3)], centres: [place(12), place(13)] },
    ),
  ],
  [
    'whole city by size, page 3',
    propertySearch({ city: 'Ort 55', sort: 'size', pageSize: '20', page: '3', propertyType: 'House' }),
  ],
  ['50 km, every listing of the area', propertySearch({ city: 'Ort 90', radius: '50', squareMeters: '60' })],
  // A state: the town's own listings (Ort 7 lies in Land 0), or none where it does not lie.
  [
    'city with its state + 10 km + rent',
    propertySearch({ city: 'Ort 7', state: 'Land 0', radius: '10', maxPrice: '1500' }),
  ],
  ['city in another state, whole city', propertySearch({ city: 'Ort 8', state: 'Land 3' })],
  // A name that towns far apart share, without a state: a box around each town's centre.
  [
    'same-named towns far apart + 10 km by distance',
    propertySearch({ city: 'Ort 7', radius: '10', sort: 'distance' }, { centres: [place(7), place(100)] }),
  ],
];

describe('property search on a large market', () => {
  beforeAll(async () => {
    // A landlord in good standing, and one with hidden listings, for the one-landlord cases.
    const [{ id }] = (
      await database.db.execute<{ id: string }>(sql`select id from users where email = 'contractor17@plan.test'`)
    ).rows as [{ id: string }];
    propertyCases.push(['one blocked landlord, seen by others', propertySearch({ listedBy: id })]);
    propertyCases.push([
      'one blocked landlord, seen by an admin',
      propertySearch({ listedBy: id }, {}, { viewerIsAdmin: true }),
    ]);
  });

  it('answers what the owners join answers, page and total, for every shape', async () => {
    const seen: boolean[] = [];
    for (const [name, s] of propertyCases) {
      const got = await searchProperties(database.db, s);
      const want = await referenceProperties(s);
      expect({ name, ids: got.hits.map((h) => [h.row.id, h.topPlacement]) }).toEqual({ name, ids: want.ids });
      expect({ name, total: got.total }).toEqual({ name, total: want.total });
      seen.push(...got.hits.map((h) => h.topPlacement));
    }
    // The cases are not trivially empty: pages with and without top placements.
    expect((await searchProperties(database.db, propertyCases[0]![1])).total).toBeGreaterThan(20);
    // A name only one town has answers the same with its state as without.
    const [, withState] = propertyCases.find(([name]) => name.startsWith('city with its state'))!;
    const withoutState = { ...withState, filters: { ...withState.filters, state: undefined } };
    expect((await searchProperties(database.db, withState)).total).toBeGreaterThan(20);
    expect(await searchProperties(database.db, withState)).toEqual(await searchProperties(database.db, withoutState));
    expect(seen).toContain(true);
    expect(seen).toContain(false);
  });

  it('reads the listings through the search indexes, never end to end', async () => {
    for (const [name, s] of propertyCases) {
      expect({ name, seqScans: seqScans(await explain(propertySearchSql(database.db, s))) }).toEqual({
        name,
        seqScans: [],
      });
    }
    const plan = await explain(propertySearchSql(database.db, propertyCases[0]![1]));
    expect(plan.map((n) => n['Index Name']).filter(Boolean)).toEqual(
      expect.arrayContaining(['properties_search_city_idx', 'properties_search_geo_idx']),
    );
  });
});

const requestCases: [string, RequestSearch][] = [
  [
    'city + 10 km + price, rooms, residents',
    requestSearch({ city: 'Ort 7', radius: '10', maxPrice: '800', requiredRooms: '3', numberOfResidents: '4' }),
  ],
  [
    'same shape, other values',
    requestSearch({ city: 'Ort 63', radius: '10', maxPrice: '1400', requiredRooms: '2', numberOfResidents: '2' }),
  ],
  [
    'postal codes by price',
    requestSearch({ city: 'Ort 21', sort: 'price' }, { postalCodes: [code(21, 2)], centres: [place(21)] }),
  ],
  [
    'postal codes + 20 km by distance, page 2',
    requestSearch(
      { city: 'Ort 21', radius: '20', sort: 'distance', page: '2', isPetFriendly: 'true' },
      { postalCodes: [code(21, 2), code(21, 5)], centres: [place(21)] },
    ),
  ],
  ['whole city, page past the end', requestSearch({ city: 'Ort 33', page: '40' })],
  [
    'city with its state + 10 km + price',
    requestSearch({ city: 'Ort 63', state: 'Land 0', radius: '10', maxPrice: '900' }),
  ],
  [
    'same-named towns far apart + 20 km by distance',
    requestSearch({ city: 'Ort 21', radius: '20', sort: 'distance' }, { centres: [place(21), place(110)] }),
  ],
];

describe('request search on a large market', () => {
  it('answers what the owners join answers, page and total, for every shape', async () => {
    const seen: boolean[] = [];
    for (const [name, s] of requestCases) {
      const got = await searchRequests(database.db, s);
      const want = await referenceRequests(s);
      expect({ name, ids: got.hits.map((h) => [h.row.id, h.topPlacement]) }).toEqual({ name, ids: want.ids });
      expect({ name, total: got.total }).toEqual({ name, total: want.total });
      seen.push(...got.hits.map((h) => h.topPlacement));
    }
    expect((await searchRequests(database.db, requestCases[0]![1])).total).toBeGreaterThan(20);
    expect(seen).toContain(true);
    expect(seen).toContain(false);
  });

  it('reads the requests through the search indexes, never end to end', async () => {
    for (const [name, s] of requestCases) {
      expect({ name, seqScans: seqScans(await explain(requestSearchSql(database.db, s))) }).toEqual({
        name,
        seqScans: [],
      });
    }
    const plan = await explain(requestSearchSql(database.db, requestCases[0]![1]));
    expect(plan.map((n) => n['Index Name']).filter(Boolean)).toEqual(
      expect.arrayContaining(['tenant_requests_search_city_idx', 'tenant_requests_search_geo_idx']),
    );
  });
});
