import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminLotteryDrawSchema,
  lotteryBodySchema,
  lotteryDrawListSchema,
  lotteryDrawSchema,
  MAX_LOTTERY_COUNT,
} from '@mietmatch/contract';
import { requireAuth, type Authenticate } from '../../plugins/auth.ts';
import type { LotteryService } from './lottery-service.ts';
import { errors, idParams, tags } from './route-kit.ts';

interface Deps {
  lottery: LotteryService;
  authenticate: Authenticate;
}

/** Fair selection's lottery: the landlord draws and reads their draws; an admin checks one. */
export function lotteryRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const landlords = deps.authenticate({ roles: ['contractor'], forbidden: true });

  r.post('/api/properties/:id/lottery', {
    schema: {
      tags,
      summary: 'Draw viewing invitees by lot among the applications meeting the criteria (fair selection)',
      description:
        `Among the listing's new and shortlisted applications that meet every criterion set to true, ` +
        `\`count\` (1–${MAX_LOTTERY_COUNT}) are drawn with a fresh random seed and invited as the pipeline ` +
        'invites (the viewing invitation, the tenant told at once). The draw is recorded: seed, criteria, the ' +
        'eligible applications by number and the invitees. Only a listing with `fairSelection` draws (400 ' +
        'ValidationFailed with a `fairSelection` field otherwise).',
      params: idParams,
      body: lotteryBodySchema,
      response: { 201: lotteryDrawSchema, ...errors },
    },
    preHandler: landlords,
    handler: async (request, reply) =>
      reply.status(201).send(await deps.lottery.draw(requireAuth(request).user, request.params.id, request.body)),
  });

  r.get('/api/properties/:id/lottery', {
    schema: {
      tags,
      summary: 'The draws of my listing, newest first',
      params: idParams,
      response: { 200: lotteryDrawListSchema, ...errors },
    },
    preHandler: landlords,
    handler: async (request) => deps.lottery.list(requireAuth(request).user, request.params.id),
  });

  r.get('/api/admin/lottery-draws/:id', {
    schema: {
      tags: ['admin'],
      summary: 'A recorded draw, shuffled again from its seed and eligible list (`reproduced`: same invitees)',
      params: idParams,
      response: { 200: adminLotteryDrawSchema, ...errors },
    },
    preHandler: deps.authenticate({ roles: ['admin'], forbidden: true }),
    handler: async (request) => deps.lottery.reproduce(request.params.id),
  });
}
