import type { Platform } from '../../platform/platform.ts';
import type { ModuleParts } from '../../platform/module-parts.ts';
import type { PropertyService } from '../properties/index.ts';
import type { TenantRequestService } from '../tenant-requests/index.ts';
import { savedSearchRoutes } from './routes.ts';
import { createSavedSearchService } from './service.ts';
import { unsubscribeRoutes } from './unsubscribe-routes.ts';
import { createUnsubscribeService } from './unsubscribe-service.ts';
import { savedSearchesAccess } from './access.ts';
import { savedSearchesAccountData } from './account-data.ts';

/** Saved searches of both sides, and the unsubscribe link of their alert mails. */
export function savedSearchesModule(
  p: Platform,
  given: { properties: PropertyService; requests: TenantRequestService },
): ModuleParts {
  const savedSearches = createSavedSearchService({ db: p.db, clock: p.clock, ...given });
  const unsubscribe = createUnsubscribeService({ db: p.db, jwt: p.jwt });
  return {
    access: savedSearchesAccess,
    account: savedSearchesAccountData,
    routes: (app) => {
      savedSearchRoutes(app, { savedSearches, authenticate: p.authenticate, images: p.propertyImages });
      unsubscribeRoutes(app, { unsubscribe });
    },
  };
}
