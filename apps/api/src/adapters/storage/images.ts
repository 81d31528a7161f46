import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_MIME_TYPES, LIMITS, type MessageKey } from '@mietmatch/contract';
import { AppError } from '../../lib/app-error.ts';

export interface ProcessedImage {
  full: Buffer;
  thumb: Buffer;
}

/**
 * Checks the type by content (not name), then re-encodes to WebP: this drops every piece of
 * metadata (EXIF GPS included) and any payload hidden in the original file.
 */
export async function processImage(
  data: Buffer,
  opts: { maxSize: number; thumbSize: number; field: string; message: MessageKey },
): Promise<ProcessedImage> {
  const fields = { [opts.field]: opts.message };
  const type = await fileTypeFromBuffer(data);
  if (!type || !(IMAGE_MIME_TYPES as readonly string[]).includes(type.mime)) {
    throw new AppError('UnsupportedMediaType', { fields });
  }
  await checkPixels(data, opts.field, opts.message);
  try {
    const base = sharp(data, { failOn: 'error', limitInputPixels: LIMITS.maxImagePixels }).rotate();
    const full = await base
      .clone()
      .resize({ width: opts.maxSize, height: opts.maxSize, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    const thumb = await base
      .clone()
      .resize({ width: opts.thumbSize, height: opts.thumbSize, fit: 'cover' })
      .webp({ quality: 75 })
      .toBuffer();
    return { full, thumb };
  } catch {
    // Right magic bytes but a broken body: still not an image we can take.
    throw new AppError('UnsupportedMediaType', { fields });
  }
}

/**
 * Refuses an image whose header announces more than `LIMITS.maxImagePixels`, before anything is
 * decoded: a few kB of PNG can declare 20,000 × 20,000 px, which would take gigabytes to decode.
 * `metadata()` reads the header only; the decoder's own limit stays as a second guard.
 */
export async function checkPixels(data: Buffer, field: string, unreadable: MessageKey): Promise<void> {
  const fields = { [field]: unreadable };
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(data, { limitInputPixels: false }).metadata());
  } catch {
    throw new AppError('UnsupportedMediaType', { fields });
  }
  if (!width || !height) throw new AppError('UnsupportedMediaType', { fields });
  if (width * height > LIMITS.maxImagePixels) {
    throw new AppError('ValidationFailed', { fields: { [field]: 'imageTooManyPixels' } });
  }
}
