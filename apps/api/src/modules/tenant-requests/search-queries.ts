import { and, asc, between, count, desc, eq, gte, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { RequestFilterQuery } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import { tenantRequests, users, type TenantRequestRow } from '../../db/schema/index.ts';
import { boundingBox, nearestDistanceKm } from '../geo/distance.ts';
import { topPlacement, totalOf, toHit, windowTotal } from '../geo/search-ranking.ts';
import type { GeoPoint } from '../geo/queries.ts';

/** Requests whose target area meets the landlord's area, filtered, ranked and paged in SQL. */
export async function searchRequests(db: Executor, s: { filters: RequestFilterQuery; centres: GeoPoint[]; postalCodes: string[]; now: Date }) {
  const f = s.filters;
  const where: (SQL | undefined)[] = [
    eq(tenantRequests.status, 'available'),
    eq(users.isBlocked, false),
    eq(users.isSoftDeleted, false),
    eq(users.isDeactivated, false),
  ];
  const distance = s.centres.length > 0 ? nearestDistanceKm(tenantRequests.lat, tenantRequests.lng, s.centres) : null;
  const inCity = sql`lower(${tenantRequests.targetCity}) = lower(${f.city ?? ''})`;
  const inArea = s.postalCodes.length > 0 ? and(inCity, sql`${tenantRequests.targetPostalCodes} && ${sql`array[${sql.join(s.postalCodes.map((c) => sql`${c}`), sql`, `)}]::text[]`}`) : inCity;
  if (f.radius > 0 && distance) {
    const box = boundingBox(s.centres, f.radius);
    where.push(or(inArea, and(isNotNull(tenantRequests.lat), between(tenantRequests.lat, box.minLat, box.maxLat), between(tenantRequests.lng, box.minLng, box.maxLng), lte(distance, f.radius))));
  } else {
    where.push(inArea);
  }
  if (f.maxPrice !== undefined) where.push(gte(tenantRequests.maxPriceCents, Math.round(f.maxPrice * 100)));
  if (f.requiredRooms !== undefined) where.push(lte(tenantRequests.requiredRooms, f.requiredRooms));
  if (f.numberOfResidents !== undefined) where.push(lte(tenantRequests.numberOfResidents, f.numberOfResidents));
  if (f.numberOfChildren !== undefined) where.push(lte(tenantRequests.numberOfChildren, f.numberOfChildren));
  if (f.propertyType) where.push(eq(tenantRequests.propertyType, f.propertyType));
  for (const flag of ['isPetFriendly', 'garageRequired', 'smokingAllowed'] as const) {
    if (f[flag] !== undefined) where.push(eq(tenantRequests[flag], f[flag]));
  }

  const top = topPlacement(s.now);
  const order: SQL[] = [desc(top)];
  if (f.sort === 'price') order.push(desc(tenantRequests.maxPriceCents));
  else if (f.sort === 'distance' && distance) order.push(sql`${distance} asc nulls last`);
  order.push(desc(tenantRequests.createdAt), asc(tenantRequests.id));

  const condition = and(...where);
  // One pass answers the page and the total; only a page past the end needs its own count.
  const rows = await db
    .select({ row: tenantRequests, distanceKm: distance ?? sql<null>`null`, topPlacement: top, total: windowTotal })
    .from(tenantRequests)
    .innerJoin(users, eq(users.id, tenantRequests.userId))
    .where(condition)
    .orderBy(...order)
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const total = await totalOf(rows, f.page, async () =>
    Number((await db.select({ n: count() }).from(tenantRequests).innerJoin(users, eq(users.id, tenantRequests.userId)).where(condition))[0]?.n ?? 0),
  );
  return {
    hits: rows.map((r) => toHit({ ...r, row: r.row as TenantRequestRow })),
    total,
  };
}
