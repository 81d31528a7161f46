import { type AccessRows, member } from '../../platform/route-access.ts';

/** Who may call the favourites module's routes. */
export const favouritesAccess: AccessRows = {
  'POST /api/favorites/property/:id': { who: ['client'], plan: 'valid', object: 'visible-property' },
  'POST /api/favorites/request/:id': { who: ['contractor'], plan: 'valid', object: 'visible-request' },
  'GET /api/favorites/properties': member,
  'GET /api/favorites/requests': member,
};
