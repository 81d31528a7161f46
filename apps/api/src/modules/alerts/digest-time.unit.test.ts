import { describe, expect, it } from 'vitest';
import { nextDigest } from './digest-time.ts';

const at = (iso: string) => nextDigest(new Date(iso));

describe('the next daily digest, 07:00 Berlin time', () => {
  it('is today at 07:00 before it, tomorrow from 07:00 on (winter: UTC+1)', () => {
    expect(at('2026-01-15T05:59:59.999Z')).toEqual({ at: new Date('2026-01-15T06:00:00Z'), key: '2026-01-15' });
    expect(at('2026-01-15T06:00:00Z')).toEqual({ at: new Date('2026-01-16T06:00:00Z'), key: '2026-01-16' });
    expect(at('2026-01-15T22:30:00Z')).toEqual({ at: new Date('2026-01-16T06:00:00Z'), key: '2026-01-16' });
  });
  it('uses the Berlin date, not the UTC date, around midnight', () => {
    // 23:30 UTC on the 15th is 00:30 on the 16th in Berlin: the digest of the 16th is still to come.
    expect(at('2026-01-15T23:30:00Z')).toEqual({ at: new Date('2026-01-16T06:00:00Z'), key: '2026-01-16' });
  });
  it('follows summer time (UTC+2)', () => {
    expect(at('2026-07-01T04:00:00Z')).toEqual({ at: new Date('2026-07-01T05:00:00Z'), key: '2026-07-01' });
  });
  it('is right on the days the clocks change', () => {
    // 29 March 2026: 02:00 → 03:00. The night before is winter time, 07:00 that day is summer time.
    expect(at('2026-03-28T23:00:00Z')).toEqual({ at: new Date('2026-03-29T05:00:00Z'), key: '2026-03-29' });
    expect(at('2026-03-28T07:00:00Z')).toEqual({ at: new Date('2026-03-29T05:00:00Z'), key: '2026-03-29' });
    // 25 October 2026: 03:00 → 02:00. 07:00 that day is winter time again.
    expect(at('2026-10-24T20:00:00Z')).toEqual({ at: new Date('2026-10-25T06:00:00Z'), key: '2026-10-25' });
    expect(at('2026-10-25T05:30:00Z')).toEqual({ at: new Date('2026-10-25T06:00:00Z'), key: '2026-10-25' });
  });
  it('crosses months and years', () => {
    expect(at('2026-12-31T12:00:00Z')).toEqual({ at: new Date('2027-01-01T06:00:00Z'), key: '2027-01-01' });
  });
});
