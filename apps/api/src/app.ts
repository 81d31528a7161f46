import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import { createMetrics } from './lib/metrics.ts';
import type { RateLimitStore } from './lib/rate-limiter.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import { registerWebApp } from './plugins/web-static.ts';
import { createServer, type LogStream } from './platform/http-server.ts';
import { type AccessTable, createAccessTable } from './platform/route-access.ts';
import { type ModuleParts, partsOf } from './platform/module-parts.ts';
import { registerOperations } from './platform/operations.ts';
import { createPlatform } from './platform/platform.ts';
import { scheduleJobs } from './platform/schedules.ts';
import { accountDataModule } from './modules/account-data/index.ts';
import { adminModule } from './modules/admin/index.ts';
import { applicationsModule } from './modules/applications/index.ts';
import { alertsModule } from './modules/alerts/index.ts';
import { authModule, type AuthRateRules } from './modules/auth/index.ts';
import { documentAccessModule, recordDocumentOpen, stagesWith } from './modules/document-access/index.ts';
import { favouritesModule } from './modules/favourites/index.ts';
import { filesModule } from './modules/files/index.ts';
import { geoModule } from './modules/geo/index.ts';
import { currentMessagePreviews, inquiriesModule, totalUnread } from './modules/inquiries/index.ts';
import { createJobRunner } from './modules/jobs/index.ts';
import { mailModule } from './modules/mail/index.ts';
import { matchesModule, requestsMatchingProperty } from './modules/matches/index.ts';
import { moderationModule, scamSignals } from './modules/moderation/index.ts';
import { notificationsModule } from './modules/notifications/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { propertiesModule } from './modules/properties/index.ts';
import { savedSearchesModule } from './modules/saved-searches/index.ts';
import { tenantRequestsModule } from './modules/tenant-requests/index.ts';
import { testClockModule } from './modules/test-clock/index.ts';
import { usersModule } from './modules/users/index.ts';
import { viewingsModule } from './modules/viewings/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who may call each route (the route-access test checks every route against it). */
    routeAccess: AccessTable;
  }
}

export interface AppDeps {
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  rateLimitStore?: RateLimitStore;
  rateRules?: Partial<AuthRateRules>;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Run the scheduled jobs (the job table, plan expiry reminders, the orphan sweep); tests call them directly. */
  runJobs?: boolean;
  /** Sees every route as it is registered (the route-access test walks them). */
  onRoute?: (route: RouteOptions) => void;
  /** Log lines go here instead of stdout (tests assert on what was logged). */
  logStream?: LogStream;
  /** The stolen-photo scam signal (on unless false); the moderation benchmark measures it against its absence. */
  scamPhotoCheck?: boolean;
}

/**
 * The app: the platform, then the modules, each given the platform and the few services of other
 * modules it needs (made before it). A new module is one more line here. The server and the tests
 * both call this.
 */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const access = createAccessTable();
  const app = await createServer(config, { access, onRoute: deps.onRoute, logStream: deps.logStream });
  app.decorate('routeAccess', access);
  app.decorate('metrics', createMetrics({ poolStats: () => deps.database.poolStats() }));
  const p = createPlatform(app, config, { ...deps, totalUnread });
  registerOperations(app, config, { ...p, access });

  const auth = authModule(p, { rateRules: deps.rateRules });
  const payments = paymentsModule(p, { sessions: auth.service, refreshCookie: auth.refreshCookie });
  const { notifier, ...notifications } = notificationsModule(p, {
    messagePreviews: (ids, viewerId) => currentMessagePreviews(p.db, ids, viewerId),
  });
  const signals = scamSignals(p, { photoCheck: deps.scamPhotoCheck });
  const properties = propertiesModule(p, { signals, listingFacts: () => partsOf(modules, 'listingFacts') });
  // Landlords' opens of tenants' files go into the tenant's log, which document-access keeps.
  const requests = tenantRequestsModule(p, { logOpen: (open) => recordDocumentOpen(p.db, open) });
  const viewings = viewingsModule(p, { notifier });
  const subjects = { properties: properties.service, requests: requests.service };

  // In the order their routes are registered (the OpenAPI document lists them so).
  const modules: ModuleParts[] = [
    auth,
    filesModule(p),
    payments,
    properties,
    requests,
    matchesModule(p, { requests: requests.service, ownerRank: () => partsOf(modules, 'ownerRank')[0] }),
    documentAccessModule(p, { notifier }),
    favouritesModule(p, subjects),
    geoModule(p),
    usersModule(p, {
      stageOf: async (landlordId, tenantId) =>
        (await stagesWith(p.db, landlordId, [tenantId])).get(tenantId) ?? 'browse',
    }),
    adminModule(p, { viewings: viewings.service }),
    mailModule(p),
    inquiriesModule(p, { ...subjects, notifier, signals }),
    accountDataModule(p, { parts: () => partsOf(modules, 'account') }),
    notifications,
    moderationModule(p, { viewings: viewings.service, moderated: () => partsOf(modules, 'moderated') }),
    savedSearchesModule(p, subjects),
    alertsModule(p, {
      notifier,
      findable: () => partsOf(modules, 'findable'),
      requestsFitting: requestsMatchingProperty,
    }),
    viewings,
    applicationsModule(p, { notifier, requests: requests.service, viewings: viewings.service }),
    testClockModule(p),
  ];
  for (const module of modules) access.add(module.access);
  for (const module of modules) module.routes?.(app);

  // Work of the job table by kind, run off the request path on whichever node claims it.
  const jobs = createJobRunner({
    db: p.db,
    clock: p.clock,
    log: app.log,
    handlers: Object.assign({}, ...partsOf(modules, 'jobs')),
    pollMs: config.jobPollMs,
    jobRuns: app.metrics.jobRuns,
  });
  app.decorate('jobs', jobs);
  if (deps.runJobs) {
    const [onStart, fileOwners] = [partsOf(modules, 'onStart'), partsOf(modules, 'storedFiles')];
    scheduleJobs(app, config, {
      ...p,
      jobs,
      onStart,
      fileOwners,
      sendExpiryReminders: payments.service.sendExpiryReminders,
    });
  }

  await registerWebApp(app, deps.serveWeb !== false ? config.webDistDir : '/nonexistent');
  return app;
}
