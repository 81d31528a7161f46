import { sql, type SQL } from 'drizzle-orm';
import { MATCH_RENT_TOLERANCE, MATCH_WEIGHTS, type MatchCriterion } from '@mietmatch/contract';
import { properties, tenantRequests, type PropertyRow, type TenantRequestRow } from '../../db/schema/index.ts';
import type { SearchParams } from '../geo/index.ts';

/**
 * The one definition of a match, in SQL, between a listing (P) and a tenant request (R). Each side
 * is either a table's columns (the side being searched) or the values of one row bound as
 * placeholders (the side the page is about): both directions and the alerts use the same rule.
 */
export interface PropertySide {
  ownerId: SQL;
  postalCode: SQL;
  city: SQL;
  state: SQL;
  /** The warm rent, or the rent where no warm rent is given, in cents. */
  price: SQL;
  rooms: SQL;
  size: SQL;
  type: SQL;
  pets: SQL;
  smoking: SQL;
  garage: SQL;
  terrace: SQL;
  kitchen: SQL;
  furnished: SQL;
}

export interface RequestSide {
  userId: SQL;
  postalCodes: SQL;
  city: SQL;
  state: SQL;
  radius: SQL;
  budget: SQL;
  rooms: SQL;
  size: SQL;
  type: SQL;
  pets: SQL;
  smoking: SQL;
  garage: SQL;
  terrace: SQL;
  kitchen: SQL;
  furnished: SQL;
}

const p = properties;
const r = tenantRequests;

export const propertyColumns: PropertySide = {
  ownerId: sql`${p.ownerId}`,
  postalCode: sql`${p.postalCode}`,
  city: sql`${p.city}`,
  state: sql`${p.state}`,
  price: sql`coalesce(${p.warmRentCents}, ${p.rentCents})`,
  rooms: sql`${p.numberOfRooms}`,
  size: sql`${p.squareMeters}`,
  type: sql`${p.propertyType}::text`,
  pets: sql`${p.isPetFriendly}`,
  smoking: sql`${p.smokingAllowed}`,
  garage: sql`${p.haveGarage}`,
  terrace: sql`${p.haveTerrace}`,
  kitchen: sql`${p.kitchenFitted}`,
  furnished: sql`${p.isFurnished}`,
};

export const requestColumns: RequestSide = {
  userId: sql`${r.userId}`,
  postalCodes: sql`${r.targetPostalCodes}`,
  city: sql`${r.targetCity}`,
  state: sql`${r.targetState}`,
  radius: sql`${r.radiusKm}`,
  budget: sql`${r.maxPriceCents}`,
  rooms: sql`${r.requiredRooms}`,
  size: sql`${r.squareMeters}`,
  type: sql`${r.propertyType}::text`,
  pets: sql`${r.isPetFriendly}`,
  smoking: sql`${r.smokingAllowed}`,
  garage: sql`${r.garageRequired}`,
  terrace: sql`${r.needTerrace}`,
  kitchen: sql`${r.kitchenFitted}`,
  furnished: sql`${r.isFurnished}`,
};

/** A value of the page's own row as a typed placeholder (a cached statement binds it anew each time). */
const bind = (ps: SearchParams, name: string, value: unknown, type: string) =>
  sql`${ps.value(name, value)}::${sql.raw(type)}`;

export function propertyValues(ps: SearchParams, row: PropertyRow): PropertySide {
  return {
    ownerId: bind(ps, 'pOwner', row.ownerId, 'uuid'),
    postalCode: bind(ps, 'pPostalCode', row.postalCode, 'text'),
    city: bind(ps, 'pCity', row.city, 'text'),
    state: bind(ps, 'pState', row.state, 'text'),
    price: bind(ps, 'pPrice', row.warmRentCents ?? row.rentCents, 'int'),
    rooms: bind(ps, 'pRooms', row.numberOfRooms, 'float8'),
    size: bind(ps, 'pSize', row.squareMeters, 'float8'),
    type: bind(ps, 'pType', row.propertyType, 'text'),
    pets: bind(ps, 'pPets', row.isPetFriendly, 'boolean'),
    smoking: bind(ps, 'pSmoking', row.smokingAllowed, 'boolean'),
    garage: bind(ps, 'pGarage', row.haveGarage, 'boolean'),
    terrace: bind(ps, 'pTerrace', row.haveTerrace, 'boolean'),
    kitchen: bind(ps, 'pKitchen', row.kitchenFitted, 'boolean'),
    furnished: bind(ps, 'pFurnished', row.isFurnished, 'boolean'),
  };
}

