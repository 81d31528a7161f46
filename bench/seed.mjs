// Seeds the search benchmark: 100,000 properties and 100,000 tenant requests spread over real
// German postal codes, owned by 1,000 landlords and 1,000 tenants (10% of them on 12-month plans).
// The owners' visibility and plan reach the listing rows through the database's triggers, as in the app.
// Against DATABASE_URL, or PGlite in BENCH_DATA_DIR (default ./data-bench) without it.
import { register } from 'tsx/esm/api';
import path from 'node:path';
import { root } from './lib.mjs';

register();
const { openDatabase } = await import('../apps/api/src/db/client.ts');
const { importPostalCodesIfEmpty } = await import('../apps/api/src/modules/geo/postal-code-import.ts');
const { BUNDLED_POSTAL_CODES_FILE } = await import('../apps/api/src/adapters/geo/read-postal-codes.ts');
const { hashPassword } = await import('../apps/api/src/lib/password.ts');
const { sql } = await import('drizzle-orm');

export const BENCH_PASSWORD = 'bench-password';
const count = Number(process.env.BENCH_ROWS ?? 100_000);
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, 'data-bench');
// Seeding inserts in bulk, far beyond what one request may take: no statement timeout worth the name.
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir,
  timeouts: { connectMs: 10_000, statementMs: 600_000 },
});
const db = database.db;
/** @param {unknown[]} a */
const info = (...a) => console.log(...a.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))));
// The import only reports progress (info) and problems (warn): a console stands in for the server's logger.
const log = /** @type {import('fastify').FastifyBaseLogger} */ (/** @type {unknown} */ ({ info, warn: console.warn }));
await database.migrate();
await importPostalCodesIfEmpty(db, process.env.POSTAL_CODES_FILE ?? BUNDLED_POSTAL_CODES_FILE, log);

const started = Date.now();
await db.execute(sql`delete from users where email like '%@bench.mietmatch.local'`);
const hash = await hashPassword(BENCH_PASSWORD);
for (const role of ['contractor', 'client']) {
  await db.execute(sql`
    insert into users (email, password_hash, role, first_name, last_name, email_verified_at, plan_id, subscription_months, payment_expires_at, free_plan_used_at)
    select ${role} || '-' || g || '@bench.mietmatch.local', ${hash}, ${role}::user_role, 'Bench', 'User ' || g, now(),
           case when g % 10 = 0 then ${role === 'client' ? 'tenant-12' : 'landlord-12'} else 'basic-3' end,
           case when g % 10 = 0 then 12 else 3 end, now() + interval '1 year', now()
    from generate_series(1, 1000) g`);
}
// Postal codes of real towns, picked by a stride so every region gets listings.
await db.execute(
  sql`create temporary table bench_codes as select row_number() over (order by id) as n, zipcode, place, state, latitude, longitude from postal_codes where latitude is not null`,
);
await db.execute(sql`
  insert into properties (owner_id, first_name, last_name, email, phone_number, title, address, postal_code, city, state, lat, lng,
                          property_type, number_of_rooms, number_of_bathrooms, square_meters, is_furnished, is_pet_friendly, have_garage,
                          have_terrace, kitchen_fitted, status, rent_cents, warm_rent_cents, created_at)
  select o.id, 'Bench', 'Landlord', 'landlord@bench.mietmatch.local', '+49 30 1', 'Wohnung ' || g, 'Straße ' || g, c.zipcode, c.place, c.state,
         c.latitude + ((g % 97) - 48) * 0.0002, c.longitude + ((g % 89) - 44) * 0.0002,
         (array['Apartment','House','Studio','Penthouse'])[1 + g % 4]::property_type, 1 + g % 5, 1 + g % 2, 30 + g % 150,
         g % 3 = 0, g % 2 = 0, g % 5 = 0, g % 4 = 0, g % 3 <> 0,
         case when g % 20 = 0 then 'rented'::property_status else 'available'::property_status end,
         40000 + (g % 200) * 1000, 50000 + (g % 200) * 1200, now() - (g % 1000) * interval '1 hour'
  from generate_series(1, ${count}) g
  join bench_codes c on c.n = 1 + (g * 7919) % (select count(*) from bench_codes)
  join lateral (select id from users where email = 'contractor-' || (1 + g % 1000) || '@bench.mietmatch.local') o on true`);
await db.execute(sql`
  insert into tenant_requests (user_id, first_name, last_name, email, telephone, number_of_residents, number_of_children, is_pet_friendly, garage_required,
                               property_type, required_rooms, target_city, target_postal_codes, max_price_cents, lat, lng, consent_at, created_at)
  select o.id, 'Bench', 'Tenant', 'tenant@bench.mietmatch.local', '+49 170 1', 1 + g % 5, g % 3, g % 4 = 0, g % 6 = 0,
         (array['Apartment','House','Studio','Penthouse'])[1 + g % 4]::property_type, 1 + g % 4, c.place, array[c.zipcode], 60000 + (g % 150) * 1500,
         c.latitude, c.longitude, now(), now() - (g % 1000) * interval '1 hour'
  from generate_series(1, ${count}) g
  join bench_codes c on c.n = 1 + (g * 6007) % (select count(*) from bench_codes)
  join lateral (select id from users where email = 'client-' || (1 + g % 1000) || '@bench.mietmatch.local') o on true`);
// Every seeded row became findable through the triggers, each leaving a job (the visibility fan-out
// of alerts and matches; the bench has no saved searches to tell). An app started on the database
// would work through some 200,000 of them while the search is measured, so the search figures would
// be the backlog's: the seed leaves none, and says how many it removed.
// BENCH_KEEP_JOBS=1 keeps them: bench:jobs-drain measures how fast the runner works through them.
const keepJobs = process.env.BENCH_KEEP_JOBS === '1';
const removed = await db.execute(
  sql`with gone as (delete from jobs where created_at >= ${new Date(started).toISOString()}::timestamptz and not ${keepJobs} returning 1) select count(*)::int as n from gone`,
);
const removedJobs = (Array.isArray(removed) ? removed : removed.rows)[0]?.n ?? 0;
// Fresh statistics for the planner, and a visibility map so that index scans skip the heap checks.
await db.execute(sql`vacuum analyze`);
console.log(
  `seeded ${count} properties and ${count} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.engine}); ${keepJobs ? 'the jobs the triggers enqueued are kept' : `${removedJobs} jobs the triggers enqueued removed, none left for the app`}`,
);
await database.close();
