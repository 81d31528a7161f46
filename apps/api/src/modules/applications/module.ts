import type { ModuleParts } from '../../platform/module-parts.ts';
import type { Platform } from '../../platform/platform.ts';
import type { Notifier } from '../notifications/index.ts';
import type { TenantRequestService } from '../tenant-requests/index.ts';
import type { ViewingService } from '../viewings/index.ts';
import { applicationsAccess } from './access.ts';
import { applicationsAccountData } from './account-data.ts';
import { applicationJobHandlers, closeForLeavingLandlord, scheduleApplicationSweeps } from './lifecycle.ts';
import { listingFacts } from './listing-facts.ts';
import { responsiveFirst } from './response-figures.ts';
import { applicationRoutes } from './routes.ts';
import { lotteryRoutes } from './lottery-routes.ts';
import { createInterestService } from './interest-service.ts';
import { interestRoutes } from './interest-routes.ts';
import { createApplicationServices } from './services.ts';

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
  const { notices, apply, pipeline, lottery } = createApplicationServices({
    db,
    clock,
    outbox: p.outbox,
    notifier: given.notifier,
    realtime: p.realtime,
    appUrl: p.config.appUrl,
    images: p.propertyImages,
    requests: given.requests,
    invite: (landlord, body) => given.viewings.invitations.invite(landlord, body),
    log,
  });
  return {
    access: applicationsAccess,
    routes: (app) => {
      applicationRoutes(app, { apply, pipeline, authenticate: p.authenticate });
      lotteryRoutes(app, { lottery, authenticate: p.authenticate });
      const interest = createInterestService({ db, clock, notifier: given.notifier });
      interestRoutes(app, { interest, authenticate: p.authenticate });
    },
    jobs: applicationJobHandlers({ db, clock, notices, log }),
    onStart: () => scheduleApplicationSweeps(db, clock.now()),
    account: applicationsAccountData((landlordId) => closeForLeavingLandlord({ db, clock, notices, log }, landlordId)),
    listingFacts: (rows) => listingFacts(db, rows),
    ownerRank: responsiveFirst,
  };
}
