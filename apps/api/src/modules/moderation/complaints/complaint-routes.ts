import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminComplaintListSchema,
  adminComplaintsQuerySchema,
  complaintBodySchema,
  complaintByLinkBodySchema,
  complaintSchema,
  decisionListSchema,
  memberDecisionsQuerySchema,
  resolveComplaintBodySchema,
  transparencyQuerySchema,
  transparencySchema,
} from '@mietmatch/contract';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { contentDisposition } from '../../../lib/content-disposition.ts';
import { requireAuth, type Authenticate } from '../../../plugins/auth.ts';
import type { ComplaintService } from './complaint-service.ts';
import { periodOf, transparencyCsv, transparencyFileName, transparencyReport } from '../transparency/transparency.ts';
import { errorAnswers } from '../../../lib/error-answers.ts';

const idParams = z.object({ id: z.string().max(100) });
const errors = errorAnswers(400, 401, 403, 404, 409, 429);

/** The member's decisions and complaints, the admins' complaint queue and the transparency figures. */
export function complaintRoutes(
  app: FastifyInstance,
  deps: { complaints: ComplaintService; authenticate: Authenticate; db: Db; clock: Clock },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Redress does not depend on a running plan or an active account (DSA Art. 20).
  const member = deps.authenticate({ allowDeactivated: true, withoutPlan: true });
  const adminOnly = deps.authenticate({ roles: ['admin'], forbidden: true });
  const { complaints } = deps;

  r.get('/api/moderation/decisions', {
    schema: {
      tags: ['moderation'],
      summary: 'Decisions about my content or account, and the outcomes of my reports, newest first',
      description:
        'As owner (any restriction of my item or account): the full statement of reasons. As reporter: the outcome and the ground, without the facts about the other member. Each with the complaint deadline and whether I may still complain.',
      querystring: memberDecisionsQuerySchema,
      response: { 200: decisionListSchema, ...errors },
    },
    preHandler: member,
    handler: async (request) => complaints.memberDecisions(requireAuth(request).user, request.query),
  });

  r.post('/api/moderation/decisions/:id/complaint', {
    schema: {
      tags: ['moderation'],
      summary: 'Complain about a decision (once, within six months)',
      description:
        'The owner about a restriction, a reporter about the dismissal of their report. After six months 409 ComplaintPeriodOver; a second time 409 ComplaintExists; a decision that is none of mine 404.',
      params: idParams,
      body: complaintBodySchema,
      response: { 201: complaintSchema, ...errors },
    },
    preHandler: member,
    handler: async (request, reply) => {
      const complaint = await complaints.complain(
        requireAuth(request).user,
        request.params.id,
        request.body.explanation,
      );
      return reply.status(201).send(complaint);
    },
  });

  r.post('/api/moderation/complaint-by-link', {
    schema: {
      tags: ['moderation'],
      summary: 'Complain about a decision by the mailed link, without signing in (a suspended member)',
      description:
        'The token of the link in the statement of reasons names the member and the decision. The same rules as a complaint signed in (409 ComplaintPeriodOver, ComplaintExists, Conflict when reversed); a token that is invalid, expired or not for a decision of this member 400 (`fields.token`). 20 an hour per address.',
      body: complaintByLinkBodySchema,
      response: { 201: complaintSchema, ...errors },
    },
    handler: async (request, reply) => {
      const complaint = await complaints.complainByLink(request.body, request.ip);
      return reply.status(201).send(complaint);
    },
  });

  r.get('/api/admin/complaints', {
    schema: {
      tags: ['admin'],
      summary: 'Complaints against decisions: open ones oldest first, resolved ones newest first',
      querystring: adminComplaintsQuerySchema,
      response: { 200: adminComplaintListSchema, ...errors },
    },
    preHandler: adminOnly,
    handler: async (request) => complaints.adminList(request.query),
  });

  r.post('/api/admin/complaints/:id/resolve', {
    schema: {
      tags: ['admin'],
      summary: 'Uphold a decision or reverse it (restoring the content or account)',
      description:
        'A resolved complaint answers 409 Conflict. Mails the complainant; a reversal also the owner and the reporters.',
      params: idParams,
      body: resolveComplaintBodySchema,
      response: { 200: complaintSchema, ...errors },
    },
    preHandler: adminOnly,
    handler: async (request) => complaints.resolve(requireAuth(request).user, request.params.id, request.body),
  });

  r.get('/api/admin/transparency', {
    schema: {
      tags: ['admin'],
      summary: 'Transparency figures of a period (JSON, or CSV with `format=csv`)',
      description:
        'Defaults: `to` now, `from` 30 days before. A date-only `to` includes that whole (UTC) day. CSV: `section,key,value`, one row per figure.',
      querystring: transparencyQuerySchema,
      produces: ['application/json', 'text/csv'],
      response: { 200: transparencySchema, ...errors },
    },
    preHandler: adminOnly,
    handler: async (request, reply) => {
      const figures = await transparencyReport(deps.db, periodOf(request.query, deps.clock.now()));
      if (request.query.format !== 'csv') return figures;
      // A string with a non-JSON type is sent as it is, past the JSON response schema (hence the cast).
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition('attachment', transparencyFileName(figures)))
        .send(transparencyCsv(figures) as never);
    },
  });
}
