import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, type Authenticate } from '../../plugins/auth.ts';
import { avatarUrls } from '../users/index.ts';
import type { DocumentAccessService } from './service.ts';
import { errorAnswers } from '../../lib/error-answers.ts';

const statusSchema = z.object({ status: z.enum(['pending', 'granted', 'removed']) });
const errors = errorAnswers(400, 401, 402, 403, 404);
const entrySchema = z.object({
  tenantId: z.string(),
  landlordId: z.string(),
  status: z.enum(['pending', 'granted', 'removed']),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
});

export function documentAccessRoutes(
  app: FastifyInstance,
  deps: { access: DocumentAccessService; authenticate: Authenticate },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['document access'];

  r.post('/api/document-access/request', {
    schema: {
      tags,
      summary: 'Ask a tenant for access to their images and documents (landlords)',
      querystring: z.object({ tenantId: z.string().max(100) }),
      response: { 200: statusSchema, ...errors },
    },
    preHandler: deps.authenticate({ roles: ['contractor'] }),
    handler: async (request) => {
      return { status: await deps.access.request(requireAuth(request).user, request.query.tenantId) };
    },
  });

  r.patch('/api/document-access/toggle-access', {
    schema: {
      tags,
      summary: 'Grant or remove a landlord’s access (tenants)',
      description:
        'With `to=granted|removed` the state is set (e.g. declining a pending request); without it, it toggles.',
      querystring: z.object({
        landlordId: z.string().max(100),
        to: z.enum(['granted', 'removed'], { error: 'invalidValue' }).optional(),
      }),
      response: { 200: statusSchema, ...errors },
    },
    preHandler: deps.authenticate({ roles: ['client'] }),
    handler: async (request) => {
      return {
        status: await deps.access.decide(requireAuth(request).user, request.query.landlordId, request.query.to),
      };
    },
  });

  r.get('/api/document-access', {
    schema: {
      tags,
      summary: 'Access requests: received (tenants) or sent (landlords)',
      response: { 200: z.object({ items: z.array(entrySchema) }), ...errors },
    },
    preHandler: deps.authenticate({ roles: ['client', 'contractor'] }),
    handler: async (request) => {
      const rows = await deps.access.list(requireAuth(request).user);
      return {
        items: rows.map((row) => ({
          tenantId: row.tenantId,
          landlordId: row.landlordId,
          status: row.status,
          requestedAt: row.requestedAt.toISOString(),
          decidedAt: row.decidedAt?.toISOString() ?? null,
          firstName: row.firstName,
          lastName: row.lastName,
          avatarUrl: avatarUrls(row.avatarKey).avatarUrl,
        })),
      };
    },
  });
}
