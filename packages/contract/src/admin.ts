import { z } from 'zod';
import { userSchema } from './auth.ts';
import { pageOf, pageQuerySchema } from './matching.ts';
import { emptyToUndefined, textSchema } from './text.ts';

/**
 * The one state a member's account is in, as the users table shows it and its status filter selects:
 * flags can hold together (a blocked member may also be warned), and the strongest one names the
 * account. Deleted > Blocked > Deactivated > Under warning > Active.
 */
export const MEMBER_STATES = ['active', 'blocked', 'deleted', 'warned', 'deactivated'] as const;
export type MemberState = (typeof MEMBER_STATES)[number];

export function memberState(user: {
  isSoftDeleted: boolean;
  isBlocked: boolean;
  isDeactivated: boolean;
  isWarned: boolean;
}): MemberState {
  if (user.isSoftDeleted) return 'deleted';
  if (user.isBlocked) return 'blocked';
  if (user.isDeactivated) return 'deactivated';
  if (user.isWarned) return 'warned';
  return 'active';
}

/** The users table's filters (defaults: page 1, limit 10). */
export const adminUsersQuerySchema = z.object({
  search: z.preprocess(emptyToUndefined, textSchema().trim().max(200, { error: 'textTooLong' }).optional()),
  role: z.preprocess(emptyToUndefined, z.enum(['client', 'contractor', 'admin'], { error: 'invalidValue' }).optional()),
  status: z.preprocess(emptyToUndefined, z.enum(MEMBER_STATES, { error: 'invalidValue' }).optional()),
  planDuration: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'invalidValue' })
      .int({ error: 'invalidValue' })
      .min(1, { error: 'invalidValue' })
      .max(24, { error: 'invalidValue' })
      .optional(),
  ),
  postalArea: z.preprocess(emptyToUndefined, textSchema().trim().max(100, { error: 'textTooLong' }).optional()),
  sort: z.preprocess(
    emptyToUndefined,
    z.enum(['name', 'joined', 'expiry'], { error: 'invalidValue' }).default('joined'),
  ),
  page: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'invalidValue' }).int().min(1, { error: 'invalidValue' }).max(100_000).default(1),
  ),
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'invalidValue' })
      .pipe(z.union([z.literal(10), z.literal(20), z.literal(50)], { error: 'invalidValue' }))
      .default(10),
  ),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/**
 * The body of the admin's actions on a member; the specification sends none, so it may be left out
 * (unblock and restore need nothing). Blocking, warning and deleting need the reason the member reads
 * (DSA statement of reasons): the service refuses them without one (ValidationFailed, `fields.reason`).
 */
export const adminActionBodySchema = z
  .object({
    reason: z.preprocess(
      emptyToUndefined,
      textSchema().trim().min(3, { error: 'reasonRequired' }).max(2000, { error: 'textTooLong' }).optional(),
    ),
    /**
     * The toggles' wanted outcome (`true` = blocked / deleted). Without it the endpoint toggles, as
     * specified; with it, a second admin pressing "Block" on an account just blocked by another
     * leaves it blocked instead of unblocking it.
     */
    state: z.boolean({ error: 'invalidValue' }).optional(),
  })
  .optional();

export const adminUserListSchema = z.object({
  items: z.array(userSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const toggleAccountStatusBodySchema = z.object({ userId: z.string().max(100).optional() }).optional();

export const ADMIN_ACTIONS = [
  'block',
  'unblock',
  'warn',
  'soft_delete',
  'restore',
  'deactivate',
  'reactivate',
  /** An admin checked a business landlord's details (DSA Art. 30). */
  'business_check',
] as const;
export type AdminActionKind = (typeof ADMIN_ACTIONS)[number];

/** One line of a member's audit log: what an admin did, why and when. */
export const adminActionSchema = z.object({
  id: z.string(),
  action: z.enum(ADMIN_ACTIONS),
  reason: z.string().nullable(),
  createdAt: z.string(),
  /** Null once the acting admin's account is gone. */
  admin: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type AdminAction = z.infer<typeof adminActionSchema>;
export const adminActionListSchema = z.object({ items: z.array(adminActionSchema) });

/**
 * A mail the outbox gave up on: the mail server refused it for good (5xx), or it kept failing for a
 * day after it was queued. Kept for admins to see and send again (`POST …/retry`).
 */
export const mailFailureSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** Sending attempts since it was queued (or last sent again). */
  attempts: z.number().int(),
  /** The mail server's (or the connection's) last answer. */
  lastError: z.string().nullable(),
  /** When the mail was queued, or last sent again by an admin. */
  queuedAt: z.string(),
});
export type MailFailure = z.infer<typeof mailFailureSchema>;
export const mailFailuresQuerySchema = pageQuerySchema;
export const mailFailureListSchema = pageOf(mailFailureSchema).extend({
  /** Mails still on their way: due, being sent, or waiting for a retry. */
  pending: z.number().int(),
});
export type MailFailureList = z.infer<typeof mailFailureListSchema>;
