import { describe, expect, it, vi } from 'vitest';
import { guardedTier, summarize, unavailableTier } from './tier-summary.mjs';

describe('summarize', () => {
  it('passes when every tier passed, as a table with the total and the closing line', () => {
    const { lines, exitCode } = summarize(
      [
        { label: 'unit', ok: true, passed: 10, failed: 0, skipped: 0, seconds: 3 },
        { label: 'e2e (Chromium)', ok: true, passed: 5, failed: 0, skipped: 1, seconds: 300 },
      ],
      303,
    );
    expect(exitCode).toBe(0);
    expect(lines).toEqual([
      'tier            result  passed  failed  skipped   time',
      'unit            ok          10       0        0    3 s',
      'e2e (Chromium)  ok           5       0        1  300 s',
      'total                       15       0        1  303 s',
      '15 passed, 0 failed, 1 skipped',
    ]);
  });

  it('fails when one tier failed, whatever the others did', () => {
    const { lines, exitCode } = summarize([
      { label: 'unit', ok: true, passed: 10, failed: 0 },
      { label: 'api (PGlite)', ok: false, passed: 40, failed: 2 },
    ]);
    expect(exitCode).toBe(1);
    expect(lines.at(-1)).toBe('50 passed, 2 failed, 0 skipped');
    expect(lines[2]).toMatch(/^api \(PGlite\) +FAIL +40 +2 +0$/);
  });

  it('counts a tier that failed without a count as one failure', () => {
    const { lines, exitCode } = summarize([{ label: 'web', ok: false, passed: 0, failed: 0 }]);
    expect(exitCode).toBe(1);
    expect(lines.at(-1)).toBe('0 passed, 1 failed, 0 skipped');
  });

  it('fails a tier whose runner exited cleanly but reported failures', () => {
    expect(summarize([{ label: 'web', ok: true, passed: 3, failed: 1 }]).exitCode).toBe(1);
  });

  it('fails when no tier ran at all, also when every tier was skipped', () => {
    expect(summarize([]).exitCode).toBe(1);
    expect(summarize([{ label: 'e2e', ok: true, passed: 0, failed: 0, skippedBy: 'SKIP_E2E=1' }]).exitCode).toBe(1);
  });

  it('names every tier skipped on purpose, and still passes', () => {
    const { lines, exitCode } = summarize([
      { label: 'unit', ok: true, passed: 1, failed: 0 },
      { label: 'cluster (nginx, 2 nodes)', ok: true, passed: 0, failed: 0, skippedBy: 'SKIP_CLUSTER=1' },
    ]);
    expect(exitCode).toBe(0);
    expect(lines[2]).toMatch(/^cluster \(nginx, 2 nodes\) +skipped +0 +0 +0$/);
    expect(lines).toContain('skipped tiers: cluster (nginx, 2 nodes) (SKIP_CLUSTER=1)');
  });
});

describe('unavailableTier', () => {
  it('fails a tier whose services are missing, naming them and the variable that skips it', () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = unavailableTier('cluster', 'SKIP_TEST_TIER_X', ['nginx (/usr/sbin/nginx)']);
    expect(said.mock.calls[0]?.[0]).toContain('nginx (/usr/sbin/nginx)');
    expect(said.mock.calls[0]?.[0]).toContain('SKIP_TEST_TIER_X=1');
    said.mockRestore();
    expect(result).toMatchObject({ label: 'cluster', ok: false, failed: 1 });
  });

  it('skips it only when its variable says so, and lets it run when nothing is missing', () => {
    expect(unavailableTier('cluster', 'SKIP_TEST_TIER_X', [])).toBeNull();
    vi.stubEnv('SKIP_TEST_TIER_X', '1');
    expect(unavailableTier('cluster', 'SKIP_TEST_TIER_X', ['nginx'])).toEqual({
      label: 'cluster',
      ok: true,
      passed: 0,
      failed: 0,
      skippedBy: 'SKIP_TEST_TIER_X=1',
    });
    vi.unstubAllEnvs();
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
