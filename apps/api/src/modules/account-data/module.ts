import type { Platform } from '../../platform/platform.ts';
import type { ModuleParts } from '../../platform/module-parts.ts';
import type { AccountPart } from '../../platform/account-part.ts';
import { accountDataRoutes } from './routes.ts';
import { createAccountDataService } from './service.ts';
import { accountDataAccess } from './access.ts';

/**
 * A member's own data: the export, pausing and erasing the account. Each module that owns data
 * contributes its section of the export and its step of the erasure (`parts`, read at each request,
 * since the app lists some of them after this module); this module composes them.
 */
export function accountDataModule(p: Platform, given: { parts: () => readonly AccountPart[] }): ModuleParts {
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
    parts: given.parts,
  });
  return {
    access: accountDataAccess,
    routes: (app) => accountDataRoutes(app, { accountData, authenticate: p.authenticate }),
  };
}
