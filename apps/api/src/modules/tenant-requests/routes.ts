import type { FastifyInstance } from 'fastify';
import { requestReadRoutes } from './read-routes.ts';
import type { RequestRouteDeps } from './route-kit.ts';
import { requestWriteRoutes } from './write-routes.ts';

/** The tenant-request endpoints: writing (publish, edit, delete) and reading (lists, search, one request, files). */
export function tenantRequestRoutes(app: FastifyInstance, deps: RequestRouteDeps) {
  requestWriteRoutes(app, deps);
  requestReadRoutes(app, deps);
}
