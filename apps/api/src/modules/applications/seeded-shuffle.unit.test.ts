import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seededShuffle } from './seeded-shuffle.ts';

const SEED = 'a3'.repeat(32);
const OTHER = '5c'.repeat(32);
const list = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('seededShuffle', () => {
  it('gives the same order for the same seed, every time', () => {
    const items = list(30);
    const first = seededShuffle(SEED, items);
    expect(seededShuffle(SEED, items)).toEqual(first);
    expect(seededShuffle(SEED.toUpperCase(), items)).toEqual(first);
    // Not the order it was given: 30 items stay in place by chance once in 30! shuffles.
    expect(first).not.toEqual(items);
  });

  it('gives another order for another seed', () => {
    const items = list(20);
    expect(seededShuffle(OTHER, items)).not.toEqual(seededShuffle(SEED, items));
    const seeds = Array.from({ length: 5 }, () => randomBytes(32).toString('hex'));
    const orders = new Set(seeds.map((seed) => seededShuffle(seed, items).join(',')));
    expect(orders.size).toBe(5);
  });

  it('is a permutation and leaves its input as it was', () => {
    for (const n of [0, 1, 2, 3, 7, 50, 257]) {
      const items = list(n);
      const shuffled = seededShuffle(randomBytes(32).toString('hex'), items);
      expect(shuffled).toHaveLength(n);
      expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
      expect(items).toEqual(list(n));
    }
  });

  it('follows the documented construction (HMAC-SHA256 blocks, Fisher–Yates from the end)', () => {
    // Recomputed here step by step, as someone checking a draw without our code would.
    const block = createHmac('sha256', Buffer.from(SEED, 'hex'))
      .update(Buffer.from([0, 0, 0, 0]))
      .digest();
    const words = Array.from({ length: 8 }, (_, k) => block.readUInt32BE(4 * k));
    const items = ['a', 'b', 'c', 'd'];
    const expected = [...items];
    let w = 0;
    for (let i = expected.length - 1; i > 0; i--) {
      const n = i + 1;
      const limit = 2 ** 32 - (2 ** 32 % n);
      while (words[w]! >= limit) w++;
      const j = words[w++]! % n;
      [expected[i], expected[j]] = [expected[j]!, expected[i]!];
    }
    expect(seededShuffle(SEED, items)).toEqual(expected);
  });

  it('spreads the first place evenly over many seeds', () => {
    const counts = [0, 0, 0, 0];
    for (let k = 0; k < 4000; k++) counts[seededShuffle(randomBytes(32).toString('hex'), [0, 1, 2, 3])[0]!]++;
    // Each of four should lead about 1,000 times; 800–1,200 fails a fair shuffle about once in 10^10.
    for (const c of counts) expect(c).toBeGreaterThan(800);
    for (const c of counts) expect(c).toBeLessThan(1200);
  });

  it('refuses a seed that is not hex bytes', () => {
    expect(() => seededShuffle('not-hex', [1, 2])).toThrow();
    expect(() => seededShuffle('abc', [1, 2])).toThrow();
  });
});
