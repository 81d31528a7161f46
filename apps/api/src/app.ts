import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { LIMITS, MAX_REQUEST_DOCUMENTS, MAX_REQUEST_IMAGES } from '@mietmatch/contract';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { systemClock, TestClock, type Clock } from './lib/clock.ts';
import { createJwtService } from './lib/jwt.ts';
import { createRateLimiter, MemoryRateLimitStore, type RateLimitStore } from './lib/rate-limiter.ts';
import { RedisRateLimitStore } from './lib/redis-rate-limit-store.ts';
import { Redis } from 'ioredis';
import { createMailer, type Mailer } from './adapters/mail/mailer.ts';
import { createLocalStorage } from './adapters/storage/local-storage.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { createAuthenticate } from './plugins/auth.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerWebApp } from './plugins/web-static.ts';
import { createImageStore } from './adapters/storage/image-store.ts';
import { createAuthService, defaultAuthRateRules, type AuthRateRules } from './modules/auth/service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { choosePaymentProvider } from './modules/payments/provider-choice.ts';
import { createPaymentService } from './modules/payments/service.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { testClockRoutes } from './modules/test-clock/routes.ts';
import { createPropertyService } from './modules/properties/service.ts';
import { propertyRoutes } from './modules/properties/routes.ts';
import { createPrivateFiles } from './adapters/storage/private-files.ts';
import { createTenantRequestService } from './modules/tenant-requests/service.ts';
import { tenantRequestRoutes } from './modules/tenant-requests/routes.ts';
import { documentAccessRoutes } from './modules/document-access/routes.ts';
import { createDocumentAccessService } from './modules/document-access/service.ts';
import { favouriteRoutes } from './modules/favourites/routes.ts';
import { geoRoutes } from './modules/geo/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { createInquiryService, SEND_RULE } from './modules/inquiries/service.ts';
import { inquiryRoutes } from './modules/inquiries/routes.ts';
import { attachRealtime } from './realtime/realtime.ts';
import { createAdminService } from './modules/admin/service.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { createAccountDataService } from './modules/account-data/service.ts';
import { accountDataRoutes } from './modules/account-data/routes.ts';

export interface AppDeps {
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  rateLimitStore?: RateLimitStore;
  rateRules?: Partial<AuthRateRules>;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Run the scheduled jobs (plan expiry reminders); tests call them directly. */
  runJobs?: boolean;
}

/** Everything is wired here; the server and the tests both call it. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(multipart, {
    // The largest form is a tenant request: 10 images + 20 documents, and 37 fields + a title per
    // document + removeFileIds; the property form carries ≤20 images, the profile one avatar.
    limits: {
      fileSize: LIMITS.maxUploadBytes,
      files: MAX_REQUEST_IMAGES + MAX_REQUEST_DOCUMENTS,
      fields: 100,
      fieldSize: 64 * 1024,
    },
    throwFileSizeLimit: true,
  });
  await registerOpenApi(app);

  const clock = deps.clock ?? (config.testClock ? new TestClock() : systemClock);
  const db = deps.database.db;
  const jwt = createJwtService(config.jwtSecret, clock);
  const mailer =
    deps.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir, log: app.log });
  const storage = createLocalStorage(config.storageDir);
  const avatars = createImageStore(storage, {
    prefix: 'avatars',
    maxSize: 512,
    thumbSize: 128,
    field: 'avatar',
    message: 'avatarRequired',
  });
  const propertyImages = createImageStore(storage, {
    prefix: 'property-images',
    maxSize: 1600,
    thumbSize: 400,
    field: 'images',
    message: 'invalidImage',
  });
  // Several nodes must count together: with REDIS_URL the windows live in Redis.
  let limiterRedis: Redis | undefined;
  if (!deps.rateLimitStore && config.redisUrl) limiterRedis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
  const limiter = createRateLimiter(
    deps.rateLimitStore ?? (limiterRedis ? new RedisRateLimitStore(limiterRedis) : new MemoryRateLimitStore()),
    clock,
  );
  if (limiterRedis) app.addHook('onClose', async () => limiterRedis.disconnect());
  const authenticate = createAuthenticate({ db, jwt, clock });
  const realtime = attachRealtime(app, { db, jwt, clock, appUrl: config.appUrl, redisUrl: config.redisUrl });
  // Before the HTTP server stops: open websockets would otherwise keep it from closing.
  app.addHook('preClose', () => realtime.close());
  const auth = createAuthService({
    db,
    jwt,
    mailer,
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
  const payments = createPaymentService({ db, provider, mailer, clock, appUrl: config.appUrl, log: app.log });

  healthRoutes(app, { ping: () => deps.database.ping() });
  authRoutes(app, { auth, authenticate });
  fileRoutes(app, { stores: [avatars, propertyImages] });
  paymentRoutes(app, { payments, authenticate, local, clock });
  const properties = createPropertyService({ db, images: propertyImages, clock });
  const requests = createTenantRequestService({ db, files: createPrivateFiles(storage), clock });
  propertyRoutes(app, { properties, authenticate, images: propertyImages });
  tenantRequestRoutes(app, { requests, authenticate });
  documentAccessRoutes(app, {
    access: createDocumentAccessService({ db, clock, mailer, realtime, appUrl: config.appUrl, log: app.log }),
    authenticate,
  });
  favouriteRoutes(app, { db, authenticate, properties, requests, images: propertyImages });
  geoRoutes(app, { db });
  userRoutes(app, { db, clock, authenticate });
  adminRoutes(app, {
    admin: createAdminService({ db, mailer, realtime, contact: config.mailFrom, log: app.log }),
    authenticate,
  });
  inquiryRoutes(app, {
    inquiries: createInquiryService({
      db,
      clock,
      limiter,
      properties,
      requests,
      realtime,
      mailer,
      appUrl: config.appUrl,
      log: app.log,
      sendRule: { ...SEND_RULE, max: config.inquirySendLimitPerMinute },
    }),
    authenticate,
  });
  accountDataRoutes(app, {
    accountData: createAccountDataService({
      db,
      clock,
      limiter,
      realtime,
      avatars,
      propertyImages,
      privateFiles: createPrivateFiles(storage),
      mailer,
      log: app.log,
    }),
    authenticate,
  });
  if (config.testClock && clock instanceof TestClock) testClockRoutes(app, { clock });

  if (deps.runJobs) {
    // Every node runs the job; the claim in the database lets exactly one send each reminder.
    const timer = setInterval(() => {
      payments.sendExpiryReminders().catch((err) => app.log.error({ err }, 'expiry reminders failed'));
    }, config.reminderIntervalMs);
    timer.unref();
    app.addHook('onReady', async () => {
      payments.sendExpiryReminders().catch((err) => app.log.error({ err }, 'expiry reminders failed'));
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }

  if (deps.serveWeb !== false) await registerWebApp(app, config.webDistDir);
  else await registerWebApp(app, '/nonexistent');

  app.addHook('onClose', async () => {
    if (!deps.mailer) mailer.close();
  });
  return app;
}
