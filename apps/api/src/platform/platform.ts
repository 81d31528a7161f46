import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { systemClock, TestClock, type Clock } from '../lib/clock.ts';
import { createJwtService, type JwtService } from '../lib/jwt.ts';
import { createRateLimiter, MemoryRateLimitStore, type RateLimiter, type RateLimitStore } from '../lib/rate-limiter.ts';
import { createSharedRateLimitStore } from '../lib/redis-rate-limit-store.ts';
import { createRedisClient, REDIS_TIMEOUTS, whenReady } from '../lib/redis-client.ts';
import type { Mailer } from '../adapters/mail/mailer.ts';
import { createFileStorage, type FileStorage } from '../adapters/storage/file-storage.ts';
import { AVATAR_IMAGES, createImageStore, PROPERTY_IMAGES, type ImageStore } from '../adapters/storage/image-store.ts';
import { createPrivateFiles, type PrivateFiles } from '../adapters/storage/private-files.ts';
import { createAuthenticate, type Authenticate } from '../plugins/auth.ts';
import { attachRealtime, type Realtime } from '../realtime/realtime.ts';
import { closeSocketsAfterListener } from '../lifecycle/close-sockets.ts';
import type { MailOutbox } from '../modules/mail/index.ts';
import { setUpMailOutbox } from './mail-outbox.ts';

/**
 * What every module builds on: the node's clock, tokens, mail outbox, file stores, rate limiting,
 * authentication and realtime channel. Modules take what they need of it; none of them makes its own.
 */
export interface Platform {
  app: FastifyInstance;
  config: Config;
  log: FastifyBaseLogger;
  database: Database;
  db: Db;
  clock: Clock;
  jwt: JwtService;
  outbox: MailOutbox;
  storage: FileStorage;
  avatars: ImageStore;
  propertyImages: ImageStore;
  privateFiles: PrivateFiles;
  limiter: RateLimiter;
  /** The rate limits' Redis connection (REDIS_URL), which readiness pings. */
  limiterRedis?: Redis;
  authenticate: Authenticate;
  realtime: Realtime;
}

export interface PlatformDeps {
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  rateLimitStore?: RateLimitStore;
  /** A member's unread messages, which the realtime channel answers to `join` (the inquiries module's). */
  totalUnread: (db: Db, userId: string) => Promise<number>;
}

export function createPlatform(app: FastifyInstance, config: Config, deps: PlatformDeps): Platform {
  const clock = deps.clock ?? (config.testClock ? new TestClock() : systemClock);
  const db = deps.database.db;
  const jwt = createJwtService(config.jwtSecret, clock);
  const outbox = setUpMailOutbox(app, config, { db, clock, mailer: deps.mailer });
  const storage = createFileStorage(config);
  app.addHook('onClose', async () => storage.close());
  const { limiter, limiterRedis } = createLimiter(app, config, clock, deps.rateLimitStore);
  const realtime = attachRealtime(app, {
    db,
    jwt,
    clock,
    appUrl: config.appUrl,
    redisUrl: config.redisUrl,
    log: app.log,
    openSockets: app.metrics.openSockets,
    nodeName: config.nodeName,
    totalUnread: deps.totalUnread,
  });
  closeSocketsAfterListener(app, () => realtime.close());
  return {
    app,
    config,
    log: app.log,
    database: deps.database,
    db,
    clock,
    jwt,
    outbox,
    storage,
    avatars: createImageStore(storage, AVATAR_IMAGES),
    propertyImages: createImageStore(storage, PROPERTY_IMAGES),
    privateFiles: createPrivateFiles(storage),
    limiter,
    limiterRedis,
    authenticate: createAuthenticate({ db, jwt, clock }),
    realtime,
  };
}

/** Rate limiting: several nodes must count together, so with REDIS_URL the windows live in Redis. */
function createLimiter(app: FastifyInstance, config: Config, clock: Clock, store?: RateLimitStore) {
  let limiterRedis: Redis | undefined;
  if (!store && config.redisUrl) limiterRedis = createRedisClient(config.redisUrl, app.log, 'rate limits');
  const limiter = createRateLimiter(
    store ?? (limiterRedis ? createSharedRateLimitStore(limiterRedis, app.log) : new MemoryRateLimitStore()),
    clock,
  );
  if (limiterRedis) {
    const redis = limiterRedis;
    app.addHook('onReady', () => whenReady(redis, REDIS_TIMEOUTS.connectMs));
    app.addHook('onClose', async () => redis.disconnect());
  }
  return { limiter, limiterRedis };
}
