import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminReportsQuerySchema,
  createReportBodySchema,
  createReportResponseSchema,
  decisionBodySchema,
  decisionSchema,
  reportGroupListSchema,
} from '@mietmatch/contract';
import type { Db } from '../../db/client.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { requireAuth, type Authenticate } from '../../plugins/auth.ts';
import type { DecisionService } from './decisions/decision-service.ts';
import { reportQueue } from './cases/queue-service.ts';
import type { ReportService } from './reports/report-service.ts';
import type { ModeratedKind } from '../../platform/moderated-kind.ts';
import { errorAnswers } from '../../lib/error-answers.ts';

const idParams = z.object({ id: z.string().max(100) });
const errors = errorAnswers(400, 401, 403, 404, 409, 429);

/** Reporting content (anyone) and the admins' queue and decisions. */
export function moderationRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    kinds: () => readonly ModeratedKind[];
    reports: ReportService;
    decisions: DecisionService;
    authenticate: Authenticate;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = deps.authenticate({ roles: ['admin'], forbidden: true });

  r.post('/api/reports', {
    schema: {
      tags: ['moderation'],
      summary: 'Report content or a member (sign-in optional)',
      description:
        'Signed in: `subjectType` + `subjectId` (or `subjectUrl`). Without an account: `subjectUrl` (the page of the listing, request or profile), `name` and `email`; 20 an hour per address. 201 with a reference; the same reporter reporting the same open item again gets 200 with the existing report. 429 ReportingSuspended after too many manifestly unfounded reports.',
      body: createReportBodySchema,
      response: { 200: createReportResponseSchema, 201: createReportResponseSchema, ...errors },
    },
    preHandler: deps.authenticate({ optional: true }),
    handler: async (request, reply) => {
      const { report, created } = await deps.reports.create(request.body, {
        user: request.auth?.user ?? null,
        ip: request.ip,
        language: requestLanguage(request.headers['accept-language'], 'de'),
      });
      reply.code(created ? 201 : 200);
      return { id: report.id, reference: report.reference, ...(created ? {} : { alreadyReported: true }) };
    },
  });

  r.get('/api/admin/reports', {
    schema: {
      tags: ['admin'],
      summary: 'The moderation queue: reports grouped by reported item',
      description: 'Open items oldest first; decided items by decision, newest first. Reporters are never named.',
      querystring: adminReportsQuerySchema,
      response: { 200: reportGroupListSchema, ...errors },
    },
    preHandler: adminOnly,
    handler: async (request) => reportQueue(deps.db, deps.kinds(), request.query, deps.clock.now()),
  });

  r.post('/api/admin/reports/:id/decision', {
    schema: {
      tags: ['admin'],
      summary: 'Decide every open report on an item (`:id`: any report of it), with a statement of reasons',
      description:
        'Effects at once: removed content is hidden from others, restricted content from search, a suspended member is blocked and signed out; the owner gets the statement of reasons, each reporter the outcome.',
      params: idParams,
      body: decisionBodySchema,
      response: { 200: decisionSchema, ...errors },
    },
    preHandler: adminOnly,
    handler: async (request) => deps.decisions.decide(requireAuth(request).user, request.params.id, request.body),
  });
}
