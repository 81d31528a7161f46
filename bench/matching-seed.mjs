// The matching benchmark's members and saved searches, added to the search benchmark's 100,000
// listings and 100,000 requests (bench/seed.mjs). Saved searches go through the app's own
// `savedSearchMatchColumns`, so their reverse-match columns are exactly what the service stores.

/** The ten largest cities: the live section's members watch them, and most publications land there. */
export const BIG_CITIES = [
  'Berlin',
  'Hamburg',
  'München',
  'Köln',
  'Frankfurt am Main',
  'Stuttgart',
  'Düsseldorf',
  'Leipzig',
  'Dortmund',
  'Essen',
];

/**
 * Members with sessions and access tokens, as a login would give them.
 * @param {import('pg').Client} sql
 * @param {{ sign: (claims: any, ttl: number) => Promise<string> }} jwt
 * @param {{ prefix: string, role: 'client' | 'contractor', count: number }} o
 * @returns {Promise<{ id: string, token: string }[]>}
 */
export async function benchMembers(sql, jwt, { prefix, role, count }) {
  await sql.query(
    `insert into users (email, password_hash, role, first_name, last_name, email_verified_at, plan_id, subscription_months, payment_expires_at, free_plan_used_at)
     select $1 || '-' || g || '@match.bench.mietmatch.local', 'unused', $2::user_role, 'Bench', 'Member ' || g, now(),
            $3, 3, now() + interval '1 year', now()
     from generate_series(1, $4::int) g`,
    [prefix, role, role === 'client' ? 'basic-3' : 'basic-3', count],
  );
  const { rows } = await sql.query(
    `with u as (select id from users where email like $1 || '-%@match.bench.mietmatch.local'),
          s as (insert into sessions (user_id) select id from u returning id, user_id)
     select s.id as sid, s.user_id as id from s order by s.user_id`,
    [prefix],
  );
  return Promise.all(
    rows.map(async (r) => ({ id: r.id, token: await jwt.sign({ sub: r.id, typ: 'access', sid: r.sid }, 6 * 3600) })),
  );
}

/**
 * Saved searches: 80 % tenants' listing searches, 20 % landlords' request searches, each at a place
 * that has listings (taken from the seeded rows), with a mix of radius, rent, rooms and flags.
 * @param {{ sql: import('pg').Client, db: unknown }} ctx
 * @param {{ matchColumns: Function, schemas: Record<string, { parse: Function }>, table: unknown }} app
 * @param {{ tenants: string[], landlords: string[], count: number }} o
 */
export async function seedSavedSearches(ctx, app, { tenants, landlords, count }) {
  const propertyCount = Math.round(count * 0.8);
  const { rows: places } = await ctx.sql.query(
    `select city, state from properties where status = 'available' and city is not null order by md5(id::text) limit $1`,
    [count],
  );
  const rows = [];
  for (let i = 0; i < count; i++) {
    const place = places[i % places.length];
    const kind = i < propertyCount ? 'property' : 'request';
    const radius = [0, 0, 0, 5, 10, 20][i % 6];
    /** @type {Record<string, string>} */
    const params =
      kind === 'property'
        ? {
            city: place.city,
            radius: String(radius),
            maxPrice: String(800 + ((i * 37) % 1700)),
            ...(i % 3 === 0 ? { numberOfRooms: '2' } : {}),
            ...(i % 7 === 0 ? { isPetFriendly: 'true' } : {}),
          }
        : {
            city: place.city,
            radius: String(radius),
            ...(i % 2 === 0 ? { maxPrice: String(600 + ((i * 13) % 900)) } : {}),
            ...(i % 5 === 0 ? { requiredRooms: '3' } : {}),
          };
    const filters = app.schemas[kind].parse(params);
    const userId = kind === 'property' ? tenants[i % tenants.length] : landlords[i % landlords.length];
    rows.push({
      userId,
      kind,
      name: `${place.city} ${i}`,
      alert: i % 3 === 0 ? 'daily' : 'instant',
      filters: params,
      ...(await app.matchColumns(ctx.db, kind, filters)),
    });
  }
  const db = /** @type {any} */ (ctx.db);
  for (let i = 0; i < rows.length; i += 1000) await db.insert(app.table).values(rows.slice(i, i + 1000));
  await ctx.sql.query('analyze saved_searches');
  return { savedSearches: rows.length, propertySearches: propertyCount, requestSearches: count - propertyCount };
}
