import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_VERSION } from '@mietmatch/contract';
import { RETRY_AFTER_SECONDS } from '../../plugins/unavailable.ts';

/**
 * A load balancer asks often and must hear "not now" quickly: a database that has not answered
 * within a second counts as down, well before the pool's own connect and read timeouts.
 */
const PING_LIMIT_MS = 1000;

function withinTime(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function healthRoutes(app: FastifyInstance, deps: { ping: () => Promise<void> }) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', {
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
        await withinTime(ping, PING_LIMIT_MS);
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
}
