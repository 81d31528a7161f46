import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photo, reencodedCopy } from '../../../../test/photos.ts';
import { bandKeys, dHash, hamming, photoFingerprint } from './photo-hash.ts';

describe('dHash', () => {
  it('keeps a re-encoded, resized copy within distance 6 and puts a different photo far away', async () => {
    const original = await photo(1, 480, 360);
    const copy = await reencodedCopy(original);
    const asWebp = await sharp(original).webp({ quality: 60 }).toBuffer();
    const other = await photo(2, 480, 360);
    const h = await dHash(original);
    expect(hamming(h, await dHash(copy))).toBeLessThanOrEqual(6);
    expect(hamming(h, await dHash(asWebp))).toBeLessThanOrEqual(6);
    expect(hamming(h, await dHash(other))).toBeGreaterThan(12);
  });

  it('calls a plain colour featureless', async () => {
    const plain = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    expect((await photoFingerprint(plain)).featureless).toBe(true);
    expect((await photoFingerprint(await photo(3, 160, 120))).featureless).toBe(false);
  });

  it('counts differing bits over all 64, the sign bit included', () => {
    expect(hamming(0n, 0n)).toBe(0);
    expect(hamming(-1n, 0n)).toBe(64);
    expect(hamming(BigInt.asIntN(64, 0x8000000000000001n), 1n)).toBe(1);
  });

  it('gives hashes within distance 6 a shared band key', () => {
    let seed = 7;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (let n = 0; n < 200; n++) {
      const a = BigInt.asIntN(64, (BigInt(rand()) << 33n) ^ (BigInt(rand()) << 2n) ^ BigInt(rand()));
      let b = a;
      for (let k = 0; k < 6; k++) b ^= 1n << BigInt(rand() % 64);
      b = BigInt.asIntN(64, b);
      const keys = new Set(bandKeys(a));
      expect(bandKeys(b).some((key) => keys.has(key))).toBe(true);
    }
    expect(bandKeys(0n)).toHaveLength(28);
    expect(Math.max(...bandKeys(-1n))).toBe(27 * 65536 + 0xffff);
  });
});
