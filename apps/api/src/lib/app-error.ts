import type { ErrorCode, MessageKey } from '@mietmatch/contract';

/**
 * The one HTTP status of every error code. A client may switch on either, so a code never answers
 * with two statuses: a case that needs another status needs its own code.
 */
export const ERROR_STATUS = {
  ValidationFailed: 400,
  MalformedBody: 400,
  NotFound: 404,
  Unauthorized: 401,
  Forbidden: 403,
  InvalidCredentials: 401,
  EmailNotVerified: 403,
  NoPayment: 403,
  PaymentExpired: 403,
  Blocked: 403,
  Deactivated: 403,
  EmailTaken: 409,
  EmailVerificationFailed: 400,
  InvalidResetToken: 400,
  InvalidRefreshToken: 401,
  WrongPassword: 400,
  FreePlanUsed: 409,
  PlanStillValid: 409,
  PlanNotAvailable: 409,
  UserNotFound: 404,
  PayloadTooLarge: 413,
  BodyTooLarge: 413,
  TooManyFiles: 413,
  TooManyFields: 413,
  InvalidCharacters: 400,
  UnsupportedMediaType: 415,
  Conflict: 409,
  PaymentVerificationFailed: 400,
  MissingPaymentSession: 400,
  PaymentRequired: 402,
  InvalidWebhook: 400,
  RecipientUnavailable: 409,
  // Buying the additional plan lifts it: "payment required" (inquiries and the open applications alike).
  AdditionalPlanRequired: 402,
  TooManyRequests: 429,
  ErasurePasswordWrong: 400,
  LastAdmin: 409,
  InternalError: 500,
  ServiceUnavailable: 503,
  ReportingSuspended: 429,
  ComplaintPeriodOver: 409,
  ComplaintExists: 409,
  DecisionExists: 409,
  SavedSearchLimit: 409,
  SlotOverlap: 409,
  SlotFull: 409,
  SlotStarted: 409,
  ViewingNotStarted: 409,
  AlreadyApplied: 409,
  ApplicationsClosed: 409,
  InvalidTransition: 409,
} as const satisfies Record<ErrorCode, number>;

export interface AppErrorDetails {
  fields?: Record<string, MessageKey>;
  /** Values for the field messages' `{name}` placeholders, e.g. the phrase a listing was refused for. */
  params?: Record<string, string>;
  /** Extra top-level answer fields, e.g. the login gate's checkout token. */
  extra?: Record<string, unknown>;
  /** Answer the code itself as the message (the specification's login gates). */
  messageIsCode?: boolean;
  headers?: Record<string, string>;
}

/**
 * The one error type services throw. The error handler turns it into
 * `{ code, message, fields?, ...extra }` with `message` in the request's language and the code's status.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly details: AppErrorDetails = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}
