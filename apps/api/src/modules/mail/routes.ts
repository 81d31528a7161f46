import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  mailFailureListSchema,
  mailFailureSchema,
  mailFailuresQuerySchema,
} from '@mietmatch/contract';
import type { Authenticate } from '../../plugins/auth.ts';
import type { MailFailureService } from './failure-service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** Mail delivery for admins: the mails the outbox gave up on, and sending one again. */
export function mailFailureRoutes(
  app: FastifyInstance,
  deps: { failures: MailFailureService; authenticate: Authenticate },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const adminOnly = deps.authenticate({ roles: ['admin'], forbidden: true });

  r.get('/api/admin/mail-failures', {
    schema: {
      tags,
      summary: 'Mails given up (refused for good, or failing for a day), newest first, and how many are pending',
      querystring: mailFailuresQuerySchema,
      response: { 200: mailFailureListSchema, ...errors },
    },
    preHandler: adminOnly,
    handler: (request) => deps.failures.list(request.query.page, request.query.pageSize),
  });

  r.post('/api/admin/mail-failures/:id/retry', {
    schema: {
      tags,
      summary: 'Send a given-up mail again: due now, with a fresh day of retries',
      params: z.object({ id: z.string().max(100) }),
      response: { 200: mailFailureSchema, 404: errorResponseSchema, ...errors },
    },
    preHandler: adminOnly,
    handler: (request) => deps.failures.retry(request.params.id),
  });
}
