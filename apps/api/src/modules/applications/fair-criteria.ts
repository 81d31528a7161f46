import { sql, type SQL } from 'drizzle-orm';
import { FAIR_CRITERIA, type FairCriterion, type LotteryCriteria } from '@mietmatch/contract';
import { type PropertyRow, tenantRequests } from '../../db/schema/index.ts';

/** A value of the listing as a typed parameter: a placeholder of a prepared statement, or a plain one. */
export type Bind = (name: string, value: unknown, type: 'int' | 'float8' | 'boolean') => SQL;
export const plainBind: Bind = (_name, value, type) => sql`${value}::${sql.raw(type)}`;

/** The warm rent in cents: as the landlord gave it, else the rent plus the additional costs. */
function warmRentCents(listing: Pick<PropertyRow, 'warmRentCents' | 'rentCents' | 'additionalCostCents'>) {
  return listing.warmRentCents ?? listing.rentCents + (listing.additionalCostCents ?? 0);
}

const r = tenantRequests;

/**
 * Each must-have criterion as SQL over the applicant's request with the listing's values bound (the
 * texts of each rule are on the contract's `FAIR_CRITERIA`). Every value is bound whatever it is, so
 * a prepared statement's shape depends on the names alone. Unlike the match score, which weighs
 * wishes (a rent up to 10 % over the budget still scores), these are yes or no.
 */
function criterionSql(name: FairCriterion, listing: PropertyRow, bind: Bind): SQL {
  switch (name) {
    case 'budgetCoversRent':
      // No budget given (0) reads as no limit, as in the match rule.
      return sql`(${r.maxPriceCents} <= 0 or ${r.maxPriceCents} >= ${bind('fWarmRent', warmRentCents(listing), 'int')})`;
    case 'householdFits': {
      const rooms = bind('fRooms', listing.numberOfRooms, 'float8');
      return sql`(${rooms} is null or ${r.numberOfResidents} <= ${rooms} + 1)`;
    }
    case 'petsAllowed':
      return sql`(${bind('fPets', listing.isPetFriendly, 'boolean')} or not (${r.isPetFriendly} or coalesce(btrim(${r.animalsInfo}), '') <> ''))`;
  }
}

/** The names set in a draw's criteria, in the contract's order. */
export function criteriaNames(criteria: LotteryCriteria): FairCriterion[] {
  return FAIR_CRITERIA.filter((name) => criteria[name] === true);
}

/** All named criteria at once; undefined when none is named (every applicant meets "none"). */
export function meetsCriteria(listing: PropertyRow, names: readonly FairCriterion[], bind: Bind): SQL | undefined {
  if (names.length === 0) return undefined;
  return sql.join(
    names.map((name) => criterionSql(name, listing, bind)),
    sql` and `,
  );
}
