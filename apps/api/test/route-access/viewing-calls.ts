import type { TestContext } from '../test-app.ts';
import { createLoggedInUser } from '../factories.ts';
import type { RouteCall } from './calls.ts';
import { createRequest, futureSlot, type Fixtures } from './fixtures.ts';

let hours = 100;
/** Each new slot two hours after the last one. */
const nextHours = () => {
  hours += 2;
  return hours;
};

/** A new slot of the owner landlord's listing, far enough from every other (each call its own hours). */
async function newSlot(t: TestContext, f: Fixtures): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/properties/${f.propertyId}/viewing-slots`,
    headers: f.actors.ownerLandlord.headers,
    payload: { ...futureSlot(t, nextHours()), capacity: 2 },
  });
  if (res.statusCode !== 201) throw new Error(`slot fixture: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

/** The owner tenant books a new slot (moving a live booking of hers there): a booking to cancel. */
async function newBooking(t: TestContext, f: Fixtures): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/viewing-slots/${await newSlot(t, f)}/book`,
    headers: f.actors.ownerTenant.headers,
  });
  if (res.statusCode !== 201) throw new Error(`booking fixture: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

/** A tenant with a published request, whom the owner landlord has not invited yet. */
async function invitableTenant(t: TestContext): Promise<string> {
  const tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  await createRequest(t, tenant);
  return tenant.user.id;
}

export const viewingCalls: Record<string, RouteCall> = {
  'POST /api/properties/:id/viewing-slots': {
    ok: 201,
    build: ({ t, f }) => ({
      url: `/api/properties/${f.propertyId}/viewing-slots`,
      payload: { ...futureSlot(t, nextHours()), capacity: 1 },
    }),
  },
  'GET /api/properties/:id/viewing-slots': {
    build: ({ f }) => ({ url: `/api/properties/${f.propertyId}/viewing-slots` }),
  },
  'DELETE /api/viewing-slots/:id': {
    build: async ({ t, f, allowed }) => ({
      url: `/api/viewing-slots/${allowed ? await newSlot(t, f) : f.viewingSlotId}`,
      payload: { reason: 'Wohnung schon vergeben' },
    }),
  },
  // An allowed call invites a tenant not invited yet (the same pair again answers 200).
  'POST /api/viewings/invitations': {
    ok: 201,
    build: async ({ t, f, allowed }) => ({
      payload: {
        propertyId: f.propertyId,
        tenantId: allowed ? await invitableTenant(t) : f.actors.ownerTenant.user.id,
      },
    }),
  },
  'GET /api/viewings/invitations': { build: () => ({ url: '/api/viewings/invitations' }) },
  'POST /api/viewing-slots/:id/book': {
    ok: 201,
    build: ({ f }) => ({ url: `/api/viewing-slots/${f.viewingSlotId}/book` }),
  },
  'POST /api/viewings/:bookingId/cancel': {
    build: async ({ t, f, allowed }) => ({
      url: `/api/viewings/${allowed ? await newBooking(t, f) : f.pastBookingId}/cancel`,
      payload: { reason: 'Leider verhindert' },
    }),
  },
  'POST /api/viewings/:bookingId/attendance': {
    build: ({ f }) => ({ url: `/api/viewings/${f.pastBookingId}/attendance`, payload: { attended: true } }),
  },
  'GET /api/viewings': { build: () => ({ url: '/api/viewings?when=past' }) },
  'GET /api/viewings/:bookingId/ics': { build: ({ f }) => ({ url: `/api/viewings/${f.pastBookingId}/ics` }) },
};
