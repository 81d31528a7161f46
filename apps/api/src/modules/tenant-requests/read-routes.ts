import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestFilterQuerySchema, requestListQuerySchema, tenantRequestSchema } from '@mietmatch/contract';
import { requireAuth } from '../../plugins/auth.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { sendStoredFile } from '../../lib/stored-file-reply.ts';
import { errors, idParams, present, presentRequestHits, tags, type RequestRouteDeps } from './route-kit.ts';

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
const hitSchema = tenantRequestSchema.extend({ distanceKm: z.number().nullable(), topPlacement: z.boolean() });
const fileQuery = z.object({ size: z.enum(['full', 'thumb'], { error: 'invalidValue' }).default('full') });

/** The lists, the search, one request and its files, each as the caller may see them. */
export function requestReadRoutes(app: FastifyInstance, { requests, authenticate }: RequestRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/tenant/all', {
    schema: {
      tags,
      summary: 'A tenant’s own requests; for landlords every visible request; with `userId` one member’s',
      description:
        'With `userId`: that member’s requests as the caller may see them — admins every one in any status (also ' +
        'of a blocked or deactivated member), landlords the available ones of a visible member, tenants only their ' +
        'own (another member’s: none). A member whose profile the caller may not see answers 404, a malformed id 400.',
      querystring: requestListQuerySchema,
      response: { 200: pageOf(tenantRequestSchema), ...errors },
    },
    preHandler: authenticate(),
    handler: async (request) => {
      const { page, pageSize, userId } = request.query;
      const { user } = requireAuth(request);
      const result =
        userId === undefined
          ? await requests.list(user, page, pageSize)
          : await requests.listOfMember(user, userId, page, pageSize);
      return { items: result.items.map(present), total: result.total, page, pageSize };
    },
  });

  r.get('/api/tenant/filter', {
    schema: {
      tags,
      summary: 'Search tenant requests by city, postal codes, radius and filters (landlords)',
      description: '`fallback: "city"` says the chosen postal codes had nothing and the whole city is shown.',
      querystring: requestFilterQuerySchema,
      response: {
        200: pageOf(hitSchema).extend({ fallback: z.literal('city').nullable() }),
        ...errors,
      },
    },
    preHandler: authenticate({ roles: ['contractor', 'admin'], forbidden: true }),
    handler: async (request) => {
      const result = await requests.search(requireAuth(request).user, request.query);
      return {
        items: presentRequestHits(result.hits),
        total: result.total,
        page: request.query.page,
        pageSize: request.query.pageSize,
        fallback: result.fallback,
      };
    },
  });

  r.get('/api/tenant/:id', {
    schema: {
      tags,
      summary: 'A request; its files are listed only when released to the viewer',
      params: idParams,
      response: { 200: tenantRequestSchema, ...errors },
    },
    preHandler: authenticate(),
    handler: async (request) => present(await requests.get(requireAuth(request).user, request.params.id)),
  });

  r.get('/api/tenant/:id/files/:fileId', {
    schema: {
      tags,
      summary: 'A request’s image or document, checked at the moment of the request',
      description:
        '`size=thumb`: an image’s thumbnail (the image’s `thumbUrl`), same check and headers; for a document 400.',
      params: z.object({ id: z.string().max(100), fileId: z.string().max(100) }),
      querystring: fileQuery,
    },
    preHandler: authenticate(),
    handler: async (request, reply) => {
      const { size } = request.query;
      const { id, fileId } = request.params;
      const opens = request.method !== 'HEAD';
      const { file, ...stored } = await requests.file(requireAuth(request).user, id, fileId, size, opens);
      const title = file.title ?? (size === 'thumb' ? 'image-thumb' : 'image');
      // Letters, digits and a few marks only, and no leading dot: a plain name in any download folder.
      const name =
        title
          .replace(/[^\p{L}\p{N} ._-]/gu, '_')
          .replace(/^[. ]+/, '')
          .slice(0, 80) || 'document';
      const ext = file.contentType.split('/')[1] ?? 'bin';
      const disposition = file.kind === 'document' ? 'attachment' : 'inline';
      reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDisposition(disposition, `${name}.${ext}`));
      return sendStoredFile(reply, stored);
    },
  });
}
