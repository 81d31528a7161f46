import type { Platform } from '../../platform/platform.ts';
import type { ModuleParts } from '../../platform/module-parts.ts';
import { findableRequests } from './alert-subject.ts';
import { moderatedRequests } from './moderated-kind.ts';
import { tenantRequestRoutes } from './routes.ts';
import { createTenantRequestService, type LogDocumentOpen } from './service.ts';
import { tenantRequestsAccess } from './access.ts';
import { tenantRequestsAccountData } from './account-data.ts';
import { referencedFileKeys } from './queries.ts';

/** Tenants' request profiles with their private documents. */
export function tenantRequestsModule(p: Platform, given: { logOpen: LogDocumentOpen }) {
  const service = createTenantRequestService({
    db: p.db,
    files: p.privateFiles,
    clock: p.clock,
    logOpen: given.logOpen,
  });
  const parts: ModuleParts = {
    access: tenantRequestsAccess,
    account: tenantRequestsAccountData,
    storedFiles: { folder: 'privateFiles', referenced: (keys) => referencedFileKeys(p.db, keys) },
    routes: (app) => tenantRequestRoutes(app, { requests: service, authenticate: p.authenticate }),
  };
  return { ...parts, moderated: moderatedRequests, findable: findableRequests, service };
}
