import sharp, { type Sharp } from 'sharp';
import { LIMITS } from '@mietmatch/contract';

/** The formats stored files come in: request images are WebP, image documents JPEG or PNG. */
export const STAMPABLE_IMAGE_TYPES = ['image/webp', 'image/jpeg', 'image/png'] as const;
const ENCODERS: Record<(typeof STAMPABLE_IMAGE_TYPES)[number], (image: Sharp) => Sharp> = {
  'image/webp': (image) => image.webp({ quality: 82 }),
  'image/jpeg': (image) => image.jpeg({ quality: 85 }),
  'image/png': (image) => image.png(),
};

/** Rising to the right, the way a stamp is put across a page. */
const ANGLE = 30;
const RAD = (ANGLE * Math.PI) / 180;
/**
 * Rough advance of an average character in em for the sans fonts librsvg finds (DejaVu Sans is the
 * widest of them); a little too much only leaves more space between the repeats.
 */
const CHAR_EM = 0.62;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * One tile of the pattern: the line once, diagonal, in its own box with some air around it. The tile
 * is repeated over the whole image (sharp's `tile`), so a crop of any part still carries the stamp.
 * It must not be larger than the image: on a small image the font shrinks until it fits.
 */
function tileSvg(text: string, width: number, height: number): Buffer {
  const chars = [...text].length;
  const extent = (size: number) => {
    const length = chars * CHAR_EM * size;
    return {
      w: Math.ceil((length * Math.cos(RAD) + size * Math.sin(RAD)) * 1.12),
      h: Math.ceil((length * Math.sin(RAD) + size * Math.cos(RAD)) * 1.35),
    };
  };
  // Legible at the image's size; shrunk as far as needed so that one tile fits.
  let size = Math.max(11, Math.min(width, height) / 40);
  while (size > 1 && (extent(size).w > width || extent(size).h > height)) size *= 0.9;
  const { w, h } = extent(size);
  const [tw, th] = [Math.min(w, width), Math.min(h, height)];
  const halo = Math.max(0.75, size * 0.14).toFixed(2);
  // Dark letters with a light halo: readable on a white scan and on a dark photo alike.
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${tw}" height="${th}">` +
      `<text x="${tw / 2}" y="${th / 2}" transform="rotate(-${ANGLE} ${tw / 2} ${th / 2})" ` +
      `text-anchor="middle" dominant-baseline="middle" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" ` +
      `font-weight="bold" font-size="${size.toFixed(2)}" fill="#111827" fill-opacity="0.38" ` +
      `stroke="#ffffff" stroke-opacity="0.45" stroke-width="${halo}" paint-order="stroke">${escapeXml(text)}</text></svg>`,
  );
}

/**
 * A copy of the image with `text` repeated diagonally over all of it, in the format it came in.
 * Its EXIF orientation is applied first (a JPEG document is kept as sent), and the copy carries no
 * metadata. Throws when the image cannot be decoded or the format is not one we store.
 */
export async function stampImage(data: Buffer, contentType: string, text: string): Promise<Buffer> {
  const encode = ENCODERS[contentType as (typeof STAMPABLE_IMAGE_TYPES)[number]];
  if (!encode) throw new Error(`stampImage: unsupported type ${contentType}`);
  const options = { failOn: 'error', limitInputPixels: LIMITS.maxImagePixels } as const;
  const meta = await sharp(data, options).metadata();
  const { width, height } = meta.autoOrient;
  if (!width || !height) throw new Error('stampImage: image without dimensions');
  const image = sharp(data, options)
    .autoOrient()
    .composite([{ input: tileSvg(text, width, height), tile: true, gravity: 'northwest' }]);
  return encode(image).toBuffer();
}
