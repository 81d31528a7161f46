import type { FastifyInstance } from 'fastify';
import type { Authenticate } from './plugins/auth.ts';
import { viewingRoutes } from './modules/viewings/index.ts';
import { createViewingService, type ViewingService } from './modules/viewings/index.ts';
import type { ViewingDeps } from './modules/viewings/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Viewings, for what happens to them when a member leaves (withdrawMember). */
    viewings: ViewingService;
  }
}

/**
 * Viewings, wired apart from app.ts (which is at its size limit). The service is made with the other
 * services, since blocking, deactivating, deleting and erasing a member withdraw their viewings.
 */
export function createViewings(app: FastifyInstance, deps: Omit<ViewingDeps, 'log'>): ViewingService {
  const viewings = createViewingService({ ...deps, log: app.log });
  app.decorate('viewings', viewings);
  return viewings;
}

export function registerViewings(app: FastifyInstance, deps: { viewings: ViewingService; authenticate: Authenticate }) {
  viewingRoutes(app, deps);
}
