import { describe, expect, it } from 'vitest';
import { berlinInstants, berlinOffsetMinutes, isExistingBerlinTime, toBerlinIso } from './berlin-time.ts';

describe('Berlin wall-clock time', () => {
  it('knows no 02:30 on the day the clocks go forward', () => {
    expect(berlinInstants(2026, 3, 29, 2, 30)).toEqual([]);
    expect(isExistingBerlinTime('2026-03-29T02:30:00+01:00')).toBe(false);
    expect(isExistingBerlinTime('2026-03-29T02:30:00+02:00')).toBe(false);
    expect(isExistingBerlinTime('2026-03-29T03:30:00+02:00')).toBe(true);
  });

  it('knows 02:30 twice on the day the clocks go back, told apart by the offset', () => {
    const twice = berlinInstants(2026, 10, 25, 2, 30);
    expect(twice.map((d) => d.toISOString())).toEqual(['2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z']);
    expect(isExistingBerlinTime('2026-10-25T02:30:00+02:00')).toBe(true);
    expect(isExistingBerlinTime('2026-10-25T02:30:00+01:00')).toBe(true);
    expect(twice.map(toBerlinIso)).toEqual(['2026-10-25T02:30:00+02:00', '2026-10-25T02:30:00+01:00']);
  });

  it('accepts UTC and refuses an offset Berlin does not have then', () => {
    expect(isExistingBerlinTime('2026-12-01T16:00:00Z')).toBe(true);
    expect(isExistingBerlinTime('2026-12-01T17:00:00+02:00')).toBe(false);
    expect(isExistingBerlinTime('2026-12-01T17:00:00')).toBe(false);
    expect(berlinOffsetMinutes(new Date('2026-07-01T12:00:00Z'))).toBe(120);
    expect(berlinOffsetMinutes(new Date('2026-12-01T12:00:00Z'))).toBe(60);
  });
});
