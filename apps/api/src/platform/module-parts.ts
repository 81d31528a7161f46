import type { FastifyInstance } from 'fastify';
import type { JobHandler } from '../modules/jobs/index.ts';

/**
 * What a module adds to the app, composed by app.ts: its HTTP endpoints, its kinds of work in the job
 * table, and its work when a node that runs the scheduled jobs starts. A module's own services come
 * beside these, for the modules that are given them.
 */
export interface ModuleParts {
  routes?: (app: FastifyInstance) => void;
  jobs?: Record<string, JobHandler>;
  /** Runs once the server is ready (after migrations), on nodes that run the scheduled jobs. */
  onStart?: () => Promise<void>;
}
