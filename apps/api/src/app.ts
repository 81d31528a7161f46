import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Config } from './config.ts';
import { createServer, type LogStream } from './app-server.ts';
import type { Database } from './db/client.ts';
import { systemClock, TestClock, type Clock } from './lib/clock.ts';
import { createJwtService } from './lib/jwt.ts';
import { createMetrics } from './lib/metrics.ts';
import { createRateLimiter, MemoryRateLimitStore, type RateLimitStore } from './lib/rate-limiter.ts';
import { createSharedRateLimitStore } from './lib/redis-rate-limit-store.ts';
import { createRedisClient, REDIS_TIMEOUTS, whenReady } from './lib/redis-client.ts';
import type { Redis } from 'ioredis';
import type { Mailer } from './adapters/mail/mailer.ts';
import { setUpMailOutbox } from './app-mail.ts';
import { createFileStorage } from './adapters/storage/file-storage.ts';
import { createAuthenticate } from './plugins/auth.ts';
import { registerWebApp } from './plugins/web-static.ts';
import { AVATAR_IMAGES, createImageStore, PROPERTY_IMAGES } from './adapters/storage/image-store.ts';
import { createAuthService, defaultAuthRateRules, type AuthRateRules } from './modules/auth/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { createAuthCookies } from './modules/auth/index.ts';
import { sameSiteGuard } from './modules/auth/index.ts';
import { fileRoutes } from './modules/files/index.ts';
import { choosePaymentProvider } from './modules/payments/index.ts';
import { createPaymentService } from './modules/payments/index.ts';
import { paymentRoutes } from './modules/payments/index.ts';
import { testClockRoutes } from './modules/test-clock/index.ts';
import { createPropertyService } from './modules/properties/index.ts';
import { propertyRoutes } from './modules/properties/index.ts';
import { createPrivateFiles } from './adapters/storage/private-files.ts';
import { createTenantRequestService } from './modules/tenant-requests/index.ts';
import { tenantRequestRoutes } from './modules/tenant-requests/index.ts';
import { documentAccessRoutes } from './modules/document-access/index.ts';
import { createDocumentAccessService } from './modules/document-access/index.ts';
import { favouriteRoutes } from './modules/favourites/index.ts';
import { geoRoutes } from './modules/geo/index.ts';
import { userRoutes } from './modules/users/index.ts';
import { createInquiryService, currentMessagePreviews, SEND_RULE, totalUnread } from './modules/inquiries/index.ts';
import { inquiryRoutes } from './modules/inquiries/index.ts';
import { attachRealtime } from './realtime/realtime.ts';
import { createAdminService } from './modules/admin/index.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { createAccountDataService } from './modules/account-data/index.ts';
import { accountDataRoutes } from './modules/account-data/index.ts';
import { createReportService } from './modules/moderation/index.ts';
import { createDecisionService } from './modules/moderation/index.ts';
import { moderationRoutes } from './modules/moderation/index.ts';
import { createComplaintService } from './modules/moderation/index.ts';
import { complaintRoutes } from './modules/moderation/index.ts';
import { createSignalService } from './modules/moderation/index.ts';
import { announceNewReport } from './modules/moderation/index.ts';
import { scheduleJobs } from './app-jobs.ts';
import { registerOperations } from './app-operations.ts';
import { createJobRunner, type JobHandler } from './modules/jobs/index.ts';
import { createNotifier } from './modules/notifications/index.ts';
import { createNotificationService } from './modules/notifications/index.ts';
import { notificationRoutes } from './modules/notifications/index.ts';
import { createMatchService } from './modules/matches/index.ts';
import { matchRoutes } from './modules/matches/index.ts';
import { createSavedSearchService } from './modules/saved-searches/index.ts';
import { createUnsubscribeService } from './modules/saved-searches/index.ts';
import { savedSearchRoutes } from './modules/saved-searches/index.ts';
import { unsubscribeRoutes } from './modules/saved-searches/index.ts';
import { alertJobHandlers } from './modules/alerts/index.ts';
import { viewingReminderJobHandlers } from './modules/viewings/index.ts';
import { createMailFailureService } from './modules/mail/index.ts';
import { mailFailureRoutes } from './modules/mail/index.ts';
import { createViewings, registerViewings } from './app-viewings.ts';
import { closeSocketsAfterListener } from './lifecycle/close-sockets.ts';

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

type Adapters = ReturnType<typeof createAdapters>;
type Services = ReturnType<typeof createServices>;

