import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createViewingSlotSchema,
  messageResponseSchema,
  viewingAttendanceSchema,
  viewingInvitationBodySchema,
  viewingInvitationListSchema,
  viewingInvitationSchema,
  viewingPageSchema,
  viewingReasonSchema,
  viewingSchema,
  viewingSlotListSchema,
  viewingSlotSchema,
  viewingsQuerySchema,
} from '@mietmatch/contract';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { requireAuth, type Authenticate } from '../../plugins/auth.ts';
import type { ViewingService } from './service.ts';
import { errorAnswers } from '../../lib/error-answers.ts';

const tags = ['viewings'];
const idParams = z.object({ id: z.guid({ error: 'invalidValue' }) });
const bookingParams = z.object({ bookingId: z.guid({ error: 'invalidValue' }) });
const errors = errorAnswers(400, 401, 402, 403, 404, 409);

type Deps = { viewings: ViewingService; authenticate: Authenticate };

/** Viewings are between a landlord and a tenant: an admin is told the routes are closed. */
function gates(authenticate: Authenticate) {
  return {
    either: authenticate({ roles: ['client', 'contractor'], forbidden: true }),
    landlords: authenticate({ roles: ['contractor'], forbidden: true }),
    tenants: authenticate({ roles: ['client'], forbidden: true }),
  };
}

export function viewingRoutes(app: FastifyInstance, deps: Deps) {
  slotAndInvitationRoutes(app, deps);
  bookingRoutes(app, deps);
}

/** Slots of a property, and invitations to book them. */
function slotAndInvitationRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { slots, invitations } = deps.viewings;
  const { either, landlords, tenants } = gates(deps.authenticate);

  r.post('/api/properties/:id/viewing-slots', {
    schema: {
      tags,
      summary: 'Offer a viewing slot for one’s own property (30 min – 4 h, 1–50 places)',
      description:
        'Times are ISO 8601 with an offset naming a time that exists in Berlin (the hour skipped in spring is ' +
        '400 `viewingTimeNotInBerlin`; the repeated autumn hour is told apart by its offset). A start not after ' +
        'now is 400 `viewingSlotInPast`; a slot sharing a moment with another one of the property is 409 `SlotOverlap`.',
      params: idParams,
      body: createViewingSlotSchema,
      response: { 201: viewingSlotSchema, ...errors },
    },
    preHandler: landlords,
    handler: async (request, reply) => {
      const slot = await slots.create(requireAuth(request).user, request.params.id, request.body);
      return reply.status(201).send(slot);
    },
  });

  r.get('/api/properties/:id/viewing-slots', {
    schema: {
      tags,
      summary: 'The property’s slots: the owner sees all with their bookings, an invited tenant the open future ones',
      params: idParams,
      response: { 200: viewingSlotListSchema, ...errors },
    },
    preHandler: either,
    handler: async (request) => ({ items: await slots.list(requireAuth(request).user, request.params.id) }),
  });

  r.delete('/api/viewing-slots/:id', {
    schema: {
      tags,
      summary: 'Cancel a slot that has not started, and every booking in it (each tenant is told, with the reason)',
      params: idParams,
      body: viewingReasonSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    preHandler: landlords,
    handler: async (request) => {
      await slots.cancel(requireAuth(request).user, request.params.id, request.body.reason);
      return { message: 'Viewing slot cancelled' };
    },
  });

  r.post('/api/viewings/invitations', {
    schema: {
      tags,
      summary:
        'Invite a tenant to book a viewing of one’s own property (the same pair again: the same invitation, 200)',
      description:
        'The tenant must be an active member with a published request or a conversation with the landlord; ' +
        'otherwise 404. The tenant gets a notification, a live event and a mail with the open slots.',
      body: viewingInvitationBodySchema,
      response: { 200: viewingInvitationSchema, 201: viewingInvitationSchema, ...errors },
    },
    preHandler: landlords,
    handler: async (request, reply) => {
      const { created, invitation } = await invitations.invite(requireAuth(request).user, request.body);
      return reply.status(created ? 201 : 200).send(invitation);
    },
  });

  r.get('/api/viewings/invitations', {
    schema: {
      tags,
      summary: 'My invitations to viewings, newest first, with the open slots counted and my live booking',
      response: { 200: viewingInvitationListSchema, ...errors },
    },
    preHandler: tenants,
    handler: async (request) => ({ items: await invitations.list(requireAuth(request).user) }),
  });
}

/** Bookings: made, moved, cancelled, marked, listed and downloaded as calendar files. */
function bookingRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { bookings } = deps.viewings;
  const { either, landlords, tenants } = gates(deps.authenticate);

  r.post('/api/viewing-slots/:id/book', {
    schema: {
      tags,
      summary: 'Book a place in a slot; a live booking for the same property moves here',
      description: 'A full slot is 409 `SlotFull`, a started or cancelled one 409 `SlotStarted`.',
      params: idParams,
      response: { 201: viewingSchema, ...errors },
    },
    preHandler: tenants,
    handler: async (request, reply) =>
      reply.status(201).send(await bookings.book(requireAuth(request).user, request.params.id)),
  });

  r.post('/api/viewings/:bookingId/cancel', {
    schema: {
      tags,
      summary: 'Cancel a booked viewing (either side, before its start), with a reason',
      params: bookingParams,
      body: viewingReasonSchema,
      response: { 200: viewingSchema, ...errors },
    },
    preHandler: either,
    handler: async (request) =>
      bookings.cancel(requireAuth(request).user, request.params.bookingId, request.body.reason),
  });

  r.post('/api/viewings/:bookingId/attendance', {
    schema: {
      tags,
      summary: 'Mark a viewing attended or a no-show (the landlord, once it has started)',
      params: bookingParams,
      body: viewingAttendanceSchema,
      response: { 200: viewingSchema, ...errors },
    },
    preHandler: landlords,
    handler: async (request) =>
      bookings.attendance(requireAuth(request).user, request.params.bookingId, request.body.attended),
  });

  r.get('/api/viewings', {
    schema: {
      tags,
      summary: 'My viewings on one side, upcoming (soonest first) or past (latest first)',
      querystring: viewingsQuerySchema,
      response: { 200: viewingPageSchema, ...errors },
    },
    preHandler: either,
    handler: async (request) => bookings.list(requireAuth(request).user, request.query),
  });

  r.get('/api/viewings/:bookingId/ics', {
    schema: {
      tags,
      summary: 'The viewing’s calendar file (RFC 5545): METHOD:REQUEST while booked, CANCEL once cancelled',
      params: bookingParams,
      response: { 200: z.string(), ...errors },
    },
    preHandler: either,
    handler: async (request, reply) => {
      const { bookingId } = request.params;
      const { content } = await bookings.calendar(requireAuth(request).user, bookingId);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', `viewing-${bookingId}.ics`))
        .send(content);
    },
  });
}
