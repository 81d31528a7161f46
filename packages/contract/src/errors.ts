import { z } from 'zod';

/** Stable error codes the API answers with; clients switch on these, never on message text. */
export const ERROR_CODES = [
  'ValidationFailed',
  'MalformedBody',
  'NotFound',
  'Unauthorized',
  'Forbidden',
  'InvalidCredentials',
  'EmailNotVerified',
  'NoPayment',
  'PaymentExpired',
  'Blocked',
  'Deactivated',
  'EmailTaken',
  'EmailVerificationFailed',
  'InvalidResetToken',
  'InvalidRefreshToken',
  'WrongPassword',
  'FreePlanUsed',
  'PlanStillValid',
  'PlanNotAvailable',
  'UserNotFound',
  'PayloadTooLarge',
  'BodyTooLarge',
  'TooManyFiles',
  'TooManyFields',
  'InvalidCharacters',
  'UnsupportedMediaType',
  'Conflict',
  'PaymentVerificationFailed',
  'MissingPaymentSession',
  'PaymentRequired',
  'InvalidWebhook',
  'RecipientUnavailable',
  'AdditionalPlanRequired',
  'TooManyRequests',
  'ErasurePasswordWrong',
  'LastAdmin',
  'InternalError',
  'ServiceUnavailable',
  'ReportingSuspended',
  'ComplaintPeriodOver',
  'ComplaintExists',
  'DecisionExists',
  'SavedSearchLimit',
  'SlotOverlap',
  'SlotFull',
  'SlotStarted',
  'ViewingNotStarted',
  'AlreadyApplied',
  'ApplicationsClosed',
  'InvalidTransition',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The login gates answer `message: <Code>` as the specification's client expects. */
export const LOGIN_GATE_CODES = ['EmailNotVerified', 'NoPayment', 'PaymentExpired', 'Blocked'] as const;
export type LoginGateCode = (typeof LOGIN_GATE_CODES)[number];

export const errorResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** A listing refused under the AGG: the field and the excluding phrase, apart from the field's text. */
  agg: z.object({ field: z.string(), phrase: z.string() }).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
