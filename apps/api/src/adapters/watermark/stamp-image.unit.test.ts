import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { stampedCopy, stampImage } from './index.ts';

const LINE = 'Nur für Jürgen Weiß · Mietmatch · 05.03.2026';

const plain = (format: 'jpeg' | 'png' | 'webp', width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 210, b: 220 } } })
    [format]()
    .toBuffer();

/** How many pixels of two equally sized images differ clearly (more than compression noise). */
async function changedPixels(a: Buffer, b: Buffer): Promise<number> {
  const [pa, pb] = await Promise.all([a, b].map((x) => sharp(x).removeAlpha().raw().toBuffer()));
  let changed = 0;
  for (let i = 0; i < pa!.length; i += 3) {
    const d = Math.abs(pa![i]! - pb![i]!) + Math.abs(pa![i + 1]! - pb![i + 1]!) + Math.abs(pa![i + 2]! - pb![i + 2]!);
    if (d > 30) changed += 1;
  }
  return changed;
}

describe('stamping an image', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'keeps %s, its size and most of the picture, and marks it all over',
    async (format) => {
      const original = await plain(format);
      const copy = await stampImage(original, `image/${format}`, LINE);
      const meta = await sharp(copy).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, 1200, 900]);
      const changed = await changedPixels(original, copy);
      // Visible, but a watermark: a small share of the pixels.
      expect(changed).toBeGreaterThan(1200 * 900 * 0.01);
      expect(changed).toBeLessThan(1200 * 900 * 0.25);
      // Marked in each quarter, so no crop of a quarter escapes it.
      for (const [left, top] of [
        [0, 0],
        [600, 0],
        [0, 450],
        [600, 450],
      ] as const) {
        const region = { left, top, width: 600, height: 450 };
        const [a, b] = await Promise.all([original, copy].map((x) => sharp(x).extract(region).png().toBuffer()));
        expect(await changedPixels(a!, b!), `${left},${top}`).toBeGreaterThan(600 * 450 * 0.005);
      }
    },
  );

  it('applies a JPEG’s orientation and drops its metadata', async () => {
    const turned = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ddd' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Artist: 'secret-artist' } })
      .toBuffer();
    const meta = await sharp(await stampImage(turned, 'image/jpeg', LINE)).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([200, 300, undefined, undefined]);
  });

  it('marks a thumbnail and even a tiny image', async () => {
    for (const size of [400, 64]) {
      const original = await plain('webp', size, size);
      const copy = await stampImage(original, 'image/webp', LINE);
      expect((await sharp(copy).metadata()).width).toBe(size);
      expect(await changedPixels(original, copy)).toBeGreaterThan(0);
    }
  });

  it('an image that does not decode becomes a stamped notice in its format, never the original', async () => {
    const broken = (await plain('png')).subarray(0, 300);
    const copy = await stampedCopy(broken, 'image/png', LINE);
    expect(copy).toMatchObject({ contentType: 'image/png', stamped: false });
    expect((await sharp(copy.data).metadata()).format).toBe('png');
    const ok = await stampedCopy(await plain('jpeg'), 'image/jpeg', LINE);
    expect(ok).toMatchObject({ contentType: 'image/jpeg', stamped: true });
  });
});
