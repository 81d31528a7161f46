import { and, asc, between, count, desc, eq, gte, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PropertyFilterQuery } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import { properties, users, type PropertyRow } from '../../db/schema/index.ts';
import { boundingBox, nearestDistanceKm } from '../geo/distance.ts';
import { topPlacement, totalOf, toHit, windowTotal } from '../geo/search-ranking.ts';
import type { GeoPoint } from '../geo/queries.ts';

export interface PropertySearch {
  filters: PropertyFilterQuery;
  /** Points the radius and the distance are measured from; empty for no area. */
  centres: GeoPoint[];
  /** Only the chosen postal codes (radius 0), or the whole city. */
  postalCodes: string[];
  viewerId: string;
  viewerIsAdmin: boolean;
  now: Date;
}

export interface PropertyHit {
  row: PropertyRow;
  distanceKm: number | null;
  topPlacement: boolean;
}

/** Filters, area, visibility, ranking and paging, all in SQL. */
export async function searchProperties(db: Executor, s: PropertySearch): Promise<{ hits: PropertyHit[]; total: number }> {
  const f = s.filters;
  const where: (SQL | undefined)[] = [];

  const ownListings = f.listedBy !== undefined && (f.listedBy === s.viewerId || s.viewerIsAdmin);
  if (f.listedBy !== undefined) where.push(eq(properties.ownerId, f.listedBy));
  if (!ownListings) {
    // Rented or deactivated listings, and those of blocked, deleted or deactivated accounts, stay hidden.
    where.push(eq(properties.status, 'available'), eq(users.isBlocked, false), eq(users.isSoftDeleted, false), eq(users.isDeactivated, false));
  }

  const radius = f.radius;
  const distance = s.centres.length > 0 ? nearestDistanceKm(properties.lat, properties.lng, s.centres) : null;
  if (f.city) {
    const inArea = s.postalCodes.length > 0 ? inArray(properties.postalCode, s.postalCodes) : sql`lower(${properties.city}) = lower(${f.city})`;
    if (radius > 0 && distance) {
      const box = boundingBox(s.centres, radius);
      const near = and(isNotNull(properties.lat), between(properties.lat, box.minLat, box.maxLat), between(properties.lng, box.minLng, box.maxLng), lte(distance, radius));
      where.push(or(inArea, near));
    } else {
      where.push(inArea);
    }
  }

  const price = sql`coalesce(${properties.warmRentCents}, ${properties.rentCents})`;
  if (f.maxPrice !== undefined) where.push(sql`${price} <= ${Math.round(f.maxPrice * 100)}`);
  if (f.numberOfRooms !== undefined) where.push(gte(properties.numberOfRooms, f.numberOfRooms));
  if (f.numberOfBathrooms !== undefined) where.push(gte(properties.numberOfBathrooms, f.numberOfBathrooms));
  if (f.squareMeters !== undefined) where.push(gte(properties.squareMeters, f.squareMeters));
  if (f.propertyType) where.push(eq(properties.propertyType, f.propertyType));
  for (const flag of ['isFurnished', 'isPetFriendly', 'haveGarage', 'haveTerrace', 'kitchenFitted', 'smokingAllowed'] as const) {
    if (f[flag] !== undefined) where.push(eq(properties[flag], f[flag]));
  }

  const top = topPlacement(s.now);
  const order: SQL[] = [desc(top)];
  if (f.sort === 'rent') order.push(asc(price));
  else if (f.sort === 'size') order.push(sql`${properties.squareMeters} desc nulls last`);
  else if (f.sort === 'distance' && distance) order.push(sql`${distance} asc nulls last`);
  order.push(desc(properties.createdAt), asc(properties.id));

  const condition = and(...where);
  // One pass answers the page and the total; only a page past the end needs its own count.
  const rows = await db
    .select({ row: properties, distanceKm: distance ?? sql<null>`null`, topPlacement: top, total: windowTotal })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(condition)
    .orderBy(...order)
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const total = await totalOf(rows, f.page, async () =>
    Number((await db.select({ n: count() }).from(properties).innerJoin(users, eq(users.id, properties.ownerId)).where(condition))[0]?.n ?? 0),
  );
  return {
    hits: rows.map((r) => toHit({ ...r, row: r.row })),
    total,
  };
}
