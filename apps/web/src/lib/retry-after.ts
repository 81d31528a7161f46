/**
 * The longest we wait before asking again, whatever the server says: a page that stays a skeleton for
 * longer than that should rather show why (its load-error alert) while the notice keeps watching.
 */
export const RETRY_WAIT_CAP_MS = 10_000;

/** When the server said nothing (no header, or no answer at all): the API itself asks for 5 s. */
export const RETRY_WAIT_DEFAULT_MS = 2_000;

/**
 * How long to wait before asking again, from a `Retry-After` header (RFC 9110: seconds or an HTTP date),
 * bounded by zero and the cap.
 */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number {
  const value = header?.trim();
  if (!value) return RETRY_WAIT_DEFAULT_MS;
  // A date has a weekday and month by name; anything else that Date.parse would read (a year "-5") is no date.
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : /[a-z]/i.test(value) ? Date.parse(value) - now : Number.NaN;
  if (Number.isNaN(ms)) return RETRY_WAIT_DEFAULT_MS;
  return Math.min(Math.max(ms, 0), RETRY_WAIT_CAP_MS);
}

/** Waits `ms`; a page that is left meanwhile (its query cancelled) stops waiting at once. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('The request was aborted.', 'AbortError');
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const stop = () => {
      clearTimeout(timer);
      reject(aborted());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });
}
