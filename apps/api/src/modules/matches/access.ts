import { type AccessRows, member } from '../../platform/route-access.ts';

/** Who may call the matches module's routes. */
export const matchesAccess: AccessRows = {
  'GET /api/matches/properties/:propertyId': { ...member, object: 'listing-owner' },
  'GET /api/matches/requests/:requestId': { ...member, object: 'request-owner' },
};
