import { z } from 'zod';
import { inboxSchema, messageSchema } from './inquiry.ts';
import { notificationSchema, unreadNotificationsCountSchema } from './matching.ts';
import { viewingEventSchemas } from './viewing.ts';
import { applicationEventSchemas } from './applications.ts';
import { MODERATION_ACTIONS, REPORT_REASONS, REPORT_SUBJECT_TYPES } from './moderation.ts';

/** Moderation's realtime payloads. */
const newReportEventSchema = z.object({
  reportId: z.string(),
  subjectType: z.enum(REPORT_SUBJECT_TYPES),
  subjectId: z.string(),
  reason: z.enum(REPORT_REASONS),
  automated: z.boolean(),
});
const moderationDecisionEventSchema = z.object({
  decisionId: z.string(),
  subjectType: z.enum(REPORT_SUBJECT_TYPES),
  subjectId: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  reversed: z.boolean(),
});

/** Socket.io events (names as in the specification) and their payloads, server → client. */
export const serverEventSchemas = {
  newMessage: z.object({ inboxId: z.string(), message: messageSchema }),
  updateMessage: z.object({ inboxId: z.string(), message: messageSchema }),
  deleteMessage: z.object({ inboxId: z.string(), messageId: z.string() }),
  createNewInbox: z.object({ inbox: inboxSchema }),
  deleteInbox: z.object({ inboxId: z.string() }),
  markAsRead: z.object({ inboxId: z.string(), readerId: z.string() }),
  allMessageMarkedRead: z.object({ inboxId: z.string() }),
  totalUnreadCount: z.object({ totalUnreadCount: z.number().int() }),
  newAccessRequest: z.object({ landlordId: z.string(), status: z.enum(['pending', 'granted', 'removed']) }),
  accessRequestStatus: z.object({ tenantId: z.string(), status: z.enum(['pending', 'granted', 'removed']) }),
  /** To every admin: a report (a person's or an automatic one) arrived. */
  newReport: newReportEventSchema,
  /** To the owner: a moderation decision about their content or account was taken or reversed. */
  moderationDecision: moderationDecisionEventSchema,
  /** To the member: an entry of their notification centre arrived. */
  newNotification: notificationSchema,
  /** To the member: their number of unread notifications changed. */
  unreadNotificationsCount: unreadNotificationsCountSchema,
  ...viewingEventSchemas,
  ...applicationEventSchemas,
} as const;

export type ServerEvents = {
  [K in keyof typeof serverEventSchemas]: (payload: z.infer<(typeof serverEventSchemas)[K]>) => void;
};
export type ServerEventName = keyof typeof serverEventSchemas;
export type ServerEventPayload<K extends ServerEventName> = z.infer<(typeof serverEventSchemas)[K]>;

/** Client → server: `join` after connecting (answered with the unread total). */
export interface ClientEvents {
  join: (userId: string, ack?: (reply: { totalUnreadCount: number }) => void) => void;
}
