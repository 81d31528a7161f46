import { pause, retryAfterMs } from './retry-after';
import { reportServiceAnswered, reportServiceUnavailable, trackReadRetry } from './service-status';

/** How often a read is sent in all while the service is away: the first time and three more. */
const READ_ATTEMPTS = 4;

/**
 * No answer came: fetch failed (offline, the server gone, the connection cut), or the token refresh a
 * request needed met the outage (`status` 503). Not an answer, so a read may ask again.
 */
export class NoAnswer extends Error {
  readonly status: number;
  constructor(status = 0) {
    super('No answer from the service.');
    this.name = 'NoAnswer';
    this.status = status;
  }
}

interface Exchange {
  response: Response;
}

/**
 * Sends through `exchange` until the service answers with anything but 503. A read (idempotent) waits
 * the server's Retry-After (bounded) and asks again, a few times; a change is sent once, whatever
 * happens, since the server may have done it before its answer was lost. Either way the outage is
 * reported, so the app can say so once instead of one error per request. After the last attempt the
 * 503 is handed back as it came (or `NoAnswer` thrown) for the caller to turn into its error.
 */
export async function untilAnswered<T extends Exchange>(
  exchange: () => Promise<T>,
  { read, signal }: { read: boolean; signal?: AbortSignal },
): Promise<T> {
  let retryDone: (() => void) | undefined;
  try {
    for (let attempt = 1; ; attempt++) {
      let result: T | undefined;
      let failure: NoAnswer | undefined;
      try {
        result = await exchange();
      } catch (error) {
        if (!(error instanceof NoAnswer)) throw error;
        failure = error;
      }
      if (result && result.response.status !== 503) {
        reportServiceAnswered();
        return result;
      }
      const waitMs = retryAfterMs(result?.response.headers.get('Retry-After'));
      reportServiceUnavailable({ change: !read, retryInMs: waitMs });
      if (!read || attempt >= READ_ATTEMPTS) {
        if (result) return result;
        throw failure;
      }
      retryDone ??= trackReadRetry();
      await pause(waitMs, signal);
    }
  } finally {
    retryDone?.();
  }
}
