import type { AnyColumn, SQL } from 'drizzle-orm';
import type { LandlordResponse } from '@mietmatch/contract';

/** What a listing's answer carries beside its own fields, from the module that knows it. */
export interface ListingFact {
  /** Whether it takes applications now: its landlord's switch, and its limit of live applications. */
  applicationsOpen: boolean;
  /** How its landlord answers applications. */
  landlordResponse: LandlordResponse;
}

/** The listing's own columns the facts depend on. */
export interface ListingFactInput {
  id: string;
  ownerId: string;
  applicationsOpen: boolean;
  applicationLimit: number | null;
  status: string;
  moderation: string | null;
}

/**
 * Facts about listings that another module keeps (applications: how many are live, how the landlord
 * answers), asked for a whole page at once; the properties module puts them into its answers.
 */
export type ListingFacts = (rows: ListingFactInput[]) => Promise<Map<string, ListingFact>>;

/**
 * A sort key over a listing's owner, for listings of equal match score (applications: landlords who
 * answer first). The key is SQL over the owner's id column, so it sorts inside the page's query.
 */
export type OwnerRank = (ownerId: AnyColumn) => SQL;
