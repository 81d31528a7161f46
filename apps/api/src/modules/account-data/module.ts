import type { Platform } from '../../platform/platform.ts';
import type { ModuleParts } from '../../platform/module-parts.ts';
import type { ViewingService } from '../viewings/index.ts';
import { accountDataRoutes } from './routes.ts';
import { createAccountDataService } from './service.ts';
import { accountDataAccess } from './access.ts';

/** A member's own data: the export, pausing and erasing the account. */
export function accountDataModule(p: Platform, given: { viewings: ViewingService }): ModuleParts {
  const accountData = createAccountDataService({
    db: p.db,
    clock: p.clock,
    limiter: p.limiter,
    realtime: p.realtime,
    avatars: p.avatars,
    propertyImages: p.propertyImages,
    privateFiles: p.privateFiles,
    outbox: p.outbox,
    log: p.log,
    viewings: given.viewings,
  });
  return {
    access: accountDataAccess,
    routes: (app) => accountDataRoutes(app, { accountData, authenticate: p.authenticate }),
  };
}
