import type { FastifyInstance } from 'fastify';
import { mapSettingsSchema } from '@mietmatch/contract';

/** Where the web app loads the map's style from: a setting of the server (`MAP_STYLE_URL`), not of the build. */
export function mapSettingsRoute(app: FastifyInstance, mapStyleUrl: string) {
  app.get('/api/map/settings', {
    schema: {
      tags: ['areas'],
      summary: 'The map style the web app loads (`MAP_STYLE_URL`)',
      response: { 200: mapSettingsSchema },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { styleUrl: mapStyleUrl };
    },
  });
}
