/** Attempts after the first failed one (the specification's translation loading: up to 5 retries). */
const TRANSLATION_RETRIES = 5;
/** Wait before the first retry; each further retry waits twice as long (350, 700, 1400, 2800, 5600 ms). */
const TRANSLATION_RETRY_DELAY_MS = 350;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `load`, and on failure tries again with a doubling wait: a flaky connection on a train should
 * cost a moment's delay, not a page that cannot be read.
 */
export async function loadWithRetry<T>(
  load: () => Promise<T>,
  retries = TRANSLATION_RETRIES,
  delayMs = TRANSLATION_RETRY_DELAY_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      await sleep(delayMs * 2 ** attempt);
    }
  }
}

/**
 * One load shared by every caller while it runs and after it succeeded. A load that failed (after its
 * retries) is forgotten, so the next page that needs these texts tries again instead of failing until
 * the whole app is reloaded.
 */
export function translationLoader(load: () => Promise<void>): () => Promise<void> {
  let pending: Promise<void> | undefined;
  return () => {
    pending ??= loadWithRetry(load).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
