import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  FIELD_STAGE,
  lastNameInitial,
  publicProfileSchema,
  type RequestStage,
  reaches,
} from '@mietmatch/contract';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireAuth, type Authenticate } from '../../plugins/auth.ts';
import { findUserById } from '../../db/members.ts';
import { avatarUrls } from './presenter.ts';
import { canSeeMember } from './policy.ts';

/** The stage a landlord reached with a tenant (document-access, handed over by the composition). */
export type StageOf = (landlordId: string, tenantId: string) => Promise<RequestStage>;

/** `/user-profile/{id}`: another member's public profile; hidden accounts answer 404 (admins see all). */
export function userRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; authenticate: Authenticate; stageOf: StageOf },
) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/users/:id', {
    schema: {
      tags: ['users'],
      summary: 'A member’s public profile (no email, phone or address)',
      params: z.object({ id: z.string().max(100) }),
      response: {
        200: publicProfileSchema,
        401: errorResponseSchema,
        402: errorResponseSchema,
        404: errorResponseSchema,
      },
    },
    preHandler: deps.authenticate(),
    handler: async (request) => {
      const viewer = requireAuth(request).user;
      const user = await findUserById(deps.db, request.params.id);
      if (!canSeeMember(viewer, user)) throw new AppError('UserNotFound');
      const now = deps.clock.now();
      // A landlord reads a tenant's profile as their request: by the stage reached, never nationality
      // or relationship status (request-stages.ts).
      const staged = viewer.role === 'contractor' && user.role === 'client';
      const stage = staged ? await deps.stageOf(viewer.id, user.id) : 'contract';
      return {
        id: user.id,
        firstName: user.firstName,
        lastName: reaches(stage, FIELD_STAGE.lastName) ? user.lastName : lastNameInitial(user.lastName),
        role: user.role,
        avatarUrl: avatarUrls(user.avatarKey).avatarUrl,
        ...(reaches(stage, FIELD_STAGE.profession) ? { profession: user.profession } : {}),
        ...(staged ? {} : { nationality: user.nationality, relationshipStatus: user.relationshipStatus }),
        memberSince: user.createdAt.toISOString(),
        prioritySupport:
          user.subscriptionMonths === 12 && user.paymentExpiresAt !== null && user.paymentExpiresAt > now,
      };
    },
  });
}
