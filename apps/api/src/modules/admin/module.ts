import type { Platform } from '../../platform/platform.ts';
import type { ModuleParts } from '../../platform/module-parts.ts';
import type { ViewingService } from '../viewings/index.ts';
import { adminRoutes } from './routes.ts';
import { createAdminService } from './service.ts';
import { adminAccess } from './access.ts';
import { adminAccountData } from './account-data.ts';

/** The admins' member list and account measures (block, warn, delete, restore). */
export function adminModule(p: Platform, given: { viewings: ViewingService }): ModuleParts {
  const admin = createAdminService({
    db: p.db,
    clock: p.clock,
    outbox: p.outbox,
    realtime: p.realtime,
    contact: p.config.mailFrom,
    viewings: given.viewings,
  });
  return {
    access: adminAccess,
    account: adminAccountData,
    routes: (app) => adminRoutes(app, { admin, authenticate: p.authenticate }),
  };
}
