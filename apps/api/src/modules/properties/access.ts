import { type AccessRows, member } from '../../platform/route-access.ts';

/** Who may call the properties module's routes. */
export const propertiesAccess: AccessRows = {
  'POST /api/landlord/create': { who: ['contractor'], otherRole: 403, plan: 'valid' },
  'GET /api/landlord/filter': member,
  'GET /api/landlord/filter/map': member,
  'GET /api/landlord/:id': { ...member, object: 'visible-property' },
  'PATCH /api/landlord/update/:id': { ...member, object: 'own-property' },
  'DELETE /api/landlord/delete/:id': { ...member, object: 'own-property' },
};
