import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MATCH_RENT_TOLERANCE,
  MATCH_WEIGHTS,
  pageQuerySchema,
  propertyMatchListSchema,
  requestMatchListSchema,
} from '@mietmatch/contract';
import { requireAuth, type Authenticate } from '../../plugins/auth.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import type { ImageStore } from '../../adapters/storage/image-store.ts';
import type { Db } from '../../db/client.ts';
import { presentProperty } from '../properties/index.ts';
import { providersOf } from '../users/index.ts';
import { present as presentRequestView } from '../tenant-requests/index.ts';
import type { MatchService } from './service.ts';
import { presentReasons } from './presenter.ts';
import { errorAnswers } from '../../lib/error-answers.ts';

const errors = errorAnswers(400, 401, 402, 403, 404);
const weights = Object.entries(MATCH_WEIGHTS)
  .map(([c, w]) => `${c} ${w}`)
  .join(', ');
const scoreNote =
  `Counterparts that are findable, not the caller's own, in the request's target area (its postal codes; without ` +
  `any, its city; or within its radius) and at most ${MATCH_RENT_TOLERANCE * 100} % above its budget. Score 0–100, ` +
  `points per criterion (${weights}); best score first, then members on a 12-month plan, then newest. ` +
  'Anyone but the owner (admins too) gets 404.';

export function matchRoutes(
  app: FastifyInstance,
  deps: { db: Db; matches: MatchService; authenticate: Authenticate; images: ImageStore },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['matches'];

  r.get('/api/matches/properties/:propertyId', {
    schema: {
      tags,
      summary: 'The tenant requests a landlord’s property fits, ranked',
      description: scoreNote,
      params: z.object({ propertyId: z.guid({ error: 'invalidValue' }) }),
      querystring: pageQuerySchema,
      response: { 200: propertyMatchListSchema, ...errors },
    },
    preHandler: deps.authenticate(),
    handler: async (request) => {
      const { page, pageSize } = request.query;
      const language = requestLanguage(request.headers['accept-language']);
      const result = await deps.matches.ofProperty(
        requireAuth(request).user,
        request.params.propertyId,
        page,
        pageSize,
      );
      return {
        items: result.items.map(({ hit, view }) => ({
          score: hit.score,
          reasons: presentReasons(language, hit, result.property, hit.row),
          request: { ...presentRequestView(view), distanceKm: hit.distanceKm, topPlacement: hit.topPlacement },
        })),
        total: result.total,
        page,
        pageSize,
      };
    },
  });

  r.get('/api/matches/requests/:requestId', {
    schema: {
      tags,
      summary: 'The properties that fit a tenant’s request, ranked',
      description: scoreNote,
      params: z.object({ requestId: z.guid({ error: 'invalidValue' }) }),
      querystring: pageQuerySchema,
      response: { 200: requestMatchListSchema, ...errors },
    },
    preHandler: deps.authenticate(),
    handler: async (request) => {
      const { page, pageSize } = request.query;
      const language = requestLanguage(request.headers['accept-language']);
      const result = await deps.matches.ofRequest(requireAuth(request).user, request.params.requestId, page, pageSize);
      const providers = await providersOf(
        deps.db,
        result.hits.map((hit) => hit.row.ownerId),
      );
      return {
        items: result.hits.map((hit) => ({
          score: hit.score,
          reasons: presentReasons(language, hit, hit.row, result.request),
          property: {
            ...presentProperty(
              hit.row,
              hit.images,
              deps.images,
              hit.ownerAvatarKey,
              result.addressViews.get(hit.row.id)!,
              undefined,
              providers.get(hit.row.ownerId),
            ),
            distanceKm: hit.distanceKm,
            topPlacement: hit.topPlacement,
          },
        })),
        total: result.total,
        page,
        pageSize,
      };
    },
  });
}
