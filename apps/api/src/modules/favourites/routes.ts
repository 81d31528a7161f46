import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingSchema, propertySchema, tenantRequestSchema } from '@mietmatch/contract';
import type { Db } from '../../db/client.ts';
import { requireAuth, type Authenticate } from '../../plugins/auth.ts';
import type { ImageStore } from '../../adapters/storage/image-store.ts';
import type { PropertyService } from '../properties/index.ts';
import type { TenantRequestService } from '../tenant-requests/index.ts';
import { imagesByProperty, presentProperty } from '../properties/index.ts';
import { providersOf } from '../users/index.ts';
import { addressViews } from '../properties/index.ts';
import { presentRequest } from '../tenant-requests/index.ts';
import { listImages } from '../properties/index.ts';
import * as q from './queries.ts';
import { errorAnswers } from '../../lib/error-answers.ts';

const idParams = z.object({ id: z.string().max(100) });
const toggled = z.object({ favourite: z.boolean() });
const errors = errorAnswers(400, 401, 402, 403, 404);
const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** Favourite properties (tenants) and requests (landlords); only what the user may see can be a favourite. */
export function favouriteRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    authenticate: Authenticate;
    properties: PropertyService;
    requests: TenantRequestService;
    images: ImageStore;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['favourites'];

  r.post('/api/favorites/property/:id', {
    schema: {
      tags,
      summary: 'Add or remove a favourite property',
      params: idParams,
      response: { 200: toggled, ...errors },
    },
    // Tenants keep listings; anyone else is answered as for a listing they cannot see.
    preHandler: deps.authenticate({ roles: ['client'] }),
    handler: async (request) => {
      const { user } = requireAuth(request);
      const { row } = await deps.properties.get(user, request.params.id);
      return { favourite: await q.toggleFavouriteProperty(deps.db, user.id, row.id) };
    },
  });

  r.post('/api/favorites/request/:id', {
    schema: {
      tags,
      summary: 'Add or remove a favourite tenant request',
      params: idParams,
      response: { 200: toggled, ...errors },
    },
    // Landlords keep requests; a tenant (her own request included) is answered as for one she cannot see.
    preHandler: deps.authenticate({ roles: ['contractor'] }),
    handler: async (request) => {
      const { user } = requireAuth(request);
      const { row } = await deps.requests.get(user, request.params.id);
      return { favourite: await q.toggleFavouriteRequest(deps.db, user.id, row.id) };
    },
  });

  r.get('/api/favorites/properties', {
    schema: {
      tags,
      summary: 'My favourite properties',
      querystring: z.object(pagingSchema),
      response: { 200: page(propertySchema), ...errors },
    },
    preHandler: deps.authenticate(),
    handler: async (request) => {
      const { page: p, pageSize } = request.query;
      const { rows, total } = await q.listFavouriteProperties(deps.db, requireAuth(request).user.id, p, pageSize);
      const imagesOf = imagesByProperty(
        await listImages(
          deps.db,
          rows.map(({ row }) => row.id),
        ),
      );
      const views = await addressViews(
        deps.db,
        requireAuth(request).user,
        rows.map(({ row }) => row),
      );
      const providers = await providersOf(
        deps.db,
        rows.map(({ row }) => row.ownerId),
      );
      const items = rows.map(({ row, ownerAvatarKey }) =>
        presentProperty(
          row,
          imagesOf.get(row.id) ?? [],
          deps.images,
          ownerAvatarKey,
          views.get(row.id)!,
          undefined,
          providers.get(row.ownerId),
        ),
      );
      return { items, total, page: p, pageSize };
    },
  });

  r.get('/api/favorites/requests', {
    schema: {
      tags,
      summary: 'My favourite tenant requests',
      querystring: z.object(pagingSchema),
      response: { 200: page(tenantRequestSchema), ...errors },
    },
    preHandler: deps.authenticate(),
    handler: async (request) => {
      const { user } = requireAuth(request);
      const { page: p, pageSize } = request.query;
      const { rows, total } = await q.listFavouriteRequests(deps.db, user.id, p, pageSize);
      const views = await deps.requests.views(user, rows);
      return { items: views.map(presentRequest), total, page: p, pageSize };
    },
  });
}
