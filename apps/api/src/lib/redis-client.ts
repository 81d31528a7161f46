import { Redis, type RedisOptions } from 'ioredis';

export interface OutageLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * Redis serves the rate limits and the realtime fan-out; a request never waits for it for long:
 * - no offline queue: while the connection is down a command fails at once instead of waiting;
 * - a command without an answer fails after `commandTimeout` (a silent partition);
 * - a connection attempt gives up after `connectTimeout` and is tried again, at most every 2 s.
 * Callers decide what a failed command means (rate-limiter.ts counts per node, realtime.ts serves
 * its own node's sockets).
 */
export const REDIS_TIMEOUTS = { connectMs: 1000, commandMs: 500 } as const;

/**
 * A client with the settings above and an `error` listener: without one ioredis reports every
 * failed reconnect as an unhandled error event. One warning per outage, one line when it is back.
 */
export function createRedisClient(url: string, log: OutageLog, role: string, options: RedisOptions = {}): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: REDIS_TIMEOUTS.connectMs,
    commandTimeout: REDIS_TIMEOUTS.commandMs,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    ...options,
  });
  let down = false;
  redis.on('error', (err) => {
    if (down) return;
    down = true;
    log.warn({ err, role }, `Redis does not answer (${role})`);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ role }, `Redis answers again (${role})`);
  });
  return redis;
}

/** Resolves when the client is connected, or after `ms` anyway: a server starts without Redis too. */
export function whenReady(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
  });
}

/**
 * One PING on an existing connection (readiness). A connection that is not up fails at once: a
 * command would otherwise wait in the subscriber's offline queue, one more for every probe.
 */
export async function pingRedis(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') throw new Error(`Redis connection is ${redis.status}`);
  await redis.ping();
}
