import type { Platform } from '../../platform/platform.ts';
import type { ModeratedKind } from '../../platform/moderated-kind.ts';
import type { ModuleParts } from '../../platform/module-parts.ts';
import type { ViewingService } from '../viewings/index.ts';
import { announceNewReport } from './reports/announce.ts';
import { createComplaintService } from './complaints/complaint-service.ts';
import { complaintRoutes } from './complaints/complaint-routes.ts';
import { createDecisionService } from './decisions/decision-service.ts';
import { createReportService } from './reports/report-service.ts';
import { moderationRoutes } from './routes.ts';
import { createSignalService } from './signals/signal-service.ts';
import { moderationAccess } from './access.ts';

/**
 * The scam signals that listings and messages are checked against when they are written; a signal
 * files a system report, which admins hear of live as of any other.
 */
export function scamSignals(p: Platform, options: { photoCheck?: boolean }) {
  const { db, realtime, log } = p;
  return createSignalService({
    db,
    clock: p.clock,
    images: p.propertyImages,
    log,
    photoCheck: options.photoCheck,
    onReport: (report) => void announceNewReport({ db, realtime, log }, report),
  });
}

/**
 * Notice and action: reports, cases, decisions with their statements of reasons, and complaints. The
 * kinds of content other modules let members report and moderation act on come from the app
 * (`moderated`), read at each use: moderation reads and changes those items only through them.
 */
export function moderationModule(
  p: Platform,
  given: { viewings: ViewingService; moderated: () => readonly ModeratedKind[] },
): ModuleParts {
  const { db, clock } = p;
  const deps = {
    db,
    clock,
    jwt: p.jwt,
    outbox: p.outbox,
    limiter: p.limiter,
    realtime: p.realtime,
    appUrl: p.config.appUrl,
    log: p.log,
    viewings: given.viewings,
    kinds: given.moderated,
  };
  const reports = createReportService(deps);
  const decisions = createDecisionService(deps);
  const complaints = createComplaintService(deps);
  return {
    access: moderationAccess,
    routes: (app) => {
      moderationRoutes(app, { db, clock, kinds: given.moderated, reports, decisions, authenticate: p.authenticate });
      complaintRoutes(app, { complaints, authenticate: p.authenticate, db, clock });
    },
  };
}
