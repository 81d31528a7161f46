import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@mietmatch/contract';
import { requireAuth, type Authenticate } from '../../plugins/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Db } from '../../db/client.ts';
import { findUserById, isUuid } from '../auth/queries.ts';
import { avatarUrls } from '../auth/presenter.ts';
import * as q from './queries.ts';

const statusSchema = z.object({ status: z.enum(['pending', 'granted', 'removed']) });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 402: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
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

/**
 * Landlords ask for a tenant's files; the tenant grants or removes access. Files check this at
 * every download, so a removal takes effect with the next request.
 */
export function documentAccessRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock; authenticate: Authenticate }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['document access'];

  r.post('/api/document-access/request', {
    schema: { tags, summary: 'Ask a tenant for access to their images and documents (landlords)', querystring: z.object({ tenantId: z.string().max(100) }), response: { 200: statusSchema, ...errors } },
    preHandler: deps.authenticate({ roles: ['contractor'] }),
    handler: async (request) => {
      const { user } = requireAuth(request);
      const tenant = isUuid(request.query.tenantId) ? await findUserById(deps.db, request.query.tenantId) : null;
      if (!tenant || tenant.role !== 'client' || tenant.isBlocked || tenant.isSoftDeleted || tenant.isDeactivated) throw new AppError('NotFound', 404);
      const { status } = await q.requestAccess(deps.db, tenant.id, user.id, deps.clock.now());
      return { status };
    },
  });

  r.patch('/api/document-access/toggle-access', {
    schema: { tags, summary: 'Grant or remove a landlord’s access (tenants)', querystring: z.object({ landlordId: z.string().max(100) }), response: { 200: statusSchema, ...errors } },
    preHandler: deps.authenticate({ roles: ['client'] }),
    handler: async (request) => {
      const { user } = requireAuth(request);
      const status = isUuid(request.query.landlordId) ? await q.toggleAccess(deps.db, user.id, request.query.landlordId, deps.clock.now()) : null;
      if (!status) throw new AppError('NotFound', 404);
      return { status };
    },
  });

  r.get('/api/document-access', {
    schema: { tags, summary: 'Access requests: received (tenants) or sent (landlords)', response: { 200: z.object({ items: z.array(entrySchema) }), ...errors } },
    preHandler: deps.authenticate({ roles: ['client', 'contractor'] }),
    handler: async (request) => {
      const { user } = requireAuth(request);
      const rows = await q.listAccess(deps.db, user.role === 'client' ? 'tenant' : 'landlord', user.id);
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
