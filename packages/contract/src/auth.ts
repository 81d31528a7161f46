import { z } from 'zod';
import { LIMITS, RELATIONSHIP_STATUSES, ROLES, SIGNUP_ROLES } from './constants.ts';
import { textSchema } from './text.ts';
import { businessDetailsAnswerSchema, businessDetailsFieldSchema } from './business-details.ts';

const trimmed = (max: number = LIMITS.maxTextLength) =>
  textSchema('fieldRequired').trim().max(max, { error: 'textTooLong' });

/** Optional text: an empty string from a form means "not given". */
const optionalText = (max: number = LIMITS.maxTextLength) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), trimmed(max).optional());

export const emailSchema = z
  .string({ error: 'emailInvalid' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'emailInvalid' }).max(254, { error: 'emailInvalid' }));

export const loginPasswordSchema = z
  .string({ error: 'passwordRequired' })
  .min(LIMITS.minPasswordLength, { error: 'passwordRequired' })
  .max(LIMITS.maxPasswordLength, { error: 'passwordTooLong' });

export const newPasswordSchema = z
  .string({ error: 'passwordTooShort' })
  .min(LIMITS.minPasswordLength, { error: 'passwordTooShort' })
  .max(LIMITS.maxPasswordLength, { error: 'passwordTooLong' });

export const firstNameSchema = trimmed().min(LIMITS.minNameLength, { error: 'firstNameRequired' });
export const lastNameSchema = trimmed().min(LIMITS.minNameLength, { error: 'lastNameRequired' });

export const roleSchema = z.enum(ROLES);
export const signupRoleSchema = z.enum(SIGNUP_ROLES, { error: 'roleInvalid' });
export const relationshipStatusSchema = z.enum(RELATIONSHIP_STATUSES, { error: 'relationshipStatusInvalid' });
export const languageSchema = z.enum(['de', 'en']);

export const loginBodySchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  role: roleSchema,
  userId: z.string(),
  message: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** 403 answer of a login gate. NoPayment/PaymentExpired carry what the plan page needs. */
export const loginGateResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  email: z.string().optional(),
  role: roleSchema.optional(),
  checkout_token: z.string().optional(),
  /** Whether "Continue for free" was used already, so the plan page can leave it out. */
  freePlanUsed: z.boolean().optional(),
});
export type LoginGateResponse = z.infer<typeof loginGateResponseSchema>;

/** What the plan page needs to choose a plan without a session (login gate, first verification). */
export interface CheckoutPass {
  email: string;
  role: z.infer<typeof roleSchema>;
  checkout_token: string;
  freePlanUsed: boolean;
}

/**
 * Our extra on answers that sign a person in without the login form (a plan paid or activated with the
 * checkout token): the login answer's tokens. The refresh token also comes as the HttpOnly cookie.
 */
export const signInExtrasSchema = z.object({
  access_token: z.string().optional(),
  refresh_token: z.string().optional(),
  userId: z.string().optional(),
});

/** Profile fields shared by sign-up and profile edit (multipart text fields). */
const profileFields = {
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  address: optionalText(),
  postalArea: optionalText(100),
  telephone: optionalText(40),
  nationality: optionalText(80),
  profession: optionalText(120),
  relationshipStatus: z.preprocess((v) => (v === '' ? undefined : v), relationshipStatusSchema.optional()),
  language: z.preprocess((v) => (v === '' ? undefined : v), languageSchema.optional()),
};

export const registerFieldsSchema = z.object({
  ...profileFields,
  email: emailSchema,
  password: newPasswordSchema,
  role: signupRoleSchema,
});
export type RegisterFields = z.infer<typeof registerFieldsSchema>;

/**
 * Profile edit: the same fields as sign-up except email, role and password, which have flows of
 * their own (verification, admin, change-password). They are accepted and ignored if sent.
 * Our extra: a landlord's `businessDetails` (DSA Art. 30) as one JSON text field; left out, they stay as they are.
 */
