import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { sendStoredFile } from '../../lib/stored-file-reply.ts';
import type { ImageStore } from '../../adapters/storage/image-store.ts';

const imageName = z.string().regex(/^[0-9a-f-]{36}(-thumb)?\.webp$/);

/**
 * Public images (avatars, listing photos) are served by their random key, without a session:
 * an <img> tag cannot send a Bearer token, and the key changes with every upload. Private
 * documents and tenant images never go this way.
 */
export function fileRoutes(app: FastifyInstance, deps: { stores: ImageStore[] }) {
  const stores = new Map(deps.stores.map((s) => [s.prefix, s]));
  app.withTypeProvider<ZodTypeProvider>().get('/api/files/:kind/:name', {
    schema: {
      tags: ['files'],
      summary: 'A public image (WebP): avatars and property-images',
      params: z.object({ kind: z.string(), name: z.string() }),
    },
    handler: async (request, reply) => {
      const store = stores.get(request.params.kind as ImageStore['prefix']);
      const parsed = imageName.safeParse(request.params.name);
      if (!store || !parsed.success) throw new AppError('NotFound');
      const file = await store.open(parsed.data);
      if (!file) throw new AppError('NotFound');
      reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      return sendStoredFile(reply, file);
    },
  });
}
