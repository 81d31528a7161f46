import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AvatarStore } from '../auth/avatar-store.ts';

const avatarName = z.string().regex(/^[0-9a-f-]{36}(-thumb)?\.webp$/);

/**
 * Avatars are served by their random key, without a session: an <img> tag cannot send a
 * Bearer token, and the key changes with every upload. Private documents never go this way.
 */
export function fileRoutes(app: FastifyInstance, deps: { avatars: AvatarStore }) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/files/avatars/:name', {
    schema: { tags: ['files'], summary: 'An avatar image (WebP)', params: z.object({ name: z.string() }) },
    handler: async (request, reply) => {
      const parsed = avatarName.safeParse(request.params.name);
      if (!parsed.success) throw new AppError('NotFound', 404);
      const data = await deps.avatars.read(parsed.data);
      if (!data) throw new AppError('NotFound', 404);
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  });
}
