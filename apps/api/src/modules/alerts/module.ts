import type { Platform } from '../../platform/platform.ts';
import type { ModuleParts } from '../../platform/module-parts.ts';
import { alertJobHandlers } from './alert-jobs.ts';
import type { AlertDeps } from './alert-delivery.ts';

/**
 * Alerts of saved searches: new listings and requests matched in the job table, off the request path.
 * The modules that own listings and requests answer for them (`findable`, read at each job: the app
 * lists the modules after this one is made); the match rule of listings and requests is the matches
 * module's (`requestsFitting`).
 */
export function alertsModule(
  p: Platform,
  given: Pick<AlertDeps, 'notifier' | 'findable' | 'requestsFitting'>,
): ModuleParts {
  const { db, clock, jwt, outbox, log } = p;
  return { jobs: alertJobHandlers({ db, clock, jwt, outbox, appUrl: p.config.appUrl, log, ...given }) };
}
