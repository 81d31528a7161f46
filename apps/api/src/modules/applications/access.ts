import { type AccessRows, admin, type RouteAccess } from '../../platform/route-access.ts';

/** Applying needs a tenant's running plan; the pipeline a landlord's. Admins only check recorded draws. */
const tenants: RouteAccess = { who: ['client'], otherRole: 403, plan: 'valid' };
const landlords: RouteAccess = { who: ['contractor'], otherRole: 403, plan: 'valid' };

/** Who may call the applications module's routes. */
export const applicationsAccess: AccessRows = {
  'POST /api/applications': { ...tenants, object: 'visible-property' },
  'GET /api/applications': tenants,
  'DELETE /api/applications/:id': { ...tenants, object: 'own-application' },
  'POST /api/applications/:id/interest': { ...tenants, object: 'own-application' },
  'POST /api/applications/:id/accept': { ...tenants, object: 'own-application' },
  'GET /api/properties/:id/applications': { ...landlords, object: 'listing-owner' },
  'PATCH /api/applications/:id': { ...landlords, object: 'application-landlord' },
  'POST /api/properties/:id/applications/decline': { ...landlords, object: 'listing-owner' },
  'POST /api/properties/:id/lottery': { ...landlords, object: 'listing-owner' },
  'GET /api/properties/:id/lottery': { ...landlords, object: 'listing-owner' },
  // An admin recomputes a recorded draw; others are told the admin area is closed.
  'GET /api/admin/lottery-draws/:id': admin,
};
