import type { AnyColumn, SQL, Table } from 'drizzle-orm';
import type { SavedSearchKind } from '@mietmatch/contract';
import type { AlertItems } from '../adapters/mail/alert-templates.ts';
import type { Executor } from '../db/client.ts';

/*
 * Alerts tell members of listings and requests that became findable. The modules that own those
 * items answer for them here, so that alerts (and the saved searches' reverse match) never read
 * the items' tables or know what "findable" means for them.
 */

type Expr = SQL | AnyColumn;

/**
 * The item's row as the saved searches' reverse match compares it: SQL over the item's own table,
 * which the saved-searches module puts into its statement (it owns the comparisons and the
 * encoding of area keys and flag masks; the item's module owns its columns).
 */
interface MatchFieldsBase {
  table: Table;
  /** Picks the one item, and only while it is findable (an item hidden meanwhile matches nothing). */
  where: SQL;
  ownerId: Expr;
  city: Expr;
  state: Expr;
  lat: AnyColumn;
  lng: AnyColumn;
  propertyType: Expr;
  /** The yes/no facts in the order of the kind's filter flags (`FILTER_FLAGS`): bit i is flag i. */
  flags: AnyColumn[];
}

interface PropertyMatchFields extends MatchFieldsBase {
  kind: 'property';
  postalCode: Expr;
  /** What the listing costs a month as searches limit it (the warm rent where given). */
  price: Expr;
  rooms: Expr;
  bathrooms: Expr;
  squareMeters: Expr;
}

interface RequestMatchFields extends MatchFieldsBase {
  kind: 'request';
  postalCodes: Expr;
  budget: Expr;
  requiredRooms: Expr;
  residents: Expr;
  children: Expr;
}

export type MatchFields = PropertyMatchFields | RequestMatchFields;

/**
 * Items of a kind that are alert targets themselves (a tenant request with its alerts on hears of
 * the listings it fits), beside the saved searches.
 */
interface AlertedItems {
  /** Those of these items whose alerts are on, with their owner and the city their alerts are named by. */
  alertsOn(db: Executor, ids: string[]): Promise<{ id: string; userId: string; city: string | null }[]>;
  /**
   * Locks the item for the rest of the transaction (two nodes never mail one target at once) and
   * answers its owner, whether its alerts are on and its city; null when it is gone.
   */
  lock(tx: Executor, id: string): Promise<{ userId: string; alertsOn: boolean; city: string | null } | null>;
}

/**
 * A kind of item alerts are about, answered for by the module that owns it. Without `K`: either
 * kind, told apart by `type` (each kind's fields and mail items are its own).
 */
export type FindableKind<K extends SavedSearchKind = SavedSearchKind> = K extends SavedSearchKind
  ? FindableKindOf<K>
  : never;

interface FindableKindOf<K extends SavedSearchKind> {
  type: K;
  /** The item's owner and title while others may find it, else null (an alert about it is none). */
  findable(db: Executor, id: string): Promise<{ ownerId: string; title: string } | null>;
  /**
   * The same test in SQL, of the item whose id `id` names: alert mails claim only hits of items
   * still findable, in the statement that marks them mailed.
   */
  findableWhere(id: Expr): SQL;
  /** What the saved searches' reverse match compares of the item `id` (see `MatchFields`). */
  matchFields(id: string): Extract<MatchFields, { kind: K }>;
  /** What an alert mail says of each of these items, in any order. */
  mailItems(db: Executor, ids: string[]): Promise<Extract<AlertItems, { kind: K }>>;
  /** Absent: the kind's items hear of nothing themselves (only their owners' saved searches do). */
  alerted?: AlertedItems;
}
