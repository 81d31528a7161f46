import { describe, expect, it, vi } from 'vitest';
import { guardedTier, summarize } from './tier-summary.mjs';

describe('summarize', () => {
  it('passes when every tier passed, and ends with the total', () => {
    const { lines, exitCode } = summarize([
      { label: 'unit', ok: true, passed: 10, failed: 0, seconds: 3 },
      { label: 'e2e (Chromium)', ok: true, passed: 5, failed: 0, seconds: 300 },
    ]);
    expect(exitCode).toBe(0);
    expect(lines).toEqual([
      'ok   unit: 10 passed, 0 failed (3 s)',
      'ok   e2e (Chromium): 5 passed, 0 failed (300 s)',
      '15 passed, 0 failed',
    ]);
  });

  it('fails when one tier failed, whatever the others did', () => {
    const { lines, exitCode } = summarize([
      { label: 'unit', ok: true, passed: 10, failed: 0 },
      { label: 'api (PGlite)', ok: false, passed: 40, failed: 2 },
    ]);
    expect(exitCode).toBe(1);
    expect(lines.at(-1)).toBe('50 passed, 2 failed');
    expect(lines[1]).toBe('FAIL api (PGlite): 40 passed, 2 failed');
  });

  it('counts a tier that failed without a count as one failure', () => {
    const { lines, exitCode } = summarize([{ label: 'web', ok: false, passed: 0, failed: 0 }]);
    expect(exitCode).toBe(1);
    expect(lines.at(-1)).toBe('0 passed, 1 failed');
  });

  it('fails a tier whose runner exited cleanly but reported failures', () => {
    expect(summarize([{ label: 'web', ok: true, passed: 3, failed: 1 }]).exitCode).toBe(1);
  });

  it('fails when no tier ran at all', () => {
    expect(summarize([]).exitCode).toBe(1);
  });
});

describe('guardedTier', () => {
  it('turns a tier that throws into a failed tier instead of ending the run', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const results = await guardedTier('e2e (Chromium)', () => {
      throw new Error('web build failed');
    });
    quiet.mockRestore();
    expect(results).toEqual([
      { label: 'e2e (Chromium)', ok: false, passed: 0, failed: 1, seconds: expect.any(Number) },
    ]);
  });

  it('passes one or several results through', async () => {
    const one = { label: 'unit', ok: true, passed: 1, failed: 0 };
    expect(await guardedTier('unit', async () => one)).toEqual([one]);
    expect(await guardedTier('api', async () => [one, one])).toEqual([one, one]);
  });
});
