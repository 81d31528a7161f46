import { z } from 'zod';
import { moderationFields } from './moderation.ts';
import { textSchema } from './text.ts';
import { viewingCardSchema } from './viewing.ts';

import { MAX_MESSAGE_LENGTH, SUBJECT_TYPES } from './inquiry-subjects.ts';

export * from './inquiry-subjects.ts';

const messageText = textSchema('messageRequired')
  .trim()
  .min(1, { error: 'messageRequired' })
  .max(MAX_MESSAGE_LENGTH, { error: 'messageTooLong' });
const id = z.string({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(100, { error: 'invalidValue' });

export const createInboxBodySchema = z.object({
  recipientId: id,
  subjectType: z.enum(SUBJECT_TYPES, { error: 'invalidValue' }),
  subjectId: id,
  message: messageText,
});
export type CreateInboxBody = z.infer<typeof createInboxBodySchema>;

export const sendMessageBodySchema = z.object({ inboxId: id, message: messageText });
export const updateMessageBodySchema = z.object({ message: messageText });

export const inboxesQuerySchema = z.object({
  page: z.coerce.number({ error: 'invalidValue' }).int().min(1, { error: 'invalidValue' }).max(100_000).default(1),
  limit: z.coerce
    .number({ error: 'invalidValue' })
    .int()
    .min(1, { error: 'invalidValue' })
    .max(50, { error: 'invalidValue' })
    .default(10),
  filter: z.enum(['sent', 'received', 'all'], { error: 'invalidValue' }).default('all'),
});

/** `GET /inquiry/inbox-for`: the caller's conversation with this member about this subject, if any. */
export const inboxForQuerySchema = z.object({
  recipientId: id,
  subjectType: z.enum(SUBJECT_TYPES, { error: 'invalidValue' }),
  subjectId: id,
});
export type InboxForQuery = z.infer<typeof inboxForQuerySchema>;
export const inboxForSchema = z.object({ inboxId: z.string() });

export const memberSummarySchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.enum(['client', 'contractor', 'admin']),
  /** False when the account is blocked, deleted or deactivated: writing is then disabled. */
  available: z.boolean(),
  /**
   * True when the member erased their account: the conversation is kept for the reader, the erased
   * side has no id, name or picture any more, and clients show it as a deleted user.
   */
  deleted: z.boolean(),
});

export const messageSchema = z.object({
  id: z.string(),
  inboxId: z.string(),
  senderId: z.string(),
  message: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  readAt: z.string().nullable(),
  ...moderationFields,
  /**
   * For the recipient: the message asks for payment outside the platform or names an IBAN, so the
   * thread shows the safety banner ("never pay before you have seen the flat").
   */
  safetyWarning: z.boolean().optional(),
  /** A viewing's step (invited, booked, moved, cancelled): the thread shows it as a compact card. */
  viewing: viewingCardSchema.optional(),
});
export type Message = z.infer<typeof messageSchema>;

export const inboxSchema = z.object({
  id: z.string(),
  subjectType: z.enum(SUBJECT_TYPES),
  subjectId: z.string(),
  /** Whether the viewer started it ("sent") or the other member did ("received"). */
  direction: z.enum(['sent', 'received']),
  otherMember: memberSummarySchema,
  lastMessage: messageSchema.nullable(),
  unreadCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Inbox = z.infer<typeof inboxSchema>;

export const inboxListSchema = z.object({
  items: z.array(inboxSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export const threadSchema = z.object({ inbox: inboxSchema, messages: z.array(messageSchema) });
export const unreadCountSchema = z.object({ totalUnreadCount: z.number().int() });
