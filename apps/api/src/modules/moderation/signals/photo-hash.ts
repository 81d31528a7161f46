import sharp from 'sharp';

/**
 * Perceptual hash of a photo (dHash): the greyscale image squeezed to 9 × 8 pixels, one bit per
 * pair of horizontal neighbours (is the left one brighter?). A re-encoded, recompressed or resized
 * copy keeps nearly every bit; a different photo differs in about half of them.
 */
const WIDTH = 9;
const HEIGHT = 8;

/**
 * Below this spread of brightness (of 255) across the 72 pixels the picture has no features (a
 * plain colour, a placeholder): its bits would be noise or all zero, and two plain white images
 * are not a stolen photo. Such images are not compared.
 */
const FEATURELESS_SPREAD = 8;

export interface PhotoFingerprint {
  /** The 64 bits as a signed bigint (PostgreSQL's bigint). */
  hash: bigint;
  featureless: boolean;
}

export async function photoFingerprint(image: Buffer): Promise<PhotoFingerprint> {
  const { data, info } = await sharp(image)
    // Transparent areas count as white, as a browser shows them on the page.
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(WIDTH, HEIGHT, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const step = info.channels;
  const px = (x: number, y: number) => data[(y * WIDTH + x) * step]!;
  let bits = 0n;
  let min = 255;
  let max = 0;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      min = Math.min(min, px(x, y));
      max = Math.max(max, px(x, y));
      if (x < WIDTH - 1) bits = (bits << 1n) | (px(x, y) > px(x + 1, y) ? 1n : 0n);
    }
  }
  return { hash: BigInt.asIntN(64, bits), featureless: max - min < FEATURELESS_SPREAD };
}

/** The 64-bit dHash of an image, as a signed bigint. */
export async function dHash(image: Buffer): Promise<bigint> {
  return (await photoFingerprint(image)).hash;
}

/** How many of the 64 bits differ. */
export function hamming(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let n = 0;
  while (x) {
    x &= x - 1n;
    n++;
  }
  return n;
}

/** The hash's eight bytes, most significant first. */
function hashBytes(hash: bigint): number[] {
  const u = BigInt.asUintN(64, hash);
  return Array.from({ length: 8 }, (_, i) => Number((u >> BigInt(8 * (7 - i))) & 0xffn));
}

/**
 * One key per pair (i < j) of the hash's bytes: `pairIndex * 65536 + (byte_i << 8 | byte_j)`.
 * Two hashes within Hamming distance 6 differ in at most 6 of the 8 bytes, so at least two bytes
 * are equal and the keys of that pair match: looking up the 28 keys in the GIN index finds every
 * such hash (and some farther ones, which the exact distance then drops).
 */
export function bandKeys(hash: bigint): number[] {
  const bytes = hashBytes(hash);
  const keys: number[] = [];
  let pair = 0;
  for (let i = 0; i < 8; i++) {
    for (let j = i + 1; j < 8; j++) {
      keys.push(pair * 65536 + ((bytes[i]! << 8) | bytes[j]!));
      pair++;
    }
  }
  return keys;
}

/** Photos at most this far apart are the same photo (re-encoded, resized, recompressed). */
export const SAME_PHOTO_DISTANCE = 6;
