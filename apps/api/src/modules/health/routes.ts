import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_VERSION } from '@mietmatch/contract';

export function healthRoutes(app: FastifyInstance, deps: { ping: () => Promise<void> }) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', {
    schema: {
      tags: ['system'],
      summary: 'Answers ok when the database answers',
      response: {
        200: z.object({ status: z.literal('ok'), version: z.string() }),
        503: z.object({ status: z.literal('error'), version: z.string() }),
      },
    },
    handler: async (request, reply) => {
      try {
        await deps.ping();
        return { status: 'ok' as const, version: APP_VERSION };
      } catch (err) {
        request.log.error({ err }, 'health check: database does not answer');
        return reply.status(503).send({ status: 'error' as const, version: APP_VERSION });
      }
    },
  });
}
