import { and, asc, desc, fillPlaceholders, lte, gte, sql, type SQL } from 'drizzle-orm';
import type { RequestFilterQuery } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import { tenantRequests, type TenantRequestRow } from '../../db/schema/index.ts';
import { nearestDistanceKm } from '../geo/index.ts';
import { SearchParams, searchable, topPlacement, toHit, withinRadius } from '../geo/index.ts';
import { runSearchPage, searchPageStatement } from '../geo/index.ts';
import type { GeoPoint } from '../geo/index.ts';

export interface RequestSearch {
  filters: RequestFilterQuery;
  centres: GeoPoint[];
  postalCodes: string[];
  now: Date;
}

/** The request search's yes/no filters, in its schema's order (saved searches keep them as bit masks). */
export const REQUEST_FILTER_FLAGS = ['isPetFriendly', 'garageRequired', 'smokingAllowed'] as const;

/**
 * Requests whose target area meets the landlord's area, filtered, ranked and paged in SQL, with
 * every value a placeholder (see `SearchParams`): the statement is built once per shape of search.
 */
function searchStatement(db: Executor, s: RequestSearch) {
  const f = s.filters;
  const p = new SearchParams();
  // Paused or found requests, and those of blocked, deleted or deactivated accounts, stay hidden.
  const where: (SQL | undefined)[] = [
    searchable(tenantRequests.status, tenantRequests.ownerVisible, tenantRequests.moderation),
  ];
  const centres = p.points('c', s.centres);
  const distance = centres.length > 0 ? nearestDistanceKm(tenantRequests.lat, tenantRequests.lng, centres) : null;
  // With a state, one town of the name; without, every town so called (see the filter's schema).
  const inCity = and(
    sql`lower(${tenantRequests.targetCity}) = lower(${p.value('city', f.city ?? '')})`,
    f.state !== undefined ? sql`${tenantRequests.targetState} = ${p.value('state', f.state)}` : undefined,
  )!;
  const inArea =
    s.postalCodes.length > 0
      ? sql`(${inCity} and ${tenantRequests.targetPostalCodes} && ${p.value('postalCodes', s.postalCodes)}::text[])`
      : inCity;
  if (f.radius > 0 && distance) {
    where.push(
      sql`(${inArea} or ${withinRadius(p, tenantRequests.lat, tenantRequests.lng, s.centres, distance, f.radius)})`,
    );
  } else {
    where.push(inArea);
  }
  if (f.maxPrice !== undefined)
    where.push(gte(tenantRequests.maxPriceCents, p.value('maxPrice', Math.round(f.maxPrice * 100))));
  if (f.requiredRooms !== undefined)
    where.push(lte(tenantRequests.requiredRooms, p.value('requiredRooms', f.requiredRooms)));
  if (f.numberOfResidents !== undefined)
    where.push(lte(tenantRequests.numberOfResidents, p.value('numberOfResidents', f.numberOfResidents)));
  if (f.numberOfChildren !== undefined)
    where.push(lte(tenantRequests.numberOfChildren, p.value('numberOfChildren', f.numberOfChildren)));
  if (f.propertyType) where.push(sql`${tenantRequests.propertyType} = ${p.value('propertyType', f.propertyType)}`);
  for (const flag of REQUEST_FILTER_FLAGS) {
    if (f[flag] !== undefined) where.push(sql`${tenantRequests[flag]} = ${p.value(flag, f[flag])}`);
  }

  const top = topPlacement(tenantRequests.ownerTopUntil, p.value('now', s.now.toISOString()));
  // The sort after the top placement; the page query repeats it over the page's rows.
  const sortKeys: SQL[] = [];
  p.part(`sort:${f.sort === 'distance' && !distance ? 'newest' : f.sort}`);
  if (f.sort === 'price') sortKeys.push(desc(tenantRequests.maxPriceCents));
  else if (f.sort === 'distance' && distance) sortKeys.push(sql`${distance} asc nulls last`);
  sortKeys.push(desc(tenantRequests.createdAt), asc(tenantRequests.id));

  const statement = searchPageStatement(db, p, {
    table: tenantRequests,
    id: tenantRequests.id,
    condition: and(...where),
    top,
    sortKeys,
    distance,
    page: f.page,
    pageSize: f.pageSize,
  });
  return { p, statement };
}

export async function searchRequests(db: Executor, s: RequestSearch) {
  const { p, statement } = searchStatement(db, s);
  const { rows, total } = await runSearchPage(db, 'requests', p, statement, s.filters.page);
  return { hits: rows.map((r) => toHit({ ...r, row: r.row as TenantRequestRow })), total };
}

/** The page query's SQL and bound values, as the search sends them (for EXPLAIN in tests). */
export function requestSearchSql(db: Executor, s: RequestSearch): { sql: string; params: unknown[] } {
  const { p, statement } = searchStatement(db, s);
  const q = statement.page().toSQL();
  return { sql: q.sql, params: fillPlaceholders(q.params, p.values) };
}
