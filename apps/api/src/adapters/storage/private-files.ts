import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { DOCUMENT_MIME_TYPES } from '@mietmatch/contract';
import { AppError } from '../../lib/app-error.ts';
import type { FileStorage, OpenedFile } from './file-storage.ts';
import { processImage } from './images.ts';
import { checkDocument } from './document-check.ts';

/** Same sizes as listing photos, so a request's gallery and a property's look alike. */
const IMAGE_SIZES = { maxSize: 1600, thumbSize: 400 };

/**
 * An image's thumbnail lives beside it under a key derived from the image's own, so the database
 * keeps one key per file and every removal by that key takes the thumbnail along. Only images
 * (always stored as WebP) have one; documents answer null.
 */
function thumbnailKey(storageKey: string): string | null {
  return storageKey.endsWith('.webp') ? `${storageKey.slice(0, -'.webp'.length)}-thumb.webp` : null;
}

/**
 * A tenant's images and documents. They live outside every public path and are read only by
 * the guarded download route, after it has checked who asks, at the moment of the request.
 */
export function createPrivateFiles(storage: FileStorage) {
  const key = (id: string, ext: string) => `private/${id}.${ext}`;
  return {
    /** Re-encoded like public images (metadata stripped), with a thumbnail; answers the key and its type. */
    async saveImage(data: Buffer): Promise<{ storageKey: string; contentType: string }> {
      const { full, thumb } = await processImage(data, { ...IMAGE_SIZES, field: 'images', message: 'invalidImage' });
      const storageKey = key(randomUUID(), 'webp');
      await storage.put(storageKey, full);
      try {
        await storage.put(thumbnailKey(storageKey)!, thumb);
      } catch (err) {
        await storage.remove(storageKey);
        throw err;
      }
      return { storageKey, contentType: 'image/webp' };
    },
    /** Documents are kept as sent once their content proves them PDF, JPEG or PNG without active content. */
    async saveDocument(data: Buffer): Promise<{ storageKey: string; contentType: string }> {
      const type = await fileTypeFromBuffer(data);
      if (!type || !(DOCUMENT_MIME_TYPES as readonly string[]).includes(type.mime)) {
        throw new AppError('UnsupportedMediaType', { fields: { documents: 'invalidDocument' } });
      }
      await checkDocument(data, type.mime);
      const storageKey = key(randomUUID(), type.ext);
      await storage.put(storageKey, data);
      return { storageKey, contentType: type.mime };
    },
    /** Whole (the account export). */
    read: (storageKey: string) => storage.get(storageKey),
    /** Streamed, for the guarded download route once it has checked who asks. */
    open: (storageKey: string) => storage.open(storageKey),
    /**
     * An image's thumbnail, streamed; images stored before thumbnails were made have none and answer
     * the full image instead. Null for a document or a file gone from storage.
     */
    async openThumbnail(storageKey: string): Promise<OpenedFile | null> {
      const thumb = thumbnailKey(storageKey);
      if (!thumb) return null;
      return (await storage.open(thumb)) ?? storage.open(storageKey);
    },
    /** The file and, for an image, its thumbnail. */
    async remove(storageKey: string): Promise<void> {
      const thumb = thumbnailKey(storageKey);
      await Promise.all([storage.remove(storageKey), ...(thumb ? [storage.remove(thumb)] : [])]);
    },
  };
}

export type PrivateFiles = ReturnType<typeof createPrivateFiles>;
