import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { FileStorage } from '../adapters/storage/file-storage.ts';
import { pingRedis } from '../lib/redis-client.ts';
import { healthRoutes } from '../modules/health/index.ts';
import { registerMetrics } from '../plugins/metrics.ts';
import { registerDraining } from '../lifecycle/shutdown.ts';
import { type AccessTable, anyone, proof } from './route-access.ts';

/**
 * What operators and load balancers ask of a node: liveness (`/api/health`), readiness (`/api/ready`)
 * and its metrics (`/metrics`, the request histogram of every route).
 */
export function registerOperations(
  app: FastifyInstance,
  config: Config,
  d: {
    access: AccessTable;
    database: Database;
    storage: FileStorage;
    limiterRedis?: Redis;
    realtime: { pingRedis?: () => Promise<void> };
  },
) {
  d.access.add({
    'GET /api/health': anyone,
    'GET /api/ready': anyone,
    // Without METRICS_TOKEN, or with another bearer, it answers 404 like an unknown path.
    'GET /metrics': proof('METRICS_TOKEN as a bearer token'),
  });
  registerDraining(app);
  registerMetrics(app, { token: config.metrics.token, port: config.metrics.port, host: config.host });
  const { database, storage, limiterRedis } = d;
  const redisPings = [limiterRedis && (() => pingRedis(limiterRedis)), d.realtime.pingRedis].filter(
    (ping) => ping !== undefined,
  );
  healthRoutes(app, {
    ping: () => database.ping(),
    readiness: {
      database: () => database.ping(),
      // The connections this node already has (rate limits, realtime): a readiness probe opens none.
      redis: config.redisUrl ? async () => void (await Promise.all(redisPings.map((ping) => ping()))) : undefined,
      storage: () => storage.check(),
    },
  });
}
