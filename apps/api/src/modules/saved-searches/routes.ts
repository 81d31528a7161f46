import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSavedSearchSchema,
  messageResponseSchema,
  pageQuerySchema,
  savedSearchListSchema,
  savedSearchResultsSchema,
  savedSearchSchema,
  updateSavedSearchSchema,
} from '@mietmatch/contract';
import { requireAuth, type Authenticate } from '../../plugins/auth.ts';
import type { ImageStore } from '../../adapters/storage/image-store.ts';
import type { SavedSearchService } from './service.ts';
import { presentResults, presentSavedSearch } from './presenter.ts';
import { errorAnswers } from '../../lib/error-answers.ts';

const tags = ['saved searches'];
const idParams = z.object({ id: z.guid({ error: 'invalidValue' }) });
const errors = errorAnswers(400, 401, 402, 403, 404, 409);

export function savedSearchRoutes(
  app: FastifyInstance,
  deps: { savedSearches: SavedSearchService; authenticate: Authenticate; images: ImageStore },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { savedSearches } = deps;
  // Tenants keep property searches, landlords request searches; an admin is told the route is closed.
  const members = deps.authenticate({ roles: ['client', 'contractor'], forbidden: true });

  r.post('/api/saved-searches', {
    schema: {
      tags,
      summary: 'Save a search (tenants: kind property, landlords: kind request)',
      description:
        '`filters` are the query parameters of the kind’s search (`GET /api/landlord/filter` for property, ' +
        '`GET /api/tenant/filter` for request), checked by the same schema; an error names `filters.<name>`. ' +
        'They are kept as the search’s query-string text, without paging. At most 20 per member (409 `SavedSearchLimit`).',
      body: createSavedSearchSchema,
      response: { 201: savedSearchSchema, ...errors },
    },
    preHandler: members,
    handler: async (request, reply) => {
      const row = await savedSearches.create(requireAuth(request).user, request.body);
      return reply.status(201).send(presentSavedSearch({ row, newCount: 0 }));
    },
  });

  r.get('/api/saved-searches', {
    schema: {
      tags,
      summary: 'My saved searches, newest first, each with the number of new results since last opened',
      querystring: pageQuerySchema,
      response: { 200: savedSearchListSchema, ...errors },
    },
    preHandler: members,
    handler: async (request) => {
      const { page, pageSize } = request.query;
      const { items, total } = await savedSearches.list(requireAuth(request).user, page, pageSize);
      return { items: items.map(presentSavedSearch), total, page, pageSize };
    },
  });

  r.patch('/api/saved-searches/:id', {
    schema: {
      tags,
      summary: 'Rename a saved search, change its alert or its filters (checked against its kind’s search)',
      params: idParams,
      body: updateSavedSearchSchema,
      response: { 200: savedSearchSchema, ...errors },
    },
    preHandler: members,
    handler: async (request) => {
      const row = await savedSearches.update(requireAuth(request).user, request.params.id, request.body);
      return presentSavedSearch(await savedSearches.withNewCount(row));
    },
  });

  r.delete('/api/saved-searches/:id', {
    schema: {
      tags,
      summary: 'Delete a saved search',
      params: idParams,
      response: { 200: messageResponseSchema, ...errors },
    },
    preHandler: members,
    handler: async (request) => {
      await savedSearches.remove(requireAuth(request).user, request.params.id);
      return { message: 'Saved search deleted' };
    },
  });

  r.get('/api/saved-searches/:id/results', {
    schema: {
      tags,
      summary: 'Run a saved search as saved; `isNew` marks what arrived since it was last opened',
      description:
        'The items are the search endpoint’s for the saved filters and this page. Opening page 1 counts as ' +
        'opening the search: afterwards nothing shown so far is new.',
      params: idParams,
      querystring: pageQuerySchema,
      response: { 200: savedSearchResultsSchema, ...errors },
    },
    preHandler: members,
    handler: async (request) => {
      const { page, pageSize } = request.query;
      const found = await savedSearches.results(requireAuth(request).user, request.params.id, page, pageSize);
      return presentResults(found, { page, pageSize }, deps.images);
    },
  });
}
