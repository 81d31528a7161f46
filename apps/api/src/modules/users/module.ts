import type { Platform } from '../../platform/platform.ts';
import type { ModuleParts } from '../../platform/module-parts.ts';
import { userRoutes } from './routes.ts';

/** Members' public profiles. */
export function usersModule(p: Platform): ModuleParts {
  return { routes: (app) => userRoutes(app, { db: p.db, clock: p.clock, authenticate: p.authenticate }) };
}
