import { z } from 'zod';
import { emailSchema, signInExtrasSchema, signupRoleSchema } from './auth.ts';

const booleanQuery = z
  .preprocess((v) => (v === undefined || v === '' ? undefined : v), z.enum(['true', 'false']).optional())
  .transform((v) => v === 'true');

export const createCheckoutBodySchema = z.object({
  role: signupRoleSchema,
  email: emailSchema,
  duration: z.coerce
    .number({ error: 'planInvalid' })
    .int({ error: 'planInvalid' })
    .min(1, { error: 'planInvalid' })
    .max(24, { error: 'planInvalid' }),
});
export type CreateCheckoutBody = z.infer<typeof createCheckoutBodySchema>;

export const checkoutQuerySchema = z.object({ isAdditionalPlan: booleanQuery });

export const createCheckoutResponseSchema = z.object({ url: z.string(), sessionId: z.string() });

export const verifyPaymentQuerySchema = z.object({
  session_id: z
    .string({ error: 'sessionMissing' })
    .min(1, { error: 'sessionMissing' })
    .max(300, { error: 'sessionMissing' }),
  isAdditionalPlan: booleanQuery,
});

export const verifyPaymentResponseSchema = z.object({
  message: z.string(),
  planId: z.string(),
  kind: z.enum(['subscription', 'additional']),
  months: z.number().int(),
  amountCents: z.number().int(),
  role: z.enum(['client', 'contractor', 'admin']),
  email: z.string(),
  paymentExpiresAt: z.string().nullable(),
  additionalPlanExpiresAt: z.string().nullable(),
  /** When the checkout was started with the checkout token and the call brings that token: signed in. */
  ...signInExtrasSchema.shape,
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

export const localCheckoutSessionSchema = z.object({
  sessionId: z.string(),
  status: z.enum(['open', 'paid', 'canceled']),
  amountCents: z.number().int(),
  currency: z.string(),
  description: z.string(),
  planId: z.string(),
  months: z.number().int(),
  email: z.string(),
  successUrl: z.string(),
  cancelUrl: z.string(),
});
export type LocalCheckoutSession = z.infer<typeof localCheckoutSessionSchema>;

export const localCheckoutActionResponseSchema = z.object({ redirectUrl: z.string() });
