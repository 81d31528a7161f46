import { describe, expect, it } from 'vitest';
import { isPermanentRefusal, MAIL_MAX_BACKOFF_MS, MAIL_RETRY_WINDOW_MS, mailRetryAt } from './retry-policy.ts';

const queuedAt = new Date('2026-03-01T10:00:00Z');
const after = (ms: number) => new Date(queuedAt.getTime() + ms);
const refused = (code: number) => Object.assign(new Error(`${code} no`), { responseCode: code });
const refusedConnection = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' });

describe('the mail retry policy', () => {
  it('gives a mail up at once when the server refuses it for good (5xx), never for anything else', () => {
    expect(isPermanentRefusal(refused(550))).toBe(true);
    expect(isPermanentRefusal(refused(554))).toBe(true);
    expect(isPermanentRefusal(refused(451))).toBe(false);
    expect(isPermanentRefusal(refusedConnection)).toBe(false);
    expect(isPermanentRefusal(null)).toBe(false);
    expect(mailRetryAt({ attempts: 1, createdAt: queuedAt }, refused(550), after(0))).toBeNull();
  });

  it('waits 2^attempts seconds, at most 5 minutes, between attempts', () => {
    const pause = (attempts: number) =>
      mailRetryAt({ attempts, createdAt: queuedAt }, refusedConnection, after(0))!.getTime() - queuedAt.getTime();
    expect([1, 2, 3, 8].map(pause)).toEqual([2_000, 4_000, 8_000, 256_000]);
    expect(pause(9)).toBe(MAIL_MAX_BACKOFF_MS);
    expect(pause(40)).toBe(MAIL_MAX_BACKOFF_MS);
    expect(mailRetryAt({ attempts: 2, createdAt: queuedAt }, refused(421), after(60_000))).toEqual(after(64_000));
  });

  it('keeps trying for a day after the mail was queued, then gives it up', () => {
    const job = { attempts: 300, createdAt: queuedAt };
    expect(mailRetryAt(job, refusedConnection, after(MAIL_RETRY_WINDOW_MS - 1))).toEqual(
      after(MAIL_RETRY_WINDOW_MS - 1 + MAIL_MAX_BACKOFF_MS),
    );
    expect(mailRetryAt(job, refusedConnection, after(MAIL_RETRY_WINDOW_MS))).toBeNull();
  });
});