/** Everything is wired here; the server and the tests both call it. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = await createServer(config, { onRoute: deps.onRoute, logStream: deps.logStream });
  app.decorate('metrics', createMetrics({ poolStats: () => deps.database.poolStats() }));
  const adapters = createAdapters(app, config, deps);
  const services = createServices(app, config, deps, adapters);
  registerOperations(app, config, { database: deps.database, ...adapters });
  registerRoutes(app, config, adapters, services);
  const jobs = createJobRunner({
    db: adapters.db,
    clock: adapters.clock,
    log: app.log,
    handlers: services.jobHandlers,
    pollMs: config.jobPollMs,
    jobRuns: app.metrics.jobRuns,
  });
  app.decorate('jobs', jobs);
  if (deps.runJobs) {
    const { db, clock, storage } = adapters;
    scheduleJobs(app, config, { jobs, sendExpiryReminders: services.payments.sendExpiryReminders, db, clock, storage });
  }

  if (deps.serveWeb !== false) await registerWebApp(app, config.webDistDir);
  else await registerWebApp(app, '/nonexistent');

  return app;
}

/** Clock, tokens, mail, file stores, rate limiting, authentication and the realtime channel. */
function createAdapters(app: FastifyInstance, config: Config, deps: AppDeps) {
  const clock = deps.clock ?? (config.testClock ? new TestClock() : systemClock);
  const db = deps.database.db;
  const jwt = createJwtService(config.jwtSecret, clock);
  const outbox = setUpMailOutbox(app, config, { db, clock, mailer: deps.mailer });
  const storage = createFileStorage(config);
  app.addHook('onClose', async () => storage.close());
  const avatars = createImageStore(storage, AVATAR_IMAGES);
  const propertyImages = createImageStore(storage, PROPERTY_IMAGES);
  // Several nodes must count together: with REDIS_URL the windows live in Redis.
  let limiterRedis: Redis | undefined;
  if (!deps.rateLimitStore && config.redisUrl)
    limiterRedis = createRedisClient(config.redisUrl, app.log, 'rate limits');
  const limiter = createRateLimiter(
    deps.rateLimitStore ??
      (limiterRedis ? createSharedRateLimitStore(limiterRedis, app.log) : new MemoryRateLimitStore()),
    clock,
  );
  if (limiterRedis) {
    app.addHook('onReady', () => whenReady(limiterRedis, REDIS_TIMEOUTS.connectMs));
    app.addHook('onClose', async () => limiterRedis.disconnect());
  }
  const authenticate = createAuthenticate({ db, jwt, clock });
  const realtime = attachRealtime(app, {
    db,
    jwt,
    clock,
    appUrl: config.appUrl,
    redisUrl: config.redisUrl,
    log: app.log,
    openSockets: app.metrics.openSockets,
    nodeName: config.nodeName,
    totalUnread,
  });
  closeSocketsAfterListener(app, () => realtime.close());
  return { clock, db, jwt, outbox, storage, avatars, propertyImages, limiter, limiterRedis, authenticate, realtime };
}

