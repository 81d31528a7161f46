import type { Platform } from '../../platform/platform.ts';
import type { ModuleParts } from '../../platform/module-parts.ts';
import type { Notifier } from '../notifications/index.ts';
import { documentAccessRoutes } from './routes.ts';
import { accessLogRoutes } from './access-log-routes.ts';
import { createDocumentAccessService } from './service.ts';
import { documentAccessAccess } from './access.ts';
import { documentAccessAccountData } from './account-data.ts';

/**
 * Tenants deciding who sees their documents: requests for access, grants and revocations; and the
 * log of who opened them (the opens are reported by tenant-requests through `recordDocumentOpen`).
 */
export function documentAccessModule(p: Platform, given: { notifier: Notifier }): ModuleParts {
  const access = createDocumentAccessService({
    db: p.db,
    clock: p.clock,
    outbox: p.outbox,
    realtime: p.realtime,
    notifier: given.notifier,
    appUrl: p.config.appUrl,
  });
  return {
    access: documentAccessAccess,
    account: documentAccessAccountData,
    routes: (app) => {
      documentAccessRoutes(app, { access, authenticate: p.authenticate });
      accessLogRoutes(app, { access, authenticate: p.authenticate });
    },
  };
}
