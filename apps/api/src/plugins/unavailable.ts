import { AppError } from '../lib/app-error.ts';

/** Seconds a client is asked to wait before trying again while the database or Redis does not answer. */
export const RETRY_AFTER_SECONDS = 5;

/** Node's socket errors: the service is down, unreachable or cut the connection. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * SQLSTATEs that say "the server cannot serve now", not "the request is wrong": class 08 (connection
 * exception), 57P01-57P03 (shutdown, crash, still starting), 57014 (statement timeout) and 53300 (too
 * many connections: every slot of the server is taken for now).
 */
const unavailableState = (code: string) =>
  code.startsWith('08') || /^57P0[123]$/.test(code) || code === '57014' || code === '53300';

/**
 * The pg driver and ioredis report their own connection failures without any code, only by message;
 * these are the messages of pg 8 (pool and client) and ioredis 5/6.
 */
const driverMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
  'Connection is closed',
  "Stream isn't writeable",
  'Command timed out',
  'Reached the max retries per request limit',
];

function isUnavailable(err: object): boolean {
  const { code, message, name } = err as { code?: unknown; message?: unknown; name?: unknown };
  if (typeof code === 'string' && (socketCodes.has(code) || (/^[0-9A-Z]{5}$/.test(code) && unavailableState(code))))
    return true;
  if (name === 'MaxRetriesPerRequestError') return true;
  // The AWS SDK (object storage): a connect or request timeout, or the store's own "not now" (503, SlowDown).
  if (name === 'TimeoutError' || name === 'RequestTimeout' || name === 'SlowDown') return true;
  if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 503) return true;
  return typeof message === 'string' && driverMessages.some((m) => message.includes(m));
}

/**
 * A database or Redis that does not answer is no bug of ours and no fault of the client: 503
 * `ServiceUnavailable` with `Retry-After`, so clients and load balancers wait and try again.
 * Drizzle wraps the driver's error, so the chain of causes is walked.
 */
export function fromOutage(err: unknown): AppError | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if (isUnavailable(current))
      return new AppError('ServiceUnavailable', { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
