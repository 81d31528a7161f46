import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { applicationSchema } from '@mietmatch/contract';
import { requireAuth, type Authenticate } from '../../plugins/auth.ts';
import type { InterestService } from './interest-service.ts';
import { errors, idParams, tags } from './route-kit.ts';

/** The tenant's steps that release more of their data to the landlord of an application. */
export function interestRoutes(app: FastifyInstance, deps: { interest: InterestService; authenticate: Authenticate }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tenants = deps.authenticate({ roles: ['client'], forbidden: true });

  r.post('/api/applications/:id/interest', {
    schema: {
      tags,
      summary: '“I want to rent this flat” (tenants): the landlord sees profession, income and documents',
      description:
        'Releases the interest stage of the tenant’s data to this landlord (see the request’s `stage`). ' +
        'Only a live application; saying it again changes nothing (409 InvalidTransition once ended).',
      params: idParams,
      response: { 200: applicationSchema, ...errors },
    },
    preHandler: tenants,
    handler: async (request) => deps.interest.confirmInterest(requireAuth(request).user, request.params.id),
  });

  r.post('/api/applications/:id/accept', {
    schema: {
      tags,
      summary: 'Accept the landlord’s offer (tenants): the landlord sees identity documents',
      description: 'Releases the contract stage to this landlord. Only an offered application.',
      params: idParams,
      response: { 200: applicationSchema, ...errors },
    },
    preHandler: tenants,
    handler: async (request) => deps.interest.acceptOffer(requireAuth(request).user, request.params.id),
  });
}