export function requestValues(ps: SearchParams, row: TenantRequestRow): RequestSide {
  return {
    userId: bind(ps, 'rUser', row.userId, 'uuid'),
    postalCodes: bind(ps, 'rPostalCodes', row.targetPostalCodes, 'text[]'),
    city: bind(ps, 'rCity', row.targetCity, 'text'),
    state: bind(ps, 'rState', row.targetState, 'text'),
    radius: bind(ps, 'rRadius', row.radiusKm, 'int'),
    budget: bind(ps, 'rBudget', row.maxPriceCents, 'int'),
    rooms: bind(ps, 'rRooms', row.requiredRooms, 'float8'),
    size: bind(ps, 'rSize', row.squareMeters, 'float8'),
    type: bind(ps, 'rType', row.propertyType, 'text'),
    pets: bind(ps, 'rPets', row.isPetFriendly, 'boolean'),
    smoking: bind(ps, 'rSmoking', row.smokingAllowed, 'boolean'),
    garage: bind(ps, 'rGarage', row.garageRequired, 'boolean'),
    terrace: bind(ps, 'rTerrace', row.needTerrace, 'boolean'),
    kitchen: bind(ps, 'rKitchen', row.kitchenFitted, 'boolean'),
    furnished: bind(ps, 'rFurnished', row.isFurnished, 'boolean'),
  };
}

const w = (c: MatchCriterion) => sql.raw(String(MATCH_WEIGHTS[c]));
/** Rounds half up as people do (a float's own `round` would round half to even). */
const roundInt = (x: SQL) => sql`round((${x})::numeric)::int`;
/** Full points unless the request wants the feature and the listing lacks it. */
const wanted = (c: MatchCriterion, wants: SQL, has: SQL) =>
  sql<number>`(case when ${wants} and not ${has} then 0 else ${w(c)} end)`;
/**
 * Full points without a wish (0: "no size wish") and from the wished amount up, proportional below it,
 * none when the listing does not say.
 */
const amount = (c: MatchCriterion, has: SQL, wish: SQL) =>
  sql<number>`(case when ${wish} <= 0 then ${w(c)} when ${has} is null then 0 when ${has} >= ${wish} then ${w(c)} else ${roundInt(sql`${w(c)} * ${has} / ${wish}`)} end)`;

/**
 * The rule and the score. `distance`: km between the listing and the request's position, null
 * when the page's own row has no position (then only the postal codes or the city can fit).
 */
export function matchRule(P: PropertySide, R: RequestSide, distance: SQL | null) {
  const inPostalCodes = sql`(cardinality(${R.postalCodes}) > 0 and ${P.postalCode} = any(${R.postalCodes}))`;
  // Without postal codes the city (and its state where both are known) is the target area.
  const inCity = sql`(cardinality(${R.postalCodes}) = 0 and lower(${P.city}) = lower(${R.city}) and (${P.state} is null or ${R.state} is null or ${P.state} = ${R.state}))`;
  const inTarget = sql`coalesce(${inPostalCodes} or ${inCity}, false)`;
  const inRadius = distance ? sql`coalesce(${R.radius} > 0 and ${distance} <= ${R.radius}, false)` : sql`false`;
  const tolerance = sql.raw(String(1 + MATCH_RENT_TOLERANCE));
  const noBudget = sql`${R.budget} <= 0`;
  const fits = sql`(${P.ownerId} <> ${R.userId} and (${inTarget} or ${inRadius}) and (${noBudget} or ${P.price} <= ${R.budget} * ${tolerance}))`;

  const points: Record<MatchCriterion, SQL<number>> = {
    area: sql<number>`(case when ${inTarget} then ${w('area')} when ${inRadius} then ${w('area')} - ${roundInt(sql`10 * ${distance ?? sql`0`} / ${R.radius}`)} else 0 end)`,
    rent: sql<number>`(case when ${noBudget} or ${P.price} <= ${R.budget} then ${w('rent')} when ${P.price} <= ${R.budget} * ${tolerance} then 10 else 0 end)`,
    rooms: amount('rooms', P.rooms, R.rooms),
    size: amount('size', P.size, R.size),
    propertyType: sql<number>`(case when ${P.type} = ${R.type} then ${w('propertyType')} else 0 end)`,
    pets: wanted('pets', R.pets, P.pets),
    smoking: wanted('smoking', R.smoking, P.smoking),
    garage: wanted('garage', R.garage, P.garage),
    terrace: wanted('terrace', R.terrace, P.terrace),
    kitchen: wanted('kitchen', R.kitchen, P.kitchen),
    furnished: wanted('furnished', R.furnished, P.furnished),
  };
  const score = sql<number>`(${sql.join(Object.values(points), sql` + `)})`;
  return { fits, points, score, inTarget };
}
