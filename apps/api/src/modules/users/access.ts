import { type AccessRows, member } from '../../platform/route-access.ts';

/** Who may call the users module's routes. */
export const usersAccess: AccessRows = {
  'GET /api/users/:id': { ...member, object: 'public-profile' },
};
