import { sql } from 'drizzle-orm';
import type { Language, MatchReason } from '@mietmatch/contract';
import { tenantRequests, type PropertyRow, type TenantRequestRow } from '../../db/schema/index.ts';
import { nearestDistanceKm, type SearchParams } from '../geo/index.ts';
import { pointColumns, pointsOf } from './match-queries.ts';
import { matchRule, propertyValues, requestColumns } from './match-rule.ts';
import { presentReasons } from './presenter.ts';

/**
 * A listing's match with any tenant requests, as SQL over the requests' columns with the listing's
 * values bound (`ps`): the applications pipeline selects and sorts its applicants by it. The score
 * is the one rule's, but without its "fits" filter: an applicant outside the area still gets a score.
 */
export function listingScore(ps: SearchParams, property: PropertyRow) {
  const point = property.lat !== null && property.lng !== null ? { lat: property.lat, lng: property.lng } : null;
  const distance = point ? nearestDistanceKm(tenantRequests.lat, tenantRequests.lng, ps.points('c', [point])) : null;
  const rule = matchRule(propertyValues(ps, property), requestColumns, distance);
  return {
    score: rule.score,
    columns: {
      inTarget: rule.inTarget,
      distanceKm: distance ?? sql<number | null>`null::float8`,
      ...pointColumns(rule.points),
    },
  };
}

/** The reasons of a row selected with `listingScore`'s columns, in the caller's language. */
export function applicantReasons(
  language: Language,
  row: Record<string, unknown>,
  property: PropertyRow,
  request: TenantRequestRow,
): MatchReason[] {
  const hit = {
    points: pointsOf(row),
    inTarget: Boolean(row.inTarget),
    distanceKm: row.distanceKm === null || row.distanceKm === undefined ? null : Number(row.distanceKm),
  };
  return presentReasons(language, hit, property, request);
}
