import type { Platform } from '../../platform/platform.ts';
import type { ModuleParts } from '../../platform/module-parts.ts';
import { createMailFailureService } from './failure-service.ts';
import { mailFailureRoutes } from './routes.ts';
import { mailAccess } from './access.ts';

/** Mail that could not be delivered, for admins to see and send again. */
export function mailModule(p: Platform): ModuleParts {
  const failures = createMailFailureService({ db: p.db, outbox: p.outbox });
  return { access: mailAccess, routes: (app) => mailFailureRoutes(app, { failures, authenticate: p.authenticate }) };
}
