/** How long a mail is retried after it was queued before it is given up. */
export const MAIL_RETRY_WINDOW_MS = 24 * 60 * 60_000;
/** The longest pause between two attempts: a mail server back after an outage is tried within it. */
export const MAIL_MAX_BACKOFF_MS = 5 * 60_000;

/**
 * The mail server refused the mail for good (an SMTP 5xx answer: unknown mailbox, rejected
 * content…): sending it again would be refused again. Everything else (no connection, a timeout, a
 * 4xx "try later", a full disk in local mode) may pass on a later attempt.
 */
export function isPermanentRefusal(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500;
}

/**
 * When a mail whose attempt failed is tried again: after 2^attempts seconds, at most 5 minutes,
 * while the day after it was queued lasts; null gives it up (kept, with its error, for admins).
 */
export function mailRetryAt(job: { attempts: number; createdAt: Date }, err: unknown, now: Date): Date | null {
  if (isPermanentRefusal(err)) return null;
  if (now.getTime() - job.createdAt.getTime() >= MAIL_RETRY_WINDOW_MS) return null;
  const pause = Math.min(2 ** job.attempts * 1000, MAIL_MAX_BACKOFF_MS);
  return new Date(now.getTime() + pause);
}
