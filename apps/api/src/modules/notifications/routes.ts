import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  markNotificationsReadSchema,
  notificationListQuerySchema,
  notificationListSchema,
  unreadNotificationsCountSchema,
} from '@mietmatch/contract';
import { requireAuth, type Authenticate } from '../../plugins/auth.ts';
import type { NotificationService } from './service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const tags = ['notifications'];

/** The notification centre: the bell's count, the list, and marking entries read. */
export function notificationRoutes(
  app: FastifyInstance,
  deps: { notifications: NotificationService; authenticate: Authenticate },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // What happened stays readable to every member, whether or not their plan still runs or the
  // account is deactivated: the centre is a record of their own account, like their data export.
  const own = deps.authenticate({ withoutPlan: true, allowDeactivated: true });
  const user = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user;

  r.get('/api/notifications', {
    schema: {
      tags,
      summary: 'My notifications, newest first',
      description:
        '`unread=true` lists only the unread ones. Types and their `data`: `match` `{ source, savedSearchId?, requestId?, name, subjectType, subjectId, title }`; `newMessage` `{ inboxId, messageId, senderName, preview }` (the preview is empty once the message is hidden by moderation or deleted); `accessRequested` `{ landlordId, landlordName }`; `accessAnswered` `{ tenantId, tenantName, status }`.',
      querystring: notificationListQuerySchema,
      response: { 200: notificationListSchema, ...errors },
    },
    preHandler: own,
    handler: async (request) => deps.notifications.list(user(request), request.query),
  });

  r.get('/api/notifications/unread-count', {
    schema: {
      tags,
      summary: 'How many of my notifications are unread (the bell)',
      response: { 200: unreadNotificationsCountSchema, ...errors },
    },
    preHandler: own,
    handler: async (request) => ({
      unreadNotificationsCount: await deps.notifications.unreadCount(user(request)),
    }),
  });

  r.post('/api/notifications/read', {
    schema: {
      tags,
      summary: 'Mark notifications read: some by id, or all',
      description:
        'Ids of notifications that are not mine change nothing (no error). Answers the new unread count, which my other open tabs receive as `unreadNotificationsCount`.',
      body: markNotificationsReadSchema,
      response: { 200: unreadNotificationsCountSchema, ...errors },
    },
    preHandler: own,
    handler: async (request) => ({
      unreadNotificationsCount: await deps.notifications.markRead(user(request), request.body),
    }),
  });
}
