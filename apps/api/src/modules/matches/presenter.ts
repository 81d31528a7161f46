import { MATCH_CRITERIA, MATCH_WEIGHTS, type Language, type MatchReason } from '@mietmatch/contract';
import type { PropertyRow, TenantRequestRow } from '../../db/schema/index.ts';
import type { MatchHit } from './match-queries.ts';
import { FEATURES, reasonDetail, type Feature, type ReasonFacts } from './reason-texts.ts';

/** Each feature as the request wants it and as the listing has it. */
const FEATURE_FIELDS: Record<Feature, [keyof TenantRequestRow, keyof PropertyRow]> = {
  pets: ['isPetFriendly', 'isPetFriendly'],
  smoking: ['smokingAllowed', 'smokingAllowed'],
  garage: ['garageRequired', 'haveGarage'],
  terrace: ['needTerrace', 'haveTerrace'],
  kitchen: ['kitchenFitted', 'kitchenFitted'],
  furnished: ['isFurnished', 'isFurnished'],
};

/**
 * A reason per criterion: the points come from the score's SQL (the one definition), the detail
 * from the two rows, in the caller's language. A criterion fits when it gave all its points.
 */
export function presentReasons(
  language: Language,
  hit: Pick<MatchHit<unknown>, 'points' | 'inTarget' | 'distanceKm'>,
  property: PropertyRow,
  request: TenantRequestRow,
): MatchReason[] {
  const facts: ReasonFacts = {
    inTarget: hit.inTarget,
    postalCode: property.postalCode,
    city: property.city,
    distanceKm: hit.distanceKm,
    priceCents: property.warmRentCents ?? property.rentCents,
    budgetCents: request.maxPriceCents,
    rooms: property.numberOfRooms,
    wishedRooms: request.requiredRooms,
    size: property.squareMeters,
    wishedSize: request.squareMeters,
    type: property.propertyType,
    wishedType: request.propertyType,
    features: Object.fromEntries(
      FEATURES.map((f) => {
        const [wants, has] = FEATURE_FIELDS[f];
        return [f, { wanted: Boolean(request[wants]), has: Boolean(property[has]) }];
      }),
    ) as ReasonFacts['features'],
  };
  return MATCH_CRITERIA.map((criterion) => ({
    criterion,
    fits: hit.points[criterion] === MATCH_WEIGHTS[criterion],
    detail: reasonDetail(language, criterion, facts),
    points: hit.points[criterion],
    maxPoints: MATCH_WEIGHTS[criterion],
  }));
}
