import { randomUUID } from 'node:crypto';
import type { MessageKey } from '@mietmatch/contract';
import type { FileStorage, OpenedFile } from './file-storage.ts';
import { processImage } from './images.ts';

export interface ImageStoreOptions {
  /** Folder in storage and path segment in `/api/files/<prefix>/…`. */
  prefix: 'avatars' | 'property-images';
  maxSize: number;
  thumbSize: number;
  /** The form field and message a refused file is reported under. */
  field: string;
  message: MessageKey;
}

/** Avatars: the server and the demo seed store them alike. */
export const AVATAR_IMAGES: ImageStoreOptions = {
  prefix: 'avatars',
  maxSize: 512,
  thumbSize: 128,
  field: 'avatar',
  message: 'avatarRequired',
};

/** Listing photos: the server and the demo seed store them alike. */
export const PROPERTY_IMAGES: ImageStoreOptions = {
  prefix: 'property-images',
  maxSize: 1600,
  thumbSize: 400,
  field: 'images',
  message: 'invalidImage',
};

/**
 * Public images (avatars, listing photos) are re-encoded and stored under a random key; a new
 * upload gets a new key, so URLs can be cached for ever. Private files never go through here.
 */
export function createImageStore(storage: FileStorage, opts: ImageStoreOptions) {
  return {
    prefix: opts.prefix,
    async save(data: Buffer): Promise<string> {
      const { full, thumb } = await processImage(data, opts);
      const key = randomUUID();
      await storage.put(`${opts.prefix}/${key}.webp`, full);
      await storage.put(`${opts.prefix}/${key}-thumb.webp`, thumb);
      return key;
    },
    async remove(key: string): Promise<void> {
      await storage.remove(`${opts.prefix}/${key}.webp`);
      await storage.remove(`${opts.prefix}/${key}-thumb.webp`);
    },
    /** Whole, for work on the image itself (the photo check) and the account export. */
    read(name: string): Promise<Buffer | null> {
      return storage.get(`${opts.prefix}/${name}`);
    },
    /** Streamed, for serving. */
    open(name: string): Promise<OpenedFile | null> {
      return storage.open(`${opts.prefix}/${name}`);
    },
    urls(key: string) {
      return { url: `/api/files/${opts.prefix}/${key}.webp`, thumbUrl: `/api/files/${opts.prefix}/${key}-thumb.webp` };
    },
  };
}

export type ImageStore = ReturnType<typeof createImageStore>;