export const updateProfileFieldsSchema = z.object({
  ...profileFields,
  businessDetails: businessDetailsFieldSchema,
});
export type UpdateProfileFields = z.infer<typeof updateProfileFieldsSchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export const resetPasswordQuerySchema = z.object({
  token: z.string({ error: 'tokenRequired' }).min(1, { error: 'tokenRequired' }).max(200, { error: 'tokenRequired' }),
});
export const resetPasswordBodySchema = z.object({ newPassword: newPasswordSchema });
export const changePasswordBodySchema = z
  .object({
    oldPassword: loginPasswordSchema,
    newPassword: newPasswordSchema,
  })
  .refine((v) => v.oldPassword !== v.newPassword, { error: 'passwordsMustDiffer', path: ['newPassword'] });

export const refreshBodySchema = z.object({
  userId: z.string({ error: 'tokenRequired' }).min(1, { error: 'tokenRequired' }).max(100, { error: 'tokenRequired' }),
  refreshToken: z
    .string({ error: 'tokenRequired' })
    .min(1, { error: 'tokenRequired' })
    .max(300, { error: 'tokenRequired' }),
});
export const refreshResponseSchema = z.object({ access_token: z.string(), refresh_token: z.string() });

export const logoutBodySchema = z.object({ refreshToken: z.string().max(300).optional() }).optional();

export const confirmEmailParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const currentUserQuerySchema = z.object({ userId: z.string().max(100).optional() });

export const messageResponseSchema = z.object({ message: z.string() });

/**
 * The spec's `{ message }`; the first verification in the sign-up's browser of an account without a valid
 * plan adds the login gate's checkout pass, so the person goes on to the plan choice without logging in.
 */
export const confirmEmailResponseSchema = messageResponseSchema.extend({
  email: z.string().optional(),
  role: roleSchema.optional(),
  checkout_token: z.string().optional(),
  freePlanUsed: z.boolean().optional(),
});
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponseSchema>;

export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  address: z.string().nullable(),
  postalArea: z.string().nullable(),
  telephone: z.string().nullable(),
  nationality: z.string().nullable(),
  profession: z.string().nullable(),
  relationshipStatus: relationshipStatusSchema.nullable(),
  language: languageSchema,
  avatarUrl: z.string().nullable(),
  avatarThumbUrl: z.string().nullable(),
  emailVerified: z.boolean(),
  isBlocked: z.boolean(),
  isSoftDeleted: z.boolean(),
  isWarned: z.boolean(),
  isDeactivated: z.boolean(),
  planId: z.string().nullable(),
  subscriptionMonths: z.number().int().nullable(),
  paymentExpiresAt: z.string().nullable(),
  additionalPlanExpiresAt: z.string().nullable(),
  freePlanUsed: z.boolean(),
  createdAt: z.string(),
  /** Our extra, for landlords (to themselves and admins): whether they list as a business, and its details. */
  businessDetails: businessDetailsAnswerSchema.optional(),
});
export type User = z.infer<typeof userSchema>;

export const activateFreePlanResponseSchema = z.object({
  message: z.string(),
  paymentExpiresAt: z.string(),
  /** With the checkout token: signed in as by the login. */
  role: roleSchema.optional(),
  ...signInExtrasSchema.shape,
});
export type ActivateFreePlanResponse = z.infer<typeof activateFreePlanResponseSchema>;

/** What any member may see of another: no email, no phone, no address. */
export const publicProfileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  avatarUrl: z.string().nullable(),
  /** A tenant's profile to a landlord follows the request stages: profession from interest on. */
  profession: z.string().nullable().optional(),
  /** Never to landlords (request-stages.ts). */
  nationality: z.string().nullable().optional(),
  /** Never to landlords (request-stages.ts). */
  relationshipStatus: relationshipStatusSchema.nullable().optional(),
  memberSince: z.string(),
  prioritySupport: z.boolean(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
