import type { Platform } from '../../platform/platform.ts';
import type { ModuleParts } from '../../platform/module-parts.ts';
import type { TenantRequestService } from '../tenant-requests/index.ts';
import { matchRoutes } from './routes.ts';
import { createMatchService } from './service.ts';
import { matchesAccess } from './access.ts';

/** Two-sided matches between listings and tenants' requests. */
export function matchesModule(p: Platform, given: { requests: TenantRequestService }): ModuleParts {
  const matches = createMatchService({ db: p.db, clock: p.clock, requests: given.requests });
  return {
    access: matchesAccess,
    routes: (app) => matchRoutes(app, { matches, authenticate: p.authenticate, images: p.propertyImages }),
  };
}
