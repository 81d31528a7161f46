import type { ErrorCode, MessageKey } from '@mietmatch/contract';

/**
 * The one error type services throw. The error handler turns it into
 * `{ code, message, fields?, ...extra }` with `message` in the request's language.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly details: {
      fields?: Record<string, MessageKey>;
      /** Extra top-level answer fields, e.g. the login gate's checkout token. */
      extra?: Record<string, unknown>;
      /** Answer the code itself as the message (the specification's login gates). */
      messageIsCode?: boolean;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError('NotFound', 404);
export const unauthorized = () => new AppError('Unauthorized', 401);
export const forbidden = () => new AppError('Forbidden', 403);
export const validationFailed = (fields: Record<string, MessageKey>) => new AppError('ValidationFailed', 400, { fields });
