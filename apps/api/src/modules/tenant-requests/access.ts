import { type AccessRows, member } from '../../platform/route-access.ts';

/** Who may call the tenant-requests module's routes. */
export const tenantRequestsAccess: AccessRows = {
  'POST /api/tenant/create-tenant-request': { who: ['client'], otherRole: 403, plan: 'valid' },
  'GET /api/tenant/all': member,
  'GET /api/tenant/filter': { who: ['contractor', 'admin'], otherRole: 403, plan: 'valid' },
  'GET /api/tenant/:id': { ...member, object: 'visible-request' },
  'GET /api/tenant/:id/files/:fileId': { ...member, object: 'released-files' },
  'PATCH /api/tenant/update/:id': { ...member, object: 'own-request' },
  'DELETE /api/tenant/delete/:id': { ...member, object: 'own-request' },
};
