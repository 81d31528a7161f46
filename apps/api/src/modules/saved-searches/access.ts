import { type AccessRows, proof, type RouteAccess, tenantOrLandlord } from '../../platform/route-access.ts';

/** Tenants keep property searches, landlords request searches; admins none. */
const savedSearches: RouteAccess = { who: tenantOrLandlord, otherRole: 403, plan: 'valid' };

/** Who may call the saved-searches module's routes. */
export const savedSearchesAccess: AccessRows = {
  'POST /api/saved-searches': savedSearches,
  'GET /api/saved-searches': savedSearches,
  'PATCH /api/saved-searches/:id': { ...savedSearches, object: 'own-saved-search' },
  'DELETE /api/saved-searches/:id': { ...savedSearches, object: 'own-saved-search' },
  'GET /api/saved-searches/:id/results': { ...savedSearches, object: 'own-saved-search' },
  // An alert mail's link works without signing in (RFC 8058 one-click); GET only shows a page.
  'GET /api/saved-searches/unsubscribe': proof('the mailed unsubscribe link'),
  'POST /api/saved-searches/unsubscribe': proof('the mailed unsubscribe link'),
};
