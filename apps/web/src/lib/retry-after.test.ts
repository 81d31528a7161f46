import { describe, expect, it } from 'vitest';
import { RETRY_WAIT_CAP_MS, RETRY_WAIT_DEFAULT_MS, retryAfterMs } from './retry-after';

describe('Retry-After', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');

  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('5', now)).toBe(5000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Sat, 21 Nov 2026 10:00:03 GMT', now)).toBe(3000);
  });

  it('never waits past the cap nor before now', () => {
    expect(retryAfterMs('3600', now)).toBe(RETRY_WAIT_CAP_MS);
    expect(retryAfterMs('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('waits the default when the server said nothing usable', () => {
    for (const header of [null, undefined, '', 'soon', '-5', '1.5']) {
      expect(retryAfterMs(header, now)).toBe(RETRY_WAIT_DEFAULT_MS);
    }
  });
});
