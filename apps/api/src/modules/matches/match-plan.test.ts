import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engine, openTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../db/client.ts';
import { properties, tenantRequests, type PropertyRow, type TenantRequestRow } from '../../db/schema/index.ts';
import { nearestDistanceKm, SearchParams, searchable } from '../geo/index.ts';
import { matchingProperties, matchingRequests, matchSql, requestsMatchingProperty } from './match-queries.ts';
import { matchRule, propertyValues, requestColumns } from './match-rule.ts';

/**
 * The match queries on a market big enough for the planner to choose as in production (12,000
 * listings and 12,000 requests over 120 towns): they read both tables through the search indexes,
 * never end to end. PostgreSQL only (the planner's choice is what is tested; PGlite plans alike).
 */
let database: Database;
const ROWS = 12_000;
const now = new Date();
const paging = { page: 1, pageSize: 20, now };

describe.skipIf(engine !== 'postgres')('the match queries on a large market', () => {
  beforeAll(async () => {
    database = await openTestDatabase({ timeouts: { connectMs: 10_000, statementMs: 120_000 } });
    const db = database.db;
    for (const role of ['contractor', 'client']) {
      await db.execute(sql`
        insert into users (email, password_hash, role, first_name, last_name, is_blocked, subscription_months, payment_expires_at)
        select ${role} || g || '@match.test', 'x', ${role}::user_role, 'Match', 'Owner ' || g, g % 17 = 0,
               case when g % 5 = 0 then 12 else 3 end, ${now.toISOString()}::timestamptz + interval '1 year'
        from generate_series(1, 300) g`);
    }
    // Town k lies at (47.6 + (k % 12) · 0.65, 6.2 + (k / 12) · 0.85); its postal codes are 1k0..1k9.
    await db.execute(sql`
      insert into properties (owner_id, first_name, last_name, email, phone_number, title, address, postal_code, city, state, lat, lng,
                              property_type, number_of_rooms, square_meters, is_pet_friendly, have_garage, status, rent_cents, warm_rent_cents, created_at)
      select (select id from users where email = 'contractor' || (1 + g % 300) || '@match.test'), 'P', 'L', 'l@match.test', '1', 'Flat ' || g,
             'Street ' || g, (10000 + k * 10 + (g / 120) % 10)::text, 'Ort ' || k, 'Land ' || k % 7,
             47.6 + (k % 12) * 0.65 + (g % 41 - 20) * 0.004, 6.2 + (k / 12) * 0.85 + (g % 43 - 21) * 0.006,
             (array['Apartment','House','Studio','Penthouse'])[1 + g % 4]::property_type, 1 + g % 5, 25 + g % 140, g % 2 = 0, g % 5 = 0,
             (case when g % 13 = 0 then 'rented' else 'available' end)::property_status, 40000 + (g % 97) * 1500,
             case when g % 8 = 0 then null else 50000 + (g % 89) * 1700 end, now() - g * interval '1 minute'
      from generate_series(1, ${ROWS}) g cross join lateral (select g % 120 as k) town`);
    await db.execute(sql`
      insert into tenant_requests (user_id, first_name, last_name, email, telephone, is_pet_friendly, garage_required, property_type,
                                   required_rooms, target_city, target_state, target_postal_codes, radius_km, max_price_cents, lat, lng, status,
                                   alerts_enabled, consent_at, created_at)
      select (select id from users where email = 'client' || (1 + g % 300) || '@match.test'), 'R', 'T', 't@match.test', '1', g % 4 = 0, g % 6 = 0,
             (array['Apartment','House','Studio','Penthouse'])[1 + g % 4]::property_type, 1 + g % 4, 'Ort ' || k, 'Land ' || k % 7,
             case when g % 4 = 0 then '{}'::text[] else array[(10000 + k * 10 + (g / 120) % 10)::text, (10000 + k * 10 + (g / 120 + 3) % 10)::text] end,
             (array[0, 0, 10, 20, 50])[1 + g % 5], 60000 + (g % 101) * 1500,
             47.6 + (k % 12) * 0.65 + (g % 37 - 18) * 0.005, 6.2 + (k / 12) * 0.85 + (g % 29 - 14) * 0.007,
             (case when g % 11 = 0 then 'paused' else 'available' end)::request_status, (g / 120) % 3 <> 0, now(), now() - g * interval '1 minute'
      from generate_series(1, ${ROWS}) g cross join lateral (select (g * 7) % 120 as k) town`);
    await db.execute(sql`analyze`);
  }, 180_000);
  afterAll(() => database?.close());

  async function explain(query: { sql: string; params: unknown[] }) {
    const client = (
      database.db as unknown as {
        $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };
      }
    ).$client;
    const { rows } = await client.query(`explain (format json) ${query.sql}`, query.params);
    const raw = rows[0]!['QUERY PLAN'];
    const json = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: Record<string, unknown> }[];
    const nodes = (plan: Record<string, unknown>): Record<string, unknown>[] => [
      plan,
      ...((plan.Plans as Record<string, unknown>[] | undefined) ?? []).flatMap(nodes),
    ];
    return nodes(json[0]!.Plan);
  }
  const seqScans = (plan: Record<string, unknown>[]) =>
    plan
      .filter(
        (n) => n['Node Type'] === 'Seq Scan' && ['properties', 'tenant_requests'].includes(String(n['Relation Name'])),
      )
      .map((n) => n['Relation Name']);

  /** A findable request of the shape, with a budget most listings fit. */
  async function requestWhere(condition: ReturnType<typeof sql>): Promise<TenantRequestRow> {
    const [row] = await database.db
      .select()
      .from(tenantRequests)
      .where(sql`${condition} and status = 'available' and max_price_cents >= 150000`)
      .limit(1);
    return row!;
  }

  it('finds the listings of a request by postal codes, by city, and within a radius, through the indexes', async () => {
    const shapes: [string, TenantRequestRow][] = [
      ['postal codes, no radius', await requestWhere(sql`cardinality(target_postal_codes) > 0 and radius_km = 0`)],
      ['postal codes + 20 km', await requestWhere(sql`cardinality(target_postal_codes) > 0 and radius_km = 20`)],
      ['city only', await requestWhere(sql`cardinality(target_postal_codes) = 0 and radius_km = 0`)],
      ['city + 50 km', await requestWhere(sql`cardinality(target_postal_codes) = 0 and radius_km = 50`)],
    ];
    for (const [name, request] of shapes) {
      const plans = await Promise.all(matchSql(database.db, { request }, paging).map(explain));
      expect({ name, seqScans: plans.flatMap(seqScans) }).toEqual({ name, seqScans: [] });
      const { hits, total } = await matchingProperties(database.db, request, paging);
      expect({ name, found: total > 0 }).toEqual({ name, found: true });
      expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a));
    }
  });

  /** Every request with alerts on that the rule fits, read end to end: what narrowing by index must keep. */
  async function alertedByRuleAlone(property: PropertyRow): Promise<string[]> {
    const ps = new SearchParams();
    const point = { lat: property.lat!, lng: property.lng! };
    const distance = nearestDistanceKm(tenantRequests.lat, tenantRequests.lng, ps.points('c', [point]));
    const rule = matchRule(propertyValues(ps, property), requestColumns, distance);
    const rows = await database.db
      .select({ id: tenantRequests.id })
      .from(tenantRequests)
      .where(
        sql`${searchable(tenantRequests.status, tenantRequests.ownerVisible, tenantRequests.moderation)} and ${tenantRequests.alertsEnabled} and ${rule.fits}`,
      )
      .prepare(`alerted-by-rule-${property.id}`)
      .execute(ps.values);
    return rows.map((r) => r.id).sort();
  }

  it('finds the requests of a listing, and its alerts, through the indexes', async () => {
    const listings = await database.db
      .select()
      .from(properties)
      .where(
        sql`${properties.status} = 'available' and coalesce(warm_rent_cents, rent_cents) <= 80000 and owner_visible`,
      )
      .limit(3);
    expect(listings).toHaveLength(3);
    let reachedByRadius = 0;
    for (const property of listings as PropertyRow[]) {
      const plans = await Promise.all(matchSql(database.db, { property }, paging).map(explain));
      expect({ id: property.id, seqScans: plans.flatMap(seqScans) }).toEqual({ id: property.id, seqScans: [] });
      // Every page of the listing's matches: the alerts reach exactly those with alerts on.
      const all: TenantRequestRow[] = [];
      for (let page = 1; ; page++) {
        const { hits, total } = await matchingRequests(database.db, property, { ...paging, pageSize: 50, page });
        all.push(...hits.map((h) => h.row));
        if (all.length >= total || hits.length === 0) break;
      }
      expect(all.length).toBeGreaterThan(0);
      const alerted = await requestsMatchingProperty(database.db, property.id);
      const wanted = all.filter((r) => r.alertsEnabled).map((r) => r.id);
      expect(wanted.length).toBeGreaterThan(0);
      expect(alerted.map((a) => a.requestId).sort()).toEqual(wanted.sort());
      // The candidates (postal code, city without codes, radius band boxes) lose no request that fits,
      // among them requests reaching the listing only by their radius of 10, 20 or 50 km.
      expect(alerted.map((a) => a.requestId).sort()).toEqual(await alertedByRuleAlone(property));
      reachedByRadius += all.filter(
        (r) =>
          r.alertsEnabled &&
          !r.targetPostalCodes.includes(property.postalCode) &&
          !(r.targetPostalCodes.length === 0 && r.targetCity === property.city),
      ).length;
    }
    expect(reachedByRadius).toBeGreaterThan(0);
  });
});
