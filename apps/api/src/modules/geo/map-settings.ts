import type { FastifyInstance } from 'fastify';
import { type MapSettings, mapSettingsSchema } from '@mietmatch/contract';

/**
 * Where the web app loads the map's styles from, light and dark: settings of the server (`MAP_STYLE_URL`,
 * `MAP_STYLE_DARK_URL`), not of the build.
 */
export function mapSettingsRoute(app: FastifyInstance, settings: MapSettings) {
  app.get('/api/map/settings', {
    schema: {
      tags: ['areas'],
      summary: 'The map styles the web app loads (`MAP_STYLE_URL`, `MAP_STYLE_DARK_URL`)',
      response: { 200: mapSettingsSchema },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return settings;
    },
  });
}
