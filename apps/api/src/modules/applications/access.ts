import type { AccessRows, RouteAccess } from '../../platform/route-access.ts';

/** Applying needs a tenant's running plan; the pipeline a landlord's. Admins take no part. */
const tenants: RouteAccess = { who: ['client'], otherRole: 403, plan: 'valid' };
const landlords: RouteAccess = { who: ['contractor'], otherRole: 403, plan: 'valid' };

/** Who may call the applications module's routes. */
export const applicationsAccess: AccessRows = {
  'POST /api/applications': { ...tenants, object: 'visible-property' },
  'GET /api/applications': tenants,
  'DELETE /api/applications/:id': { ...tenants, object: 'own-application' },
  'GET /api/properties/:id/applications': { ...landlords, object: 'listing-owner' },
  'PATCH /api/applications/:id': { ...landlords, object: 'application-landlord' },
  'POST /api/properties/:id/applications/decline': { ...landlords, object: 'listing-owner' },
};
