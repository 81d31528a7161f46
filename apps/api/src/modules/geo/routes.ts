import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { buildAreaData, type AreaData } from './area-data.ts';

/**
 * The specification's static zip-code file: cities with postal codes and positions, loaded by
 * the web app once and kept by the browser (ETag; revalidated daily).
 */
export function geoRoutes(app: FastifyInstance, deps: { db: Db }) {
  let data: Promise<AreaData> | undefined;
  app.get('/api/geo/areas', {
    schema: {
      tags: ['areas'],
      summary:
        'Cities, postal codes and positions (GeoNames, CC BY 4.0): `{ attribution, states, cities: [[place, stateIndex, [[postalCode, lat, lng]]]] }`',
    },
    handler: async (request, reply) => {
      data ??= buildAreaData(deps.db);
      let areas: AreaData;
      try {
        areas = await data;
      } catch (err) {
        data = undefined;
        throw err;
      }
      // An empty table (no import yet) must not be cached for a day.
      if (areas.cityCount === 0) data = undefined;
      reply
        .header('etag', areas.etag)
        .header('cache-control', 'public, max-age=86400')
        .header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === areas.etag) return reply.status(304).send();
      reply.type('application/json; charset=utf-8');
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')))
        return reply.header('content-encoding', 'gzip').send(areas.gzip);
      return reply.send(areas.json);
    },
  });
}
