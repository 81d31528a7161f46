import type { ModuleParts } from '../../platform/module-parts.ts';
import type { Platform } from '../../platform/platform.ts';
import type { Notifier } from '../notifications/index.ts';
import type { TenantRequestService } from '../tenant-requests/index.ts';
import type { ViewingService } from '../viewings/index.ts';
import { applicationsAccess } from './access.ts';
import { applicationsAccountData } from './account-data.ts';
import { createApplyService } from './apply-service.ts';
import { applicationJobHandlers, scheduleApplicationSweeps } from './lifecycle.ts';
import { createApplicationNotices } from './notices.ts';
import { createPipelineService } from './pipeline-service.ts';
import { listingFacts } from './listing-facts.ts';
import { responsiveFirst } from './response-figures.ts';
import { applicationRoutes } from './routes.ts';
import { myApplicationLoader } from './tenant-view.ts';

/**
 * Applications: a tenant applies to a listing with one of their requests, the landlord works the
 * listing's pipeline, and every application ends with an answer (a status, an expiry after 7 days
 * without one, or the listing closing).
 */
export function applicationsModule(
  p: Platform,
  given: { notifier: Notifier; requests: TenantRequestService; viewings: ViewingService },
): ModuleParts {
  const { db, clock, log } = p;
  const notices = createApplicationNotices({
    outbox: p.outbox,
    notifier: given.notifier,
    realtime: p.realtime,
    appUrl: p.config.appUrl,
    mine: myApplicationLoader(db, p.propertyImages),
  });
  const apply = createApplyService({ db, clock, images: p.propertyImages, notices });
  const pipeline = createPipelineService({
    db,
    clock,
    notices,
    requests: given.requests,
    invite: (landlord, body) => given.viewings.invitations.invite(landlord, body),
    log,
  });
  return {
    access: applicationsAccess,
    routes: (app) => applicationRoutes(app, { apply, pipeline, authenticate: p.authenticate }),
    jobs: applicationJobHandlers({ db, clock, notices, log }),
    onStart: () => scheduleApplicationSweeps(db, clock.now()),
    account: applicationsAccountData,
    listingFacts: (rows) => listingFacts(db, rows),
    ownerRank: responsiveFirst,
  };
}
