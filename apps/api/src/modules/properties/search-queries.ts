import { and, asc, desc, fillPlaceholders, gte, sql, type SQL } from 'drizzle-orm';
import type { ListingProvider, PropertyFilterQuery } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import { properties, propertyImages, users, type PropertyImageRow, type PropertyRow } from '../../db/schema/index.ts';
import { nearestDistanceKm } from '../geo/index.ts';
import { SearchParams, searchable, topPlacement, toHit, withinRadius } from '../geo/index.ts';
import { runSearchPage, searchPageStatement } from '../geo/index.ts';
import type { GeoPoint } from '../geo/index.ts';
import { presentProvider, type ProviderColumns } from '../users/index.ts';

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
  /** The listing's images by position (everyone who may see a listing sees its images). */
  images: PropertyImageRow[];
  /** The owner's picture, joined to the page's rows only. */
  ownerAvatarKey: string | null;
  /** Who offers it (DSA Art. 30), from the owner's row, for the page's rows only. */
  provider: ListingProvider;
}

/** An image as `json_build_object` below writes it. */
export type ImageJson = Omit<PropertyImageRow, 'createdAt'> & { createdAt: string };

/**
 * The images of each row of the page, read in the page query itself (an index lookup per row):
 * a separate query for them cost another round trip to the database on every search.
 */
export const imagesOfRow = sql<
  ImageJson[] | string
>`(select coalesce(json_agg(json_build_object('id', i.id, 'propertyId', i.property_id, 'storageKey', i.storage_key, 'position', i.position, 'createdAt', i.created_at) order by i.position, i.id), '[]'::json) from ${propertyImages} i where i.property_id = ${properties.id})`;

export function toImages(value: ImageJson[] | string): PropertyImageRow[] {
  const images = (typeof value === 'string' ? JSON.parse(value) : value) as ImageJson[];
  return images.map((img) => ({ ...img, createdAt: new Date(img.createdAt) }));
}

/** The owner's picture, answered as the listing's `avatar`: one key lookup per page row. */
export const ownerAvatarKeyOfRow = sql<
  string | null
>`(select ${users.avatarKey} from ${users} where ${users.id} = ${properties.ownerId})`;

/**
 * The owner's business details when the owner lists as a business (else null: a private landlord), in the
 * page query like the avatar: one key lookup per page row, no query of its own.
 */
const ownerProviderOfRow = sql<
  ProviderColumns | string | null
>`(select json_build_object('isBusiness', ${users.isBusiness}, 'businessName', ${users.businessName}, 'businessAddress', ${users.businessAddress}, 'businessPhone', ${users.businessPhone}, 'businessEmail', ${users.businessEmail}, 'businessTradeRegister', ${users.businessTradeRegister}, 'businessCheckedAt', ${users.businessCheckedAt}) from ${users} where ${users.id} = ${properties.ownerId} and ${users.isBusiness})`;

/** A listing's provider from `ownerProviderOfRow` (the driver may hand JSON over as text). */
function toProvider(value: ProviderColumns | string | null | undefined): ListingProvider {
  return presentProvider(typeof value === 'string' ? (JSON.parse(value) as ProviderColumns) : value);
}

const FLAGS = ['isFurnished', 'isPetFriendly', 'haveGarage', 'haveTerrace', 'kitchenFitted', 'smokingAllowed'] as const;

/**
 * Filters, area and visibility as one condition, with every value a placeholder (see `SearchParams`),
 * and the distance to the nearest centre (null without one): the list and the map share them.
 */
