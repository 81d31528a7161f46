import { and, asc, desc, fillPlaceholders, or, sql, type SQL } from 'drizzle-orm';
import { MATCH_CRITERIA, RADIUS_OPTIONS_KM, type MatchCriterion } from '@mietmatch/contract';
import type { Executor } from '../../db/client.ts';
import type { OwnerRank } from '../../platform/listing-facts.ts';
import { properties, tenantRequests, type PropertyRow, type TenantRequestRow } from '../../db/schema/index.ts';
import { boundingBox, nearestDistanceKm, type GeoPoint } from '../geo/index.ts';
import { preparedSearch, SearchParams, searchable, topPlacement, toHit, withinRadius } from '../geo/index.ts';
import { runSearchPage, searchPageStatement, type SearchPageRow } from '../geo/index.ts';
import { imagesOfRow, ownerAvatarKeyOfRow, toImages, type ImageJson } from '../properties/index.ts';
import { findProperty } from '../properties/index.ts';
import { matchRule, propertyColumns, propertyValues, requestColumns, requestValues } from './match-rule.ts';

/**
 * The radius bands a listing's reach is looked up in: (0, 5], (5, 10], (10, 20], (20, 50] km. A
 * request within a band can only reach a listing inside a box of the band's top around it, so each
 * band reads its own box from the reach index instead of one box as wide as the largest radius for
 * all (at 100,000 requests that box held a thousand or more of them, nearly all with no radius).
 */
const REACH_BANDS = RADIUS_OPTIONS_KM.filter((r) => r > 0).map((top, i, all) => ({ above: all[i - 1] ?? 0, top }));

export interface Paging {
  page: number;
  pageSize: number;
  now: Date;
  /** Orders listings of equal score by their landlord (applications: the responsive first); none without. */
  ownerRank?: OwnerRank;
}

/** One counterpart of a match page: its row, the score, the points per criterion. */
export interface MatchHit<R> {
  row: R;
  distanceKm: number | null;
  topPlacement: boolean;
  score: number;
  points: Record<MatchCriterion, number>;
  /** Inside the request's postal codes or city (rather than only within its radius). */
  inTarget: boolean;
}

const pointColumn = (c: MatchCriterion) => `pt_${c}`;
/** The points per criterion as columns `pt_<criterion>` of a page's rows. */
export const pointColumns = (points: Record<MatchCriterion, SQL<number>>) =>
  Object.fromEntries(MATCH_CRITERIA.map((c) => [pointColumn(c), points[c]]));

/** The points per criterion of a row selected with `pointColumns`. */
export function pointsOf(r: Record<string, unknown>): Record<MatchCriterion, number> {
  return Object.fromEntries(MATCH_CRITERIA.map((c) => [c, Number(r[pointColumn(c)])])) as Record<
    MatchCriterion,
    number
  >;
}

function toMatch<R>(r: SearchPageRow): MatchHit<R> {
  return {
    ...toHit({ ...r, row: r.row as R }),
    score: Number(r.rank),
    points: pointsOf(r),
    inTarget: Boolean(r.inTarget),
  };
}

const anyOf = (branches: SQL[]) => (branches.length > 0 ? or(...branches)! : sql`false`);

/**
 * The listings a request fits. The candidates come through the listings' search indexes (the
 * request's postal codes or city, a box around its position); the rule then decides on those.
 */
function listingsFor(db: Executor, request: TenantRequestRow, paging: Paging) {
  const ps = new SearchParams();
  const R = requestValues(ps, request);
  const point = request.lat !== null && request.lng !== null ? { lat: request.lat, lng: request.lng } : null;
  const distance = point ? nearestDistanceKm(properties.lat, properties.lng, ps.points('c', [point])) : null;
  const rule = matchRule(propertyColumns, R, distance);
  const branches: SQL[] = [];
  if (request.targetPostalCodes.length > 0) {
    ps.part('postalCodes');
    branches.push(sql`${properties.postalCode} = any(${R.postalCodes})`);
  } else if (request.targetCity) {
    ps.part('city');
    branches.push(sql`lower(${properties.city}) = lower(${R.city})`);
  }
  if (point && distance && request.radiusKm > 0) {
    branches.push(withinRadius(ps, properties.lat, properties.lng, [point], distance, request.radiusKm));
  }
  const statement = searchPageStatement(db, ps, {
    table: properties,
    id: properties.id,
    condition: and(
      searchable(properties.status, properties.ownerVisible, properties.moderation),
      anyOf(branches),
      rule.fits,
    ),
    rank: rule.score,
    top: topPlacement(properties.ownerTopUntil, ps.value('now', paging.now.toISOString())),
    sortKeys: [
      ...(paging.ownerRank ? [paging.ownerRank(properties.ownerId)] : []),
      desc(properties.createdAt),
      asc(properties.id),
    ],
    distance,
    page: paging.page,
    pageSize: paging.pageSize,
    extra: {
      images: imagesOfRow,
      ownerAvatarKey: ownerAvatarKeyOfRow,
      inTarget: rule.inTarget,
      ...pointColumns(rule.points),
    },
  });
  return { ps, statement };
}

/**
 * The requests with a radius that may reach a point: per radius band, those of the band within a
 * box of its top radius (`tenant_requests_reach_idx`). The bands are literals, so the planner can
 * tell that the index's `radius_km > 0` holds; the rule then measures the distance.
 */
