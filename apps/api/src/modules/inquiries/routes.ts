import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createInboxBodySchema,
  inboxForQuerySchema,
  inboxForSchema,
  inboxesQuerySchema,
  inboxListSchema,
  inboxSchema,
  messageResponseSchema,
  messageSchema,
  sendMessageBodySchema,
  threadSchema,
  unreadCountSchema,
  updateMessageBodySchema,
} from '@mietmatch/contract';
import { requireAuth, type Authenticate } from '../../plugins/auth.ts';
import type { InquiryService } from './service.ts';
import { presentMessage } from './presenter.ts';
import { errorAnswers } from '../../lib/error-answers.ts';

const idParams = z.object({ id: z.string().max(100) });
const errors = errorAnswers(400, 401, 402, 403, 404, 409, 429);

const tags = ['inquiries'];
const user = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user;

interface InquiryRouteDeps {
  inquiries: InquiryService;
  authenticate: Authenticate;
}

/** The inquiry endpoints: reading (inboxes, threads, unread count) and writing (start, send, edit, delete, read). */
export function inquiryRoutes(app: FastifyInstance, deps: InquiryRouteDeps) {
  inquiryReadRoutes(app, deps);
  inquiryWriteRoutes(app, deps);
}

/** My inboxes, the inbox with a member about a subject, one thread and the unread count. */
function inquiryReadRoutes(app: FastifyInstance, { inquiries, authenticate }: InquiryRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/inquiry/inboxes', {
    schema: {
      tags,
      summary: 'My inboxes: sent (I started), received, or all',
      querystring: inboxesQuerySchema,
      response: { 200: inboxListSchema, ...errors },
    },
    preHandler: authenticate(),
    handler: async (request) => {
      const { filter, page, limit } = request.query;
      return { ...(await inquiries.list(user(request), filter, page, limit)), page, limit };
    },
  });

  r.get('/api/inquiry/inbox-for', {
    schema: {
      tags,
      summary: 'My existing inbox with a member about a subject',
      description:
        'Answers the inbox id, or 404 when I have no conversation with this member about this subject (create-inbox then starts one).',
      querystring: inboxForQuerySchema,
      response: { 200: inboxForSchema, ...errors },
    },
    preHandler: authenticate(),
    handler: async (request) => ({ inboxId: (await inquiries.inboxFor(user(request), request.query)).id }),
  });

  r.get('/api/inquiry/thread/:id', {
    schema: {
      tags,
      summary: 'An inbox with its messages (members only)',
      params: idParams,
      response: { 200: threadSchema, ...errors },
    },
    preHandler: authenticate(),
    handler: async (request) => {
      const { inbox, messages } = await inquiries.thread(user(request), request.params.id);
      return { inbox, messages: messages.map((m) => presentMessage(m, user(request).id)) };
    },
  });

  r.get('/api/inquiry/unread-count', {
    schema: { tags, summary: 'My unread messages in all inboxes', response: { 200: unreadCountSchema, ...errors } },
    preHandler: authenticate(),
    handler: async (request) => ({ totalUnreadCount: await inquiries.totalUnread(user(request)) }),
  });
}

/** Starting an inbox, sending, editing and deleting messages, deleting an inbox and marking it read. */
function inquiryWriteRoutes(app: FastifyInstance, { inquiries, authenticate }: InquiryRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/inquiry/create-inbox', {
    schema: {
      tags,
      summary:
        'Contact a member about a property, a request or their profile; answers the existing inbox when there is one',
      description:
        'Landlords write first with their plan; tenants need the additional plan (402 AdditionalPlanRequired) unless answering a thread the landlord started.',
      body: createInboxBodySchema,
      response: { 200: z.object({ inbox: inboxSchema, message: messageSchema }), ...errors },
    },
    preHandler: authenticate(),
    handler: async (request) => {
      const { inbox, message } = await inquiries.createInbox(user(request), request.body);
      return { inbox, message: presentMessage(message, user(request).id) };
    },
  });

  r.post('/api/inquiry/send', {
    schema: {
      tags,
      summary: 'Send a message in an inbox (members only; 30 a minute)',
      body: sendMessageBodySchema,
      response: { 200: messageSchema, ...errors },
    },
    preHandler: authenticate(),
    handler: async (request) =>
      presentMessage(
        (await inquiries.send(user(request), request.body.inboxId, request.body.message)).message,
        user(request).id,
      ),
  });

  r.put('/api/inquiry/update/:id', {
    schema: {
      tags,
      summary: 'Edit own message',
      params: idParams,
      body: updateMessageBodySchema,
      response: { 200: messageSchema, ...errors },
    },
    preHandler: authenticate(),
    handler: async (request) =>
      presentMessage(
        await inquiries.updateMessage(user(request), request.params.id, request.body.message),
        user(request).id,
      ),
  });

  r.delete('/api/inquiry/delete/:id', {
    schema: {
      tags,
      summary: 'Delete own message',
      params: idParams,
      response: { 200: messageResponseSchema, ...errors },
    },
    preHandler: authenticate(),
    handler: async (request) => {
      await inquiries.deleteMessage(user(request), request.params.id);
      return { message: 'Message deleted' };
    },
  });

  r.delete('/api/inquiry/inbox/delete/:id', {
    schema: {
      tags,
      summary: 'Delete a whole inbox for both members',
      params: idParams,
      response: { 200: messageResponseSchema, ...errors },
    },
    preHandler: authenticate(),
    handler: async (request) => {
      await inquiries.deleteInbox(user(request), request.params.id);
      return { message: 'Inbox deleted' };
    },
  });

  r.post('/api/inquiry/mark-as-read/:id', {
    schema: {
      tags,
      summary: 'Mark the other member’s messages in an inbox as read',
      params: idParams,
      response: { 200: unreadCountSchema, ...errors },
    },
    preHandler: authenticate(),
    handler: async (request) => ({
      totalUnreadCount: (await inquiries.markAsRead(user(request), request.params.id)).totalUnreadCount,
    }),
  });
}
