import type { FastifyInstance } from 'fastify';
import type { ReportSubjectType } from '@mietmatch/contract';
import type { Executor } from '../db/client.ts';
import type { UserRow } from '../db/schema/index.ts';
import type { JobHandler } from '../modules/jobs/index.ts';
import type { AccessRows } from './route-access.ts';

/**
 * A kind of item members can report, answered for by the module that owns it: moderation asks it
 * instead of reading the owner's tables or rules itself.
 */
export interface ReportableKind {
  type: ReportSubjectType;
  /** The item's owner when the reporter (signed out: the public) may see the item, else null. */
  visibleOwner(db: Executor, reporter: UserRow | null, id: string): Promise<string | null>;
}

/**
 * What a module adds to the app, composed by app.ts: its HTTP endpoints and who may call them, its kinds of work in the job
 * table, its work when a node that runs the scheduled jobs starts, and the kind of item it lets members
 * report. A module's own services come beside these, for the modules that are given them.
 */
export interface ModuleParts {
  /** Who may call each of its routes (its rows of the access table, added before any route). */
  access?: AccessRows;
  routes?: (app: FastifyInstance) => void;
  jobs?: Record<string, JobHandler>;
  /** Runs once the server is ready (after migrations), on nodes that run the scheduled jobs. */
  onStart?: () => Promise<void>;
  reportable?: ReportableKind;
}
