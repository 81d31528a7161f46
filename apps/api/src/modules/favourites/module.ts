import type { Platform } from '../../platform/platform.ts';
import type { ModuleParts } from '../../platform/module-parts.ts';
import type { PropertyService } from '../properties/index.ts';
import type { TenantRequestService } from '../tenant-requests/index.ts';
import { favouriteRoutes } from './routes.ts';
import { favouritesAccess } from './access.ts';
import { favouritesAccountData } from './account-data.ts';

/** Members' favourite listings and requests. */
export function favouritesModule(
  p: Platform,
  given: { properties: PropertyService; requests: TenantRequestService },
): ModuleParts {
  return {
    access: favouritesAccess,
    account: favouritesAccountData,
    routes: (app) =>
      favouriteRoutes(app, { db: p.db, authenticate: p.authenticate, images: p.propertyImages, ...given }),
  };
}
