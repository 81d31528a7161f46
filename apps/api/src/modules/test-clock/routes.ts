import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TestClock } from '../../lib/clock.ts';

/**
 * Only with TEST_CLOCK=true (refused in production): end-to-end tests move the server's time to
 * see plans and tokens expire without sleeping.
 */
export function testClockRoutes(app: FastifyInstance, deps: { clock: TestClock }) {
  app.withTypeProvider<ZodTypeProvider>().post('/api/test/clock', {
    schema: {
      tags: ['test'],
      summary: 'Move the server clock (test runs only)',
      body: z.object({
        advanceMs: z
          .number()
          .int()
          .min(0)
          .max(10 * 365 * 24 * 3600 * 1000)
          .optional(),
        reset: z.boolean().optional(),
      }),
      response: { 200: z.object({ now: z.string() }) },
    },
    handler: async (request) => {
      if (request.body.reset) deps.clock.reset();
      if (request.body.advanceMs) deps.clock.advance(request.body.advanceMs);
      return { now: deps.clock.now().toISOString() };
    },
  });
}
