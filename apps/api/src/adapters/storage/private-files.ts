import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { DOCUMENT_MIME_TYPES } from '@mietmatch/contract';
import { AppError } from '../../lib/app-error.ts';
import type { FileStorage } from './local-storage.ts';
import { processImage } from './images.ts';

/**
 * A tenant's images and documents. They live outside every public path and are read only by
 * the guarded download route, after it has checked who asks, at the moment of the request.
 */
export function createPrivateFiles(storage: FileStorage) {
  const key = (id: string, ext: string) => `private/${id}.${ext}`;
  return {
    /** Re-encoded like public images (metadata stripped); answers the key and its type. */
    async saveImage(data: Buffer): Promise<{ storageKey: string; contentType: string }> {
      const { full } = await processImage(data, { maxSize: 1600, thumbSize: 400, field: 'images', message: 'invalidImage' });
      const storageKey = key(randomUUID(), 'webp');
      await storage.put(storageKey, full);
      return { storageKey, contentType: 'image/webp' };
    },
    /** Documents are kept as sent once their content proves them PDF, JPEG or PNG. */
    async saveDocument(data: Buffer): Promise<{ storageKey: string; contentType: string }> {
      const type = await fileTypeFromBuffer(data);
      if (!type || !(DOCUMENT_MIME_TYPES as readonly string[]).includes(type.mime)) {
        throw new AppError('UnsupportedMediaType', 415, { fields: { documents: 'invalidDocument' } });
      }
      const storageKey = key(randomUUID(), type.ext);
      await storage.put(storageKey, data);
      return { storageKey, contentType: type.mime };
    },
    read: (storageKey: string) => storage.get(storageKey),
    remove: (storageKey: string) => storage.remove(storageKey),
  };
}

export type PrivateFiles = ReturnType<typeof createPrivateFiles>;
