import { type AccessRows, admin, ownAccount } from '../../platform/route-access.ts';

/** Who may call the admin module's routes. */
export const adminAccess: AccessRows = {
  'GET /api/admin/users': admin,
  'GET /api/admin/users/:id/actions': admin,
  'POST /api/admin/users/:id/business-check': { ...admin, object: 'any-member' },
  'PATCH /api/admin/toggle-block/:id': { ...admin, object: 'any-member' },
  'PATCH /api/admin/warn-through-email/:id': { ...admin, object: 'any-member' },
  'PATCH /api/admin/toggle-soft-delete/:id': { ...admin, object: 'any-member' },
  'PATCH /api/admin/toggle-account-status': ownAccount,
};
