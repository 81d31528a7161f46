import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/client.ts';
import { findableProperties } from '../properties/alert-subject.ts';
import { findableRequests } from '../tenant-requests/alert-subject.ts';
import { reverseMatch, savedSearchesMeeting } from './reverse-match-queries.ts';

// The statements and answers for one listing or request, its fields answered by its own module.
const propertyReverseMatch = (id: string) => reverseMatch(findableProperties.matchFields(id));
const requestReverseMatch = (id: string) => reverseMatch(findableRequests.matchFields(id));
const savedSearchesMatchingProperty = (db: Executor, id: string) =>
  savedSearchesMeeting(db, findableProperties.matchFields(id));
const savedSearchesMatchingRequest = (db: Executor, id: string) =>
  savedSearchesMeeting(db, findableRequests.matchFields(id));

/**
 * The reverse match among 50,000 saved searches over 120 towns (by city, by postal codes, with a
 * radius): the area keys' GIN index narrows them, no saved search table scan, and the answer is
 * the one a plain scan with the same predicates gives.
 */
let database: Database;
const SEARCHES = 50_000;
let propertyId = '';
let requestId = '';

beforeAll(async () => {
  database = await openTestDatabase({ timeouts: { connectMs: 10_000, statementMs: 120_000 } });
  const db = database.db;
  for (const role of ['contractor', 'client']) {
    await db.execute(sql`
      insert into users (email, password_hash, role, first_name, last_name, is_blocked, payment_expires_at)
      select ${role} || g || '@reverse.test', 'x', ${role}::user_role, 'R', 'M ' || g, g % 17 = 0, now() + interval '1 year'
      from generate_series(1, 300) g`);
  }
  // Town k lies at (47 + (k % 12) * 0.7, 6 + (k / 12) * 0.9); its postal codes are 10000 + k * 10 + 0…9.
  await db.execute(sql`
    insert into saved_searches (user_id, kind, name, alert, filters, area_keys, city, postal_codes, radius_km,
                                centre_lats, centre_lngs, max_price_cents, number_of_rooms, flags_on, flags_off)
    select u.id, (case when g % 2 = 0 then 'property' else 'request' end)::saved_search_kind, 'S ' || g,
           (array['instant','daily','off'])[1 + g % 3]::alert_frequency, '{}'::jsonb,
           case when g % 5 < 3 then array['c:ort ' || k]
                when g % 5 = 3 then array['p:' || (10000 + k * 10 + g % 10), 'p:' || (10000 + k * 10 + (g + 1) % 10)]
                else array['c:ort ' || k] || array(
                  select 'g:' || i || ':' || j
                  from generate_series(floor((47 + (k % 12) * 0.7 - 0.2) / 0.2)::int, floor((47 + (k % 12) * 0.7 + 0.2) / 0.2)::int) i,
                       generate_series(floor((6 + (k / 12) * 0.9 - 0.3) / 0.2)::int, floor((6 + (k / 12) * 0.9 + 0.3) / 0.2)::int) j) end,
           'Ort ' || k,
           case when g % 5 = 3 then array[(10000 + k * 10 + g % 10)::text, (10000 + k * 10 + (g + 1) % 10)::text] else '{}' end,
           case when g % 5 = 4 then 20 else 0 end,
           case when g % 5 = 4 then array[47 + (k % 12) * 0.7] else '{}' end,
           case when g % 5 = 4 then array[6 + (k / 12) * 0.9] else '{}' end,
           case when g % 4 = 0 then null else 50000 + (g % 50) * 2000 end,
           case when g % 3 = 0 then null else 1 + g % 4 end, g % 7, (g / 7) % 3 * 8
    from generate_series(1, ${SEARCHES}) g
    cross join lateral (select g % 120 as k) t
    join lateral (select id from users where email = (case when g % 2 = 0 then 'client' else 'contractor' end) || (1 + g % 300) || '@reverse.test') u on true`);
  const [landlord] = (
    await db.execute<{ id: string }>(sql`select id from users where email = 'contractor1@reverse.test'`)
  ).rows;
  const [tenant] = (await db.execute<{ id: string }>(sql`select id from users where email = 'client1@reverse.test'`))
    .rows;
  const [p] = (
    await db.execute<{ id: string }>(sql`
      insert into properties (owner_id, first_name, last_name, email, phone_number, title, address, postal_code, city, lat, lng,
                              number_of_rooms, rent_cents, warm_rent_cents, is_pet_friendly)
      values (${landlord!.id}, 'P', 'L', 'l@reverse.test', '1', 'Flat', 'Street 1', '10063', 'Ort 6', 51.25, 6.05, 3, 90000, 100000, true)
      returning id`)
  ).rows;
  const [r] = (
    await db.execute<{ id: string }>(sql`
      insert into tenant_requests (user_id, first_name, last_name, email, telephone, target_city, target_postal_codes,
                                   max_price_cents, required_rooms, lat, lng, consent_at)
      values (${tenant!.id}, 'R', 'T', 't@reverse.test', '1', 'Ort 5', array['10053', '10054'], 120000, 2, 50.5, 6.0, now())
      returning id`)
  ).rows;
  propertyId = p!.id;
  requestId = r!.id;
  await db.execute(sql`analyze`);
}, 300_000);
afterAll(() => database.close());

function nodes(plan: Record<string, unknown>): Record<string, unknown>[] {
  return [plan, ...((plan.Plans as Record<string, unknown>[] | undefined) ?? []).flatMap(nodes)];
}

async function plan(statement: SQL) {
  const { rows } = await database.db.execute<Record<string, unknown>>(sql`explain (format json) ${statement}`);
  const raw = rows[0]!['QUERY PLAN'];
  const json = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: Record<string, unknown> }[];
  return nodes(json[0]!.Plan);
}

/** The same statement without the GIN narrowing: what every saved search checked one by one answers. */
async function byScan(statement: SQL): Promise<string[]> {
  const { rows } = await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    return tx.execute<{ id: string }>(statement);
  });
  return rows.map((r) => r.id).sort();
}

describe('the reverse match among 50,000 saved searches', () => {
  for (const [kind, statement, run] of [
    ['listing', () => propertyReverseMatch(propertyId), () => savedSearchesMatchingProperty(database.db, propertyId)],
    ['request', () => requestReverseMatch(requestId), () => savedSearchesMatchingRequest(database.db, requestId)],
  ] as const) {
    it(`a new ${kind}: the area keys' index narrows, never a scan of every saved search`, async () => {
      const steps = await plan(statement());
      const scans = steps.filter((n) => n['Relation Name'] === 'saved_searches').map((n) => n['Node Type']);
      expect(scans).not.toContain('Seq Scan');
      expect(steps.some((n) => n['Index Name'] === 'saved_searches_area_keys_idx')).toBe(true);
      const found = (await run()).map((t) => t.savedSearchId).sort();
      expect(found.length).toBeGreaterThan(0);
      expect(found).toEqual(await byScan(statement()));
    });
  }
});
