import type { Platform } from '../../platform/platform.ts';
import type { ModuleParts } from '../../platform/module-parts.ts';
import type { Notifier } from '../notifications/index.ts';
import { alertJobHandlers } from './alert-jobs.ts';

/** Alerts of saved searches: new listings and requests matched in the job table, off the request path. */
export function alertsModule(p: Platform, given: { notifier: Notifier }): ModuleParts {
  const { db, clock, jwt, outbox, log } = p;
  return { jobs: alertJobHandlers({ db, clock, jwt, outbox, notifier: given.notifier, appUrl: p.config.appUrl, log }) };
}
