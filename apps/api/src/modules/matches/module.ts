import type { Platform } from '../../platform/platform.ts';
import type { OwnerRank } from '../../platform/listing-facts.ts';
import type { ModuleParts } from '../../platform/module-parts.ts';
import type { TenantRequestService } from '../tenant-requests/index.ts';
import { matchRoutes } from './routes.ts';
import { createMatchService } from './service.ts';
import { matchesAccess } from './access.ts';

/** Two-sided matches between listings and tenants' requests. */
export function matchesModule(
  p: Platform,
  given: { requests: TenantRequestService; ownerRank: () => OwnerRank | undefined },
): ModuleParts {
  const matches = createMatchService({ db: p.db, clock: p.clock, ...given });
  return {
    access: matchesAccess,
    routes: (app) => matchRoutes(app, { db: p.db, matches, authenticate: p.authenticate, images: p.propertyImages }),
  };
}
