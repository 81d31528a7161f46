import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPLICATION_ANSWER_DAYS,
  applicationSchema,
  createApplicationSchema,
  declineApplicationsSchema,
  declinedSchema,
  FREE_LIVE_APPLICATIONS,
  myApplicationPageSchema,
  myApplicationsQuerySchema,
  pipelinePageSchema,
  pipelineQuerySchema,
  updateApplicationSchema,
} from '@mietmatch/contract';
import { requestLanguage } from '../../lib/request-language.ts';
import { requireAuth, type Authenticate } from '../../plugins/auth.ts';
import type { ApplyService } from './apply-service.ts';
import type { PipelineService } from './pipeline-service.ts';
import { errors, idParams, tags } from './route-kit.ts';

interface Deps {
  apply: ApplyService;
  pipeline: PipelineService;
  authenticate: Authenticate;
}

/** Applications: the tenant applies, lists and withdraws; the landlord works each listing's pipeline. */
export function applicationRoutes(app: FastifyInstance, deps: Deps) {
  tenantRoutes(app, deps);
  landlordRoutes(app, deps);
}

function tenantRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tenants = deps.authenticate({ roles: ['client'], forbidden: true });

  r.post('/api/applications', {
    schema: {
      tags,
      summary: 'Apply to a listing with one of my requests',
      description:
        `One live application per listing (409 AlreadyApplied); the listing must take applications (409 ` +
        `ApplicationsClosed); without the additional plan at most ${FREE_LIVE_APPLICATIONS} live ones (402 ` +
        `AdditionalPlanRequired). The landlord hears of it at once; without an answer within ` +
        `${APPLICATION_ANSWER_DAYS} days it expires with a notice.`,
      body: createApplicationSchema,
      response: { 201: applicationSchema, ...errors },
    },
    preHandler: tenants,
    handler: async (request, reply) =>
      reply.status(201).send(await deps.apply.apply(requireAuth(request).user, request.body)),
  });

  r.get('/api/applications', {
    schema: {
      tags,
      summary: 'My applications, newest first, with their status',
      querystring: myApplicationsQuerySchema,
      response: { 200: myApplicationPageSchema, ...errors },
    },
    preHandler: tenants,
    handler: async (request) => deps.apply.mine(requireAuth(request).user, request.query),
  });

  r.delete('/api/applications/:id', {
    schema: {
      tags,
      summary: 'Withdraw my application (the landlord is told)',
      params: idParams,
      response: { 200: applicationSchema, ...errors },
    },
    preHandler: tenants,
    handler: async (request) => deps.apply.withdraw(requireAuth(request).user, request.params.id),
  });
}

function landlordRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const landlords = deps.authenticate({ roles: ['contractor'], forbidden: true });

  r.get('/api/properties/:id/applications', {
    schema: {
      tags,
      summary: 'The applications to my listing, with each applicant’s match score and reasons',
      params: idParams,
      querystring: pipelineQuerySchema,
      response: { 200: pipelinePageSchema, ...errors },
    },
    preHandler: landlords,
    handler: async (request) =>
      deps.pipeline.list(
        requireAuth(request).user,
        request.params.id,
        request.query,
        requestLanguage(request.headers['accept-language']),
      ),
  });

  r.patch('/api/applications/:id', {
    schema: {
      tags,
      summary:
        'Shortlist, invite to a viewing, offer the flat or decline (allowed steps only, else 409 InvalidTransition)',
      description:
        'Inviting also invites the tenant to book the listing’s viewing slots. The tenant is told at once: ' +
        'notification, live event and mail.',
      params: idParams,
      body: updateApplicationSchema,
      response: { 200: applicationSchema, ...errors },
    },
    preHandler: landlords,
    handler: async (request) => deps.pipeline.setStatus(requireAuth(request).user, request.params.id, request.body),
  });

  r.post('/api/properties/:id/applications/decline', {
    schema: {
      tags,
      summary: 'Decline many applications at once (`ids`, or all live ones `except` some)',
      params: idParams,
      body: declineApplicationsSchema,
      response: { 200: declinedSchema, ...errors },
    },
    preHandler: landlords,
    handler: async (request) => deps.pipeline.decline(requireAuth(request).user, request.params.id, request.body),
  });
}
