import type { Platform } from '../../platform/platform.ts';
import type { ModuleParts } from '../../platform/module-parts.ts';
import { userRoutes } from './routes.ts';
import { usersAccess } from './access.ts';

/** Members' public profiles. */
export function usersModule(p: Platform): ModuleParts {
  return {
    access: usersAccess,
    routes: (app) => userRoutes(app, { db: p.db, clock: p.clock, authenticate: p.authenticate }),
  };
}