/** The domain services, each given only the adapters it needs. */
function createServices(app: FastifyInstance, config: Config, deps: AppDeps, a: Adapters) {
  const { clock, db, jwt, outbox, storage, avatars, propertyImages, limiter, realtime } = a;
  const auth = createAuthService({
    db,
    jwt,
    tokenSecret: config.jwtSecret,
    outbox,
    avatars,
    clock,
    limiter,
    rules: {
      ...defaultAuthRateRules,
      loginPerIp: { ...defaultAuthRateRules.loginPerIp, max: config.loginLimits.perIp },
      loginPerEmail: { ...defaultAuthRateRules.loginPerEmail, max: config.loginLimits.perEmail },
      ...deps.rateRules,
    },
    appUrl: config.appUrl,
    log: app.log,
    realtime,
  });

  const { provider, local } = choosePaymentProvider(config, db, clock);
  const payments = createPaymentService({ db, provider, outbox, clock, jwt, appUrl: config.appUrl, log: app.log });
  const signals = createSignalService({
    db,
    clock,
    images: propertyImages,
    log: app.log,
    photoCheck: deps.scamPhotoCheck,
    // Admins hear of a system report live, as of any other.
    onReport: (report) => void announceNewReport({ db, realtime, log: app.log }, report),
  });
  const properties = createPropertyService({ db, images: propertyImages, clock, signals });
  const requests = createTenantRequestService({ db, files: createPrivateFiles(storage), clock });
  const matches = createMatchService({ db, clock, requests });
  // The notification centre keeps what other services report, so it exists before them.
  const notifier = createNotifier({ db, clock, realtime, log: app.log });
  const notifications = createNotificationService({
    db,
    clock,
    notifier,
    messagePreviews: (ids, viewerId) => currentMessagePreviews(db, ids, viewerId),
  });
  const viewings = createViewings(app, { db, clock, outbox, realtime, notifier, appUrl: config.appUrl });
  const access = createDocumentAccessService({ db, clock, outbox, realtime, notifier, appUrl: config.appUrl });
  const admin = createAdminService({ db, outbox, realtime, contact: config.mailFrom, viewings });
  const inquiries = createInquiryService({
    db,
    clock,
    limiter,
    properties,
    requests,
    realtime,
    outbox,
    notifier,
    appUrl: config.appUrl,
    log: app.log,
    sendRule: { ...SEND_RULE, max: config.inquirySendLimitPerMinute },
    signals,
  });
  const accountData = createAccountDataService({
    db,
    clock,
    limiter,
    realtime,
    avatars,
    propertyImages,
    privateFiles: createPrivateFiles(storage),
    outbox,
    log: app.log,
    viewings,
  });
  const moderationDeps = { db, clock, jwt, outbox, limiter, realtime, appUrl: config.appUrl, log: app.log, viewings };
  const reports = createReportService(moderationDeps);
  const decisions = createDecisionService(moderationDeps);
  const complaints = createComplaintService(moderationDeps);
  const savedSearches = createSavedSearchService({ db, clock, properties, requests });
  const unsubscribe = createUnsubscribeService({ db, jwt });
  // Work of the job table by kind, run off the request path on whichever node claims it.
  const jobHandlers: Record<string, JobHandler> = {
    ...alertJobHandlers({ db, clock, jwt, outbox, notifier, appUrl: config.appUrl, log: app.log }),
    ...viewingReminderJobHandlers({ db, clock, outbox, notifier, appUrl: config.appUrl }),
  };
  return {
    notifier,
    notifications,
    jobHandlers,
    savedSearches,
    unsubscribe,
    auth,
    payments,
    localPayments: local,
    properties,
    requests,
    matches,
    access,
    admin,
    inquiries,
    accountData,
    reports,
    decisions,
    complaints,
    viewings,
  };
}

/** Every HTTP endpoint; the test clock's only when the configuration asks for it. */
function registerRoutes(app: FastifyInstance, config: Config, a: Adapters, s: Services) {
  const { clock, db, authenticate, avatars, propertyImages } = a;
  const cookies = createAuthCookies(config.appUrl.startsWith('https:'));
  authRoutes(app, { auth: s.auth, authenticate, ...cookies, sameSiteOnly: sameSiteGuard(config.appUrl) });
  fileRoutes(app, { stores: [avatars, propertyImages] });
  const { payments, localPayments: local, auth: sessions } = s;
  paymentRoutes(app, { payments, authenticate, local, clock, sessions, refreshCookie: cookies.refreshCookie });
  propertyRoutes(app, { properties: s.properties, authenticate, images: propertyImages });
  tenantRequestRoutes(app, { requests: s.requests, authenticate });
  matchRoutes(app, { matches: s.matches, authenticate, images: propertyImages });
  documentAccessRoutes(app, { access: s.access, authenticate });
  favouriteRoutes(app, { db, authenticate, properties: s.properties, requests: s.requests, images: propertyImages });
  geoRoutes(app, { db });
  userRoutes(app, { db, clock, authenticate });
  adminRoutes(app, { admin: s.admin, authenticate });
  mailFailureRoutes(app, { failures: createMailFailureService({ db, outbox: a.outbox }), authenticate });
  inquiryRoutes(app, { inquiries: s.inquiries, authenticate });
  accountDataRoutes(app, { accountData: s.accountData, authenticate });
  notificationRoutes(app, { notifications: s.notifications, authenticate });
  moderationRoutes(app, { db, clock, reports: s.reports, decisions: s.decisions, authenticate });
  complaintRoutes(app, { complaints: s.complaints, authenticate, db, clock });
  savedSearchRoutes(app, { savedSearches: s.savedSearches, authenticate, images: propertyImages });
  unsubscribeRoutes(app, { unsubscribe: s.unsubscribe });
  registerViewings(app, { viewings: s.viewings, authenticate });
  if (config.testClock && clock instanceof TestClock) testClockRoutes(app, { clock });
}
