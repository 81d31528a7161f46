import { type AccessRows, type RouteAccess, tenantOrLandlord } from '../../platform/route-access.ts';

/** Viewings are between a landlord and a tenant; admins take no part. */
const viewings: RouteAccess = { who: tenantOrLandlord, otherRole: 403, plan: 'valid' };
const landlords: RouteAccess = { who: ['contractor'], otherRole: 403, plan: 'valid' };

/** Who may call the viewings module's routes. */
export const viewingsAccess: AccessRows = {
  'POST /api/properties/:id/viewing-slots': { ...landlords, object: 'listing-owner' },
  'GET /api/properties/:id/viewing-slots': { ...viewings, object: 'slot-viewer' },
  'DELETE /api/viewing-slots/:id': { ...landlords, object: 'own-slot' },
  'POST /api/viewings/invitations': { ...landlords, object: 'invitable-tenant' },
  'GET /api/viewings/invitations': { who: ['client'], otherRole: 403, plan: 'valid' },
  'POST /api/viewing-slots/:id/book': { who: ['client'], otherRole: 403, plan: 'valid', object: 'invited-tenant' },
  'POST /api/viewings/:bookingId/cancel': { ...viewings, object: 'booking-party' },
  'POST /api/viewings/:bookingId/attendance': { ...landlords, object: 'booking-landlord' },
  'GET /api/viewings': viewings,
  'GET /api/viewings/:bookingId/ics': { ...viewings, object: 'booking-party' },
};
