import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWithRetry, translationLoader } from './translation-loader';

/** A load that fails `failures` times, then succeeds; counts its calls. */
function flakyLoad(failures: number) {
  const load = vi.fn(async () => {
    if (load.mock.calls.length <= failures) throw new Error('chunk failed to load');
  });
  return load;
}

describe('translation loading', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries a failed load after 350 ms, then after twice as long each time', async () => {
    const load = flakyLoad(3);
    let done = false;
    void loadWithRetry(load).then(() => (done = true));

    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(349);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(699);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1400);
    expect(load).toHaveBeenCalledTimes(4);
    expect(done).toBe(true);
  });

  it('gives up after 5 retries and reports the failure', async () => {
    const load = flakyLoad(Infinity);
    const result = loadWithRetry(load).then(
      () => 'loaded',
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(350 + 700 + 1400 + 2800 + 5600 + 10_000);
    await expect(result).resolves.toBe('chunk failed to load');
    expect(load).toHaveBeenCalledTimes(6);
  });

  it('loads once for every caller after a success', async () => {
    const load = flakyLoad(0);
    const translations = translationLoader(load);
    await Promise.all([translations(), translations()]);
    await translations();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load: the next use tries again', async () => {
    const load = flakyLoad(6);
    const translations = translationLoader(load);
    const first = translations().then(
      () => 'loaded',
      () => 'failed',
    );
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(first).resolves.toBe('failed');
    expect(load).toHaveBeenCalledTimes(6);

    await expect(translations()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(7);
  });
});
