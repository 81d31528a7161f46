import { createHmac } from 'node:crypto';

const WORDS_PER_BLOCK = 8; // 32 bytes of HMAC-SHA256 = eight 32-bit words
const RANGE = 2 ** 32;

/**
 * A stream of 32-bit words from a seed: block i is HMAC-SHA256 keyed with the seed's bytes over i as
 * a 32-bit big-endian number, read as eight big-endian words. A keyed hash rather than a hand-made
 * generator, so that the stream is as unpredictable as the seed and anyone can recompute it from
 * this description with any standard library.
 */
function wordStream(seedHex: string) {
  const key = Buffer.from(seedHex, 'hex');
  let block = Buffer.alloc(0);
  let counter = 0;
  let next = WORDS_PER_BLOCK;
  return () => {
    if (next === WORDS_PER_BLOCK) {
      const index = Buffer.alloc(4);
      index.writeUInt32BE(counter++);
      block = createHmac('sha256', key).update(index).digest();
      next = 0;
    }
    return block.readUInt32BE(4 * next++);
  };
}

/** A whole number in 0…n-1 with no bias: words from the top, incomplete range are drawn again. */
function below(n: number, word: () => number): number {
  const limit = RANGE - (RANGE % n);
  for (;;) {
    const w = word();
    if (w < limit) return w % n;
  }
}

/**
 * The items in an order decided by the seed alone (hex of the seed's bytes): Fisher–Yates from the
 * last place down, each place swapped with one drawn from those not yet placed. The same seed and the
 * same list give the same order on any machine; the list itself is left as it is.
 */
export function seededShuffle<T>(seedHex: string, items: readonly T[]): T[] {
  if (!/^(?:[0-9a-f]{2})+$/i.test(seedHex)) throw new Error('seededShuffle: the seed must be hex bytes');
  const out = [...items];
  const word = wordStream(seedHex);
  for (let i = out.length - 1; i > 0; i--) {
    const j = below(i + 1, word);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
