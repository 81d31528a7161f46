import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, messageResponseSchema, requestFilterQuerySchema, requestListQuerySchema, tenantRequestFieldsSchema, tenantRequestSchema } from '@mietmatch/contract';
import { requireAuth, type Authenticate } from '../../plugins/auth.ts';
import { emptiedFields, parseFields, readMultipart, type MultipartForm } from '../../lib/multipart.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { CLEARABLE_REQUEST_FIELDS, type RequestView, type TenantRequestService, type UploadedDocument } from './service.ts';
import { presentRequest } from './presenter.ts';

const idParams = z.object({ id: z.string().max(100) });
const fileQuery = z.object({ size: z.enum(['full', 'thumb'], { error: 'invalidValue' }).default('full') });
const formNote =
  'multipart/form-data: the request fields by their names (numbers and booleans as text, `targetPostalCode` and `targetAddress` comma-joined), images as repeated `images` parts (≤10), documents as repeated `documents` parts (PDF, JPEG or PNG, ≤20) each with a `documentTitles` text part in the same order.';
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 402: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 413: errorResponseSchema, 415: errorResponseSchema };
const FILE_FIELDS = ['images', 'documents'];

/** Documents pair with their titles by order; a missing title is the specification's error. */
function documentsOf(form: MultipartForm): UploadedDocument[] {
  const titles = form.repeated.documentTitles ?? [];
  return (form.files.documents ?? []).map((data, i) => ({ data, title: titles[i] ?? '' }));
}

export function tenantRequestRoutes(app: FastifyInstance, deps: { requests: TenantRequestService; authenticate: Authenticate }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { requests, authenticate } = deps;
  const tags = ['tenant requests'];
  const present = (v: RequestView) => presentRequest(v.row, v.owner, v.files, v.access);

  r.post('/api/tenant/create-tenant-request', {
    schema: { tags, summary: 'Publish a request profile (tenants)', description: formNote, consumes: ['multipart/form-data'], response: { 201: tenantRequestSchema, ...errors } },
    preHandler: authenticate(),
    handler: async (request, reply) => {
      const { user } = requireAuth(request);
      const form = await readMultipart(request, FILE_FIELDS);
      const { documentTitles: _titles, ...text } = form.fields;
      const fields = parseFields(tenantRequestFieldsSchema, text);
      return reply.status(201).send(present(await requests.create(user, fields, form.files.images ?? [], documentsOf(form))));
    },
  });

  r.get('/api/tenant/all', {
    schema: {
      tags,
      summary: 'A tenant’s own requests; for landlords every visible request; with `userId` one member’s',
      description:
        'With `userId`: that member’s requests as the caller may see them — admins every one in any status (also of a blocked or deactivated member), landlords the available ones of a visible member, tenants only their own (another member’s: none). A member whose profile the caller may not see answers 404, a malformed id 400.',
      querystring: requestListQuerySchema,
      response: { 200: z.object({ items: z.array(tenantRequestSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }), ...errors },
    },
    preHandler: authenticate(),
    handler: async (request) => {
      const { page, pageSize, userId } = request.query;
      const { user } = requireAuth(request);
      const result = userId === undefined ? await requests.list(user, page, pageSize) : await requests.listOfMember(user, userId, page, pageSize);
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
        200: z.object({
          items: z.array(tenantRequestSchema.extend({ distanceKm: z.number().nullable(), topPlacement: z.boolean() })),
          total: z.number().int(),
          page: z.number().int(),
          pageSize: z.number().int(),
          fallback: z.literal('city').nullable(),
        }),
        ...errors,
      },
    },
    preHandler: authenticate(),
    handler: async (request) => {
      const result = await requests.search(requireAuth(request).user, request.query);
      return {
        items: result.hits.map((h) => ({ ...present(h.view), distanceKm: h.distanceKm, topPlacement: h.topPlacement })),
        total: result.total,
        page: request.query.page,
        pageSize: request.query.pageSize,
        fallback: result.fallback,
      };
    },
  });

  r.get('/api/tenant/:id', {
    schema: { tags, summary: 'A request; its files are listed only when released to the viewer', params: idParams, response: { 200: tenantRequestSchema, ...errors } },
    preHandler: authenticate(),
    handler: async (request) => present(await requests.get(requireAuth(request).user, request.params.id)),
  });

  r.get('/api/tenant/:id/files/:fileId', {
    schema: {
      tags,
      summary: 'A request’s image or document, checked at the moment of the request',
      description: '`size=thumb`: an image’s thumbnail (the image’s `thumbUrl`), same check and headers; for a document 400.',
      params: z.object({ id: z.string().max(100), fileId: z.string().max(100) }),
      querystring: fileQuery,
    },
    preHandler: authenticate(),
    handler: async (request, reply) => {
      const { size } = request.query;
      const { file, data } = await requests.file(requireAuth(request).user, request.params.id, request.params.fileId, size);
      const name = (file.title ?? (size === 'thumb' ? 'image-thumb' : 'image')).replace(/[^\p{L}\p{N} ._-]/gu, '_').slice(0, 80) || 'document';
      const ext = file.contentType.split('/')[1] ?? 'bin';
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDisposition(file.kind === 'document' ? 'attachment' : 'inline', `${name}.${ext}`))
        .send(data);
    },
  });

  r.patch('/api/tenant/update/:id', {
    schema: {
      tags,
      summary: 'Edit a request (owner or admin)',
      description: `${formNote} Only the fields sent change; new files are added; \`removeFileIds\` (comma-joined) removes files.`,
      consumes: ['multipart/form-data'],
      params: idParams,
      response: { 200: tenantRequestSchema, ...errors },
    },
    preHandler: authenticate(),
    handler: async (request) => {
      const { user } = requireAuth(request);
      const form = await readMultipart(request, FILE_FIELDS);
      const { documentTitles: _titles, removeFileIds = '', ...text } = form.fields;
      const fields = parseFields(tenantRequestFieldsSchema.partial(), text);
      const ids = removeFileIds.split(',').map((s) => s.trim()).filter(Boolean);
      return present(await requests.update(user, request.params.id, fields, form.files.images ?? [], documentsOf(form), ids, emptiedFields(text, CLEARABLE_REQUEST_FIELDS)));
    },
  });

  r.delete('/api/tenant/delete/:id', {
    schema: { tags, summary: 'Delete a request and its files (owner or admin)', params: idParams, response: { 200: messageResponseSchema, ...errors } },
    preHandler: authenticate(),
    handler: async (request) => {
      await requests.remove(requireAuth(request).user, request.params.id);
      return { message: 'Request deleted' };
    },
  });
}
