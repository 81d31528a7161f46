import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_VERSION } from '@mietmatch/contract';
import { RETRY_AFTER_SECONDS } from '../../plugins/unavailable.ts';
import { CHECK_LIMIT_MS, checkReadiness, type ReadinessChecks, withinTime } from './readiness.ts';

const partState = z.enum(['ok', 'off', 'error']);
const checksSchema = z.object({ database: partState, redis: partState, storage: partState });

/**
 * `/api/health` is liveness: the process answers and so does its database (a load balancer asks
 * often and must hear "not now" quickly: a database silent for a second counts as down, well before
 * the pool's own timeouts). `/api/ready` is readiness: may this node take traffic now.
 */
export function healthRoutes(app: FastifyInstance, deps: { ping: () => Promise<void>; readiness: ReadinessChecks }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/health', {
    schema: {
      tags: ['system'],
      summary: 'Answers ok when the database answers; 503 within about a second when it does not',
      response: {
        200: z.object({ status: z.literal('ok'), version: z.string() }),
        503: z.object({ status: z.literal('error'), version: z.string() }),
      },
    },
    handler: async (request, reply) => {
      const ping = deps.ping();
      try {
        await withinTime(ping, CHECK_LIMIT_MS);
        return { status: 'ok' as const, version: APP_VERSION };
      } catch (err) {
        // The ping may still fail after the answer went out; its failure is the one logged here.
        ping.catch(() => {});
        // A warning, as for every outage answer: a load balancer asking every few seconds must not flood the error log.
        request.log.warn({ err }, 'health check: database does not answer');
        return reply
          .status(503)
          .header('Retry-After', String(RETRY_AFTER_SECONDS))
          .send({ status: 'error' as const, version: APP_VERSION });
      }
    },
  });

  routes.get('/api/ready', {
    schema: {
      tags: ['system'],
      summary: 'Whether this node takes traffic: database, Redis (when configured) and file storage answer',
      description:
        'Each part is asked at once and given a second; 503 names the parts that did not answer. ' +
        'A node that is shutting down answers 503 with `failing: ["shutdown"]` at once.',
      response: {
        200: z.object({ status: z.literal('ok'), checks: checksSchema }),
        503: z.object({
          status: z.literal('error'),
          failing: z.array(z.enum(['database', 'redis', 'storage', 'shutdown'])),
          checks: checksSchema.optional(),
        }),
      },
    },
    handler: async (request, reply) => {
      const unavailable = () => reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS));
      // A stopping node says so before anything else: the balancer sends no new work its way.
      if (app.draining) return unavailable().send({ status: 'error' as const, failing: ['shutdown' as const] });
      const { checks, failing, errors } = await checkReadiness(deps.readiness);
      if (failing.length === 0) return { status: 'ok' as const, checks };
      request.log.warn({ failing, errors }, 'readiness check: a part does not answer');
      return unavailable().send({ status: 'error' as const, failing, checks });
    },
  });
}
