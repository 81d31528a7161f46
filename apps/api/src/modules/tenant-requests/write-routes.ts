import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema, tenantRequestFieldsSchema, tenantRequestSchema } from '@mietmatch/contract';
import { requireAuth } from '../../plugins/auth.ts';
import { emptiedFields, parseFields, readMultipart } from '../../lib/multipart.ts';
import { CLEARABLE_REQUEST_FIELDS } from './service.ts';
import { documentsOf, errors, FILE_FIELDS, formNote, idParams, present, tags } from './route-kit.ts';
import type { RequestRouteDeps } from './route-kit.ts';

/** Publishing, editing and deleting a request, with its images and documents as multipart parts. */
export function requestWriteRoutes(app: FastifyInstance, { requests, authenticate }: RequestRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/tenant/create-tenant-request', {
    schema: {
      tags,
      summary: 'Publish a request profile (tenants)',
      description: formNote,
      consumes: ['multipart/form-data'],
      response: { 201: tenantRequestSchema, ...errors },
    },
    preHandler: authenticate({ roles: ['client'], forbidden: true }),
    handler: async (request, reply) => {
      const { user } = requireAuth(request);
      const form = await readMultipart(request, FILE_FIELDS);
      const { documentTitles: _titles, documentKinds: _kinds, ...text } = form.fields;
      const fields = parseFields(tenantRequestFieldsSchema, text);
      const created = await requests.create(user, fields, form.files.images ?? [], documentsOf(form));
      return reply.status(201).send(present(created));
    },
  });

  r.patch('/api/tenant/update/:id', {
    schema: {
      tags,
      summary: 'Edit a request (owner or admin)',
      description:
        `${formNote} Only the fields sent change; new files are added; ` +
        '`removeFileIds` (comma-joined) removes files.',
      consumes: ['multipart/form-data'],
      params: idParams,
      response: { 200: tenantRequestSchema, ...errors },
    },
    preHandler: authenticate(),
    handler: async (request) => {
      const { user } = requireAuth(request);
      const form = await readMultipart(request, FILE_FIELDS);
      const { documentTitles: _titles, documentKinds: _kinds, removeFileIds = '', ...text } = form.fields;
      const fields = parseFields(tenantRequestFieldsSchema.partial(), text);
      const ids = removeFileIds
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const cleared = emptiedFields(text, CLEARABLE_REQUEST_FIELDS);
      const images = form.files.images ?? [];
      return present(await requests.update(user, request.params.id, fields, images, documentsOf(form), ids, cleared));
    },
  });

  r.delete('/api/tenant/delete/:id', {
    schema: {
      tags,
      summary: 'Delete a request and its files (owner or admin)',
      params: idParams,
      response: { 200: messageResponseSchema, ...errors },
    },
    preHandler: authenticate(),
    handler: async (request) => {
      await requests.remove(requireAuth(request).user, request.params.id);
      return { message: 'Request deleted' };
    },
  });
}
