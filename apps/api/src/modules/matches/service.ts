import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { OwnerRank } from '../../platform/listing-facts.ts';
import { findProperty } from '../properties/index.ts';
import { addressViews } from '../properties/index.ts';
import { findRequest } from '../tenant-requests/index.ts';
import type { TenantRequestService } from '../tenant-requests/index.ts';
import { matchingProperties, matchingRequests } from './match-queries.ts';

export interface MatchDeps {
  db: Db;
  clock: Clock;
  /** How a landlord sees each matching request (the owner's state, released files). */
  requests: Pick<TenantRequestService, 'views'>;
  /** Orders listings of equal score by their landlord (from the app: applications' response figures). */
  ownerRank: () => OwnerRank | undefined;
}

/**
 * The matches of one listing or one request, for its owner only: anyone else (another member,
 * an admin) is answered as for an id that does not exist.
 */
export function createMatchService(d: MatchDeps) {
  return {
    async ofProperty(user: UserRow, propertyId: string, page: number, pageSize: number) {
      const property = await findProperty(d.db, propertyId);
      if (!property || property.ownerId !== user.id) throw new AppError('NotFound');
      const { hits, total } = await matchingRequests(d.db, property, { page, pageSize, now: d.clock.now() });
      const views = new Map(
        (
          await d.requests.views(
            user,
            hits.map((h) => h.row),
          )
        ).map((v) => [v.row.id, v]),
      );
      const items = hits.filter((h) => views.has(h.row.id)).map((hit) => ({ hit, view: views.get(hit.row.id)! }));
      return { property, items, total };
    },

    async ofRequest(user: UserRow, requestId: string, page: number, pageSize: number) {
      const request = await findRequest(d.db, requestId);
      if (!request || request.userId !== user.id) throw new AppError('NotFound');
      const { hits, total } = await matchingProperties(d.db, request, {
        page,
        pageSize,
        now: d.clock.now(),
        ownerRank: d.ownerRank(),
      });
      const views = await addressViews(
        d.db,
        user,
        hits.map((h) => h.row),
      );
      return { request, hits, total, addressViews: views };
    },
  };
}

export type MatchService = ReturnType<typeof createMatchService>;
