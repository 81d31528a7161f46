import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { propertyMapQuerySchema, propertyMapSchema } from '@mietmatch/contract';
import { requireAuth, type Authenticate } from '../../plugins/auth.ts';
import type { PropertyService } from './service.ts';
import { errorAnswers } from '../../lib/error-answers.ts';

/** The property search on a map (our addition): the list's filters, answered as clusters and points. */
export function propertyMapRoute(
  app: FastifyInstance,
  deps: { properties: PropertyService; authenticate: Authenticate },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { properties, authenticate } = deps;
  const tags = ['properties'];
  r.get('/api/landlord/filter/map', {
    schema: {
      tags,
      summary: 'The property search on a map: clusters and points (our addition)',
      description:
        'The filters of `GET /api/landlord/filter`; the area is the city and `bbox` (`west,south,east,north`), each ' +
        'when given. Listings standing closer than about 64 screen pixels at `zoom` are one cluster; a cluster of one ' +
        'is a point with its rent. A hidden address (`approximate: true`) stands at the centre of a grid cell of ' +
        'about 400 m, never at the house, for everyone but its owner and admins.',
      querystring: propertyMapQuerySchema,
      response: { 200: propertyMapSchema, ...errorAnswers(400, 401, 402, 403, 404) },
    },
    preHandler: authenticate(),
    // The answer arrives as JSON text, kept for everyone who sees the same map (see `map-answers.ts`): it is
    // sent as it is, already in the shape of the schema above.
    handler: async (request, reply) => {
      const body = await properties.mapAnswer(requireAuth(request).user, request.query);
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  });
}
