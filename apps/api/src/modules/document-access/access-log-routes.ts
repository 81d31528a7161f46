import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { documentAccessLogQuerySchema, documentAccessLogSchema, errorResponseSchema } from '@mietmatch/contract';
import { requireAuth, type Authenticate } from '../../plugins/auth.ts';
import { avatarUrls } from '../users/index.ts';
import type { DocumentAccessService } from './service.ts';

export function accessLogRoutes(
  app: FastifyInstance,
  deps: { access: DocumentAccessService; authenticate: Authenticate },
) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/document-access/log', {
    schema: {
      tags: ['document access'],
      summary: 'Who has seen my documents: every open of my images and documents by a landlord (tenants)',
      description:
        'Landlords only ever get a copy stamped with their name and the date; each full open (not a thumbnail) ' +
        'is one entry, newest first. A landlord whose account was erased shows without a name.',
      querystring: documentAccessLogQuerySchema,
      response: {
        200: documentAccessLogSchema,
        400: errorResponseSchema,
        401: errorResponseSchema,
        403: errorResponseSchema,
      },
    },
    // The tenant's own record: kept readable without a plan and while the account is paused.
    preHandler: deps.authenticate({ roles: ['client'], forbidden: true, withoutPlan: true, allowDeactivated: true }),
    handler: async (request) => {
      const { page, pageSize } = request.query;
      const { items, total } = await deps.access.openedLog(requireAuth(request).user, page, pageSize);
      return {
        items: items.map((row) => ({
          id: row.id,
          landlordId: row.landlordId,
          landlordName: row.firstName === null ? null : `${row.firstName} ${row.lastName}`,
          avatarUrl: avatarUrls(row.avatarKey).avatarUrl,
          requestId: row.requestId,
          fileId: row.fileId,
          fileTitle: row.fileTitle,
          fileKind: row.fileKind,
          openedAt: row.openedAt.toISOString(),
        })),
        total,
        page,
        pageSize,
      };
    },
  });
}
