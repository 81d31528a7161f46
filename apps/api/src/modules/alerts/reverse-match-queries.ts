import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AlertFrequency } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import { properties, savedSearches, tenantRequests, users } from '../../db/schema/index.ts';
import { distanceKm } from '../geo/index.ts';
import type { GeoPoint } from '../geo/index.ts';
import { searchable } from '../geo/index.ts';
import { activeMemberCondition } from '../../db/members.ts';
import { FILTER_FLAGS, GRID_DEGREES } from '../saved-searches/index.ts';

/*
 * "Which saved searches does this new listing (or request) meet?" — the search's WHERE turned
 * around, one statement per direction. The subject's area keys meet the searches' `area_keys` on
 * their GIN index (an InitPlan value, so the index is used whatever the subject), and only the few
 * searches left are checked exactly against the columns `savedSearchMatchColumns` keeps. Every
 * comparison is the search's own (see properties/ and tenant-requests/search-queries.ts).
 */

export interface SavedSearchTarget {
  savedSearchId: string;
  userId: string;
  name: string;
  alert: AlertFrequency;
}

/** The subject's flags as a bit mask in the order of the saved searches' masks. */
function flagMask(columns: AnyColumn[]): SQL {
  return sql.join(
    columns.map((c, i) => sql`(case when ${c} then ${sql.raw(String(1 << i))} else 0 end)`),
    sql` | `,
  );
}

/** The grid cell key of a position, as saved-searches/match-columns.ts computes the cells of a radius. */
function gridKey(lat: AnyColumn, lng: AnyColumn): SQL {
  const size = sql.raw(`${GRID_DEGREES}::float8`);
  return sql`'g:' || floor(${lat} / ${size})::bigint || ':' || floor(${lng} / ${size})::bigint`;
}

/** Within the search's radius of the nearest of its centres, measured as the search measures. */
const withinSavedRadius = sql`(ss.radius_km > 0 and s.lat is not null and (
  select min(${distanceKm(sql`s.lat`, sql`s.lng`, { lat: sql`c.lat`, lng: sql`c.lng` } as unknown as GeoPoint)})
  from unnest(ss.centre_lats, ss.centre_lngs) as c(lat, lng)) <= ss.radius_km)`;

/** The search's owner: an active member, and not the subject's owner. */
const ownerMayHear = sql`${users.id} = ss.user_id and ${activeMemberCondition()} and ss.user_id <> s.owner_id`;

/** The flags the search asks for: every `flags_on` bit set on the subject, every `flags_off` bit not. */
const flagsFit = sql`(ss.flags_on & ~s.flags) = 0 and (ss.flags_off & s.flags) = 0`;

async function run(db: Executor, statement: SQL): Promise<SavedSearchTarget[]> {
  const result = await db.execute<Record<string, unknown>>(statement);
  return result.rows.map((r) => ({
    savedSearchId: String(r.id),
    userId: String(r.user_id),
    name: String(r.name),
    alert: r.alert as AlertFrequency,
  }));
}

/** The statement of `savedSearchesMatchingProperty` (its plan is tested). */
export function propertyReverseMatch(propertyId: string): SQL {
  const p = properties;
  return sql`with s as (
      select ${p.ownerId} as owner_id, lower(${p.city}) as city, ${p.state} as state, ${p.postalCode} as postal_code,
        ${p.lat} as lat, ${p.lng} as lng, coalesce(${p.warmRentCents}, ${p.rentCents}) as price,
        ${p.numberOfRooms} as rooms, ${p.numberOfBathrooms} as bathrooms, ${p.squareMeters} as square_meters,
        ${p.propertyType} as property_type, ${flagMask(FILTER_FLAGS.property.map((f) => p[f]))} as flags,
        array_remove(array['c:' || lower(${p.city}), 'cs:' || lower(${p.city}) || '|' || ${p.state},
          'p:' || ${p.postalCode}, ${gridKey(p.lat, p.lng)}, 'o:' || ${p.ownerId}::text], null) as keys
      from ${p} where ${p.id} = ${propertyId} and ${searchable(p.status, p.ownerVisible, p.moderation)})
    select ss.id, ss.user_id, ss.name, ss.alert
    from ${savedSearches} ss cross join s join ${users} on ${ownerMayHear}
    where ss.area_keys && (select keys from s) and ss.kind = 'property'
      and (ss.listed_by is null or ss.listed_by = s.owner_id)
      and (ss.city is null
        or (case when cardinality(ss.postal_codes) > 0 then s.postal_code = any(ss.postal_codes)
            else s.city = lower(ss.city) and (ss.state is null or s.state = ss.state) end)
        or ${withinSavedRadius})
      and (ss.max_price_cents is null or s.price <= ss.max_price_cents)
      and (ss.number_of_rooms is null or s.rooms >= ss.number_of_rooms)
      and (ss.number_of_bathrooms is null or s.bathrooms >= ss.number_of_bathrooms)
      and (ss.square_meters is null or s.square_meters >= ss.square_meters)
      and (ss.property_type is null or s.property_type = ss.property_type)
      and ${flagsFit}`;
}

/** The saved property searches (tenants') that a findable listing meets; none when it is not findable. */
export async function savedSearchesMatchingProperty(db: Executor, propertyId: string): Promise<SavedSearchTarget[]> {
  return run(db, propertyReverseMatch(propertyId));
}

/** The saved request searches (landlords') that a findable request meets; none when it is not findable. */
export async function savedSearchesMatchingRequest(db: Executor, requestId: string): Promise<SavedSearchTarget[]> {
  return run(db, requestReverseMatch(requestId));
}

/** The statement of `savedSearchesMatchingRequest` (its plan is tested). */
export function requestReverseMatch(requestId: string): SQL {
  const r = tenantRequests;
  return sql`with s as (
      select ${r.userId} as owner_id, lower(${r.targetCity}) as city, ${r.targetState} as state,
        ${r.targetPostalCodes} as postal_codes, ${r.lat} as lat, ${r.lng} as lng, ${r.maxPriceCents} as budget,
        ${r.requiredRooms} as required_rooms, ${r.numberOfResidents} as residents, ${r.numberOfChildren} as children,
        ${r.propertyType} as property_type, ${flagMask(FILTER_FLAGS.request.map((f) => r[f]))} as flags,
        array_remove(array['c:' || lower(${r.targetCity}), 'cs:' || lower(${r.targetCity}) || '|' || ${r.targetState},
          ${gridKey(r.lat, r.lng)}], null)
          || array(select 'p:' || code from unnest(${r.targetPostalCodes}) as code) as keys
      from ${r} where ${r.id} = ${requestId} and ${searchable(r.status, r.ownerVisible, r.moderation)})
    select ss.id, ss.user_id, ss.name, ss.alert
    from ${savedSearches} ss cross join s join ${users} on ${ownerMayHear}
    where ss.area_keys && (select keys from s) and ss.kind = 'request'
      and ((s.city = lower(ss.city) and (ss.state is null or s.state = ss.state)
          and (cardinality(ss.postal_codes) = 0 or s.postal_codes && ss.postal_codes))
        or ${withinSavedRadius})
      and (ss.max_price_cents is null or s.budget >= ss.max_price_cents)
      and (ss.required_rooms is null or s.required_rooms <= ss.required_rooms)
      and (ss.number_of_residents is null or s.residents <= ss.number_of_residents)
      and (ss.number_of_children is null or s.children <= ss.number_of_children)
      and (ss.property_type is null or s.property_type = ss.property_type)
      and ${flagsFit}`;
}
