import { randomUUID } from 'node:crypto';
import type { FileStorage } from '../../adapters/storage/local-storage.ts';
import { processImage } from '../../adapters/storage/images.ts';

/** Avatars are re-encoded and stored under a random key; a new upload gets a new key (cache-safe). */
export function createAvatarStore(storage: FileStorage) {
  return {
    async save(data: Buffer): Promise<string> {
      const { full, thumb } = await processImage(data, { maxSize: 512, thumbSize: 128 });
      const key = randomUUID();
      await storage.put(`avatars/${key}.webp`, full);
      await storage.put(`avatars/${key}-thumb.webp`, thumb);
      return key;
    },
    async remove(key: string): Promise<void> {
      await storage.remove(`avatars/${key}.webp`);
      await storage.remove(`avatars/${key}-thumb.webp`);
    },
    read(name: string): Promise<Buffer | null> {
      return storage.get(`avatars/${name}`);
    },
  };
}

export type AvatarStore = ReturnType<typeof createAvatarStore>;
