import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messageResponseSchema,
  propertyFieldsSchema,
  propertyFilterQuerySchema,
  propertyListSchema,
  propertySchema,
} from '@mietmatch/contract';
import { requireAuth, type Authenticate } from '../../plugins/auth.ts';
import { emptiedFields, parseFields, readMultipart } from '../../lib/multipart.ts';
import type { ImageStore } from '../../adapters/storage/image-store.ts';
import { CLEARABLE_PROPERTY_FIELDS, type PropertyService } from './service.ts';
import { presentProperty, presentPropertyHits } from './presenter.ts';
import { propertyMapRoute } from './map-route.ts';
import { errorAnswers } from '../../lib/error-answers.ts';

const errors = errorAnswers(400, 401, 402, 403, 404, 413, 415);
const idParams = z.object({ id: z.string().max(100) });
const formNote =
  'multipart/form-data: the property fields by their names (numbers and booleans as text), images as repeated `images` file parts (JPEG, PNG or WebP, ≤10 MB each, ≤20 per listing).';

export function propertyRoutes(
  app: FastifyInstance,
  deps: { properties: PropertyService; authenticate: Authenticate; images: ImageStore },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { properties, authenticate } = deps;
  const tags = ['properties'];
  propertyMapRoute(app, deps);
  const present = (p: Awaited<ReturnType<PropertyService['get']>>) =>
    presentProperty(p.row, p.images, deps.images, p.ownerAvatarKey, p.view, p.fact, p.provider);

  r.post('/api/landlord/create', {
    schema: {
      tags,
      summary: 'List a property (landlords)',
      description: formNote,
      consumes: ['multipart/form-data'],
      response: { 201: propertySchema, ...errors },
    },
    preHandler: authenticate({ roles: ['contractor'], forbidden: true }),
    handler: async (request, reply) => {
      const { user } = requireAuth(request);
      const form = await readMultipart(request, ['images']);
      const fields = parseFields(propertyFieldsSchema, form.fields);
      return reply.status(201).send(present(await properties.create(user, fields, form.files.images ?? [])));
    },
  });

  r.get('/api/landlord/filter', {
    schema: {
      tags,
      summary: 'Search properties by city, postal codes, radius and filters',
      description:
        'A city is required unless `listedBy` names a landlord. `fallback: "city"` says the chosen postal codes had ' +
        'nothing and the whole city is shown. A `listedBy` landlord the caller may not see (unknown, blocked, ' +
        'deleted, deactivated) answers 404 `UserNotFound`.',
      querystring: propertyFilterQuerySchema,
      response: { 200: propertyListSchema, ...errors },
    },
    preHandler: authenticate(),
    handler: async (request) => {
      const result = await properties.search(requireAuth(request).user, request.query);
      return {
        items: presentPropertyHits(result, deps.images),
        total: result.total,
        page: request.query.page,
        pageSize: request.query.pageSize,
        fallback: result.fallback,
      };
    },
  });

  r.get('/api/landlord/:id', {
    schema: { tags, summary: 'A property', params: idParams, response: { 200: propertySchema, ...errors } },
    preHandler: authenticate(),
    handler: async (request) => present(await properties.get(requireAuth(request).user, request.params.id)),
  });

  r.patch('/api/landlord/update/:id', {
    schema: {
      tags,
      summary: 'Edit a property (owner or admin)',
      description: `${formNote} Only the fields sent change (an optional field sent empty is cleared); new images are added; \`removeImageIds\` (comma-joined) removes images.`,
      consumes: ['multipart/form-data'],
      params: idParams,
      response: { 200: propertySchema, ...errors },
    },
    preHandler: authenticate(),
    handler: async (request) => {
      const { user } = requireAuth(request);
      const form = await readMultipart(request, ['images']);
      const { removeImageIds = '', ...rest } = form.fields;
      const fields = parseFields(propertyFieldsSchema.partial(), rest);
      const ids = removeImageIds
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      return present(
        await properties.update(
          user,
          request.params.id,
          fields,
          form.files.images ?? [],
          ids,
          emptiedFields(rest, CLEARABLE_PROPERTY_FIELDS),
        ),
      );
    },
  });

  r.delete('/api/landlord/delete/:id', {
    schema: {
      tags,
      summary: 'Delete a property and its images (owner or admin)',
      params: idParams,
      response: { 200: messageResponseSchema, ...errors },
    },
    preHandler: authenticate(),
    handler: async (request) => {
      await properties.remove(requireAuth(request).user, request.params.id);
      return { message: 'Property deleted' };
    },
  });
}
