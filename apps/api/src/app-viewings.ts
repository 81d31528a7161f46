import type { FastifyInstance } from 'fastify';
import type { Authenticate } from './plugins/auth.ts';
import { viewingRoutes } from './modules/viewings/routes.ts';
import { createViewingService, type ViewingService } from './modules/viewings/service.ts';
import type { ViewingDeps } from './modules/viewings/viewing-kit.ts';

/**
 * Viewings, wired apart from app.ts (which is at its size limit): the service and its routes. The
 * service is answered so that leaving members' viewings can be withdrawn.
 */
export function registerViewings(
  app: FastifyInstance,
  deps: Omit<ViewingDeps, 'log'> & { authenticate: Authenticate },
): ViewingService {
  const viewings = createViewingService({ ...deps, log: app.log });
  viewingRoutes(app, { viewings, authenticate: deps.authenticate });
  return viewings;
}