export function searchCondition(p: SearchParams, s: PropertySearch) {
  const f = s.filters;
  const where: (SQL | undefined)[] = [];

  const ownListings = f.listedBy !== undefined && (f.listedBy === s.viewerId || s.viewerIsAdmin);
  if (f.listedBy !== undefined) where.push(sql`${properties.ownerId} = ${p.value('listedBy', f.listedBy)}`);
  if (ownListings) p.part('own');
  // Rented or deactivated listings, and those of blocked, deleted or deactivated accounts, stay hidden.
  else where.push(searchable(properties.status, properties.ownerVisible, properties.moderation));

  const radius = f.radius;
  const centres = p.points('c', s.centres);
  const distance = centres.length > 0 ? nearestDistanceKm(properties.lat, properties.lng, centres) : null;
  if (f.city) {
    const inArea =
      s.postalCodes.length > 0
        ? sql`${properties.postalCode} = any(${p.value('postalCodes', s.postalCodes)}::text[])`
        : and(
            sql`lower(${properties.city}) = lower(${p.value('city', f.city)})`,
            f.state !== undefined ? sql`${properties.state} = ${p.value('state', f.state)}` : undefined,
          )!;
    if (radius > 0 && distance) {
      where.push(sql`(${inArea} or ${withinRadius(p, properties.lat, properties.lng, s.centres, distance, radius)})`);
    } else {
      where.push(inArea);
    }
  }

  const price = sql`coalesce(${properties.warmRentCents}, ${properties.rentCents})`;
  if (f.maxPrice !== undefined) where.push(sql`${price} <= ${p.value('maxPrice', Math.round(f.maxPrice * 100))}`);
  if (f.numberOfRooms !== undefined)
    where.push(gte(properties.numberOfRooms, p.value('numberOfRooms', f.numberOfRooms)));
  if (f.numberOfBathrooms !== undefined)
    where.push(gte(properties.numberOfBathrooms, p.value('numberOfBathrooms', f.numberOfBathrooms)));
  if (f.squareMeters !== undefined) where.push(gte(properties.squareMeters, p.value('squareMeters', f.squareMeters)));
  if (f.propertyType) where.push(sql`${properties.propertyType} = ${p.value('propertyType', f.propertyType)}`);
  for (const flag of FLAGS) {
    if (f[flag] !== undefined) where.push(sql`${properties[flag]} = ${p.value(flag, f[flag])}`);
  }
  if (f.bbox) {
    // The position index narrows the rows to the box (a listing without a position is in no box).
    where.push(sql`${properties.lat} between ${p.value('south', f.bbox.south)} and ${p.value('north', f.bbox.north)}
      and ${properties.lng} between ${p.value('west', f.bbox.west)} and ${p.value('east', f.bbox.east)}`);
  }
  return { condition: and(...where), distance, price };
}

/** The list: the condition above, then ranking and paging, built once per shape of search. */
function searchStatement(db: Executor, s: PropertySearch) {
  const f = s.filters;
  const p = new SearchParams();
  const { condition, distance, price } = searchCondition(p, s);

  const top = topPlacement(properties.ownerTopUntil, p.value('now', s.now.toISOString()));
  // The sort after the top placement; the page query repeats it over the page's rows.
  const sortKeys: SQL[] = [];
  p.part(`sort:${f.sort === 'distance' && !distance ? 'newest' : f.sort}`);
  if (f.sort === 'rent') sortKeys.push(asc(price));
  else if (f.sort === 'size') sortKeys.push(sql`${properties.squareMeters} desc nulls last`);
  else if (f.sort === 'distance' && distance) sortKeys.push(sql`${distance} asc nulls last`);
  sortKeys.push(desc(properties.createdAt), asc(properties.id));

  const statement = searchPageStatement(db, p, {
    table: properties,
    id: properties.id,
    condition,
    top,
    sortKeys,
    distance,
    page: f.page,
    pageSize: f.pageSize,
    extra: {
      images: imagesOfRow,
      ownerAvatarKey: ownerAvatarKeyOfRow,
      provider: ownerProviderOfRow,
    },
  });
  return { p, statement };
}

export async function searchProperties(
  db: Executor,
  s: PropertySearch,
): Promise<{ hits: PropertyHit[]; total: number }> {
  const { p, statement } = searchStatement(db, s);
  const { rows, total } = await runSearchPage(db, 'properties', p, statement, s.filters.page);
  const hits = rows.map((r) => ({
    ...toHit({ ...r, row: r.row as PropertyRow }),
    images: toImages(r.images as ImageJson[] | string),
    ownerAvatarKey: (r.ownerAvatarKey as string | null) ?? null,
    provider: toProvider(r.provider as ProviderColumns | string | null),
  }));
  return { hits, total };
}

/** The page query's SQL and bound values, as the search sends them (for EXPLAIN in tests). */
export function propertySearchSql(db: Executor, s: PropertySearch): { sql: string; params: unknown[] } {
  const { p, statement } = searchStatement(db, s);
  const q = statement.page().toSQL();
  return { sql: q.sql, params: fillPlaceholders(q.params, p.values) };
}
