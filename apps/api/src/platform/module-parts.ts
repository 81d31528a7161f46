import type { FastifyInstance } from 'fastify';
import type { FileOwner } from '../adapters/storage/orphan-sweep.ts';
import type { JobHandler } from '../modules/jobs/index.ts';
import type { AccountPart } from './account-part.ts';
import type { FindableKind } from './findable-kind.ts';
import type { ListingFacts, OwnerRank } from './listing-facts.ts';
import type { ModeratedKind } from './moderated-kind.ts';
import type { AccessRows } from './route-access.ts';

/**
 * What a module adds to the app, composed by app.ts: its HTTP endpoints and who may call them, its
 * kinds of work in the job table, its work when a node that runs the scheduled jobs starts, and its
 * answers to the work that cuts across modules (moderation, alerts, a member's data, the orphan
 * sweep), which reaches the module only through these. A module's own services come beside these,
 * for the modules that are given them.
 */
export interface ModuleParts {
  /** Who may call each of its routes (its rows of the access table, added before any route). */
  access?: AccessRows;
  routes?: (app: FastifyInstance) => void;
  jobs?: Record<string, JobHandler>;
  /** Runs once the server is ready (after migrations), on nodes that run the scheduled jobs. */
  onStart?: () => Promise<void>;
  /** The kind of content it owns that members may report and moderation may act on. */
  moderated?: ModeratedKind;
  /** The kind of item it owns that alerts tell members of when it becomes findable. */
  findable?: FindableKind;
  /** Its section of a member's data export and its step of the account's erasure (account-data composes them). */
  account?: AccountPart;
  /** The stored files its rows name (the orphan sweep asks before it removes a file). */
  storedFiles?: FileOwner;
  /** Facts it keeps about listings, which the listings' answers carry (applications: open, response figures). */
  listingFacts?: ListingFacts;
  /** How it orders landlords' listings of equal match score (applications: the responsive first). */
  ownerRank?: OwnerRank;
}

/** Every module's contribution of one kind (e.g. `moderated`), in the order of the modules. */
export function partsOf<K extends keyof ModuleParts>(
  modules: readonly ModuleParts[],
  key: K,
): NonNullable<ModuleParts[K]>[] {
  return modules.flatMap((module) => (module[key] === undefined ? [] : [module[key] as NonNullable<ModuleParts[K]>]));
}
