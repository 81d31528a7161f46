import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AlertFrequency } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import { savedSearches, users } from '../../db/schema/index.ts';
import { activeMemberCondition } from '../../db/members.ts';
import type { MatchFields } from '../../platform/findable-kind.ts';
import { distanceKm } from '../geo/index.ts';
import type { GeoPoint } from '../geo/index.ts';
import { GRID_DEGREES } from './match-columns.ts';

/*
 * "Which saved searches does this new listing (or request) meet?" — the search's WHERE turned
 * around, one statement per direction. The subject's area keys meet the searches' `area_keys` on
 * their GIN index (an InitPlan value, so the index is used whatever the subject), and only the few
 * searches left are checked exactly against the columns `savedSearchMatchColumns` keeps. Every
 * comparison is the search's own (see properties/ and tenant-requests/search-queries.ts). The
 * subject's module answers its row's fields (`MatchFields`); the keys and masks are encoded here,
 * as `savedSearchMatchColumns` encodes the searches'.
 */

interface SavedSearchTarget {
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

/** The grid cell key of a position, as match-columns.ts computes the cells of a radius. */
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

/** The statement of `savedSearchesMeeting` (its plan is tested). */
export function reverseMatch(f: MatchFields): SQL {
  return f.kind === 'property' ? propertyReverseMatch(f) : requestReverseMatch(f);
}

function propertyReverseMatch(f: Extract<MatchFields, { kind: 'property' }>): SQL {
  return sql`with s as (
      select ${f.ownerId} as owner_id, lower(${f.city}) as city, ${f.state} as state, ${f.postalCode} as postal_code,
        ${f.lat} as lat, ${f.lng} as lng, ${f.price} as price,
        ${f.rooms} as rooms, ${f.bathrooms} as bathrooms, ${f.squareMeters} as square_meters,
        ${f.propertyType} as property_type, ${flagMask(f.flags)} as flags,
        array_remove(array['c:' || lower(${f.city}), 'cs:' || lower(${f.city}) || '|' || ${f.state},
          'p:' || ${f.postalCode}, ${gridKey(f.lat, f.lng)}, 'o:' || ${f.ownerId}::text], null) as keys
      from ${f.table} where ${f.where})
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

function requestReverseMatch(f: Extract<MatchFields, { kind: 'request' }>): SQL {
  return sql`with s as (
      select ${f.ownerId} as owner_id, lower(${f.city}) as city, ${f.state} as state,
        ${f.postalCodes} as postal_codes, ${f.lat} as lat, ${f.lng} as lng, ${f.budget} as budget,
        ${f.requiredRooms} as required_rooms, ${f.residents} as residents, ${f.children} as children,
        ${f.propertyType} as property_type, ${flagMask(f.flags)} as flags,
        array_remove(array['c:' || lower(${f.city}), 'cs:' || lower(${f.city}) || '|' || ${f.state},
          ${gridKey(f.lat, f.lng)}], null)
          || array(select 'p:' || code from unnest(${f.postalCodes}) as code) as keys
      from ${f.table} where ${f.where})
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

/**
 * The saved searches of the subject's kind (tenants' for a listing, landlords' for a request) that
 * a findable subject meets; none when it is not findable.
 */
export async function savedSearchesMeeting(db: Executor, subject: MatchFields): Promise<SavedSearchTarget[]> {
  const result = await db.execute<Record<string, unknown>>(reverseMatch(subject));
  return result.rows.map((r) => ({
    savedSearchId: String(r.id),
    userId: String(r.user_id),
    name: String(r.name),
    alert: r.alert as AlertFrequency,
  }));
}