function withinReach(ps: SearchParams, point: GeoPoint): SQL {
  const bands = REACH_BANDS.map(({ above, top }) => {
    const box = boundingBox([point], top);
    // Placeholders: the statement is prepared once and serves every listing.
    const v = (name: keyof typeof box) => ps.value(`reach${top}${name}`, box[name]);
    return sql`(${tenantRequests.radiusKm} > ${sql.raw(String(above))} and ${tenantRequests.radiusKm} <= ${sql.raw(String(top))}
      and ${tenantRequests.lat} between ${v('minLat')} and ${v('maxLat')} and ${tenantRequests.lng} between ${v('minLng')} and ${v('maxLng')})`;
  });
  return sql`(${sql.join(bands, sql` or `)})`;
}

/**
 * Where a listing's requests may be: those naming its postal code (GIN), those of its city without
 * postal codes, and those whose radius reaches it (`withinReach`); the rule then decides on those.
 */
function requestCandidates(ps: SearchParams, property: PropertyRow) {
  const P = propertyValues(ps, property);
  const point = property.lat !== null && property.lng !== null ? { lat: property.lat, lng: property.lng } : null;
  const distance = point ? nearestDistanceKm(tenantRequests.lat, tenantRequests.lng, ps.points('c', [point])) : null;
  const rule = matchRule(P, requestColumns, distance);
  const branches: SQL[] = [sql`${tenantRequests.targetPostalCodes} @> array[${P.postalCode}]`];
  if (property.city) {
    ps.part('city');
    // A request with postal codes is in its codes' area only (the rule): the city index holds the rest.
    branches.push(
      sql`(lower(${tenantRequests.targetCity}) = lower(${P.city}) and cardinality(${tenantRequests.targetPostalCodes}) = 0)`,
    );
  }
  if (point) branches.push(withinReach(ps, point));
  const condition = and(
    searchable(tenantRequests.status, tenantRequests.ownerVisible, tenantRequests.moderation),
    anyOf(branches),
    rule.fits,
  )!;
  return { rule, distance, condition };
}

function requestsFor(db: Executor, property: PropertyRow, paging: Paging) {
  const ps = new SearchParams();
  const { rule, distance, condition } = requestCandidates(ps, property);
  const statement = searchPageStatement(db, ps, {
    table: tenantRequests,
    id: tenantRequests.id,
    condition,
    rank: rule.score,
    top: topPlacement(tenantRequests.ownerTopUntil, ps.value('now', paging.now.toISOString())),
    sortKeys: [desc(tenantRequests.createdAt), asc(tenantRequests.id)],
    distance,
    page: paging.page,
    pageSize: paging.pageSize,
    extra: { inTarget: rule.inTarget, ...pointColumns(rule.points) },
  });
  return { ps, statement };
}

type PropertyMatchHit = MatchHit<PropertyRow> & {
  images: ReturnType<typeof toImages>;
  ownerAvatarKey: string | null;
};

/** The listings a tenant's request fits, best first (score, 12-month plan, newest). */
export async function matchingProperties(db: Executor, request: TenantRequestRow, paging: Paging) {
  const { ps, statement } = listingsFor(db, request, paging);
  const { rows, total } = await runSearchPage(db, 'match-properties', ps, statement, paging.page);
  const hits: PropertyMatchHit[] = rows.map((r) => ({
    ...toMatch<PropertyRow>(r),
    images: toImages(r.images as ImageJson[] | string),
    ownerAvatarKey: (r.ownerAvatarKey as string | null) ?? null,
  }));
  return { hits, total };
}

/** The requests a landlord's listing fits, best first (score, 12-month plan, newest). */
export async function matchingRequests(db: Executor, property: PropertyRow, paging: Paging) {
  const { ps, statement } = requestsFor(db, property, paging);
  const { rows, total } = await runSearchPage(db, 'match-requests', ps, statement, paging.page);
  return { hits: rows.map((r) => toMatch<TenantRequestRow>(r)), total };
}

function alertStatement(db: Executor, property: PropertyRow) {
  const ps = new SearchParams();
  const { condition } = requestCandidates(ps, property);
  const query = db
    .select({ requestId: tenantRequests.id, userId: tenantRequests.userId })
    .from(tenantRequests)
    .where(and(condition, sql`${tenantRequests.alertsEnabled}`));
  return { ps, query };
}

/** The tenant requests with alerts on that a listing fits (the match rule), for the listing's alerts. */
export async function requestsMatchingProperty(
  db: Executor,
  propertyId: string,
): Promise<{ requestId: string; userId: string }[]> {
  const property = await findProperty(db, propertyId);
  // A listing that is no longer findable (rented, paused, its owner blocked, removed) alerts nobody.
  if (property?.status !== 'available' || !property.ownerVisible || property.moderation !== null) {
    return [];
  }
  const { ps, query } = alertStatement(db, property);
  const prepared = preparedSearch(db, 'match-alerts', ps.key, (name) => query.prepare(name));
  return (await prepared.execute(ps.values)) as { requestId: string; userId: string }[];
}

/** The page queries' and the alert query's SQL with their values (for EXPLAIN in tests). */
export function matchSql(db: Executor, of: { request: TenantRequestRow } | { property: PropertyRow }, paging: Paging) {
  const withValues = (q: { sql: string; params: unknown[] }, ps: SearchParams) => ({
    sql: q.sql,
    params: fillPlaceholders(q.params, ps.values),
  });
  if ('request' in of) {
    const { ps, statement } = listingsFor(db, of.request, paging);
    return [withValues(statement.page().toSQL(), ps)];
  }
  const page = requestsFor(db, of.property, paging);
  const alerts = alertStatement(db, of.property);
  return [withValues(page.statement.page().toSQL(), page.ps), withValues(alerts.query.toSQL(), alerts.ps)];
}
